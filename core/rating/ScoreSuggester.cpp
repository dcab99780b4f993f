#include "core/rating/ScoreSuggester.h"
#include "core/domain/Checklist.h"
#include "core/domain/Tier.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace tb::core {

namespace {
std::optional<double> verdictValue(Verdict verdict) {
    switch (verdict) {
        case Verdict::Pass:
            return 1.0;
        case Verdict::Partial:
            return 0.5;
        case Verdict::Fail:
            return 0.0;
        case Verdict::NotApplicable:
        case Verdict::Unknown:
            break;
    }
    return std::nullopt;  // na, unknown, or a word that is not a verdict: no score either way
}

}  // namespace

double ScoreSuggester::measurementScore(double percentOfExpected) {
    return std::clamp((percentOfExpected - 50.0) / 50.0 * 5.0, 0.0, 5.0);
}

QList<CriterionSuggestion> ScoreSuggester::suggest(const ScoringInput& input) const {
    QList<CriterionSuggestion> out;
    out.reserve(input.criteria.size());
    for (const CriterionInfo& criterion : input.criteria) {
        CriterionSuggestion s;
        s.criterionId = criterion.id;
        s.key = criterion.key;
        s.name = criterion.name;
        s.weight = criterion.weight;

        // Checklist part.
        double weightSum = 0;
        double valueSum = 0;
        int applicable = 0;
        QList<const CheckVerdictInput*> judged;
        QList<const CheckVerdictInput*> unknown;
        for (const CheckVerdictInput& v : input.verdicts) {
            if (v.criterionKey != criterion.key) {
                continue;
            }
            ++s.itemCount;
            const Verdict verdict = v.verdict;
            if (verdict != Verdict::Unknown) {
                ++s.decidedCount;
            }
            if (verdict == Verdict::NotApplicable) {
                continue;
            }
            ++applicable;
            const auto value = verdictValue(v.verdict);
            if (!value) {
                unknown.append(&v);
                continue;
            }
            if (v.weight <= 0) {
                continue;
            }
            weightSum += v.weight;
            valueSum += v.weight * *value;
            judged.append(&v);
        }
        s.unknownCount = int(unknown.size());
        s.decidedNeeded = m_config.minimums.decidedItemsNeeded(s.itemCount);
        s.confidence = applicable == 0 ? 1.0 : double(applicable - unknown.size()) / applicable;
        const bool hasChecklist = weightSum > 0;
        if (hasChecklist) {
            s.checklistPart = 5.0 * valueSum / weightSum;
        }

        // Measurement part.
        QList<const MeasuredEvidence*> measured;
        double mSum = 0;
        for (const MeasuredEvidence& m : input.measurements) {
            if (m.criterionKey == criterion.key) {
                measured.append(&m);
                mSum += measurementScore(m.percentOfExpected);
            }
        }
        // The calculator's Pricing score is measured evidence too (the effective price rests on measured failure
        // rates and start-up times), so it joins the measurement part. An unpriced provider adds only its reason.
        const bool costHere = input.cost && input.cost->criterionKey == criterion.key;
        const bool priced = costHere && input.cost->score && std::isfinite(*input.cost->score);
        const double costScore = priced ? std::clamp(*input.cost->score, 0.0, 5.0) : 0.0;
        const qsizetype measuredCount = measured.size() + (priced ? 1 : 0);
        if (priced) {
            mSum += costScore;
        }
        if (measuredCount > 0) {
            s.measurementPart = mSum / measuredCount;
        }
        const QString costLabel =
            costHere ? tr("Effective price per useful GPU-hour (%1)")
                           .arg(input.cost->scenarioName.isEmpty() ? input.cost->scenarioKey : input.cost->scenarioName)
                     : QString();

        // Interview part.
        QList<const SentimentInput*> heard;
        double sSum = 0;
        for (const SentimentInput& si : input.sentiments) {
            if (si.criterionKey == criterion.key) {
                heard.append(&si);
                sSum += std::clamp(si.sentiment, -2, 2);
            }
        }
        if (!heard.isEmpty()) {
            s.interviewPart = (sSum / heard.size() + 2.0) / 4.0 * 5.0;
        }

        // Checklist and measurements are evidence of the same thing and blend, renormalised over the parts that
        // have some. Interviews are a correction on top: each moves that score its own way, by the interview
        // weight times 1.25 per sentiment step, so a positive one can never lower it (blending the interviews'
        // mapped 0..5 value in pulled a 4.7 down after a +1, issue 12.3). With nothing else, they alone decide.
        const double wK = hasChecklist ? std::max(0.0, m_config.checklistWeight) : 0.0;
        const double wM = measuredCount == 0 ? 0.0 : std::max(0.0, m_config.measurementWeight);
        const double wS = heard.isEmpty() ? 0.0 : std::max(0.0, m_config.interviewWeight);
        const double evidenceTotal = wK + wM;
        if (evidenceTotal <= 0 && wS <= 0) {
            // No evidence: no suggestion, but keep the unknown items so the page can say what is missing.
            for (const CheckVerdictInput* v : unknown) {
                s.contributions.append({Contribution::Kind::Verdict, v->title, tr("unknown: no evidence yet"), 0.0});
            }
            if (costHere) {
                s.contributions.append({Contribution::Kind::Cost, costLabel, input.cost->explanation, 0.0});
            }
            out.append(s);
            continue;
        }
        const double aK = evidenceTotal > 0 ? wK / evidenceTotal : 0.0;
        const double aM = evidenceTotal > 0 ? wM / evidenceTotal : 0.0;
        const double aS = evidenceTotal > 0 ? wS : 1.0;

        double score = kNeutral;
        for (const CheckVerdictInput* v : judged) {
            const double delta = aK * 5.0 * v->weight * (*verdictValue(v->verdict) - 0.5) / weightSum;
            score += delta;
            // The verdict's name, not its key ("pass"), which would stay English in a German workbench.
            s.contributions.append({Contribution::Kind::Verdict, v->title,
                                    tr("%1 (item weight %2)").arg(verdictName(v->verdict)).arg(v->weight), delta});
        }
        for (const CheckVerdictInput* v : unknown) {
            s.contributions.append(
                {Contribution::Kind::Verdict, v->title, tr("unknown: missing evidence, lowers confidence"), 0.0});
        }
        for (const MeasuredEvidence* m : measured) {
            const double delta = aM * (measurementScore(m->percentOfExpected) - kNeutral) / measuredCount;
            score += delta;
            const QString percent = QString::number(m->percentOfExpected, 'f', 0);
            // The band is a tier key ("gold"): shown by the tier's name, a key it does not know as it is.
            const auto band = tierFromKey(m->band);
            const QString detail = m->band.isEmpty()
                                       ? tr("%1% of expected").arg(percent)
                                       : tr("%1% of expected, band %2").arg(percent, band ? tierName(*band) : m->band);
            s.contributions.append({Contribution::Kind::Measurement, m->name, detail, delta});
        }
        if (costHere) {
            const double delta = priced ? aM * (costScore - kNeutral) / measuredCount : 0.0;
            score += delta;
            s.contributions.append({Contribution::Kind::Cost, costLabel, input.cost->explanation, delta});
        }
        for (const SentimentInput* si : heard) {
            const double delta = aS * 1.25 * std::clamp(si->sentiment, -2, 2) / heard.size();
            score += delta;
            s.contributions.append(
                {Contribution::Kind::Interview, si->label,
                 tr("sentiment %1, moved the score by %2")
                     .arg(si->sentiment > 0 ? QStringLiteral("+%1").arg(si->sentiment) : QString::number(si->sentiment))
                     .arg(delta >= 0 ? QStringLiteral("+%1").arg(delta, 0, 'f', 2) : QString::number(delta, 'f', 2)),
                 delta});
        }
        std::stable_sort(
            s.contributions.begin(), s.contributions.end(),
            [](const Contribution& a, const Contribution& b) { return std::abs(a.delta) > std::abs(b.delta); });
        if (!s.belowMinimum()) {
            s.score = std::clamp(score, 0.0, 5.0);
        }
        out.append(s);
    }
    return out;
}

}  // namespace tb::core
