#include "core/usecase/RatingWorkflow.h"

#include "core/trust/ConflictGate.h"

#include "core/rating/Gate.h"
#include "core/rating/TierSuggester.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RatingRepository.h"
#include "core/store/RoundRepository.h"
#include "core/store/Transaction.h"

namespace tb::core {

RatingWorkflow::RatingWorkflow(QSqlDatabase& db, RatingEngine::Config config)
    : m_db(db), m_engine(config, nullptr, nullptr, &m_trustNotes) {}

Result<RatingPage> RatingWorkflow::page(qint64 providerId, const QString& actor) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    RatingPage page;
    auto rated = m_engine.refresh(m_db, providerId, actor);
    if (!rated) {
        return rated.error();
    }
    page.rating = *rated;
    auto history = RatingRepository(m_db).history(providerId);
    if (!history) {
        return history.error();
    }
    page.history = *history;
    auto rounds = RoundRepository(m_db).rounds();
    if (!rounds) {
        return rounds.error();
    }
    for (const RoundRecord& r : *rounds) {
        page.roundNames.insert(r.id, r.name);
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return page;
}

Result<ProviderRating> RatingWorkflow::rateByName(const QString& name) const {
    auto provider = ProviderRepository(m_db).findByName(name);
    if (!provider) {
        return provider.error();
    }
    return m_engine.rate(m_db, provider->id);
}

Result<qint64> RatingWorkflow::assignTier(const TierAssignment& a) {
    const QString reason = a.tier == Tier::Unavailable ? a.unavailableReason : QString();
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    // Unavailable is a fact about the evaluation (it could not be tested), so the reason goes there, audited.
    EvaluationRepository evaluations(m_db);
    auto evaluation = evaluations.get(a.evaluationId);
    if (!evaluation) {
        return evaluation.error();
    }
    if (auto open = evaluations.requireOpen(a.evaluationId); !open) {
        return open.error();
    }
    if (evaluation->providerId != a.providerId) {
        return makeError(ErrorCode::InvalidArgument, tr("The evaluation belongs to another provider."),
                         QStringLiteral("evaluation %1, provider %2").arg(a.evaluationId).arg(a.providerId));
    }
    // Issue 18.6: the evaluation's reviewer and whoever assigns, asked in the assignment's own transaction.
    if (auto gate = ConflictGate(m_db).pass({evaluation->reviewer, a.actor}, a.providerId, a.conflictsAcknowledged,
                                            QStringLiteral("tier"), a.actor);
        !gate) {
        return gate.error();
    }
    // A tier is a placement: whatever could not be tested before has been now, so the mark goes (issue 33.1).
    if (evaluation->unavailableReason != reason || evaluation->unableToTest) {
        evaluation->unavailableReason = reason;
        evaluation->unableToTest = false;
        if (auto st = evaluations.update(*evaluation, a.actor); !st) {
            return st.error();
        }
    }
    // Rated after the reason changed: an unavailable provider drops out of its peers' standing.
    auto rated = m_engine.refresh(m_db, a.providerId, a.actor);
    if (!rated) {
        return rated.error();
    }
    QStringList explanation = rated->suggestion.reasons;
    for (const GateHit& g : rated->suggestion.gates) {
        explanation << gateName(g.gate);
    }
    QString justification = a.justification.trimmed();
    if (justification.isEmpty() && !reason.isEmpty()) {
        justification = TierSuggester::unavailableReasonName(reason);
    }
    auto added = RatingRepository(m_db).assignTier(a.evaluationId, a.tier, rated->suggestion.tier, justification,
                                                   explanation.join(u'\n'), a.actor);
    if (!added) {
        return added.error();
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return *added;
}

Status RatingWorkflow::setUnableToTest(const UnableToTestMark& m) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    EvaluationRepository evaluations(m_db);
    auto evaluation = evaluations.get(m.evaluationId);
    if (!evaluation) {
        return evaluation.error();
    }
    if (auto open = evaluations.requireOpen(m.evaluationId); !open) {
        return open.error();
    }
    if (evaluation->providerId != m.providerId) {
        return makeError(ErrorCode::InvalidArgument, tr("The evaluation belongs to another provider."),
                         QStringLiteral("evaluation %1, provider %2").arg(m.evaluationId).arg(m.providerId));
    }
    // It decides what the board shows for the provider, as a tier does: the same conflict question (issue 18.6).
    if (auto gate = ConflictGate(m_db).pass({evaluation->reviewer, m.actor}, m.providerId, m.conflictsAcknowledged,
                                            QStringLiteral("tier"), m.actor);
        !gate) {
        return gate.error();
    }
    if (evaluation->unableToTest != m.unableToTest) {
        evaluation->unableToTest = m.unableToTest;
        if (auto st = evaluations.update(*evaluation, m.actor); !st) {  // audited, with the row version
            return st;
        }
    }
    // The suggestions are stored with the scores: rated afresh, the mark takes the evaluation out of its peers'.
    if (auto rated = m_engine.refresh(m_db, m.providerId, m.actor); !rated) {
        return rated.error();
    }
    return tx.commit();
}

Status RatingWorkflow::setFinalScore(qint64 evaluationId, qint64 criterionId, std::optional<double> finalScore,
                                     const QString& rationale, const QString& actor) {
    return RatingRepository(m_db).setFinalScore(evaluationId, criterionId, finalScore, rationale, actor);
}

}  // namespace tb::core
