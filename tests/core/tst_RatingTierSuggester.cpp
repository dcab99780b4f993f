#include "core/rating/PeerStanding.h"
#include "core/rating/TierSuggester.h"

#include <QtTest>

using namespace tb::core;

namespace {
TierSuggester::Input at(double total, const QList<double>& peers) {
    TierSuggester::Input in;
    in.total = total;
    in.standing = PeerStanding::of(total, peers);
    return in;
}
QList<double> field(int n, double top) {
    // `top` first, then a spread of weaker peers.
    QList<double> peers{top};
    for (int i = 1; i < n; ++i) {
        peers << 3.0 - i * 0.01;
    }
    return peers;
}
}  // namespace

class TestRatingTierSuggester : public QObject {
    Q_OBJECT

private slots:
    void tiesShareTheRank() {
        const QList<double> peers{4.0, 4.7, 4.7, 3.0, 4.7001};
        const auto s = PeerStanding::of(4.7, peers);
        QCOMPARE(s.rank, 1);
        QCOMPARE(s.ahead, 0);
        QCOMPARE(s.tiedWith, 2);  // 4.7001 prints as 4.70: a tie
        QCOMPARE(s.peerCount, 5);
        const auto low = PeerStanding::of(4.0, peers);
        QCOMPARE(low.rank, 4);
        QCOMPARE(PeerStanding::of(3.0, peers).rank, 5);
    }

    void platinumNeedsScoreAndTopFivePercent() {
        TierSuggester t;
        QCOMPARE(*t.suggest(at(4.6, field(20, 4.6))).tier, Tier::Platinum);
        // Second of 20 is not in the top 5% (one peer ahead = 5%, not below 5%).
        QList<double> peers = field(20, 4.9);
        peers[1] = 4.6;
        QCOMPARE(*t.suggest(at(4.6, peers)).tier, Tier::Gold);
    }

    void tiedLeadersAreBothPlatinum() {
        TierSuggester t;
        QList<double> peers = field(20, 4.8);
        peers[1] = 4.8;
        const auto s = t.suggest(at(4.8, peers));
        QCOMPARE(*s.tier, Tier::Platinum);
        QCOMPARE(s.standing.tiedWith, 1);
    }

    void goldNeedsTopQuarter() {
        TierSuggester t;
        // 8 peers, 4 strictly ahead at 4.5: 50% ahead -> not Gold despite a total of 4.0.
        const QList<double> peers{4.5, 4.5, 4.5, 4.5, 4.0, 3.0, 2.0, 1.0};
        const auto s = t.suggest(at(4.0, peers));
        QCOMPARE(*s.tier, Tier::Silver);
        QVERIFY(s.reasons.join(u' ').contains(QStringLiteral("Not Gold")));
        // Ahead of everybody but below the Gold threshold: still Silver.
        QCOMPARE(*t.suggest(at(3.5, {3.5, 3.0, 2.0})).tier, Tier::Silver);
    }

    void singleProviderCannotEarnRelativeTiers() {
        TierSuggester t;
        const auto s = t.suggest(at(5.0, {5.0}));
        QCOMPARE(*s.tier, Tier::Silver);
        QVERIFY(s.reasons.join(u' ').contains(QStringLiteral("relative")));
        // Two providers: the leader may earn Platinum.
        QCOMPARE(*t.suggest(at(5.0, {5.0, 3.0})).tier, Tier::Platinum);
    }

    void ruleIsConfigurable() {
        TierRule rule;
        rule.platinumTopFraction = 0.5;
        rule.minPeersForRelative = 1;
        TierSuggester t(rule);
        QCOMPARE(*t.suggest(at(4.6, {4.6})).tier, Tier::Platinum);
    }

    void lowerBands() {
        TierSuggester t;
        QCOMPARE(*t.suggest(at(3.2, field(10, 4.9))).tier, Tier::Silver);
        QCOMPARE(*t.suggest(at(2.5, field(10, 4.9))).tier, Tier::Bronze);
        QCOMPARE(*t.suggest(at(1.0, field(10, 4.9))).tier, Tier::Underperforming);
    }

    void unavailableWinsAndSaysWhy() {
        TierSuggester t;
        TierSuggester::Input in = at(4.9, {4.9, 1.0});
        in.unavailableReason = QStringLiteral("sold_out");
        const auto s = t.suggest(in);
        QCOMPARE(*s.tier, Tier::Unavailable);
        QCOMPARE(s.unavailableReason, QStringLiteral("sold_out"));
        QVERIFY(s.reasons.first().contains(QStringLiteral("sold out")));
        for (const char* key : {"not_launched", "government_only", "access_refused"}) {
            in.unavailableReason = QString::fromLatin1(key);
            QCOMPARE(*t.suggest(in).tier, Tier::Unavailable);
        }
    }

    // ClusterMAX 3.0's "unable to test" is no tier at all, not Unavailable, whatever the total or a reason says.
    void unableToTestSuggestsNoTier() {
        TierSuggester t;
        TierSuggester::Input in = at(4.9, {4.9, 1.0});
        in.unableToTest = true;
        in.unavailableReason = QStringLiteral("sold_out");
        const auto s = t.suggest(in);
        QVERIFY(!s.tier);
        QVERIFY(s.unableToTest);
        QVERIFY(s.reasons.first().contains(QStringLiteral("unable to test")));
    }

    // Participation Ribbon sits between Bronze and Underperforming; it is neither a medal nor "Not Recommended",
    // and the suggester never proposes it (3.0 publishes no rule for it), even just above the bottom band.
    void participationRibbonSitsBetweenBronzeAndUnderperforming() {
        QVERIFY(tierRank(Tier::Bronze) < tierRank(Tier::ParticipationRibbon));
        QVERIFY(tierRank(Tier::ParticipationRibbon) < tierRank(Tier::Underperforming));
        QVERIFY(isMedallion(Tier::Bronze));
        QVERIFY(!isMedallion(Tier::ParticipationRibbon));
        QVERIFY(!isNotRecommended(Tier::ParticipationRibbon));
        QVERIFY(isNotRecommended(Tier::Underperforming) && isNotRecommended(Tier::Unavailable));
        QCOMPARE(tierKey(Tier::ParticipationRibbon), QStringLiteral("participation_ribbon"));
        QCOMPARE(tierFromKey(QStringLiteral("participation_ribbon")), std::optional<Tier>(Tier::ParticipationRibbon));
        QCOMPARE(tierName(Tier::ParticipationRibbon), QStringLiteral("Participation Ribbon"));
        QVERIFY(!tierFromKey(QString::fromLatin1(kUnableToTestKey)));  // a state, never a tier
        TierSuggester t;
        for (double total = 0.0; total <= 5.0; total += 0.05) {
            const auto s = t.suggest(at(total, field(10, 4.9)));
            QVERIFY(s.tier && *s.tier != Tier::ParticipationRibbon);
        }
    }

    void noTotalNoSuggestion() {
        TierSuggester::Input in;
        QVERIFY(!TierSuggester().suggest(in).tier);
    }
};

QTEST_GUILESS_MAIN(TestRatingTierSuggester)
#include "tst_RatingTierSuggester.moc"
