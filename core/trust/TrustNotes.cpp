#include "core/trust/TrustNotes.h"

#include "core/store/EvaluationRepository.h"
#include "core/trust/AgreementReport.h"
#include "core/trust/Conflicts.h"
#include "core/trust/RunAccounts.h"

#include <QDateTime>

namespace tb::core {

QStringList TrustNotes::notesFor(QSqlDatabase& db, const ProviderRating& rating) const {
    QStringList notes;
    if (rating.providerName.isEmpty()) {
        return notes;
    }
    auto blind = RunAccounts(db).compare(rating.providerName);
    if (!blind) {
        notes << tr("Trust: the blind-run comparison could not be read (%1).").arg(blind.error().message);
    } else {
        for (const BlindMetricComparison& c : blind->favoured()) {
            notes << tr("Trust: %1").arg(BlindComparison::flagSentence(c));
        }
    }
    if (rating.evaluation.id <= 0) {
        return notes;
    }
    // Who worked on the evaluation: its reviewer and every score sheet's.
    QStringList reviewers;
    if (auto e = EvaluationRepository(db).get(rating.evaluation.id); e && !e->reviewer.trimmed().isEmpty()) {
        reviewers << e->reviewer.trimmed();
    }
    auto agreement = AgreementAnalysis::forEvaluation(db, rating.evaluation.id);
    if (agreement) {
        for (const SheetState& s : agreement->states) {
            reviewers << s.reviewer;
        }
        if (agreement->visible && agreement->unreconciled() > 0) {
            notes << tr("Trust: the reviewers' scores differ on %n criteria not yet reconciled.", nullptr,
                        agreement->unreconciled());
        }
    }
    const QDate today = QDateTime::currentDateTimeUtc().date();
    if (auto conflicts = Conflicts(db).overlapping(reviewers, rating.providerId, today, today); conflicts) {
        for (const ConflictRecord& c : *conflicts) {
            notes << tr("Trust: conflict of interest disclosed, %1.").arg(c.describe());
        }
    }
    return notes;
}

}  // namespace tb::core
