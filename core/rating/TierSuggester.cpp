#include "core/rating/TierSuggester.h"

#include <QCoreApplication>

namespace tb::core {

namespace {
QString pct(double fraction) {
    return QString::number(fraction * 100.0, 'g', 3) + u'%';
}
}  // namespace

QString TierSuggester::unavailableReasonName(const QString& key) {
    if (key == QLatin1String("not_launched")) {
        return tr("not launched publicly");
    }
    if (key == QLatin1String("sold_out")) {
        return tr("sold out with no plans to add capacity");
    }
    if (key == QLatin1String("government_only")) {
        return tr("government-only");
    }
    if (key == QLatin1String("access_refused")) {
        return tr("access refused");
    }
    return tr("otherwise untestable");
}

TierSuggestion TierSuggester::suggest(const Input& in) const {
    TierSuggestion out;
    out.total = in.total;
    out.standing = in.standing;
    out.gates = in.gates;
    if (in.unableToTest) {
        out.unableToTest = true;
        out.reasons << tr("Marked unable to test: the evaluation has no tier and does not count as a peer.");
        return out;
    }
    if (!in.unavailableReason.isEmpty()) {
        out.tier = Tier::Unavailable;
        out.unavailableReason = in.unavailableReason;
        out.reasons << tr("Could not be tested: %1.").arg(unavailableReasonName(in.unavailableReason));
        return out;
    }
    if (in.coverage && !in.coverage->rated() && in.coverage->scoredCriteria > 0) {
        out.reasons << tr("Only %1 of %2 criteria are scored; a tier needs at least %3, so none is suggested and "
                          "the evaluation does not count as a peer.")
                           .arg(in.coverage->scoredCriteria)
                           .arg(in.coverage->criteria)
                           .arg(in.coverage->needed);
        for (const GateHit& g : in.gates) {
            out.reasons << tr("Gate: %1 (%2) caps the tier at Underperforming.").arg(gateName(g.gate), g.itemTitle);
        }
        if (!in.gates.isEmpty()) {
            out.tier = Tier::Underperforming;
        }
        return out;
    }
    if (!in.total) {
        out.reasons << tr("No criterion has a score yet, so no tier can be suggested.");
        if (!in.gates.isEmpty()) {
            out.tier = Tier::Underperforming;
            for (const GateHit& g : in.gates) {
                out.reasons << tr("Gate: %1 (%2) caps the tier at Underperforming.").arg(gateName(g.gate), g.itemTitle);
            }
        }
        return out;
    }
    const double total = *in.total;
    const PeerStanding& st = in.standing;
    const bool relativeAllowed = st.peerCount >= m_rule.minPeersForRelative;
    const QString standingText = tr("Weighted total %1, rank %2 of %3 evaluated providers%4.")
                                     .arg(total, 0, 'f', 2)
                                     .arg(st.rank)
                                     .arg(st.peerCount)
                                     .arg(st.tiedWith > 0 ? tr(" (tied with %1)").arg(st.tiedWith) : QString());
    out.reasons << standingText;

    Tier tier = Tier::Underperforming;
    if (total >= m_rule.platinumMinTotal && relativeAllowed && st.inTop(m_rule.platinumTopFraction)) {
        tier = Tier::Platinum;
        out.reasons << tr("Platinum: total at least %1 and in the top %2 of peers.")
                           .arg(m_rule.platinumMinTotal)
                           .arg(pct(m_rule.platinumTopFraction));
    } else if (total >= m_rule.goldMinTotal && relativeAllowed && st.inTop(m_rule.goldTopFraction)) {
        tier = Tier::Gold;
        if (total >= m_rule.platinumMinTotal) {
            out.reasons << tr("Not Platinum: not in the top %1 of peers.").arg(pct(m_rule.platinumTopFraction));
        }
        out.reasons << tr("Gold: total at least %1 and in the top %2 of peers.")
                           .arg(m_rule.goldMinTotal)
                           .arg(pct(m_rule.goldTopFraction));
    } else if (total >= m_rule.silverMinTotal) {
        tier = Tier::Silver;
        if (total >= m_rule.goldMinTotal) {
            if (!relativeAllowed) {
                out.reasons << tr("Platinum and Gold are relative tiers and need at least %1 evaluated providers; "
                                  "there are %2.")
                                   .arg(m_rule.minPeersForRelative)
                                   .arg(st.peerCount);
            } else {
                out.reasons << tr("Not Gold: not in the top %1 of peers.").arg(pct(m_rule.goldTopFraction));
            }
        }
        out.reasons << tr("Silver: total at least %1.").arg(m_rule.silverMinTotal);
    } else if (total >= m_rule.bronzeMinTotal) {
        tier = Tier::Bronze;
        out.reasons << tr("Bronze: total at least %1 (minimum criteria met).").arg(m_rule.bronzeMinTotal);
    } else {
        out.reasons << tr("Underperforming: total below %1, the minimum criteria.").arg(m_rule.bronzeMinTotal);
    }
    if (!in.gates.isEmpty()) {
        for (const GateHit& g : in.gates) {
            out.reasons << tr("Gate: %1 (%2) caps the tier at Underperforming.").arg(gateName(g.gate), g.itemTitle);
        }
        if (tierRank(tier) < tierRank(Tier::Underperforming)) {
            tier = Tier::Underperforming;
        }
    }
    out.tier = tier;
    return out;
}

}  // namespace tb::core
