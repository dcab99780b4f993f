#include "core/store/DisputeRepository.h"

#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QSqlQuery>

namespace tb::core {
namespace {

const char* kColumns =
    "d.id, d.provider_id, d.evaluation_id, d.check_item_id, ci.key, ci.title, d.claim, d.requested_verdict, "
    "d.evidence_text, d.attachment_name, d.attachment_sha256, d.contact, d.source_name, d.source_sha256, d.state, "
    "d.reasoning, d.decided_by, d.decided_at, d.received_at, d.row_version";

Dispute fromRow(const QSqlQuery& q) {
    Dispute d;
    d.id = q.value(0).toLongLong();
    d.providerId = q.value(1).toLongLong();
    d.evaluationId = q.value(2).toLongLong();
    d.checkItemId = q.value(3).toLongLong();
    d.itemKey = q.value(4).toString();
    d.itemTitle = q.value(5).toString();
    d.claim = q.value(6).toString();
    d.requestedVerdict = q.value(7).toString();
    d.evidenceText = q.value(8).toString();
    d.attachmentName = q.value(9).toString();
    d.attachmentSha256 = q.value(10).toString();
    d.contact = q.value(11).toString();
    d.sourceName = q.value(12).toString();
    d.sourceSha256 = q.value(13).toString();
    Dispute::stateFromKey(q.value(14).toString(), d.state);
    d.reasoning = q.value(15).toString();
    d.decidedBy = q.value(16).toString();
    d.decidedAt = q.value(17).toString();
    d.receivedAt = q.value(18).toString();
    d.rowVersion = q.value(19).toLongLong();
    return d;
}

// NOT NULL columns: a null QString would bind as NULL.
QString text(const QString& s) {
    return s.isNull() ? QStringLiteral("") : s;
}

}  // namespace

Result<QList<Dispute>> DisputeRepository::list(qint64 providerId) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT %1 FROM dispute d JOIN check_item ci ON ci.id = d.check_item_id%2 ORDER BY "
                       "d.provider_id, d.id DESC")
            .arg(QLatin1String(kColumns), providerId > 0 ? QStringLiteral(" WHERE d.provider_id = ?") : QString()));
    if (providerId > 0) {
        q.addBindValue(providerId);
    }
    if (auto st = exec(q, tr("Could not read the disputes")); !st) {
        return st.error();
    }
    QList<Dispute> out;
    while (q.next()) {
        out.append(fromRow(q));
    }
    return out;
}

Result<Dispute> DisputeRepository::get(qint64 id, bool withAttachment) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1, d.attachment FROM dispute d JOIN check_item ci ON ci.id = d.check_item_id "
                             "WHERE d.id = ?")
                  .arg(QLatin1String(kColumns)));
    q.addBindValue(id);
    if (auto st = exec(q, tr("Could not read dispute %1").arg(id)); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("No dispute %1.").arg(id));
    }
    Dispute d = fromRow(q);
    if (withAttachment) {
        d.attachment = q.value(20).toByteArray();
    }
    return d;
}

Result<DisputeTarget> DisputeRepository::target(qint64 providerId) const {
    const QString what = tr("Could not import the disputes");
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id, rubric_id FROM evaluation WHERE provider_id = ? ORDER BY id DESC"));
    q.addBindValue(providerId);
    if (auto st = exec(q, what); !st) {
        return st.error();
    }
    DisputeTarget t;
    if (!q.next()) {
        return t;
    }
    t.evaluationId = q.value(0).toLongLong();
    const qint64 rubricId = q.value(1).toLongLong();
    q.finish();
    q.prepare(
        QStringLiteral("SELECT ci.id, ci.key FROM check_item ci JOIN criterion c ON c.id = ci.criterion_id "
                       "WHERE c.rubric_id = ?"));
    q.addBindValue(rubricId);
    if (auto st = exec(q, what); !st) {
        return st.error();
    }
    while (q.next()) {
        t.items.insert(q.value(1).toString(), q.value(0).toLongLong());
    }
    return t;
}

Result<qint64> DisputeRepository::insert(const DisputeRow& row, const QString& actor) {
    const SqlDialect& sql = SqlDialect::of(m_db);
    QSqlQuery ins(m_db);
    ins.prepare(QStringLiteral("INSERT INTO dispute (provider_id, evaluation_id, check_item_id, claim, "
                               "requested_verdict, evidence_text, attachment_name, attachment, "
                               "attachment_sha256, contact, source_name, source_sha256, received_at, "
                               "changed_by, changed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, %1, ?, "
                               "%1) RETURNING id")
                    .arg(sql.nowText()));
    ins.addBindValue(row.providerId);
    ins.addBindValue(row.evaluationId);
    ins.addBindValue(row.checkItemId);
    ins.addBindValue(text(row.claim));
    ins.addBindValue(text(row.requestedVerdict));
    ins.addBindValue(text(row.evidenceText));
    ins.addBindValue(text(row.attachmentName));
    ins.addBindValue(row.attachmentName.isEmpty() ? QVariant(QMetaType(QMetaType::QByteArray))
                                                  : QVariant(row.attachment));
    ins.addBindValue(text(row.attachmentSha256));
    ins.addBindValue(text(row.contact));
    ins.addBindValue(text(row.sourceName));
    ins.addBindValue(text(row.sourceSha256));
    ins.addBindValue(text(actor));
    return insertReturningId(ins, tr("Could not import the disputes"));
}

Status DisputeRepository::recordDecision(qint64 id, Dispute::State state, const QString& reasoning,
                                         const QString& actor) {
    const SqlDialect& sql = SqlDialect::of(m_db);
    QSqlQuery u(m_db);
    u.prepare(
        QStringLiteral("UPDATE dispute SET state = ?, reasoning = ?, decided_by = ?, decided_at = %1 WHERE id = ?")
            .arg(sql.nowText()));
    u.addBindValue(Dispute::stateKey(state));
    u.addBindValue(reasoning);
    u.addBindValue(text(actor));
    u.addBindValue(id);
    return exec(u, tr("Could not record the decision on dispute %1").arg(id));
}

}  // namespace tb::core
