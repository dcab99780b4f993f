#include "core/store/Migrator.h"

#include "core/store/SqlError.h"
#include "core/store/SqlScript.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlQuery>

namespace tb::core {

Migrator::Migrator(QSqlDatabase& db, QString databasePath) : m_db(db), m_path(std::move(databasePath)) {}

QStringList Migrator::scriptPaths() {
    static const QStringList paths = [] {
        QDir dir(QStringLiteral(":/migrations"));
        const QStringList files = dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
        static const QRegularExpression numbered(QStringLiteral("^(\\d{3})_.*\\.sql$"));
        QStringList ordered;
        for (const QString& f : files) {
            const auto m = numbered.match(f);
            // Numbers must be contiguous from 001: a gap is a packaging bug, and stops at the gap.
            if (m.hasMatch() && m.captured(1).toInt() == ordered.size() + 1) {
                ordered << dir.filePath(f);
            }
        }
        return ordered;
    }();
    return paths;
}

int Migrator::latestVersion() {
    return int(scriptPaths().size());
}

Result<int> Migrator::currentVersion() const {
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        return sqlError(q.lastError(),
                        QCoreApplication::translate("Store", "The file is not a Tierbench database, or it is damaged"));
    }
    return q.value(0).toInt();
}

Error Migrator::tooNewError(int version) const {
    return makeError(ErrorCode::SchemaTooNew,
                     QCoreApplication::translate("Store",
                                                 "This database was written by a newer Tierbench (schema %1; this "
                                                 "version understands up to %2). It was not opened, and nothing in "
                                                 "it was changed. Open it with a newer Tierbench.")
                         .arg(version)
                         .arg(latestVersion()),
                     m_path);
}

Result<QString> Migrator::backup(int fromVersion) {
    QString target = QStringLiteral("%1.schema-%2.bak").arg(m_path).arg(fromVersion);
    for (int n = 1; QFileInfo::exists(target); ++n) {
        target = QStringLiteral("%1.schema-%2.%3.bak").arg(m_path).arg(fromVersion).arg(n);
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(target);
    if (auto st = exec(q, QCoreApplication::translate("Store", "Could not write a backup before migrating")); !st) {
        return st.error();
    }
    return target;
}

Status Migrator::applyScript(int version, const QString& resourcePath) {
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::Internal, QCoreApplication::translate("Store", "A migration script is missing"),
                         resourcePath);
    }
    const QStringList statements = splitSqlScript(QString::fromUtf8(file.readAll()));
    if (!m_db.transaction()) {
        return sqlError(m_db.lastError(), QCoreApplication::translate("Store", "Could not start a migration"));
    }
    for (const QString& sql : statements) {
        QSqlQuery q(m_db);
        if (!q.exec(sql)) {
            Error e = sqlError(q.lastError(),
                               QCoreApplication::translate("Store", "Migration to schema %1 failed").arg(version));
            e.detail += QStringLiteral(" in: ") + sql.left(200);
            m_db.rollback();
            return e;
        }
    }
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version))) {
        Error e = sqlError(q.lastError(), QCoreApplication::translate("Store", "Could not record the schema version"));
        m_db.rollback();
        return e;
    }
    if (!m_db.commit()) {
        return sqlError(m_db.lastError(), QCoreApplication::translate("Store", "Could not commit a migration"));
    }
    return {};
}

Result<Migrator::Outcome> Migrator::migrate(int target) {
    const int latest = latestVersion();
    if (target < 0 || target > latest) {
        target = latest;
    }
    auto current = currentVersion();
    if (!current) {
        return current.error();
    }
    if (*current > latest) {
        return tooNewError(*current);
    }
    Outcome outcome;
    outcome.fromVersion = *current;
    outcome.toVersion = *current;
    if (*current >= target) {
        return outcome;
    }
    if (*current > 0) {
        auto path = backup(*current);
        if (!path) {
            return path.error();
        }
        outcome.backupPath = *path;
    }
    const QStringList scripts = scriptPaths();
    for (int v = *current + 1; v <= target; ++v) {
        if (auto st = applyScript(v, scripts.at(v - 1)); !st) {
            return st.error();
        }
        outcome.toVersion = v;
    }
    return outcome;
}

}  // namespace tb::core
