#include "core/import/ParsedImport.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/usecase/ImportWorkflow.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"

#include <QCryptographicHash>
#include <QtTest>

#include <limits>

using namespace tb::core;
using tb::test::RatingFixtures;

namespace {

// One nvbandwidth-shaped run with one copy bandwidth: the smallest thing ImportService stores.
ImportFile file(const QString& name, double gbps) {
    ParsedRun run;
    run.tool = QStringLiteral("nvbandwidth");
    run.operation = QStringLiteral("host_to_device_memcpy_ce");
    run.samples.append(
        SampleRecord{QStringLiteral("nvbandwidth.h2d_ce"), std::nullopt, gbps, QStringLiteral("GB/s"), QJsonObject()});
    ImportFile f;
    f.parsed.format = QStringLiteral("nvbandwidth");
    f.parsed.runs.append(run);
    f.sourceName = name;
    f.capture.raw = QByteArrayLiteral("Host to device memcpy: ") + QByteArray::number(gbps) + '\n';
    f.capture.bytes = f.capture.raw.size();
    f.capture.sha256 = QString::fromLatin1(QCryptographicHash::hash(f.capture.raw, QCryptographicHash::Sha256).toHex());
    return f;
}

}  // namespace

// File › Import tool output… with several files is one core call: every file or none.
class TestImportWorkflow : public QObject {
    Q_OBJECT

    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_acme = 0;

private slots:
    void init() {
        TB_OPEN_TEST_DATABASE(where, m_dir, QStringLiteral("i%1.tierbench").arg(QDateTime::currentMSecsSinceEpoch()));
        auto opened = Store::open(where);
        QVERIFY(opened.ok());
        m_store = *opened;
        m_acme = TB_DB(m_store, RatingFixtures::provider(db, QStringLiteral("Acme"), QStringLiteral("gold")));
    }

    void storesEveryFileInOrder() {
        const QVector<ImportFile> files{file(QStringLiteral("a.txt"), 50.0), file(QStringLiteral("b.txt"), 51.0)};
        const auto ids = TB_DB(m_store, ImportWorkflow(db).storeAll(m_acme, std::nullopt, files));
        QVERIFY2(ids.ok(), qPrintable(ids.ok() ? QString() : ids.error().toString()));
        QCOMPARE(ids->size(), 2);
        QVERIFY((*ids)[0] < (*ids)[1]);
        const auto runs = TB_DB(m_store, RunRepository(db).runsForProvider(m_acme));
        QCOMPARE(runs.size(), 2);
    }

    // The second file holds a figure that is no number: the store refuses it, and the first file, already written
    // inside the same transaction, goes with it.
    void aRefusedFileLeavesNoneBehind() {
        const QVector<ImportFile> files{file(QStringLiteral("good.txt"), 50.0),
                                        file(QStringLiteral("bad.txt"), std::numeric_limits<double>::infinity())};
        const auto ids = TB_DB(m_store, ImportWorkflow(db).storeAll(m_acme, std::nullopt, files));
        QVERIFY(!ids.ok());
        QCOMPARE(ids.error().code, ErrorCode::InvalidArgument);
        const auto runs = TB_DB(m_store, RunRepository(db).runsForProvider(m_acme));
        QCOMPARE(runs.size(), 0);
    }

    // An evaluation of another provider is refused before anything is stored.
    void anotherProvidersEvaluationIsRefused() {
        const qint64 bolt =
            TB_DB(m_store, RatingFixtures::provider(db, QStringLiteral("Bolt"), QStringLiteral("silver")));
        const qint64 boltEvaluation = TB_DB(m_store, RatingFixtures::evaluation(db, bolt, RatingFixtures::rubric(db)));
        const auto ids =
            TB_DB(m_store, ImportWorkflow(db).storeAll(m_acme, boltEvaluation, {file(QStringLiteral("a.txt"), 50.0)}));
        QVERIFY(!ids.ok());
        QCOMPARE(ids.error().code, ErrorCode::InvalidArgument);
        QCOMPARE(TB_DB(m_store, RunRepository(db).runsForProvider(m_acme)).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestImportWorkflow)
#include "tst_ImportWorkflow.moc"
