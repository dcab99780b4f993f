#include "core/rating/ScoreSuggester.h"

#include <QtTest>

using namespace tb::core;

namespace {
ScoringInput oneCriterion() {
    ScoringInput in;
    in.criteria.append({1, QStringLiteral("net"), QStringLiteral("Networking"), 1.0});
    return in;
}
CheckVerdictInput item(const char* key, const char* verdict, double weight = 1) {
    return {QStringLiteral("net"),
            QString::fromLatin1(key),
            QString::fromLatin1(key),
            weight,
            verdictFromKey(QString::fromLatin1(verdict)).value(),  // the test's words are keys
            {},
            {}};
}
double sumDeltas(const CriterionSuggestion& s) {
    double d = 0;
    for (const Contribution& c : s.contributions) {
        d += c.delta;
    }
    return d;
}
}  // namespace

class TestRatingScoreSuggester : public QObject {
    Q_OBJECT

private slots:
    void checklistOnlyUsesItemWeights() {
        ScoringInput in = oneCriterion();
        in.verdicts << item("a", "pass", 3) << item("b", "fail", 1);
        const auto out = ScoreSuggester().suggest(in);
        QCOMPARE(out.size(), 1);
        QVERIFY(out[0].score);
        QCOMPARE(*out[0].score, 5.0 * 3.0 / 4.0);
        QCOMPARE(out[0].confidence, 1.0);
    }

    void partialIsHalfAndNaIsLeftOut() {
        ScoringInput in = oneCriterion();
        in.verdicts << item("a", "partial") << item("b", "na") << item("c", "pass");
        const auto out = ScoreSuggester().suggest(in);
        QCOMPARE(*out[0].score, 5.0 * 1.5 / 2.0);
        QCOMPARE(out[0].confidence, 1.0);  // na does not count against confidence
    }

    void unknownLowersConfidenceNotScore() {
        ScoringInput in = oneCriterion();
        in.verdicts << item("a", "pass") << item("b", "unknown") << item("c", "unknown") << item("d", "pass");
        const auto out = ScoreSuggester().suggest(in);
        QCOMPARE(*out[0].score, 5.0);
        QCOMPARE(out[0].confidence, 0.5);
        QCOMPARE(out[0].unknownCount, 2);
    }

    void noEvidenceGivesNoScore() {
        ScoringInput in = oneCriterion();
        in.verdicts << item("a", "unknown");
        const auto out = ScoreSuggester().suggest(in);
        QVERIFY(!out[0].score);
        QCOMPARE(out[0].confidence, 0.0);
        QCOMPARE(out[0].contributions.size(), 1);  // the page still lists what is missing
    }

    void measurementsAndInterviewsBlendWithWeights() {
        ScoringInput in = oneCriterion();
        in.verdicts << item("a", "pass");  // checklist 5
        in.measurements << MeasuredEvidence{QStringLiteral("net"), QStringLiteral("busbw"), 75,
                                            QStringLiteral("silver")};                     // 2.5
        in.sentiments << SentimentInput{QStringLiteral("net"), -2, QStringLiteral("i1")};  // 0
        ScoreSuggester::Config cfg;
        cfg.checklistWeight = 0.5;
        cfg.measurementWeight = 0.3;
        cfg.interviewWeight = 0.2;
        const auto out = ScoreSuggester(cfg).suggest(in);
        // Checklist and measurements blend among themselves; the interview then moves that score by its weight
        // times 2.5 at the extreme sentiment (issue 12.3: blended as an absolute value, a positive interview pulled
        // a high score down).
        const double evidence = (0.5 * 5 + 0.3 * 2.5) / 0.8;
        QCOMPARE(*out[0].score, evidence - 0.2 * 2.5);
        QCOMPARE(out[0].checklistPart, 5.0);
        QCOMPARE(out[0].measurementPart, 2.5);
        QCOMPARE(out[0].interviewPart, 0.0);
    }

    void interviewWeightIsConfigurable() {
        ScoringInput in = oneCriterion();
        in.verdicts << item("a", "pass");
        in.sentiments << SentimentInput{QStringLiteral("net"), -2, QStringLiteral("i1")};
        ScoreSuggester::Config cfg;
        cfg.interviewWeight = 0;
        QCOMPARE(*ScoreSuggester(cfg).suggest(in)[0].score, 5.0);
        cfg.interviewWeight = 1;
        cfg.checklistWeight = 1;
        QCOMPARE(*ScoreSuggester(cfg).suggest(in)[0].score, 2.5);
    }

    void anInterviewMovesTheScoreOnlyItsOwnWay() {
        // 19 of 20 items pass: 4.75 from the checklist, the case of issue 12.3 (4.74 became 4.54 after a +1).
        for (int sentiment = -2; sentiment <= 2; ++sentiment) {
            for (int passes : {0, 5, 10, 19, 20}) {
                ScoringInput in = oneCriterion();
                for (int i = 0; i < 20; ++i) {
                    in.verdicts << item(qPrintable(QStringLiteral("i%1").arg(i)), i < passes ? "pass" : "fail");
                }
                const double without = *ScoreSuggester().suggest(in)[0].score;
                in.sentiments << SentimentInput{QStringLiteral("net"), sentiment, QStringLiteral("ML engineer")};
                const auto s = ScoreSuggester().suggest(in)[0];
                const QByteArray where = QByteArray::number(sentiment) + " with " + QByteArray::number(passes);
                if (sentiment > 0) {
                    QVERIFY2(*s.score >= without, where.constData());
                } else if (sentiment < 0) {
                    QVERIFY2(*s.score <= without, where.constData());
                } else {
                    QVERIFY2(qAbs(*s.score - without) < 1e-9, where.constData());
                }
                // The explanation says how much the interview moved it, with the sign of its sentiment.
                bool listed = false;
                for (const Contribution& c : s.contributions) {
                    if (c.kind == Contribution::Kind::Interview) {
                        listed = true;
                        QVERIFY2(sentiment == 0 ? c.delta == 0 : (c.delta > 0) == (sentiment > 0), where.constData());
                        if (passes > 0 && passes < 20) {
                            QVERIFY2(qAbs(qBound(0.0, without + c.delta, 5.0) - *s.score) < 1e-9, where.constData());
                        }
                    }
                }
                QVERIFY2(listed, where.constData());
            }
        }
    }

    void contributionsExplainTheWholeScore() {
        ScoringInput in = oneCriterion();
        in.verdicts << item("a", "pass", 2) << item("b", "fail") << item("c", "partial") << item("d", "unknown");
        in.measurements << MeasuredEvidence{QStringLiteral("net"), QStringLiteral("busbw"), 95, {}};
        in.sentiments << SentimentInput{QStringLiteral("net"), 1, QStringLiteral("i1")}
                      << SentimentInput{QStringLiteral("net"), 2, QStringLiteral("i2")};
        const auto s = ScoreSuggester().suggest(in)[0];
        QVERIFY(qAbs(ScoreSuggester::kNeutral + sumDeltas(s) - *s.score) < 1e-9);
        // Pass moves up, fail moves down, partial and unknown do not move it.
        bool sawFail = false;
        for (const Contribution& c : s.contributions) {
            if (c.label == QLatin1String("b")) {
                QVERIFY(c.delta < 0);
                sawFail = true;
            }
            if (c.label == QLatin1String("a")) {
                QVERIFY(c.delta > 0);
            }
            if (c.label == QLatin1String("c") || c.label == QLatin1String("d")) {
                QCOMPARE(c.delta, 0.0);
            }
        }
        QVERIFY(sawFail);
        // Largest effect first.
        QVERIFY(qAbs(s.contributions.first().delta) >= qAbs(s.contributions.last().delta));
    }

    void measurementMapping() {
        QCOMPARE(ScoreSuggester::measurementScore(40), 0.0);
        QCOMPARE(ScoreSuggester::measurementScore(50), 0.0);
        QCOMPARE(ScoreSuggester::measurementScore(100), 5.0);
        QCOMPARE(ScoreSuggester::measurementScore(130), 5.0);
        QCOMPARE(ScoreSuggester::measurementScore(90), 4.0);
    }
};

QTEST_GUILESS_MAIN(TestRatingScoreSuggester)
#include "tst_RatingScoreSuggester.moc"
