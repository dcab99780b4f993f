#include "core/demo/DemoDatabase.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/OpenOrCreate.h"
#include "core/store/ProviderRepository.h"
#include "tests/support/TestSupport.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

class TestDemoDatabase : public QObject {
    Q_OBJECT

private slots:
    void createsDemoContent() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("demo/tierbench.sqlite"));  // folder created too
        auto store = DemoDatabase::openOrCreate(path);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        const auto read = (*store)->run([](QSqlDatabase& db) { return ProviderRepository(db).list(); });
        QVERIFY2(read.ok(), qPrintable(read ? QString() : read.error().toString()));
        const QVector<Provider>& providers = *read;
        // The 89 providers of the 2.1 chart plus Lepton AI and Sustainable Metal Cloud from 1.0.
        QCOMPARE(providers.size(), 91);
        QMap<Tier, int> perTier;
        QMap<QString, const Provider*> byName;
        QMap<QString, int> perRound;
        for (const Provider& p : providers) {
            byName.insert(p.name, &p);
            if (p.referenceTier) {
                perTier[*p.referenceTier]++;
                perRound[p.referenceRound]++;
            }
        }
        // The eleven placements the public ClusterMAX 3.0 material names (resources/demo/round-3.0.json, with its
        // source); every other provider keeps its 2.1 placement, none a guessed 3.0 tier. Participation Ribbon's 15
        // providers are not named publicly, so none holds it.
        QCOMPARE(perRound, (QMap<QString, int>{{QStringLiteral("2.1"), 78}, {QStringLiteral("3.0"), 11}}));
        QCOMPARE(perTier.value(Tier::Platinum), 2);
        QCOMPARE(perTier.value(Tier::Gold), 3);
        QCOMPARE(perTier.value(Tier::Silver), 12);
        QCOMPARE(perTier.value(Tier::Bronze), 24);
        QCOMPARE(perTier.value(Tier::ParticipationRibbon), 0);
        QCOMPARE(perTier.value(Tier::Underperforming), 22);
        QCOMPARE(perTier.value(Tier::Unavailable), 26);
        const std::pair<const char*, Tier> placed[] = {
            {"CoreWeave", Tier::Platinum}, {"Nebius", Tier::Platinum},   {"Oracle", Tier::Gold},
            {"Google Cloud", Tier::Gold},  {"Azure", Tier::Silver},      {"Lambda", Tier::Silver},
            {"Firmus", Tier::Silver},      {"TensorWave", Tier::Silver}, {"GMI", Tier::Silver},
            {"Crusoe", Tier::Bronze},      {"AWS", Tier::Bronze}};
        for (const auto& [name, tier] : placed) {
            const Provider* p = byName.value(QString::fromLatin1(name));
            QVERIFY2(p, name);
            QCOMPARE(p->referenceTier, std::optional<Tier>(tier));
            QCOMPARE(p->referenceRound, QStringLiteral("3.0"));
        }
        // 3.0 could not test FluidStack: no 3.0 tier (and not Unavailable); its 2.1 placement stays, with a note.
        QCOMPARE(byName.value(QStringLiteral("FluidStack"))->referenceTier, std::optional<Tier>(Tier::Gold));
        QCOMPARE(byName.value(QStringLiteral("FluidStack"))->referenceRound, QStringLiteral("2.1"));
        QVERIFY(byName.value(QStringLiteral("FluidStack"))->notes.contains(QStringLiteral("unable to test")));
        QCOMPARE(byName.value(QStringLiteral("Together AI"))->referenceRound, QStringLiteral("2.1"));
        QCOMPARE(byName.value(QStringLiteral("CoreWeave"))->referenceTier, std::optional<Tier>(Tier::Platinum));
        QCOMPARE(byName.value(QStringLiteral("CoreWeave"))->v1Tier, QStringLiteral("platinum"));
        QCOMPARE(byName.value(QStringLiteral("Google Cloud"))->v1Tier, QStringLiteral("bronze"));
        QCOMPARE(byName.value(QStringLiteral("Google Cloud"))->kind, ProviderKind::Hyperscaler);
        QCOMPARE(byName.value(QStringLiteral("Vast.ai"))->kind, ProviderKind::Marketplace);
        QCOMPARE(byName.value(QStringLiteral("Verda"))->v1Tier, QStringLiteral("bronze"));
        QVERIFY(!byName.value(QStringLiteral("Lepton AI"))->referenceTier);
        QCOMPARE(byName.value(QStringLiteral("Lepton AI"))->v1Tier, QStringLiteral("gold"));
        QCOMPARE(byName.value(QStringLiteral("Sustainable Metal Cloud"))->v1Tier, QStringLiteral("silver"));

        const qint64 crusoe = byName.value(QStringLiteral("Crusoe"))->id;
        auto checklist = (*store)->run([crusoe](QSqlDatabase& db) -> Result<Checklist> {
            const auto evals = EvaluationRepository(db).evaluationsFor(crusoe);
            if (evals.size() != 1) {
                return makeError(ErrorCode::NotFound, QStringLiteral("expected one evaluation"));
            }
            return EvaluationRepository(db).checklist(evals.first().id);
        });
        QVERIFY2(checklist.ok(), qPrintable(checklist ? QString() : checklist.error().toString()));
        QVERIFY(checklist->evaluation.title.contains(QStringLiteral("illustrative")));
        QCOMPARE(checklist->rubric.version, QStringLiteral("2.0"));
        int decided = 0;
        int withEvidence = 0;
        for (const VerdictRecord& v : checklist->verdicts) {
            decided += v.verdict != Verdict::Unknown ? 1 : 0;
            withEvidence += v.evidence.isEmpty() ? 0 : 1;
        }
        // "Most items": well over three quarters carry a verdict and a note.
        QVERIFY2(decided * 4 > checklist->verdicts.size() * 3, qPrintable(QString::number(decided)));
        QVERIFY(withEvidence * 4 > checklist->verdicts.size() * 3);
    }

    void reopeningDoesNotDuplicate() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("again.sqlite"));
        { QVERIFY(DemoDatabase::openOrCreate(path).ok()); }
        auto store = DemoDatabase::openOrCreate(path);
        QVERIFY(store.ok());
        QCOMPARE((*store)->run([](QSqlDatabase& db) { return ProviderRepository(db).list().valueOr({}).size(); }), 91);
    }

    // The CLI's open: only a missing file is made, an existing one opens as it is, and a failed make opens nothing.
    void openOrCreateStoreMakesOnlyMissingFiles() {
        QTemporaryDir dir;
        const QString existing = dir.filePath(QStringLiteral("empty.sqlite"));
        { QVERIFY(Store::open(existing).ok()); }
        int made = 0;
        const CreateDatabase counting = [&](const QString& path) {
            ++made;
            return DemoDatabase::build(path);
        };
        auto opened = openOrCreateStore(existing, counting);
        QVERIFY(opened.ok());
        QCOMPARE(made, 0);
        QCOMPARE((*opened)->run([](QSqlDatabase& db) { return ProviderRepository(db).list().valueOr({}).size(); }), 0);

        const QString missing = dir.filePath(QStringLiteral("new/demo.sqlite"));
        auto built = openOrCreateStore(missing, counting);
        QVERIFY2(built.ok(), qPrintable(built ? QString() : built.error().toString()));
        QCOMPARE(made, 1);
        QCOMPARE((*built)->run([](QSqlDatabase& db) { return ProviderRepository(db).list().valueOr({}).size(); }), 91);

        const QString refused = dir.filePath(QStringLiteral("refused.sqlite"));
        auto failed = openOrCreateStore(
            refused, [](const QString&) -> Status { return makeError(ErrorCode::Io, QStringLiteral("no room")); });
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().message, QStringLiteral("no room"));
        QVERIFY(!QFileInfo::exists(refused));
    }

    // Issue 38: a 0-byte file (a failed copy, `touch`, a disk that filled up) is a new database, made as a missing
    // one is, not opened as a schema-less empty workbench for ever. One whose content still sits in its WAL is not.
    void zeroByteFileIsNew() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("zero.sqlite"));
        QVERIFY(tb::test::writeFile(path, {}));
        int made = 0;
        {
            const CreateDatabase counting = [&](const QString& p) {
                ++made;
                return DemoDatabase::build(p);
            };
            auto opened = openOrCreateStore(path, counting);
            QVERIFY2(opened.ok(), qPrintable(opened ? QString() : opened.error().toString()));
            QCOMPARE(made, 1);
            QCOMPARE((*opened)->run([](QSqlDatabase& db) { return ProviderRepository(db).list().valueOr({}).size(); }),
                     91);
        }

        // The workbench's start-up goes through DemoDatabase::openOrCreate.
        const QString gui = dir.filePath(QStringLiteral("gui.sqlite"));
        QVERIFY(tb::test::writeFile(gui, {}));
        auto demo = DemoDatabase::openOrCreate(gui);
        QVERIFY2(demo.ok(), qPrintable(demo ? QString() : demo.error().toString()));
        QCOMPARE((*demo)->run([](QSqlDatabase& db) { return ProviderRepository(db).list().valueOr({}).size(); }), 91);

        const QString inWal = dir.filePath(QStringLiteral("wal.sqlite"));
        QVERIFY(tb::test::writeFile(inWal, {}));
        QVERIFY(tb::test::writeFile(inWal + QStringLiteral("-wal"), QByteArray(4096, 'w')));
        made = 0;
        auto kept = openOrCreateStore(inWal, [&](const QString&) -> Status {
            ++made;
            return {};
        });
        Q_UNUSED(kept);
        QCOMPARE(made, 0);
        QVERIFY(QFileInfo::exists(inWal + QStringLiteral("-wal")));
    }
};

QTEST_GUILESS_MAIN(TestDemoDatabase)
#include "tst_DemoDatabase.moc"
