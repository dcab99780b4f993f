#pragma once

#include "core/Result.h"
#include "core/rating/ProviderRating.h"
#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QSqlDatabase>

namespace tb::core {

// Rates the reviewed provider with the one rating engine and writes its current suggestion into the content: the
// suggested tier with its reasons, the scored criteria against the minimums, each criterion's suggested score
// (none below its minimum). Without it the PDF showed the suggestion stored at the last assignment ("none" for an
// evaluation the Rating tab suggested Bronze). Storage thread only, inside the loader's read transaction.
class ReviewScoringLoader {
    Q_DECLARE_TR_FUNCTIONS(ReviewScoringLoader)

public:
    // rated: where given, receives the rating, so the verification after it checks the same one (rated once).
    static Status apply(QSqlDatabase& db, ReviewContent& content, ProviderRating* rated = nullptr);
};

}  // namespace tb::core
