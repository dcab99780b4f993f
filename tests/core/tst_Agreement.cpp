// Issue 18.5: the agreement statistics against published worked examples, each reproducible by hand (the arithmetic
// is in the comments), and the edge cases where a coefficient is undefined rather than a number.
#include "core/trust/Agreement.h"

#include <QtTest>

using namespace tb::core;

namespace {

QVector<std::pair<int, int>> fromTable(const QVector<QVector<int>>& table) {
    QVector<std::pair<int, int>> pairs;
    for (int i = 0; i < table.size(); ++i) {
        for (int j = 0; j < table[i].size(); ++j) {
            for (int n = 0; n < table[i][j]; ++n) {
                pairs.append({i, j});
            }
        }
    }
    return pairs;
}

}  // namespace

class tst_Agreement : public QObject {
    Q_OBJECT

private slots:
    // The two-reader yes/no example of the Wikipedia article "Cohen's kappa" (50 applications: 20 both yes, 15 both
    // no, 5 yes/no, 10 no/yes): p_o = 35/50 = 0.7, p_e = 0.5*0.6 + 0.5*0.4 = 0.5, kappa = 0.2/0.5 = 0.4. With two
    // categories every weighting is the same, so linear and quadratic kappa are 0.4 too.
    void cohenKappaTwoByTwoExample() {
        const auto pairs = fromTable({{20, 5}, {10, 15}});
        QCOMPARE(qRound(*Agreement::weightedKappa(pairs, 0, 1, KappaWeights::Linear) * 1e6), 400000);
        QCOMPARE(qRound(*Agreement::weightedKappa(pairs, 0, 1, KappaWeights::Quadratic) * 1e6), 400000);
    }

    // A 3x3 table worked by hand (Cohen 1968's definition, disagreement weights |i-j|/2 and their squares):
    //        B0 B1 B2 | rows            n = 30
    //   A0   10  2  0 | 12
    //   A1    3  8  2 | 13
    //   A2    0  1  4 |  5
    //  cols  13 11  6
    // linear:    observed = (2*.5 + 3*.5 + 2*.5 + 1*.5)/30 = 4/30; expected = (12*11*.5 + 12*6 + 13*13*.5 + 13*6*.5
    //            + 5*13 + 5*11*.5)/900 = 354/900; kappa = 1 - 120/354 = 0.661017
    // quadratic: observed = 2/30; expected = 245.5/900; kappa = 1 - 60/245.5 = 0.755601
    void weightedKappaThreeCategories() {
        const auto pairs = fromTable({{10, 2, 0}, {3, 8, 2}, {0, 1, 4}});
        QCOMPARE(qRound(*Agreement::weightedKappa(pairs, 0, 2, KappaWeights::Linear) * 1e6), 661017);
        QCOMPARE(qRound(*Agreement::weightedKappa(pairs, 0, 2, KappaWeights::Quadratic) * 1e6), 755601);
        // The same ratings on a wider scale (0..5 used as 0..2 doubled) keep the coefficient: weights are ratios.
        QVector<std::pair<int, int>> doubled;
        for (auto [a, b] : pairs) {
            doubled.append({2 * a, 2 * b});
        }
        QCOMPARE(qRound(*Agreement::weightedKappa(doubled, 0, 4, KappaWeights::Linear) * 1e6), 661017);
    }

    void kappaPerfectAndUndefined() {
        QCOMPARE(*Agreement::weightedKappa({{0, 0}, {1, 1}, {2, 2}}, 0, 2, KappaWeights::Linear), 1.0);
        // Both raters used one category for everything: no expected disagreement, no coefficient.
        QVERIFY(!Agreement::weightedKappa({{3, 3}, {3, 3}}, 0, 5, KappaWeights::Quadratic));
        QVERIFY(!Agreement::weightedKappa({}, 0, 5, KappaWeights::Linear));
        // Out-of-scale values are not counted.
        QVERIFY(!Agreement::weightedKappa({{9, -1}}, 0, 5, KappaWeights::Linear));
    }

    // Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", the example with 4 observers, 12 units and
    // missing values (values 1..5); the paper gives alpha = 0.743 (nominal), 0.815 (ordinal), 0.849 (interval).
    void krippendorffPaperExample() {
        const std::optional<int> _;
        const QVector<QVector<std::optional<int>>> units{
            {1, 1, _, 1}, {2, 2, 3, 2}, {3, 3, 3, 3}, {3, 3, 3, 3}, {2, 2, 2, 2}, {1, 2, 3, 4},
            {4, 4, 4, 4}, {1, 1, 2, 1}, {2, 2, 2, 2}, {_, 5, 5, 5}, {_, _, 1, 1}, {_, 3, _, _},
        };
        QCOMPARE(qRound(*Agreement::krippendorffAlpha(units, AlphaMetric::Nominal) * 1000), 743);
        QCOMPARE(qRound(*Agreement::krippendorffAlpha(units, AlphaMetric::Ordinal) * 1000), 815);
        QCOMPARE(qRound(*Agreement::krippendorffAlpha(units, AlphaMetric::Interval) * 1000), 849);
    }

    void alphaUndefinedWithoutPairsOrVariety() {
        const std::optional<int> _;
        QVERIFY(!Agreement::krippendorffAlpha({{1, _, _}, {_, 2, _}}, AlphaMetric::Ordinal));
        QVERIFY(!Agreement::krippendorffAlpha({{4, 4, 4}, {4, 4, 4}}, AlphaMetric::Ordinal));
        QCOMPARE(*Agreement::krippendorffAlpha({{1, 1, 1}, {3, 3, 3}, {5, 5, 5}}, AlphaMetric::Ordinal), 1.0);
    }

    void bands() {
        QCOMPARE(Agreement::band(0.9), QStringLiteral("almost perfect"));
        QCOMPARE(Agreement::band(-0.1), QStringLiteral("worse than chance"));
    }
};

QTEST_GUILESS_MAIN(tst_Agreement)
#include "tst_Agreement.moc"
