#pragma once

#include "core/Result.h"
#include "core/trust/AgreementReport.h"
#include "core/trust/Conflicts.h"
#include "core/trust/RunAccounts.h"

#include <QCoreApplication>
#include <QSqlDatabase>

#include <optional>

namespace tb::core {

struct ReviewContent;

// The review's trust sections (issue 18.3, 18.5, 18.6): the blind-run comparison, the reviewers' agreement and the
// conflicts of interest the register holds for this evaluation's reviewers. Data of this provider only; free text
// from people (conflict notes, reconciliation notes) has other providers' names redacted.
struct ReviewTrust {
    std::optional<BlindReport> blind;          // empty: no run has an account recorded
    std::optional<AgreementReport> agreement;  // empty: no score sheets
    QVector<ConflictRecord> conflicts;         // relationships overlapping the evaluation, of any of its reviewers
    QStringList reviewers;                     // whose relationships were looked up
};

// Fills content.trust inside the review loader's read transaction. Storage thread.
class ReviewTrustLoader {
    Q_DECLARE_TR_FUNCTIONS(ReviewTrustLoader)

public:
    static Status apply(QSqlDatabase& db, ReviewContent& content);
};

}  // namespace tb::core
