#include "core/rating/RatingEngine.h"

#include "core/store/ProviderRepository.h"

#include "core/rating/DeliveryExplanation.h"

#include "core/domain/Checklist.h"
#include "core/cost/CostScenario.h"
#include "core/rating/TierSuggester.h"
#include "core/store/RatingRepository.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>

namespace tb::core {

RatingEngine::RatingEngine(Config config, const MeasurementSource* measurements, const CostSource* costs,
                           const RatingNoteSource* notes)
    : m_config(config), m_measurements(measurements), m_costs(costs), m_notes(notes) {}

QList<GateHit> RatingEngine::gatesHit(const ScoringInput& input) {
    QList<GateHit> hits;
    for (const CheckVerdictInput& v : input.verdicts) {
        if (v.gate.isEmpty() || v.verdict != Verdict::Fail) {
            continue;
        }
        if (const auto gate = gateFromKey(v.gate)) {
            hits.append({*gate, v.itemKey, v.title, v.evidence});
        }
    }
    return hits;
}

ScoringCoverage RatingEngine::coverage(const ProviderRating& rating, const ScoringMinimums& minimums) {
    ScoringCoverage c;
    c.criteria = int(rating.criteria.size());
    c.needed = minimums.scoredCriteriaNeeded(c.criteria);
    for (const CriterionSuggestion& s : rating.criteria) {
        if (rating.effectiveScore(s)) {
            ++c.scoredCriteria;
        }
    }
    return c;
}

std::optional<double> RatingEngine::weightedTotal(const ProviderRating& rating) {
    double sum = 0;
    double weights = 0;
    for (const CriterionSuggestion& c : rating.criteria) {
        const auto score = rating.effectiveScore(c);
        if (score && c.weight > 0) {
            sum += c.weight * *score;
            weights += c.weight;
        }
    }
    if (weights <= 0) {
        return std::nullopt;
    }
    return sum / weights;
}

Result<ProviderRating> RatingEngine::scoreOnly(QSqlDatabase& db, const EvaluationRef& evaluation,
                                               const CostEvidence& cost) const {
    RatingRepository repo(db);
    auto input = repo.scoringInput(evaluation);
    if (!input) {
        return input.error();
    }
    const MeasurementSource* measurements = m_measurements ? m_measurements : &m_baselineMeasurements;
    input->measurements = measurements->measuredEvidence(db, evaluation.id);
    input->cost = cost;
    auto stored = repo.scores(evaluation.id);
    if (!stored) {
        return stored.error();
    }
    ProviderRating r;
    r.providerId = evaluation.providerId;
    r.evaluation = evaluation;
    r.criteria = ScoreSuggester(m_config.scoring).suggest(*input);
    r.stored = *stored;
    r.total = weightedTotal(r);
    r.coverage = coverage(r, m_config.scoring.minimums);
    r.suggestion.gates = gatesHit(*input);
    return r;
}

Result<QHash<qint64, ProviderRating>> RatingEngine::rateAll(QSqlDatabase& db) const {
    auto evaluations = RatingRepository(db).latestEvaluations();
    if (!evaluations) {
        return evaluations.error();
    }
    // One run of the calculator over every priced provider: each one's Pricing score is against the others' median.
    const CostSource* costSource = m_costs ? m_costs : &m_calculatorCosts;
    auto costs = costSource->costEvidence(db, m_config.pricingScenario);
    if (!costs) {
        return costs.error();
    }
    const auto scenario = CostScenario::find(m_config.pricingScenario);
    const bool knownScenario = scenario.has_value();
    QHash<qint64, ProviderRating> out;
    QList<double> peerTotals;
    for (const EvaluationRef& e : *evaluations) {
        CostEvidence cost = costs->value(e.providerId);
        if (!costs->contains(e.providerId)) {
            cost.scenarioKey = m_config.pricingScenario;
            cost.scenarioName = scenario ? scenario->name : QString();  // the reader sees its name, not the key
            cost.explanation = knownScenario ? CalculatorCostSource::noPriceReason()
                                             : QCoreApplication::translate("RatingEngine",
                                                                           "unpriced: there is no cost scenario \"%1\"")
                                                   .arg(m_config.pricingScenario);
        }
        auto r = scoreOnly(db, e, cost);
        if (!r) {
            return r.error();
        }
        auto delivery = DeliveryExplanation::lines(db, e.id, QDate::currentDate());
        if (!delivery) {
            return delivery.error();
        }
        r->delivery = *delivery;
        // Only an evaluation that meets the minimums is a peer: a near-empty one must not move the others.
        if (r->total && r->coverage.rated() && e.unavailableReason.isEmpty() && !e.unableToTest) {
            peerTotals.append(*r->total);
        }
        out.insert(e.providerId, *r);
    }
    auto providers = ProviderRepository(db).list();
    if (!providers) {
        return providers.error();
    }
    for (const Provider& p : *providers) {
        auto it = out.find(p.id);
        if (it != out.end()) {
            it->providerName = p.name;
        }
    }
    const TierSuggester suggester(m_config.rule);
    for (ProviderRating& r : out) {
        TierSuggester::Input in;
        in.total = r.total;
        in.gates = r.suggestion.gates;
        in.unavailableReason = r.evaluation.unavailableReason;
        in.unableToTest = r.evaluation.unableToTest;
        in.coverage = r.coverage;
        if (r.total && r.coverage.rated()) {
            in.standing = PeerStanding::of(*r.total, peerTotals);
        }
        r.suggestion = suggester.suggest(in);
    }
    return out;
}

Result<ProviderRating> RatingEngine::rate(QSqlDatabase& db, qint64 providerId) const {
    auto all = rateAll(db);
    if (!all) {
        return all.error();
    }
    if (all->contains(providerId)) {
        ProviderRating r = all->value(providerId);
        if (m_notes) {
            r.suggestion.reasons += m_notes->notesFor(db, r);  // issue 18: blind runs, conflicts, agreement
        }
        return r;
    }
    auto provider = ProviderRepository(db).get(providerId);
    if (!provider) {
        if (provider.error().code == ErrorCode::NotFound) {
            return makeError(ErrorCode::NotFound,
                             QCoreApplication::translate("RatingEngine", "No provider %1.").arg(providerId));
        }
        return provider.error();
    }
    ProviderRating r;
    r.providerId = providerId;
    r.providerName = provider->name;
    r.suggestion.reasons << QCoreApplication::translate(
        "RatingEngine", "The provider has no evaluation yet, so nothing can be suggested.");
    return r;
}

Result<ProviderRating> RatingEngine::refresh(QSqlDatabase& db, qint64 providerId, const QString& actor) const {
    auto r = rate(db, providerId);
    if (!r) {
        return r;
    }
    if (r->evaluation.id > 0) {
        if (auto st = RatingRepository(db).storeSuggestions(r->evaluation.id, r->criteria, actor); !st) {
            return st.error();
        }
        auto stored = RatingRepository(db).scores(r->evaluation.id);
        if (!stored) {
            return stored.error();
        }
        r->stored = *stored;
    }
    return r;
}

}  // namespace tb::core
