#include "core/trust/DisputeWorkflow.h"

#include "core/domain/Checklist.h"
#include "core/store/AuditedWrite.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RowVersion.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"
#include "core/store/Transaction.h"
#include "core/usecase/EvaluationWorkflow.h"

#include <QHash>
#include <QJsonObject>
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

// What the audit log keeps of a dispute: everything but the attachment's bytes (its hash stands for them).
QJsonObject toJson(const Dispute& d) {
    return {{QStringLiteral("id"), double(d.id)},
            {QStringLiteral("evaluation_id"), double(d.evaluationId)},
            {QStringLiteral("item"), d.itemKey},
            {QStringLiteral("claim"), d.claim},
            {QStringLiteral("requested_verdict"), d.requestedVerdict},
            {QStringLiteral("evidence_text"), d.evidenceText},
            {QStringLiteral("attachment_name"), d.attachmentName},
            {QStringLiteral("attachment_sha256"), d.attachmentSha256},
            {QStringLiteral("source_sha256"), d.sourceSha256},
            {QStringLiteral("state"), Dispute::stateKey(d.state)},
            {QStringLiteral("reasoning"), d.reasoning},
            {QStringLiteral("decided_by"), d.decidedBy}};
}

// NOT NULL columns: a null QString would bind as NULL.
QString text(const QString& s) {
    return s.isNull() ? QStringLiteral("") : s;
}

}  // namespace

QString Dispute::stateKey(State state) {
    switch (state) {
        case State::Open:
            return QStringLiteral("open");
        case State::Accepted:
            return QStringLiteral("accepted");
        case State::Rejected:
            return QStringLiteral("rejected");
    }
    return {};
}

bool Dispute::stateFromKey(const QString& key, State& state) {
    for (State s : {State::Open, State::Accepted, State::Rejected}) {
        if (stateKey(s) == key) {
            state = s;
            return true;
        }
    }
    return false;
}

Result<QList<qint64>> DisputeWorkflow::import(const QString& providerName, const QByteArray& bytes,
                                              const QString& sourceName, const QString& actor) {
    auto file = DisputeFile::parse(bytes);
    if (!file) {
        return file.error();
    }
    auto provider = ProviderRepository(m_db).findByName(providerName);
    if (!provider) {
        return provider.error();
    }
    if (file->provider.compare(provider->name, Qt::CaseInsensitive) != 0) {
        return makeError(
            ErrorCode::InvalidArgument,
            tr("The dispute file is about \"%1\", not %2: nothing was imported.").arg(file->provider, provider->name));
    }
    const QString what = tr("Could not import the disputes");
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id, rubric_id FROM evaluation WHERE provider_id = ? ORDER BY id DESC"));
    q.addBindValue(provider->id);
    if (auto st = exec(q, what); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("%1 has no evaluation to dispute.").arg(provider->name));
    }
    const qint64 evaluationId = q.value(0).toLongLong();
    const qint64 rubricId = q.value(1).toLongLong();
    q.finish();
    QHash<QString, qint64> items;
    q.prepare(
        QStringLiteral("SELECT ci.id, ci.key FROM check_item ci JOIN criterion c ON c.id = ci.criterion_id "
                       "WHERE c.rubric_id = ?"));
    q.addBindValue(rubricId);
    if (auto st = exec(q, what); !st) {
        return st.error();
    }
    while (q.next()) {
        items.insert(q.value(1).toString(), q.value(0).toLongLong());
    }
    q.finish();
    for (int i = 0; i < file->disputes.size(); ++i) {
        if (!items.contains(file->disputes[i].item)) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("Dispute %1: the evaluation's rubric has no item \"%2\": nothing was imported.")
                                 .arg(i + 1)
                                 .arg(file->disputes[i].item.left(200)));
        }
    }
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    const SqlDialect& sql = SqlDialect::of(m_db);
    QList<qint64> ids;
    for (const DisputeClaim& c : file->disputes) {
        auto id = AuditedWrite(m_db, QStringLiteral("dispute"), QStringLiteral("create"), actor)
                      .after([this](qint64 rowId) { return auditJson(get(rowId), toJson); })
                      .write([&]() -> Result<qint64> {
                          QSqlQuery ins(m_db);
                          ins.prepare(QStringLiteral(
                                          "INSERT INTO dispute (provider_id, evaluation_id, check_item_id, claim, "
                                          "requested_verdict, evidence_text, attachment_name, attachment, "
                                          "attachment_sha256, contact, source_name, source_sha256, received_at, "
                                          "changed_by, changed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, %1, ?, "
                                          "%1) RETURNING id")
                                          .arg(sql.nowText()));
                          ins.addBindValue(provider->id);
                          ins.addBindValue(evaluationId);
                          ins.addBindValue(items.value(c.item));
                          ins.addBindValue(text(c.claim));
                          ins.addBindValue(text(c.requestedVerdict));
                          ins.addBindValue(text(c.evidenceText));
                          ins.addBindValue(text(c.attachmentName));
                          ins.addBindValue(c.attachmentName.isEmpty() ? QVariant(QMetaType(QMetaType::QByteArray))
                                                                      : QVariant(c.attachment));
                          ins.addBindValue(text(c.attachmentSha256));
                          ins.addBindValue(text(file->contact));
                          ins.addBindValue(text(sourceName.left(500)));
                          ins.addBindValue(text(file->sha256));
                          ins.addBindValue(text(actor));
                          return insertReturningId(ins, what);
                      });
        if (!id) {
            return id.error();
        }
        ids.append(*id);
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return ids;
}

Result<QList<Dispute>> DisputeWorkflow::list(qint64 providerId) const {
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

Result<Dispute> DisputeWorkflow::get(qint64 id, bool withAttachment) const {
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

Status DisputeWorkflow::accept(qint64 id, const QString& reasoning, const QString& actor, qint64 expectedVersion) {
    return decide(id, Dispute::State::Accepted, reasoning, actor, expectedVersion);
}

Status DisputeWorkflow::reject(qint64 id, const QString& reasoning, const QString& actor, qint64 expectedVersion) {
    return decide(id, Dispute::State::Rejected, reasoning, actor, expectedVersion);
}

Status DisputeWorkflow::decide(qint64 id, Dispute::State state, const QString& reasoning, const QString& actor,
                               qint64 expectedVersion) {
    const QString reason = reasoning.trimmed();
    if (reason.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("Say why: a decision on a dispute needs the reasoning."));
    }
    if (reason.size() > DisputeFile::kMaxText) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The reasoning is longer than %1 characters.").arg(DisputeFile::kMaxText));
    }
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    auto dispute = get(id);
    if (!dispute) {
        return dispute.error();
    }
    if (dispute->state != Dispute::State::Open) {
        // One sentence per outcome: the state's key is no word to glue into a translated sentence.
        const QString sentence = dispute->state == Dispute::State::Accepted
                                     ? tr("Dispute %1 was accepted by %2 on %3; it is decided.")
                                     : tr("Dispute %1 was rejected by %2 on %3; it is decided.");
        return makeError(ErrorCode::InvalidArgument, sentence.arg(id).arg(dispute->decidedBy, dispute->decidedAt));
    }
    if (state == Dispute::State::Accepted && !dispute->requestedVerdict.isEmpty()) {
        // The checklist's own call: audited as a verdict change, refused on a closed evaluation.
        auto current = EvaluationRepository(m_db).verdict(dispute->evaluationId, dispute->checkItemId);
        if (!current) {
            return current.error();
        }
        const QString note = tr("Dispute %1 accepted: %2").arg(id).arg(reason);
        const QString evidence = current->evidence.isEmpty() ? note : current->evidence + u'\n' + note;
        auto set = EvaluationWorkflow(m_db).setVerdict(dispute->evaluationId, dispute->checkItemId,
                                                       *verdictFromKey(dispute->requestedVerdict), evidence, actor);
        if (!set) {
            return set.error();
        }
    }
    const SqlDialect& sql = SqlDialect::of(m_db);
    const QString action = state == Dispute::State::Accepted ? QStringLiteral("accept") : QStringLiteral("reject");
    auto written =
        AuditedWrite(m_db, QStringLiteral("dispute"), action, actor)
            .before([&] { return auditJson(get(id), toJson); })
            .after([this](qint64 rowId) { return auditJson(get(rowId), toJson); })
            .write(id, [&]() -> Status {
                // Two analysts deciding the same dispute: the second is told who was first.
                if (auto st = RowVersion::claim(m_db, QStringLiteral("dispute"), id, expectedVersion, actor); !st) {
                    return st;
                }
                QSqlQuery u(m_db);
                u.prepare(QStringLiteral("UPDATE dispute SET state = ?, reasoning = ?, decided_by = ?, "
                                         "decided_at = %1 WHERE id = ?")
                              .arg(sql.nowText()));
                u.addBindValue(Dispute::stateKey(state));
                u.addBindValue(reason);
                u.addBindValue(text(actor));
                u.addBindValue(id);
                return exec(u, tr("Could not record the decision on dispute %1").arg(id));
            });
    if (!written) {
        return written;
    }
    return tx.commit();
}

}  // namespace tb::core
