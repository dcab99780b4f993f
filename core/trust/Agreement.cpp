#include "core/trust/Agreement.h"

#include <QMap>

#include <cmath>

namespace tb::core {

std::optional<double> Agreement::weightedKappa(const QVector<std::pair<int, int>>& pairs, int minValue, int maxValue,
                                               KappaWeights weights) {
    const int k = maxValue - minValue + 1;
    if (pairs.isEmpty() || k < 2) {
        return std::nullopt;
    }
    QVector<double> observed(k * k, 0.0), rowMarginal(k, 0.0), colMarginal(k, 0.0);
    double n = 0;
    for (const auto& [a, b] : pairs) {
        if (a < minValue || a > maxValue || b < minValue || b > maxValue) {
            continue;  // outside the scale: never counted (the store's CHECK refuses these anyway)
        }
        observed[(a - minValue) * k + (b - minValue)] += 1;
        rowMarginal[a - minValue] += 1;
        colMarginal[b - minValue] += 1;
        n += 1;
    }
    if (n == 0) {
        return std::nullopt;
    }
    double observedDisagreement = 0, expectedDisagreement = 0;
    for (int i = 0; i < k; ++i) {
        for (int j = 0; j < k; ++j) {
            const double d = double(std::abs(i - j)) / double(k - 1);
            const double w = weights == KappaWeights::Linear ? d : d * d;
            observedDisagreement += w * observed[i * k + j] / n;
            expectedDisagreement += w * (rowMarginal[i] / n) * (colMarginal[j] / n);
        }
    }
    if (expectedDisagreement <= 0) {
        return std::nullopt;
    }
    return 1.0 - observedDisagreement / expectedDisagreement;
}

std::optional<double> Agreement::krippendorffAlpha(const QVector<QVector<std::optional<int>>>& units,
                                                   AlphaMetric metric) {
    // Coincidence matrix over the values that occur: o[c][k] = sum over units of (pairs c-k in the unit) / (m_u - 1).
    QMap<int, QMap<int, double>> o;
    for (const auto& unit : units) {
        QVector<int> values;
        for (const auto& v : unit) {
            if (v) {
                values.append(*v);
            }
        }
        const qsizetype m = values.size();
        if (m < 2) {
            continue;
        }
        for (qsizetype i = 0; i < m; ++i) {
            for (qsizetype j = 0; j < m; ++j) {
                if (i != j) {
                    o[values[i]][values[j]] += 1.0 / double(m - 1);
                }
            }
        }
    }
    QMap<int, double> marginal;  // n_c
    double n = 0;
    for (auto c = o.cbegin(); c != o.cend(); ++c) {
        for (double x : *c) {
            marginal[c.key()] += x;
            n += x;
        }
    }
    if (n <= 1 || marginal.size() < 2) {
        return std::nullopt;  // nothing pairable, or a single value throughout: no expected disagreement
    }
    const QList<int> values = marginal.keys();
    auto delta2 = [&](int c, int k) -> double {
        switch (metric) {
            case AlphaMetric::Nominal:
                return c == k ? 0.0 : 1.0;
            case AlphaMetric::Interval:
                return double(c - k) * double(c - k);
            case AlphaMetric::Ordinal: {
                // (sum of n_g for g from c to k) - (n_c + n_k) / 2, squared: distance in ranks of the pooled values.
                const int lo = std::min(c, k), hi = std::max(c, k);
                double s = 0;
                for (int g : values) {
                    if (g >= lo && g <= hi) {
                        s += marginal.value(g);
                    }
                }
                const double d = s - (marginal.value(c) + marginal.value(k)) / 2.0;
                return d * d;
            }
        }
        return 0.0;
    };
    double observedDisagreement = 0, expectedDisagreement = 0;
    for (int c : values) {
        for (int k : values) {
            const double d = delta2(c, k);
            observedDisagreement += o.value(c).value(k) * d;
            expectedDisagreement += marginal.value(c) * marginal.value(k) * d;
        }
    }
    if (expectedDisagreement <= 0) {
        return std::nullopt;
    }
    return 1.0 - (n - 1) * observedDisagreement / expectedDisagreement;
}

QString Agreement::band(double coefficient) {
    if (coefficient < 0) {
        return tr("worse than chance");
    }
    if (coefficient <= 0.20) {
        return tr("slight");
    }
    if (coefficient <= 0.40) {
        return tr("fair");
    }
    if (coefficient <= 0.60) {
        return tr("moderate");
    }
    if (coefficient <= 0.80) {
        return tr("substantial");
    }
    return tr("almost perfect");
}

}  // namespace tb::core
