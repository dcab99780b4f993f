#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>
#include <utility>

namespace tb::core {

enum class KappaWeights { Linear, Quadratic };
enum class AlphaMetric { Nominal, Ordinal, Interval };

// Agreement statistics for ordinal ratings (issue 18.5). Pure functions, no database.
//
// Weighted Cohen's kappa (Cohen 1968), two raters, categories minValue..maxValue:
//     kappa_w = 1 - sum(w_ij * o_ij) / sum(w_ij * e_ij)
// with o the observed proportions, e the products of the two raters' marginal proportions and w the disagreement
// weight |i-j|/(k-1) (linear) or ((i-j)/(k-1))^2 (quadratic). Unweighted kappa is the special case of k = 2.
//
// Krippendorff's alpha (Krippendorff, "Computing Krippendorff's Alpha-Reliability", 2011), any number of raters,
// missing ratings allowed: alpha = 1 - D_o / D_e from the coincidence matrix of pairable values, with the nominal,
// ordinal (ranks of the pooled marginals) or interval difference function. Units with fewer than two ratings are
// not pairable and are left out.
class Agreement {
    Q_DECLARE_TR_FUNCTIONS(Agreement)

public:
    // Empty when undefined: no pairs, or both raters used one and the same category throughout (no expected
    // disagreement to compare with).
    static std::optional<double> weightedKappa(const QVector<std::pair<int, int>>& pairs, int minValue, int maxValue,
                                               KappaWeights weights);
    // units[u][r]: rater r's value for unit u, empty where r did not rate u.
    static std::optional<double> krippendorffAlpha(const QVector<QVector<std::optional<int>>>& units,
                                                   AlphaMetric metric);

    // Landis and Koch's bands, as words for a person ("substantial"): a reading aid, not a threshold.
    static QString band(double coefficient);
};

}  // namespace tb::core
