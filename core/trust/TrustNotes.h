#pragma once

#include "core/rating/RatingNoteSource.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

namespace tb::core {

// What the rating's explanation says about trust (issue 18.3, 18.6): the disclosed account measured better beyond
// noise, a reviewer with a current relationship with the provider. Each note is one translated sentence starting
// with "Trust:", appended to the suggestion's reasons by RatingEngine::rate when handed this source, so the Rating tab,
// `rate`, a tier assignment's stored explanation and the review all carry it without anyone having to remember to.
// Storage thread. A read that fails leaves a note saying so rather than failing the rating.
class TrustNotes : public RatingNoteSource {
    Q_DECLARE_TR_FUNCTIONS(TrustNotes)

public:
    QStringList notesFor(QSqlDatabase& db, const ProviderRating& rating) const override;
};

}  // namespace tb::core
