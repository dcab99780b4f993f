#include "core/trust/TrustNotes.h"

#include "core/trust/RunAccounts.h"

namespace tb::core {

TrustNotes::TrustNotes(QSqlDatabase& db) : m_db(db) {}

QStringList TrustNotes::notesFor(const ProviderRating& rating) const {
    QStringList notes;
    if (rating.providerName.isEmpty()) {
        return notes;
    }
    auto blind = RunAccounts(m_db).compare(rating.providerName);
    if (!blind) {
        notes << tr("Trust: the blind-run comparison could not be read (%1).").arg(blind.error().message);
    } else {
        for (const BlindMetricComparison& c : blind->favoured()) {
            notes << tr("Trust: %1").arg(BlindComparison::flagSentence(c));
        }
    }
    return notes;
}

}  // namespace tb::core
