#include "core/report/ReviewTrust.h"

#include "core/store/ProviderRepository.h"

#include "core/report/NameRedactor.h"
#include "core/report/ReviewContent.h"
#include "core/store/SqlError.h"

#include <QDateTime>

namespace tb::core {

Status ReviewTrustLoader::apply(QSqlDatabase& db, ReviewContent& c) {
    auto trust = std::make_shared<ReviewTrust>();
    auto providers = ProviderRepository(db).list();
    if (!providers) {
        return providers.error();
    }
    QStringList others;
    for (const Provider& p : *providers) {
        if (p.id != c.providerId) {
            others << p.name;
        }
    }
    const NameRedactor redactor(c.providerName, others, ReviewContent::redactedName());

    auto blind = RunAccounts(db).compare(c.providerName);
    if (!blind) {
        return blind.error();
    }
    if (blind->disclosedRuns + blind->independentRuns > 0) {
        trust->blind = *blind;
    }
    if (c.evaluationId > 0) {
        auto agreement = AgreementAnalysis::forEvaluation(db, c.evaluationId);
        if (!agreement) {
            return agreement.error();
        }
        if (!agreement->states.isEmpty()) {
            for (CriterionAgreement& ca : agreement->criteria) {
                if (ca.reconciliation) {
                    ca.reconciliation->note = redactor.redact(ca.reconciliation->note);
                }
            }
            trust->agreement = *agreement;
        }
        // Everyone who worked on it: the evaluation's reviewer and every score sheet's.
        if (!c.reviewer.trimmed().isEmpty()) {
            trust->reviewers << c.reviewer.trimmed();
        }
        for (const SheetState& s : agreement->states) {
            if (!trust->reviewers.contains(s.reviewer, Qt::CaseInsensitive)) {
                trust->reviewers << s.reviewer;
            }
        }
        // The evaluation's span: from its start to its close (or today while it is open).
        const QDate first = QDate::fromString(c.startedAt.left(10), Qt::ISODate);
        const QDate today = QDateTime::currentDateTimeUtc().date();
        auto conflicts =
            Conflicts(db).overlapping(trust->reviewers, c.providerId, first.isValid() ? first : today, today);
        if (!conflicts) {
            return conflicts.error();
        }
        for (ConflictRecord& r : *conflicts) {
            r.note = redactor.redact(r.note);
        }
        trust->conflicts = *conflicts;
    }
    c.trust = trust;
    return {};
}

}  // namespace tb::core
