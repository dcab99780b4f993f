#pragma once

#include "core/Result.h"
#include "core/rating/ProviderRating.h"
#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QSqlDatabase>

namespace tb::core {

// Runs the verification (core/trust/Verification) for the reviewed provider and writes its outcome into the
// content, so a review states when it was verified and what, if anything, did not match. Storage thread only,
// inside the loader's read transaction.
class ReviewVerificationLoader {
    Q_DECLARE_TR_FUNCTIONS(ReviewVerificationLoader)

public:
    // rated: the rating ReviewScoringLoader made for this review; null rates again.
    static Status apply(QSqlDatabase& db, ReviewContent& content, const ProviderRating* rated = nullptr);
};

}  // namespace tb::core
