// RunRepository and ImportService on a real SQLite file.
#include "core/domain/FindingKind.h"
#include "core/import/ImportService.h"
#include "core/store/CompactJson.h"
#include "core/store/RunHistoryQuery.h"
#include "core/store/RunRepository.h"
#include "core/store/SqlDialect.h"
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

#include <limits>

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
            if (!repo.addFindings(*id, {{FindingKind::Check, QStringLiteral("pcie.acs"), FindingStatus::Fail, QString(),
                                         QStringLiteral("bridge")}}))
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
            if (repo.findings(*id).valueOr({}).value(0).status != FindingStatus::Fail)
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

    // Kind and status are typed, so a finding written is always one of the stored keys; a stored word that is not
    // one (a database written by something else: the schema's CHECK is switched off here to plant it) refuses the
    // whole list on reading, with the word named: a status is never guessed (a typo read as pass would move a score).
    void unknownStoredFindingWordsAreRefusedWhole() {
        RunRecord r;
        r.providerId = m_provider;
        r.kind = RunKind::Probe;
        r.probe = QStringLiteral("tb-node");
        const auto id = TB_DB(m_store, RunRepository(db).create(r));
        QVERIFY2(id.ok(), qPrintable(id ? QString() : id.error().toString()));
        const FindingRecord good = FindingRecord::check(QStringLiteral("pcie.acs"), FindingStatus::Pass);
        QVERIFY(TB_DB(m_store, RunRepository(db).addFindings(
                                   *id, {good, FindingRecord::fact(QStringLiteral("os"), QStringLiteral("x"))}))
                    .ok());
        const auto back = TB_DB(m_store, RunRepository(db).findings(*id));
        QVERIFY(back.ok());
        QCOMPARE(back->size(), 2);
        QCOMPARE(back->at(0).kind, FindingKind::Check);
        QCOMPARE(back->at(0).status, FindingStatus::Pass);
        QCOMPARE(back->at(1).kind, FindingKind::Fact);
        QCOMPARE(back->at(1).status, FindingStatus::None);
        const auto stored = TB_DB(m_store, [&] {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT status FROM finding WHERE run_id = %1 ORDER BY id").arg(*id));
            QStringList words;
            while (q.next())
                words << q.value(0).toString();
            return words;
        }());
        QCOMPARE(stored, (QStringList{QStringLiteral("pass"), QString()}));

        auto plant = [&](const char* kind, const char* key, const char* status) {
            return TB_DB(m_store, [&] {
                QSqlQuery q(db);
                // The schema's CHECK off for this throwaway database (SQLite: a pragma; PostgreSQL: the constraints
                // by their default names).
                const bool pg = SqlDialect::of(db).isPostgreSql();
                bool ok =
                    pg ? q.exec(QStringLiteral("ALTER TABLE finding DROP CONSTRAINT IF EXISTS finding_kind_check, "
                                               "DROP CONSTRAINT IF EXISTS finding_status_check"))
                       : q.exec(QStringLiteral("PRAGMA ignore_check_constraints = ON"));
                q.prepare(
                    QStringLiteral("INSERT INTO finding (run_id, kind, key, status, value, detail) "
                                   "VALUES (?, ?, ?, ?, '', '')"));
                q.addBindValue(*id);
                q.addBindValue(QString::fromLatin1(kind));
                q.addBindValue(QString::fromLatin1(key));
                q.addBindValue(QString::fromLatin1(status));
                ok = ok && q.exec();
                if (!pg)
                    QSqlQuery(db).exec(QStringLiteral("PRAGMA ignore_check_constraints = OFF"));
                return ok;
            }());
        };
        QVERIFY(plant("check", "ib.ports", "passed"));
        const auto badStatus = TB_DB(m_store, RunRepository(db).findings(*id));
        QVERIFY(!badStatus.ok());
        QCOMPARE(badStatus.error().code, ErrorCode::InvalidArgument);
        QVERIFY2(badStatus.error().message.contains(QLatin1String("\"passed\"")),
                 qPrintable(badStatus.error().message));
        QVERIFY2(badStatus.error().message.contains(QLatin1String("ib.ports")), qPrintable(badStatus.error().message));
        const auto history = TB_DB(m_store, RunHistoryQuery(db).findings(*id));
        QVERIFY(!history.ok());
        QVERIFY2(history.error().message.contains(QLatin1String("\"passed\"")), qPrintable(history.error().message));
        QVERIFY(TB_DB(m_store, QSqlQuery(db).exec(QStringLiteral("DELETE FROM finding WHERE key = 'ib.ports'"))));
        // Exactly the stored spelling: the table reads "Fact" as fact elsewhere, a stored row must say "fact".
        QVERIFY(plant("Fact", "os.release", ""));
        const auto badKind = TB_DB(m_store, RunRepository(db).findings(*id));
        QVERIFY(!badKind.ok());
        QVERIFY2(badKind.error().message.contains(QLatin1String("\"Fact\"")), qPrintable(badKind.error().message));
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

    // The sample's reference to its run holds on both engines (on PostgreSQL kept by statement triggers since
    // migration 014, not a foreign key): no sample names a missing run, a run's deletion (also through its
    // provider's) takes its samples, and a run with samples keeps its id. Odd values come back as written.
    void aSampleAlwaysNamesItsRun() {
        const auto result = m_store->run([](QSqlDatabase& db) -> QString {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('Cascade Cloud') RETURNING id")) ||
                !q.next())
                return QStringLiteral("provider");
            const qint64 provider = q.value(0).toLongLong();
            q.finish();
            RunRepository repo(db);
            RunRecord r;
            r.providerId = provider;
            r.probe = QStringLiteral("keys");
            const qint64 first = repo.create(r).valueOr(0);
            const qint64 second = repo.create(r).valueOr(0);
            SampleRecord odd;
            odd.metric = QStringLiteral("bus \"bw\" \\ Ω\t{x,y}");
            odd.value = 1.0000000000000002;  // needs all 17 digits
            odd.unit = QStringLiteral("GB/s");
            odd.extra = QJsonObject{{QStringLiteral("note"), QStringLiteral("a,b}\"c\\")}};
            SampleRecord big{QStringLiteral("m"),
                             std::numeric_limits<qint64>::max(),
                             -std::numeric_limits<double>::infinity(),
                             QStringLiteral("u"),
                             {}};
            SampleRecord tiny{QStringLiteral("m"), 0, 4.9406564584124654e-324, QStringLiteral("u"), {}};
            if (first == 0 || second == 0 || !repo.addSamples(first, {odd, big, tiny}) ||
                !repo.addSamples(second, {big}))
                return QStringLiteral("store");
            const auto back = repo.samples(first);
            if (back.size() != 3 || back[0].metric != odd.metric || back[0].value != odd.value ||
                back[0].sizeBytes.has_value() || back[0].extra != odd.extra || back[1].sizeBytes != big.sizeBytes ||
                back[1].value != big.value || back[2].value != tiny.value)
                return QStringLiteral("values differ");
            // Moving a sample to a run that does not exist is refused.
            if (q.exec(QStringLiteral("UPDATE sample SET run_id = 999999 WHERE run_id = %1").arg(first)))
                return QStringLiteral("a sample moved to a missing run");
            // A run with samples keeps its id.
            if (q.exec(QStringLiteral("UPDATE probe_run SET id = 999998 WHERE id = %1").arg(first)))
                return QStringLiteral("a run with samples changed its id");
            auto count = [&db](qint64 run) {
                QSqlQuery c(db);
                c.exec(QStringLiteral("SELECT count(*) FROM sample WHERE run_id = %1").arg(run));
                return c.next() ? c.value(0).toLongLong() : -1;
            };
            if (count(first) != 3)
                return QStringLiteral("the refused statements changed samples");
            if (!q.exec(QStringLiteral("DELETE FROM probe_run WHERE id = %1").arg(first)) || count(first) != 0)
                return QStringLiteral("deleting the run left its samples");
            if (!q.exec(QStringLiteral("DELETE FROM provider WHERE id = %1").arg(provider)) || count(second) != 0)
                return QStringLiteral("deleting the provider left its runs' samples");
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
