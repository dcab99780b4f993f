#include "core/store/Migrator.h"

#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"
#include "core/store/SqlScript.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlQuery>

namespace tb::core {

Migrator::Migrator(QSqlDatabase& db, QString databasePath)
    : m_db(db), m_path(std::move(databasePath)), m_postgreSql(SqlDialect::of(db).isPostgreSql()) {}

QStringList Migrator::scriptPaths() {
    return scriptPaths(SqlDialect::sqlite());
}

QStringList Migrator::scriptPaths(const SqlDialect& dialect) {
    static const QStringList sqlitePaths = [] {
        QDir dir(SqlDialect::sqlite().migrationsFolder());
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
    static const QStringList postgreSqlPaths = [] {
        // The same numbers and names as SQLite's, in PostgreSQL's folder; a missing one stops the list there.
        QStringList ordered;
        const QString folder = SqlDialect::postgreSql().migrationsFolder();
        for (const QString& sqlitePath : sqlitePaths) {
            const QString path = folder + u'/' + QFileInfo(sqlitePath).fileName();
            if (!QFileInfo::exists(path)) {
                break;
            }
            ordered << path;
        }
        return ordered;
    }();
    return dialect.isPostgreSql() ? postgreSqlPaths : sqlitePaths;
}

int Migrator::latestVersion() {
    return int(scriptPaths().size());
}

Result<int> Migrator::currentVersion() const {
    QSqlQuery q(m_db);
    if (m_postgreSql) {
        // A database without the table is new (version 0), whatever else it holds.
        if (!q.exec(QStringLiteral("SELECT to_regclass('schema_version') IS NOT NULL")) || !q.next()) {
            return sqlError(q.lastError(), QCoreApplication::translate("Store", "Could not read the schema version"));
        }
        if (!q.value(0).toBool()) {
            return 0;
        }
        if (!q.exec(QStringLiteral("SELECT max(version) FROM schema_version")) || !q.next()) {
            return sqlError(q.lastError(), QCoreApplication::translate("Store", "Could not read the schema version"));
        }
        return q.value(0).toInt();
    }
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

Result<QStringList> Migrator::readScript(const QString& resourcePath) const {
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(ErrorCode::Internal, QCoreApplication::translate("Store", "A migration script is missing"),
                         resourcePath);
    }
    return splitSqlScript(QString::fromUtf8(file.readAll()));
}

Status Migrator::applyPostgreSqlStep(int version, const QString& resourcePath, bool* alreadyDone) {
    *alreadyDone = false;
    auto statements = readScript(resourcePath);
    if (!statements) {
        return statements.error();
    }
    if (!m_db.transaction()) {
        return sqlError(m_db.lastError(), QCoreApplication::translate("Store", "Could not start a migration"));
    }
    auto fail = [&](const QSqlQuery& q, const QString& what, const QString& sql) {
        Error e = sqlError(q.lastError(), what);
        if (!sql.isEmpty()) {
            e.detail += QStringLiteral(" in: ") + sql.left(200);
        }
        m_db.rollback();
        return e;
    };
    QSqlQuery q(m_db);
    // Held until this step commits or rolls back: another workbench migrating the same database waits here, then
    // finds the step done below. A transaction lock cannot be left behind by a connection pooler or a crash.
    if (!q.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kAdvisoryLockKey))) {
        return fail(q, QCoreApplication::translate("Store", "Could not lock the database for migrating"), {});
    }
    // Under the lock, so no other workbench creates it meanwhile (IF NOT EXISTS alone is not atomic).
    if (!q.exec(QStringLiteral("SELECT to_regclass('schema_version') IS NULL")) || !q.next()) {
        return fail(q, QCoreApplication::translate("Store", "Could not read the schema version"), {});
    }
    const bool noVersionTable = q.value(0).toBool();
    q.finish();
    if (noVersionTable && !q.exec(QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL, "
                                                 "migrated_at TEXT NOT NULL DEFAULT %1)")
                                      .arg(SqlDialect::postgreSql().nowText()))) {
        return fail(q, QCoreApplication::translate("Store", "Could not record the schema version"), {});
    }
    if (!q.exec(QStringLiteral("SELECT COALESCE(max(version), 0) FROM schema_version")) || !q.next()) {
        return fail(q, QCoreApplication::translate("Store", "Could not read the schema version"), {});
    }
    const int found = q.value(0).toInt();
    q.finish();
    if (found >= version) {
        *alreadyDone = true;  // another workbench did it while this one waited for the lock
        m_db.commit();
        return {};
    }
    if (found != version - 1) {
        Error e = makeError(ErrorCode::Database,
                            QCoreApplication::translate("Store", "Migration to schema %1 failed").arg(version),
                            QStringLiteral("the database is at schema %1").arg(found));
        m_db.rollback();
        return e;
    }
    for (const QString& sql : *statements) {
        QSqlQuery step(m_db);
        if (!step.exec(sql)) {
            return fail(step, QCoreApplication::translate("Store", "Migration to schema %1 failed").arg(version), sql);
        }
    }
    if (!q.exec(QStringLiteral("DELETE FROM schema_version")) ||
        !q.exec(QStringLiteral("INSERT INTO schema_version (version) VALUES (%1)").arg(version))) {
        return fail(q, QCoreApplication::translate("Store", "Could not record the schema version"), {});
    }
    if (!m_db.commit()) {
        return sqlError(m_db.lastError(), QCoreApplication::translate("Store", "Could not commit a migration"));
    }
    return {};
}

bool Migrator::rebuildsTables(const QString& resourcePath) {
    QFile file(resourcePath);
    return file.open(QIODevice::ReadOnly) &&
           file.readLine().trimmed() == QByteArrayLiteral("-- tierbench-migrator: foreign-keys-off");
}

Status Migrator::applyScript(int version, const QString& resourcePath) {
    if (!rebuildsTables(resourcePath)) {
        return applyScriptInTransaction(version, resourcePath, false);
    }
    // A script that rebuilds a table others refer to (SQLite cannot change a CHECK in place) runs with foreign keys
    // off: with them on, dropping the old table would cascade into every row that refers to it. The pragma is a
    // no-op inside a transaction, so it is switched around it, and back on whatever the outcome.
    QSqlQuery off(m_db);
    if (!off.exec(QStringLiteral("PRAGMA foreign_keys = OFF"))) {
        return sqlError(off.lastError(), QCoreApplication::translate("Store", "Could not start a migration"));
    }
    Status st = applyScriptInTransaction(version, resourcePath, true);
    QSqlQuery on(m_db);
    if (!on.exec(QStringLiteral("PRAGMA foreign_keys = ON")) && st) {
        return sqlError(on.lastError(), QCoreApplication::translate("Store", "Could not commit a migration"));
    }
    return st;
}

Status Migrator::applyScriptInTransaction(int version, const QString& resourcePath, bool checkForeignKeys) {
    auto read = readScript(resourcePath);
    if (!read) {
        return read.error();
    }
    const QStringList& statements = *read;
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
    // With foreign keys off nothing checked them while the script ran: every reference must still hold before the
    // step commits (SQLite's procedure for rebuilding a table).
    if (checkForeignKeys) {
        if (!q.exec(QStringLiteral("PRAGMA foreign_key_check"))) {
            Error e = sqlError(q.lastError(),
                               QCoreApplication::translate("Store", "Migration to schema %1 failed").arg(version));
            m_db.rollback();
            return e;
        }
        if (q.next()) {
            Error e = makeError(ErrorCode::Database,
                                QCoreApplication::translate("Store", "Migration to schema %1 failed").arg(version),
                                QStringLiteral("a row of %1 refers to a missing row of %2")
                                    .arg(q.value(0).toString(), q.value(2).toString()));
            q.finish();
            m_db.rollback();
            return e;
        }
        q.finish();
    }
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
    if (m_postgreSql) {
        const QStringList scripts = scriptPaths(SqlDialect::postgreSql());
        if (scripts.size() < target) {
            return makeError(ErrorCode::Internal, QCoreApplication::translate("Store", "A migration script is missing"),
                             QStringLiteral("postgresql/%1").arg(scripts.size() + 1, 3, 10, QLatin1Char('0')));
        }
        for (int v = *current + 1; v <= target; ++v) {
            bool alreadyDone = false;
            if (auto st = applyPostgreSqlStep(v, scripts.at(v - 1), &alreadyDone); !st) {
                return st.error();
            }
            outcome.toVersion = v;
        }
        // What the database holds now (another workbench may have gone further while this one waited).
        if (auto now = currentVersion(); now) {
            outcome.toVersion = *now;
        }
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
