#include "core/store/EvidenceRepository.h"

#include "core/store/AuditedWrite.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

namespace tb::core {

EvidenceRepository::EvidenceRepository(QSqlDatabase& db) : m_db(db) {}

Result<qint64> EvidenceRepository::verdictId(qint64 evaluationId, qint64 checkItemId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM verdict WHERE evaluation_id = ? AND check_item_id = ?"));
    q.addBindValue(evaluationId);
    q.addBindValue(checkItemId);
    if (auto st = exec(q, tr("Could not read the verdict")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("The evaluation has no verdict for this check item"));
    }
    return q.value(0).toLongLong();
}

Status EvidenceRepository::attach(qint64 evaluationId, qint64 checkItemId, qint64 runId,
                                  std::optional<qint64> findingId, const QString& note, const QString& actor) {
    if (auto open = EvaluationRepository(m_db).requireOpen(evaluationId); !open) {
        return open;
    }
    QJsonObject after{{QStringLiteral("run_id"), runId}, {QStringLiteral("note"), note}};
    if (findingId) {
        after.insert(QStringLiteral("finding_id"), *findingId);
    }
    auto written = AuditedWrite(m_db, QStringLiteral("verdict_evidence"), QStringLiteral("create"), actor)
                       .after([&](qint64) -> Result<QJsonObject> { return after; })
                       .write([&]() -> Result<qint64> {
                           auto vid = verdictId(evaluationId, checkItemId);
                           if (!vid) {
                               return vid.error();
                           }
                           QSqlQuery q(m_db);
                           if (findingId) {
                               // A finding of another run would make the link lie about its source.
                               q.prepare(QStringLiteral("SELECT 1 FROM finding WHERE id = ? AND run_id = ?"));
                               q.addBindValue(*findingId);
                               q.addBindValue(runId);
                               if (auto st = exec(q, tr("Could not read the finding")); !st) {
                                   return st.error();
                               }
                               if (!q.next()) {
                                   return makeError(ErrorCode::InvalidArgument,
                                                    tr("The finding does not belong to run %1").arg(runId));
                               }
                           }
                           q.prepare(
                               QStringLiteral("INSERT INTO verdict_evidence (verdict_id, run_id, finding_id, note) "
                                              "VALUES (?, ?, ?, ?) ON CONFLICT (verdict_id, run_id) DO UPDATE SET "
                                              "finding_id = excluded.finding_id, note = excluded.note"));
                           q.addBindValue(*vid);
                           q.addBindValue(runId);
                           q.addBindValue(findingId ? QVariant(*findingId) : QVariant(QMetaType(QMetaType::LongLong)));
                           q.addBindValue(notNull(note));
                           if (auto st = exec(q, tr("Could not attach the evidence")); !st) {
                               return st.error();
                           }
                           return *vid;  // the audit entry is filed under the verdict
                       });
    if (!written) {
        return written.error();
    }
    return {};
}

QVector<EvidenceLink> EvidenceRepository::evidenceFor(qint64 evaluationId, qint64 checkItemId) const {
    QVector<EvidenceLink> out;
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT ve.verdict_id, ve.run_id, ve.finding_id, ve.note FROM verdict_evidence ve "
                       "JOIN verdict v ON v.id = ve.verdict_id WHERE v.evaluation_id = ? AND v.check_item_id = ? "
                       "ORDER BY ve.run_id"));
    q.addBindValue(evaluationId);
    q.addBindValue(checkItemId);
    if (!q.exec()) {
        return out;
    }
    while (q.next()) {
        EvidenceLink l;
        l.verdictId = q.value(0).toLongLong();
        l.runId = q.value(1).toLongLong();
        if (!q.value(2).isNull()) {
            l.findingId = q.value(2).toLongLong();
        }
        l.note = q.value(3).toString();
        out.append(l);
    }
    return out;
}

QStringList EvidenceRepository::checkItemsOfRun(qint64 runId) const {
    QStringList out;
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT DISTINCT c.key FROM verdict_evidence ve JOIN verdict v ON v.id = ve.verdict_id "
                       "JOIN check_item c ON c.id = v.check_item_id WHERE ve.run_id = ? ORDER BY c.key"));
    q.addBindValue(runId);
    if (q.exec()) {
        while (q.next()) {
            out << q.value(0).toString();
        }
    }
    return out;
}

}  // namespace tb::core
