#include "core/report/ReviewDisputes.h"

#include "core/report/NameRedactor.h"
#include "core/report/ReviewContent.h"
#include "core/report/ReviewContentLoader.h"
#include "core/store/DisputeRepository.h"

namespace tb::core {

Status ReviewDisputesLoader::apply(QSqlDatabase& db, ReviewContent& content) {
    auto disputes = DisputeRepository(db).list(content.providerId);
    if (!disputes) {
        return disputes.error();
    }
    auto others = ReviewContentLoader::otherProviderNames(db, content.providerId);
    if (!others) {
        return others.error();
    }
    const NameRedactor redactor(content.providerName, *others, ReviewContent::redactedName());
    content.disputes.clear();
    // Oldest first: the order they came in.
    for (auto it = disputes->crbegin(); it != disputes->crend(); ++it) {
        if (it->evaluationId != content.evaluationId) {
            continue;
        }
        content.disputes.append({it->id, it->itemKey, it->itemTitle, redactor.redact(it->claim), it->requestedVerdict,
                                 redactor.redact(it->evidenceText), redactor.redact(it->attachmentName),
                                 it->attachmentSha256, Dispute::stateKey(it->state), redactor.redact(it->reasoning),
                                 it->decidedAt, it->receivedAt});
    }
    return {};
}

}  // namespace tb::core
