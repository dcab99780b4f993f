#include "core/domain/Baseline.h"
#include "core/domain/Checklist.h"
#include "core/domain/FindingKind.h"
#include "core/domain/FindingRecord.h"
#include "core/domain/KeyTable.h"
#include "core/domain/LauncherKind.h"
#include "core/domain/Provider.h"
#include "core/domain/RunStatus.h"
#include "core/domain/Tier.h"
#include "core/domain/OrgType.h"
#include "core/launch/Launcher.h"
#include "core/domain/Contribution.h"
#include "core/rating/Gate.h"

#include <QtTest>

using namespace tb::core;

namespace {

enum class Colour { Red, Green, Blue };

constexpr auto kColours = keyTable<Colour>("Colour", {
                                                         {Colour::Red, "red", QT_TRANSLATE_NOOP("Colour", "Red")},
                                                         {Colour::Green, "green"},
                                                         {Colour::Red, "crimson", nullptr, true},
                                                     });

// Every value of an enum survives key -> fromKey, and its key is unique among the values.
template <typename E, typename Key, typename FromKey>
QString roundTrip(std::initializer_list<E> values, Key key, FromKey fromKey) {
    QSet<QString> seen;
    for (E v : values) {
        const QString k = key(v);
        if (k.isEmpty()) {
            return QStringLiteral("value %1 has no key").arg(int(v));
        }
        if (seen.contains(k)) {
            return QStringLiteral("key %1 twice").arg(k);
        }
        seen.insert(k);
        if (fromKey(k) != v) {
            return QStringLiteral("%1 does not read back").arg(k);
        }
    }
    return {};
}

}  // namespace

class TestKeyTable : public QObject {
    Q_OBJECT

private slots:
    void genericTableReadsKeysAliasesAndNames() {
        QCOMPARE(kColours.key(Colour::Red), QStringLiteral("red"));
        QCOMPARE(kColours.key(Colour::Blue), QString());  // not in the table
        QCOMPARE(kColours.fromKey(QStringLiteral("  GREEN ")), Colour::Green);
        QCOMPARE(kColours.fromKey(QStringLiteral("crimson")), Colour::Red);  // alias: read only
        QCOMPARE(kColours.fromKey(QStringLiteral("blue")), std::nullopt);
        QCOMPARE(kColours.fromKey(QString()), std::nullopt);
        QCOMPARE(kColours.name(Colour::Red), QStringLiteral("Red"));
        QCOMPARE(kColours.name(Colour::Green), QStringLiteral("green"));  // no name: the key
    }

    void everyEnumRoundTrips() {
        QCOMPARE(roundTrip(
                     {Tier::Platinum, Tier::Gold, Tier::Silver, Tier::Bronze, Tier::Underperforming, Tier::Unavailable},
                     tierKey, tierFromKey),
                 QString());
        QCOMPARE(roundTrip({Verdict::Pass, Verdict::Partial, Verdict::Fail, Verdict::NotApplicable, Verdict::Unknown},
                           verdictKey, verdictFromKey),
                 QString());
        QCOMPARE(roundTrip({EvaluationStatus::Draft, EvaluationStatus::InReview, EvaluationStatus::Final},
                           evaluationStatusKey, evaluationStatusFromKey),
                 QString());
        QCOMPARE(roundTrip({ProviderKind::Neocloud, ProviderKind::Hyperscaler, ProviderKind::Marketplace},
                           providerKindKey, providerKindFromKey),
                 QString());
        QCOMPARE(roundTrip({OrgType::AiLab, OrgType::Enterprise, OrgType::Startup, OrgType::Research, OrgType::Other},
                           orgTypeKey, orgTypeFromKey),
                 QString());
        QCOMPARE(roundTrip({Gate::OldGpusOnly, Gate::NoAttestation, Gate::AcsEnabled, Gate::NoGpuDirectRdma,
                            Gate::ChargesDuringDowntime},
                           gateKey, gateFromKey),
                 QString());
        QCOMPARE(roundTrip({BetterDirection::Higher, BetterDirection::Lower}, directionKey, directionFromKey),
                 QString());
        QCOMPARE(roundTrip({RunKind::Probe, RunKind::Recipe, RunKind::Import}, runKindKey, runKindFromKey), QString());
        QCOMPARE(roundTrip({RunStatus::Running, RunStatus::Ok, RunStatus::Failed, RunStatus::Cancelled,
                            RunStatus::Interrupted},
                           runStatusKey, runStatusFromKey),
                 QString());
        QCOMPARE(roundTrip({LauncherKind::Direct, LauncherKind::Slurm, LauncherKind::Kubernetes}, launcherKindKey,
                           launcherKindFromKey),
                 QString());
        QCOMPARE(roundTrip({FindingKind::Fact, FindingKind::Check}, findingKindKey, findingKindFromKey), QString());
        // None's key is the empty word (a fact's status), so it is checked apart from the others.
        QCOMPARE(roundTrip({FindingStatus::Pass, FindingStatus::Warn, FindingStatus::Fail, FindingStatus::Waived,
                            FindingStatus::Unknown},
                           findingStatusKey, findingStatusFromKey),
                 QString());
        QCOMPARE(findingStatusKey(FindingStatus::None), QString());
        QCOMPARE(findingStatusFromKey(QString()), FindingStatus::None);
    }

    // The keys the schema's CHECK constraints and older files use stay readable.
    void storedSpellingsAndAliases() {
        QCOMPARE(tierFromKey(QStringLiteral("UnderPerform")), Tier::Underperforming);  // ClusterMAX 1.0
        QCOMPARE(verdictFromKey(QStringLiteral("N/A")), Verdict::NotApplicable);
        QCOMPARE(providerKindFromKey(QStringLiteral("aggregator")), ProviderKind::Marketplace);
        QCOMPARE(verdictKey(Verdict::NotApplicable), QStringLiteral("na"));
        QCOMPARE(evaluationStatusKey(EvaluationStatus::InReview), QStringLiteral("in_review"));
        QCOMPARE(gateKey(Gate::AcsEnabled), QStringLiteral("gate.acs"));
        QCOMPARE(runStatusKey(RunStatus::Interrupted), QStringLiteral("interrupted"));
        QCOMPARE(contributionKindKey(Contribution::Kind::Measurement), QStringLiteral("measurement"));
        QCOMPARE(tierName(Tier::Underperforming), QStringLiteral("Underperforming"));
        QCOMPARE(runStatusName(RunStatus::Ok), QStringLiteral("ok"));
    }

    // A word that is not a finding kind or status reads as nothing, never as a near one: callers must say so.
    void unknownFindingWordsAreNotGuessed() {
        QCOMPARE(findingKindKey(FindingKind::Check), QStringLiteral("check"));
        QCOMPARE(findingStatusKey(FindingStatus::Waived), QStringLiteral("waived"));
        QCOMPARE(findingStatusName(FindingStatus::Fail), QStringLiteral("fail"));
        QCOMPARE(findingKindFromKey(QStringLiteral("checks")), std::nullopt);
        QCOMPARE(findingKindFromKey(QString()), std::nullopt);
        QCOMPARE(findingStatusFromKey(QStringLiteral("ok")), std::nullopt);
        QCOMPARE(findingStatusFromKey(QStringLiteral("passed")), std::nullopt);
        QCOMPARE(findingStatusFromKey(QStringLiteral("skip")), std::nullopt);
        // A record holds the enum, so a word that is not a key cannot reach one: the boundaries refuse it
        // (tst_RunRepository, tst_ProbeLineReader).
        const FindingRecord check = FindingRecord::check(QStringLiteral("x"), FindingStatus::Warn);
        QVERIFY(isCheck(check));
        QVERIFY(hasStatus(check, FindingStatus::Warn));
        QVERIFY(!hasStatus(check, FindingStatus::Fail));
        QVERIFY(isFact(FindingRecord::fact(QStringLiteral("os"), QStringLiteral("Debian"))));
        QCOMPARE(FindingRecord::fact(QStringLiteral("os"), {}).status, FindingStatus::None);
    }

    void onlyTheDirectLauncherExistsSoFar() {
        auto direct = Launcher::forKind(LauncherKind::Direct);
        QVERIFY(direct.ok());
        const auto line = (*direct)->commandLine({QStringLiteral("'x' --y"), QString(), 0});
        QVERIFY(line.ok());
        QCOMPARE(*line, QStringLiteral("'x' --y"));
        auto slurm = Launcher::forKind(LauncherKind::Slurm);
        QVERIFY(!slurm.ok());
        QCOMPARE(slurm.error().code, ErrorCode::Unsupported);
    }
};

QTEST_GUILESS_MAIN(TestKeyTable)
#include "tst_KeyTable.moc"
