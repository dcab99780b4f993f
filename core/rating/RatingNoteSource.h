#pragma once

#include "core/rating/ProviderRating.h"

#include <QSqlDatabase>
#include <QStringList>

namespace tb::core {

// Sentences a higher room adds to a rating's explanation (the trust notes of core/trust: blind runs, conflicts of
// interest, reviewer agreement). The rating rules cannot read those rooms themselves without depending on what
// depends on them, so whoever rates for a person (the rating workflow, the review, the fact-check bundle,
// verification) hands the engine a source. Called on the storage thread with its connection.
class RatingNoteSource {
public:
    virtual ~RatingNoteSource() = default;
    virtual QStringList notesFor(QSqlDatabase& db, const ProviderRating& rating) const = 0;
};

}  // namespace tb::core
