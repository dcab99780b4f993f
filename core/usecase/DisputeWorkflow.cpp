#include "core/usecase/DisputeWorkflow.h"

#include "core/domain/Checklist.h"
#include "core/store/AuditedWrite.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RowVersion.h"
#include "core/store/DisputeRepository.h"
#include "core/store/Transaction.h"
#include "core/usecase/EvaluationWorkflow.h"

#include <QHash>
#include <QJsonObject>

namespace tb::core {
namespace {

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

}  // namespace

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
    DisputeRepository disputes(m_db);
    auto target = disputes.target(provider->id);
    if (!target) {
        return target.error();
    }
    if (target->evaluationId == 0) {
        return makeError(ErrorCode::NotFound, tr("%1 has no evaluation to dispute.").arg(provider->name));
    }
    const qint64 evaluationId = target->evaluationId;
    const QHash<QString, qint64>& items = target->items;
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
    QList<qint64> ids;
    for (const DisputeClaim& c : file->disputes) {
        auto id = AuditedWrite(m_db, QStringLiteral("dispute"), QStringLiteral("create"), actor)
                      .after([this](qint64 rowId) { return auditJson(get(rowId), toJson); })
                      .write([&]() -> Result<qint64> {
                          DisputeRow row;
                          row.providerId = provider->id;
                          row.evaluationId = evaluationId;
                          row.checkItemId = items.value(c.item);
                          row.claim = c.claim;
                          row.requestedVerdict = c.requestedVerdict;
                          row.evidenceText = c.evidenceText;
                          row.attachmentName = c.attachmentName;
                          row.attachment = c.attachment;
                          row.attachmentSha256 = c.attachmentSha256;
                          row.contact = file->contact;
                          row.sourceName = sourceName.left(500);
                          row.sourceSha256 = file->sha256;
                          return disputes.insert(row, actor);
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
    return DisputeRepository(m_db).list(providerId);
}

Result<Dispute> DisputeWorkflow::get(qint64 id, bool withAttachment) const {
    return DisputeRepository(m_db).get(id, withAttachment);
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
                return DisputeRepository(m_db).recordDecision(id, state, reason, actor);
            });
    if (!written) {
        return written;
    }
    return tx.commit();
}

}  // namespace tb::core
