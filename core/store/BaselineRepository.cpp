#include "core/store/BaselineRepository.h"

#include "core/store/AuditedWrite.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

namespace tb::core {

namespace {
// QtSql binds a null QString as NULL, which the NOT NULL text columns refuse.
QString text(const QString& s) {
    return s.isNull() ? QStringLiteral("") : s;
}

}  // namespace

BaselineRepository::BaselineRepository(QSqlDatabase& db) : m_db(db) {}

Result<qint64> BaselineRepository::createVersion(const BaselineSet& set, const QString& origin, const QString& actor) {
    if (auto st = set.validate(); !st) {
        return st.error();
    }
    QString version, note;
    return AuditedWrite(m_db, QStringLiteral("baseline_set"), QStringLiteral("create"), actor)
        .after([&](qint64) -> Result<QJsonObject> {
            return QJsonObject{{QStringLiteral("version"), version},
                               {QStringLiteral("note"), note},
                               {QStringLiteral("entries"), int(set.entries.size())}};
        })
        .write([&]() -> Result<qint64> { return insertVersion(set, origin, version, note); });
}

Result<qint64> BaselineRepository::insertVersion(const BaselineSet& set, const QString& origin, QString& version,
                                                 QString& note) {
    QSqlQuery q(m_db);
    if (auto st = exec(q, QStringLiteral("SELECT COALESCE(MAX(CAST(version AS INTEGER)), 0) + 1 FROM baseline_set"),
                       tr("Cannot number the new baseline version"));
        !st) {
        return st.error();
    }
    q.next();
    version = QString::number(q.value(0).toLongLong());
    note = set.note;
    if (!origin.isEmpty()) {
        const QString from = set.version.isEmpty() || set.version == version
                                 ? tr("from %1").arg(origin)
                                 : tr("from %1 (version %2)").arg(origin, set.version);
        note = note.isEmpty() ? from : note + QStringLiteral(" — ") + from;
    }
    q.prepare(QStringLiteral("INSERT INTO baseline_set (version, note) VALUES (?, ?) RETURNING id"));
    q.addBindValue(version);
    q.addBindValue(text(note));
    auto inserted = insertReturningId(q, tr("Cannot store the baseline version"));
    if (!inserted) {
        return inserted.error();
    }
    const qint64 setId = *inserted;
    QSqlQuery ins(m_db);
    ins.prepare(QStringLiteral(
        "INSERT INTO baseline (set_id, metric, hardware_key, algorithm, min_size, unit, direction, expected, "
        "thresholds_json, source, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const Baseline& b : set.entries) {
        ins.addBindValue(setId);
        ins.addBindValue(text(b.metric));
        ins.addBindValue(text(b.hardwareKey));
        ins.addBindValue(text(b.algorithm));
        ins.addBindValue(b.minSizeBytes ? QVariant(*b.minSizeBytes) : QVariant(QMetaType(QMetaType::LongLong)));
        ins.addBindValue(text(b.unit));
        ins.addBindValue(directionKey(b.direction));
        ins.addBindValue(b.expected);
        ins.addBindValue(QString::fromUtf8(QJsonDocument(b.thresholdsJson()).toJson(QJsonDocument::Compact)));
        ins.addBindValue(b.source.trimmed());
        ins.addBindValue(text(b.note));
        if (auto st = exec(ins, tr("Cannot store a baseline")); !st) {
            return st.error();
        }
    }
    return setId;
}

Result<QVector<Baseline>> BaselineRepository::entries(qint64 setId) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT id, metric, hardware_key, algorithm, min_size, unit, direction, expected, "
                       "thresholds_json, source, note FROM baseline WHERE set_id = ? ORDER BY id"));
    q.addBindValue(setId);
    if (auto st = exec(q, tr("Cannot read the baselines")); !st) {
        return st.error();
    }
    QVector<Baseline> out;
    while (q.next()) {
        Baseline b;
        b.id = q.value(0).toLongLong();
        b.metric = q.value(1).toString();
        b.hardwareKey = q.value(2).toString();
        b.algorithm = q.value(3).toString();
        if (!q.value(4).isNull()) {
            b.minSizeBytes = q.value(4).toLongLong();
        }
        b.unit = q.value(5).toString();
        b.direction = directionFromKey(q.value(6).toString()).value_or(BetterDirection::Higher);
        b.expected = q.value(7).toDouble();
        // Rows were validated on the way in; a hand-edited row with broken JSON keeps the default edges.
        (void)b.setThresholdsJson(QJsonDocument::fromJson(q.value(8).toString().toUtf8()).object());
        b.source = q.value(9).toString();
        b.note = q.value(10).toString();
        out.push_back(b);
    }
    return out;
}

Result<BaselineSet> BaselineRepository::get(qint64 setId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id, version, note, created_at FROM baseline_set WHERE id = ?"));
    q.addBindValue(setId);
    if (auto st = exec(q, tr("Cannot read the baseline version")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("No such baseline version"), QString::number(setId));
    }
    BaselineSet set;
    set.id = q.value(0).toLongLong();
    set.version = q.value(1).toString();
    set.note = q.value(2).toString();
    set.createdAt = q.value(3).toString();
    auto rows = entries(set.id);
    if (!rows) {
        return rows.error();
    }
    set.entries = *rows;
    return set;
}

Result<BaselineSet> BaselineRepository::latest() const {
    QSqlQuery q(m_db);
    if (auto st = exec(q, QStringLiteral("SELECT id FROM baseline_set ORDER BY id DESC LIMIT 1"),
                       tr("Cannot read the baseline versions"));
        !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("The database holds no baselines yet"));
    }
    return get(q.value(0).toLongLong());
}

Result<QVector<BaselineSet>> BaselineRepository::versions() const {
    QSqlQuery q(m_db);
    if (auto st = exec(
            q, QStringLiteral("SELECT s.id, s.version, s.note, s.created_at FROM baseline_set s ORDER BY s.id DESC"),
            tr("Cannot read the baseline versions"));
        !st) {
        return st.error();
    }
    QVector<BaselineSet> out;
    while (q.next()) {
        BaselineSet s;
        s.id = q.value(0).toLongLong();
        s.version = q.value(1).toString();
        s.note = q.value(2).toString();
        s.createdAt = q.value(3).toString();
        out.push_back(s);
    }
    return out;
}

Result<BaselineSet> BaselineRepository::latestOrBuiltin(const QString& actor) {
    auto current = latest();
    if (current || current.error().code != ErrorCode::NotFound) {
        return current;
    }
    auto builtin = BaselineSet::builtin();
    if (!builtin) {
        return builtin.error();
    }
    auto id = createVersion(*builtin, QStringLiteral("clustermax-baselines.json"), actor);
    if (!id) {
        return id.error();
    }
    return get(*id);
}

}  // namespace tb::core
