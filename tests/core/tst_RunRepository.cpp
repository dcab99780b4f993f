// RunRepository and ImportService on a real SQLite file.
#include "core/domain/FindingKind.h"
#include "core/import/ImportService.h"
#include "core/store/CompactJson.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"

#include "ImportTestUtil.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace tb::core;

class tst_RunRepository : public QObject {
    Q_OBJECT

    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_provider = 0;

private slots:
    void initTestCase() {
        TB_OPEN_TEST_DATABASE(where, m_dir, QStringLiteral("runs.tierbench"));
        auto store = Store::open(where);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
        m_provider = m_store->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('Import Test Cloud')"));
            return q.lastInsertId().toLongLong();
        });
        QVERIFY(m_provider > 0);
    }

    void createFinishAndRead() {
        const auto result = m_store->run([this](QSqlDatabase& db) {
            RunRepository repo(db);
            RunRecord r;
            r.providerId = m_provider;
            r.kind = RunKind::Probe;
            r.probe = QStringLiteral("tb-coll");
            r.operation = QStringLiteral("all_reduce");
            r.args = QJsonObject{{QStringLiteral("ranks"), 8}};
            r.pgid = 4242;
            auto id = repo.create(r);
            if (!id)
                return QStringLiteral("create: ") + id.error().toString();
            if (!repo.addSamples(*id,
                                 {{QStringLiteral("all_reduce.busbw"), 1024, 1.5, QStringLiteral("GB/s"),
                                   QJsonObject{{QStringLiteral("count"), 256}}},
                                  {QStringLiteral("all_reduce.time_us"), 1024, 9.0, QStringLiteral("us"), {}},
                                  {QStringLiteral("allXreduce.busbw"), std::nullopt, 2.0, QStringLiteral("GB/s"), {}}}))
                return QStringLiteral("samples");
            if (!repo.addFindings(*id, {{QStringLiteral("check"), QStringLiteral("pcie.acs"), QStringLiteral("fail"),
                                         QString(), QStringLiteral("bridge")}}))
                return QStringLiteral("findings");
            if (!repo.finish(*id, RunStatus::Ok, 0))
                return QStringLiteral("finish");
            auto back = repo.get(*id);
            if (!back)
                return QStringLiteral("get");
            if (back->status != RunStatus::Ok || back->exitCode != 0 || back->endedAt.isEmpty() || back->pgid != 4242 ||
                back->args.value(QStringLiteral("ranks")).toInt() != 8)
                return QStringLiteral("fields");
            const auto busbw = repo.samples(*id, QStringLiteral("all_reduce.busbw"));
            if (busbw.size() != 1 || busbw[0].extra.value(QStringLiteral("count")).toInt() != 256 ||
                busbw[0].sizeBytes != 1024)
                return QStringLiteral("prefix samples (LIKE wildcard?) %1").arg(busbw.size());
            if (repo.samples(*id).size() != 3)
                return QStringLiteral("all samples");
            if (repo.findings(*id).value(0).status != QLatin1String("fail"))
                return QStringLiteral("finding back");
            if (repo.runsForProvider(m_provider).isEmpty())
                return QStringLiteral("runsForProvider");
            if (repo.finish(999999, RunStatus::Ok, 0).ok())
                return QStringLiteral("finish of a missing run");
            if (repo.get(999999).ok())
                return QStringLiteral("get of a missing run");
            return QString();
        });
        QVERIFY2(result.isEmpty(), qPrintable(result));
    }

    // A finding whose kind or status is not one of the stored keys is refused with the word named, and none of its
    // batch is stored: a status is never guessed (a typo read as pass would move a score).
    void unknownFindingKeysAreRefusedWhole() {
        RunRecord r;
        r.providerId = m_provider;
        r.kind = RunKind::Probe;
        r.probe = QStringLiteral("tb-node");
        const auto id = TB_DB(m_store, RunRepository(db).create(r));
        QVERIFY2(id.ok(), qPrintable(id ? QString() : id.error().toString()));
        const FindingRecord good{QStringLiteral("check"), QStringLiteral("pcie.acs"), QStringLiteral("pass"), {}, {}};
        const FindingRecord badStatus{
            QStringLiteral("check"), QStringLiteral("ib.ports"), QStringLiteral("passed"), {}, {}};
        const FindingRecord badKind{QStringLiteral("Fact"), QStringLiteral("os.release"), {}, {}, {}};
        const Status st = TB_DB(m_store, RunRepository(db).addFindings(*id, {good, badStatus}));
        QVERIFY(!st.ok());
        QCOMPARE(st.error().code, ErrorCode::InvalidArgument);
        QVERIFY2(st.error().message.contains(QLatin1String("\"passed\"")), qPrintable(st.error().message));
        QVERIFY2(st.error().message.contains(QLatin1String("ib.ports")), qPrintable(st.error().message));
        const Status kindSt = TB_DB(m_store, RunRepository(db).addFindings(*id, {badKind}));
        QVERIFY(!kindSt.ok());
        QVERIFY2(kindSt.error().message.contains(QLatin1String("\"Fact\"")), qPrintable(kindSt.error().message));
        QCOMPARE(TB_DB(m_store, RunRepository(db).findings(*id)).size(), 0);
        // The same finding with its stored keys goes in and reads back typed.
        QVERIFY(TB_DB(m_store, RunRepository(db).addFindings(*id, {good})).ok());
        const auto back = TB_DB(m_store, RunRepository(db).findings(*id));
        QCOMPARE(back.size(), 1);
        QCOMPARE(findingKind(back.at(0)), FindingKind::Check);
        QCOMPARE(findingStatus(back.at(0)), FindingStatus::Pass);
    }

    // The sample path writes extra_json without QJsonDocument for flat objects; it must be the same text.
    void compactJsonMatchesQt() {
        const QJsonObject objects[] = {
            {{QStringLiteral("count"), 268435456.0},
             {QStringLiteral("type"), QStringLiteral("float")},
             {QStringLiteral("wrong"), 0}},
            {{QStringLiteral("b"), true}, {QStringLiteral("n"), QJsonValue::Null}, {QStringLiteral("neg"), -42}},
            {{QStringLiteral("frac"), 0.1}, {QStringLiteral("tiny"), 1.5e-7}, {QStringLiteral("big"), 1e16}},
            {{QStringLiteral("i64"), qint64(9007199254740993)}, {QStringLiteral("exact"), 9007199254740992.0}},
            {{QStringLiteral("quote\"d"), QStringLiteral("a\\b\n\x01")},
             {QStringLiteral("utf8"), QString::fromUtf8("gr\xc3\xbc\xc3\x9f"
                                                        "e / \xe2\x82\xac")}},
            {{QStringLiteral("nested"), QJsonObject{{QStringLiteral("x"), 1}}},
             {QStringLiteral("list"), QJsonArray{1, 2}}},
            {{QStringLiteral("negzero"), -0.0}, {QStringLiteral("inf"), qInf()}},
        };
        for (const QJsonObject& o : objects) {
            QCOMPARE(compactJson(o), QJsonDocument(o).toJson(QJsonDocument::Compact));
        }
        QCOMPARE(compactJson(QJsonObject()), QByteArray(""));
    }

    // Many samples through the bulk path: every field back as written, shared and changing extras, null sizes.
    void manySamplesRoundTrip() {
        QVector<SampleRecord> in;
        for (int i = 0; i < 5000; ++i) {
            SampleRecord s;
            s.metric = i % 3 == 0 ? QStringLiteral("all_reduce.busbw") : QStringLiteral("all_reduce.time_us");
            if (i % 7 != 0)
                s.sizeBytes = qint64(8) << (i % 31);
            s.value = i * 0.25;
            s.unit = i % 3 == 0 ? QStringLiteral("GB/s") : QStringLiteral("us");
            if (i % 5 != 0)
                s.extra =
                    QJsonObject{{QStringLiteral("count"), i / 3}, {QStringLiteral("type"), QStringLiteral("bf16")}};
            in.push_back(s);
        }
        const auto result = m_store->run([&](QSqlDatabase& db) {
            RunRepository repo(db);
            RunRecord r;
            r.providerId = m_provider;
            r.probe = QStringLiteral("bulk");
            const qint64 id = repo.create(r).valueOr(0);
            if (id == 0 || !repo.addSamples(id, in))
                return QStringLiteral("store");
            const auto out = repo.samples(id);
            if (out.size() != in.size())
                return QStringLiteral("count %1").arg(out.size());
            for (qsizetype i = 0; i < in.size(); ++i) {
                const auto& a = in[i];
                const auto& b = out[i];
                if (a.metric != b.metric || a.sizeBytes != b.sizeBytes || a.value != b.value || a.unit != b.unit ||
                    a.extra != b.extra)
                    return QStringLiteral("sample %1 differs").arg(i);
            }
            // A sample for a run that does not exist violates the foreign key: error, and nothing of the batch stays.
            QVector<SampleRecord> orphan = in.mid(0, 10);
            if (repo.addSamples(999999, orphan).ok())
                return QStringLiteral("orphan samples stored");
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT count(*) FROM sample WHERE run_id = 999999"));
            if (!q.next() || q.value(0).toInt() != 0)
                return QStringLiteral("orphan batch not rolled back");
            return QString();
        });
        QVERIFY2(result.isEmpty(), qPrintable(result));
    }

    void rawLogIsCappedWithMarker() {
        const auto result = m_store->run([this](QSqlDatabase& db) -> QString {
            RunRepository repo(db);
            RunRecord r;
            r.providerId = m_provider;
            r.probe = QStringLiteral("tb-node");
            auto id = repo.create(r);
            if (!id)
                return id.error().toString();
            const QByteArray chunk = QByteArray("a\0b\xff", 4).repeated(100);  // binary-safe
            for (int i = 0; i < 5; ++i) {
                if (!repo.appendRawLog(*id, QStringLiteral("stdout"), chunk, 1000))
                    return QStringLiteral("append");
            }
            if (!repo.finish(*id, RunStatus::Ok, 0))
                return QStringLiteral("finish");
            auto log = repo.rawLog(*id, QStringLiteral("stdout"));
            if (!log)
                return QStringLiteral("read");
            if (!log->truncated)
                return QStringLiteral("not marked truncated");
            if (log->content.size() > 1000)
                return QStringLiteral("over the cap: %1").arg(log->content.size());
            if (!log->content.startsWith(chunk + chunk))
                return QStringLiteral("bytes changed");
            if (!log->content.contains("size limit"))
                return QStringLiteral("no marker");
            if (log->sha256 !=
                QString::fromLatin1(QCryptographicHash::hash(log->content, QCryptographicHash::Sha256).toHex()))
                return QStringLiteral("sha256");
            return QString();
        });
        QVERIFY2(result.isEmpty(), qPrintable(result));
    }

    void importServiceStoresRuns() {
        QByteArray data = importtest::fixture(QStringLiteral("nccl-two-collectives-srun.txt"));
        QBuffer buffer(&data);
        buffer.open(QIODevice::ReadOnly);
        ImportCapture capture;
        auto parsed = Importer::parse(buffer, QStringLiteral("auto"), &capture);
        QVERIFY(parsed.ok());
        QCOMPARE(capture.raw, data);
        QCOMPARE(capture.sha256,
                 QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex()));
        const ParsedImport p = *parsed;
        const auto result = m_store->run([&](QSqlDatabase& db) -> QString {
            auto provider = ImportService::providerIdByName(db, QStringLiteral("  import test cloud "));
            if (!provider || *provider != m_provider)
                return QStringLiteral("provider lookup");
            if (ImportService::providerIdByName(db, QStringLiteral("nobody")).ok())
                return QStringLiteral("nobody");
            auto ids = ImportService::store(db, m_provider, p, QStringLiteral("two.txt"), capture);
            if (!ids)
                return ids.error().toString();
            if (ids->size() != 2)
                return QStringLiteral("run count");
            RunRepository repo(db);
            auto first = repo.get(ids->at(0));
            if (!first || first->kind != RunKind::Import || first->probe != QLatin1String("nccl-tests") ||
                first->operation != QLatin1String("alltoall") || first->sourceName != QLatin1String("two.txt") ||
                first->rawSha256 != capture.sha256 || first->status != RunStatus::Ok)
                return QStringLiteral("first run fields");
            if (first->args.value(QStringLiteral("summaryAvgBusbw")).toDouble() != 11.52)
                return QStringLiteral("summary");
            if (repo.samples(ids->at(0), QStringLiteral("alltoall.busbw")).size() != 6)
                return QStringLiteral("samples");
            if (repo.rawLog(ids->at(0), QStringLiteral("stdout"))->content != data)
                return QStringLiteral("raw log");
            auto second = repo.get(ids->at(1));
            if (second->args.value(QStringLiteral("raw_log_run_id")).toInteger() != ids->at(0))
                return QStringLiteral("raw log link");
            return QString();
        });
        QVERIFY2(result.isEmpty(), qPrintable(result));
    }
};

QTEST_GUILESS_MAIN(tst_RunRepository)
#include "tst_RunRepository.moc"
