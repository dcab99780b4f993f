// Issue 12.11: "Attach as evidence" proposes the items a run is evidence for, and the suggestions an analyst accepts
// are confirmed at once, all or nothing.
#include "ImportTestUtil.h"

#include "core/rating/ScoreSuggester.h"
#include "core/run/NodeCheckSuggestions.h"
#include "core/run/Recipe.h"
#include "core/run/RunEvidenceItems.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "core/usecase/EvidenceWorkflow.h"
#include "tests/support/StoreJob.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QFile>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

namespace {
const QString kActor = QStringLiteral("Ana Reviewer");

int count(QSqlDatabase& db, const QString& sql) {
    QSqlQuery q(db);
    return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
}
}  // namespace

class TestEvidenceWorkflow : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_evaluation = 0;
    qint64 m_run = 0;
    Checklist m_checklist;
    int m_serial = 0;

    SuggestionAnswer answer(const QString& key, Verdict v) const {
        SuggestionAnswer a;
        a.evaluationId = m_evaluation;
        const CheckItem* item = m_checklist.rubric.item(key);
        a.checkItemId = item ? item->id : 0;
        a.runId = m_run;
        a.suggested = v;
        a.chosen = v;
        a.reason = key + QStringLiteral(" check");
        a.actor = kActor;
        return a;
    }

    QString verdictOf(const QString& key) {
        const qint64 item = m_checklist.rubric.item(key)->id;
        return TB_DB(m_store, [&] {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT verdict FROM verdict WHERE evaluation_id = ? AND check_item_id = ?"));
            q.addBindValue(m_evaluation);
            q.addBindValue(item);
            return q.exec() && q.next() ? q.value(0).toString() : QString();
        }());
    }

private slots:
    void init() {
        auto store = Store::open(m_dir.filePath(QStringLiteral("v%1.sqlite").arg(++m_serial)));
        QVERIFY(store.ok());
        m_store = *store;
        Provider p;
        p.name = QStringLiteral("Acme");
        auto provider = TB_DB(m_store, ProviderRepository(db).add(p, kActor));
        QVERIFY(provider);
        EvaluationDraft d;
        d.title = QStringLiteral("Review");
        auto evaluation = TB_DB(m_store, EvaluationWorkflow(db).create(*provider, d, kActor));
        QVERIFY(evaluation);
        m_evaluation = *evaluation;
        auto checklist = TB_DB(m_store, EvaluationRepository(db).checklist(m_evaluation));
        QVERIFY(checklist);
        m_checklist = *checklist;
        RunRecord run;
        run.providerId = *provider;
        run.evaluationId = m_evaluation;
        run.probe = QStringLiteral("tb-node");
        run.status = RunStatus::Ok;
        auto id = TB_DB(m_store, RunRepository(db).create(run));
        QVERIFY(id);
        m_run = *id;
    }

    void acceptedSuggestionsAreConfirmedTogether() {
        const auto st = TB_DB(m_store, EvidenceWorkflow(db).answerSuggestions(
                                           {answer(QStringLiteral("networking.pcie_acs"), Verdict::Fail),
                                            answer(QStringLiteral("security.container_toolkit"), Verdict::Pass)}));
        QVERIFY2(st, st ? "" : qPrintable(st.error().toString()));
        QCOMPARE(verdictOf(QStringLiteral("networking.pcie_acs")), QStringLiteral("fail"));
        QCOMPARE(verdictOf(QStringLiteral("security.container_toolkit")), QStringLiteral("pass"));
        QCOMPARE(TB_DB(m_store,
                       count(db, QStringLiteral("SELECT COUNT(*) FROM verdict_evidence WHERE run_id = %1").arg(m_run))),
                 2);
    }

    void oneRefusedAnswerWritesNone() {
        SuggestionAnswer bad = answer(QStringLiteral("security.container_toolkit"), Verdict::Pass);
        bad.checkItemId = 987654;  // no such item in this evaluation
        const auto st = TB_DB(m_store, EvidenceWorkflow(db).answerSuggestions(
                                           {answer(QStringLiteral("networking.pcie_acs"), Verdict::Fail), bad}));
        QVERIFY(!st);
        QCOMPARE(verdictOf(QStringLiteral("networking.pcie_acs")), QStringLiteral("unknown"));
        QCOMPARE(TB_DB(m_store, count(db, QStringLiteral("SELECT COUNT(*) FROM verdict_evidence"))), 0);
    }

    // The suggestion table maps check statuses to verdicts; a status it names that is not one is refused by name
    // instead of silently never matching. A check whose stored status is not a status suggests nothing.
    void suggestionStatusesAreTyped() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"statusVerdicts": {"pass": "pass", "failed": "fail"}, "checks": []})");
        f.close();
        const auto bad = NodeCheckSuggestions::load(path);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message.contains(QLatin1String("failed")), qPrintable(bad.error().message));
        auto checks = NodeCheckSuggestions::load();
        QVERIFY(checks);
        const auto fail = checks->suggest({{1, QStringLiteral("pcie.acs"), FindingStatus::Fail, QString()}});
        QVERIFY(!fail.isEmpty());
        QCOMPARE(fail.at(0).verdict, Verdict::Fail);
        // A check without a status (the typed form of a word that was not one) suggests nothing.
        QVERIFY(checks->suggest({{1, QStringLiteral("pcie.acs"), FindingStatus::None, QString()}}).isEmpty());
    }

    void aRunProposesTheItemsItIsEvidenceFor() {
        auto items = RunEvidenceItems::load();
        QVERIFY2(items, items ? "" : qPrintable(items.error().toString()));
        auto checks = NodeCheckSuggestions::load();
        QVERIFY(checks);
        auto recipes = RecipeBook::load(RecipeBook::builtinPath());
        QVERIFY(recipes);
        RunRecord run;
        run.probe = QStringLiteral("tb-coll");
        QStringList p = items->proposedFor(run, {}, &*checks, &*recipes);
        QVERIFY(!p.isEmpty());
        for (const QString& key : p) {
            QVERIFY2(key.startsWith(QStringLiteral("networking.")) || key == QStringLiteral("lifecycle.gpudirect_rdma"),
                     qPrintable(key));
        }
        QVERIFY(p.contains(QStringLiteral("networking.nccl_4node")));
        // An import proposes its tool's items and those its checks feed.
        run.kind = RunKind::Import;
        run.probe = QStringLiteral("kernel-log");
        p = items->proposedFor(run, {QStringLiteral("pcie.acs")}, &*checks, &*recipes);
        QVERIFY(p.contains(QStringLiteral("reliability.xid_sxid")));
        QVERIFY(p.contains(QStringLiteral("networking.pcie_acs")));
        run.kind = RunKind::Recipe;
        run.probe = QStringLiteral("container_pull");
        QCOMPARE(items->proposedFor(run, {}, &*checks, &*recipes),
                 QStringList{QStringLiteral("storage.container_pull")});
        // tb-storage and an imported fio output are evidence of the storage performance items (issue 39).
        for (const char* storage : {"tb-storage", "fio"}) {
            run.kind = QLatin1String(storage) == QLatin1String("fio") ? RunKind::Import : RunKind::Probe;
            run.probe = QString::fromLatin1(storage);
            QCOMPARE(items->proposedFor(run, {}, &*checks, &*recipes),
                     (QStringList{QStringLiteral("storage.read_perf"), QStringLiteral("storage.write_perf")}));
        }
        run.kind = RunKind::Probe;
        run.probe = QStringLiteral("tb-node");
        p = items->proposedFor(run, {}, &*checks, &*recipes);
        QVERIFY(p.contains(QStringLiteral("reliability.xid_sxid")) &&
                p.contains(QStringLiteral("networking.pcie_acs")));
        // Every proposal names an item of the current rubric.
        QFile file(RunEvidenceItems::builtinPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray json = file.readAll();
        int named = 0;
        for (const QByteArray& part : json.split('"')) {
            const QString key = QString::fromLatin1(part);
            if (QRegularExpression(QStringLiteral("^[a-z]+\\.[a-z0-9_]+$")).match(key).hasMatch() &&
                !key.startsWith(QStringLiteral("clustermax")) && !key.contains(QStringLiteral("json"))) {
                QVERIFY2(m_checklist.rubric.item(key), qPrintable(key));
                ++named;
            }
        }
        QVERIFY(named >= 15);
    }

    // Loop 4: a two-rank tb-coll run on one host with the host backend proposed "Four-node NCCL tests". Only what
    // the run's shape (nodes, ranks, backend) can evidence is proposed; an unknown shape rules nothing out.
    void aRunsShapeLimitsWhatItIsProposedFor() {
        auto items = RunEvidenceItems::load();
        QVERIFY2(items, items ? "" : qPrintable(items.error().toString()));
        RunRecord host;
        host.kind = RunKind::Probe;
        host.probe = QStringLiteral("tb-coll");
        host.nodeId = 7;
        host.args = QJsonObject{{QStringLiteral("argv"),
                                 QJsonArray{QStringLiteral("tb-coll"), QStringLiteral("--ranks"), QStringLiteral("2"),
                                            QStringLiteral("--backend"), QStringLiteral("host")}}};
        host.env = QJsonObject{{QStringLiteral("backend"), QStringLiteral("host")}};
        const auto shape = RunEvidenceItems::shapeOf(host);
        QCOMPARE(shape.nodes, std::optional<int>(1));
        QCOMPARE(shape.ranks, std::optional<int>(2));
        QCOMPARE(shape.gpu, std::optional<bool>(false));
        QCOMPARE(items->proposedFor(host, {}, nullptr, nullptr), QStringList());
        // The same probe on one node's GPUs: NCCL defaults, not four nodes or the fabric.
        RunRecord gpu = host;
        gpu.env = QJsonObject{{QStringLiteral("backend"), QStringLiteral("cuda")}};
        gpu.args = QJsonObject{};
        QStringList p = items->proposedFor(gpu, {}, nullptr, nullptr);
        QVERIFY2(p.contains(QStringLiteral("networking.nccl_defaults")), qPrintable(p.join(u',')));
        QVERIFY(!p.contains(QStringLiteral("networking.nccl_4node")));
        QVERIFY(!p.contains(QStringLiteral("networking.fabric")));
        // A four-node job through the scheduler: all of them.
        RunRecord job = gpu;
        job.args = QJsonObject{{QStringLiteral("nodes"), 4}, {QStringLiteral("tasks_per_node"), 8}};
        p = items->proposedFor(job, {}, nullptr, nullptr);
        QVERIFY(p.contains(QStringLiteral("networking.nccl_4node")) && p.contains(QStringLiteral("networking.fabric")));
        // An import with no node count (nothing known): nothing ruled out; a hostile count rules nothing out either.
        RunRecord imported;
        imported.kind = RunKind::Import;
        imported.probe = QStringLiteral("nccl-tests");
        imported.args = QJsonObject{{QStringLiteral("nodes"), QStringLiteral("-1e300")}};
        QVERIFY(items->proposedFor(imported, {}, nullptr, nullptr).contains(QStringLiteral("networking.nccl_4node")));

        // Issue 38.8: an 8-rank nccl-tests import whose rank lines all name one host is a one-node run, as
        // ImportService stores it (rankCount and the devices with their hosts).
        QJsonArray devices;
        for (int rank = 0; rank < 8; ++rank) {
            devices << QJsonObject{{QStringLiteral("rank"), rank}, {QStringLiteral("host"), QStringLiteral("gpu-a")}};
        }
        RunRecord oneHost;
        oneHost.kind = RunKind::Import;
        oneHost.probe = QStringLiteral("nccl-tests");
        oneHost.args = QJsonObject{{QStringLiteral("rankCount"), 8}, {QStringLiteral("devices"), devices}};
        QCOMPARE(RunEvidenceItems::shapeOf(oneHost).nodes, std::optional<int>(1));
        QCOMPARE(RunEvidenceItems::shapeOf(oneHost).ranks, std::optional<int>(8));
        p = items->proposedFor(oneHost, {}, nullptr, nullptr);
        QVERIFY2(
            !p.contains(QStringLiteral("networking.nccl_4node")) && !p.contains(QStringLiteral("networking.fabric")),
            qPrintable(p.join(u',')));
        // Spread over four hosts, it is proposed for them.
        RunRecord fourHosts = oneHost;
        QJsonArray spread;
        for (int rank = 0; rank < 8; ++rank) {
            spread << QJsonObject{{QStringLiteral("rank"), rank},
                                  {QStringLiteral("host"), QStringLiteral("gpu-%1").arg(rank / 2)}};
        }
        fourHosts.args[QStringLiteral("devices")] = spread;
        QCOMPARE(RunEvidenceItems::shapeOf(fourHosts).nodes, std::optional<int>(4));
        QVERIFY(items->proposedFor(fourHosts, {}, nullptr, nullptr).contains(QStringLiteral("networking.nccl_4node")));
        // Fewer listed ranks than the run had (a capped list): the hosts are a lower bound and rule nothing out.
        RunRecord partial = oneHost;
        partial.args[QStringLiteral("rankCount")] = 16;
        QCOMPARE(RunEvidenceItems::shapeOf(partial).nodes, std::optional<int>());
    }

    // Issue 38.7: tb-node on a bare node (this machine: no GPU, no InfiniBand or RoCE device) waives the checks whose
    // subject it lacks. Accepting every suggestion of that run must not take an item out of the score: a missing
    // fabric is unknown, never N/A, so no criterion rises above what the other items give it.
    void aBareNodeSuggestsNoNotApplicable() {
        auto checks = NodeCheckSuggestions::load();
        QVERIFY(checks);
        const ParsedImport parsed = importtest::parse(QStringLiteral("tb-node-bare.jsonl"));
        QCOMPARE(parsed.runs.size(), 1);
        QVector<NodeCheckSuggestions::CheckFinding> found;
        for (const FindingRecord& f : parsed.runs.first().findings) {
            if (isCheck(f))
                found.push_back({qint64(found.size() + 1), f.key, f.status, f.detail});
        }
        QVERIFY(found.size() > 10);
        const QVector<VerdictSuggestion> suggested = checks->suggest(found);
        QMap<QString, Verdict> accepted;
        for (const VerdictSuggestion& s : suggested) {
            QVERIFY2(s.verdict != Verdict::NotApplicable, qPrintable(s.checkItemKey + QStringLiteral(": ") + s.reason));
            accepted.insert(s.checkItemKey, s.verdict);
        }
        QCOMPARE(accepted.value(QStringLiteral("networking.fabric"), Verdict::Pass), Verdict::Unknown);
        QCOMPARE(accepted.value(QStringLiteral("security.fabric_isolation"), Verdict::Pass), Verdict::Unknown);
        // Each criterion as an analyst had it (one other item judged partial, the rest unknown), then with every
        // suggestion accepted on top: no score above the one before.
        auto score = [&](bool withSuggestions) {
            ScoringInput input;
            QSet<QString> criteria;
            for (const VerdictSuggestion& s : suggested) {
                criteria.insert(s.checkItemKey.section(u'.', 0, 0));
            }
            qint64 id = 0;
            for (const QString& c : criteria) {
                input.criteria.push_back({++id, c, c, 1});
                input.verdicts.push_back(
                    {c, c + QStringLiteral(".judged"), c, 1, Verdict::Partial, QString(), QString()});
            }
            for (const VerdictSuggestion& s : suggested) {
                input.verdicts.push_back({s.checkItemKey.section(u'.', 0, 0), s.checkItemKey, s.checkItemKey, 1,
                                          withSuggestions ? s.verdict : Verdict::Unknown, QString(), s.reason});
            }
            QMap<QString, double> out;
            for (const CriterionSuggestion& c : ScoreSuggester().suggest(input))
                out.insert(c.key, c.score.value_or(-1));
            return out;
        };
        const auto before = score(false);
        const auto after = score(true);
        for (auto it = after.cbegin(); it != after.cend(); ++it) {
            QVERIFY2(
                it.value() <= before.value(it.key()),
                qPrintable(
                    QStringLiteral("%1 rose from %2 to %3").arg(it.key()).arg(before.value(it.key())).arg(it.value())));
        }
    }

    // Issue 38.7: a file cut short moves no score. Each import's checks go the way an analyst's confirmed suggestions
    // go (suggested verdicts, then the criterion's suggested score); the cut file must not score above the whole one.
    void aCutImportDoesNotRaiseTheSuggestedScore() {
        auto checks = NodeCheckSuggestions::load();
        QVERIFY(checks);
        auto scores = [&](const QString& file, const QString& format) {
            QMap<QString, std::optional<double>> out;
            const ParsedImport parsed = importtest::parse(file, format);
            QVector<NodeCheckSuggestions::CheckFinding> found;
            for (const ParsedRun& run : parsed.runs) {
                for (const FindingRecord& f : run.findings) {
                    if (isCheck(f))
                        found.push_back({qint64(found.size() + 1), f.key, f.status, f.detail});
                }
            }
            ScoringInput input;
            input.criteria = {{1, QStringLiteral("networking"), QStringLiteral("Networking"), 1},
                              {2, QStringLiteral("reliability"), QStringLiteral("Reliability"), 1}};
            for (const VerdictSuggestion& s : checks->suggest(found)) {
                input.verdicts.push_back({s.checkItemKey.section(u'.', 0, 0), s.checkItemKey, s.checkItemKey, 1,
                                          s.verdict, QString(), s.reason});
            }
            for (const CriterionSuggestion& c : ScoreSuggester().suggest(input))
                out.insert(c.key, c.score);
            return out;
        };
        const QList<QPair<const char*, const char*>> pairs{
            {"nvidia-smi-q-x.xml", "nvidia-smi-q-x-half.xml"},
            {"lspci-acs-on.txt", "lspci-acs-on-cut.txt"},
            {"ibv-devinfo.txt", "ibv-devinfo-cut.txt"},
        };
        for (const auto& [wholeFile, cutFile] : pairs) {
            const QString format = QString::fromLatin1(wholeFile).startsWith(QLatin1String("lspci"))
                                       ? QStringLiteral("lspci")
                                       : QStringLiteral("auto");
            const auto whole = scores(QString::fromLatin1(wholeFile), format);
            const auto cut = scores(QString::fromLatin1(cutFile), format);
            for (auto it = cut.cbegin(); it != cut.cend(); ++it) {
                if (!it.value())
                    continue;  // not scored: moves nothing
                const std::optional<double> before = whole.value(it.key());
                QVERIFY2(before && *it.value() <= *before,
                         qPrintable(QStringLiteral("%1 %2: cut %3, whole %4")
                                        .arg(QString::fromLatin1(cutFile), it.key())
                                        .arg(*it.value())
                                        .arg(before ? QString::number(*before) : QStringLiteral("none"))));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestEvidenceWorkflow)
#include "tst_EvidenceWorkflow.moc"
