// Plan files of the engagement (issue 33 item 2): the shipped plans load against the database's rubrics, a plan that
// is malformed or names what this Tierbench does not have is refused with its line, and the dry run's estimate
// follows each scope.
#include "core/domain/JsonLineMap.h"
#include "core/engagement/PlanEstimate.h"
#include "core/engagement/PlanLoader.h"
#include "core/run/Recipe.h"
#include "core/store/Store.h"
#include "tests/support/TestDatabase.h"

#include <QJsonArray>

#include <algorithm>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace tb::core;

namespace {

// A small plan, one step per line group, so a test can point at the line it broke.
QByteArray planText(const QString& step) {
    return QStringLiteral(R"({
  "format": "tierbench-plan",
  "schema": 1,
  "name": "t",
  "version": "1",
  "title": "T",
  "rubric": "2.0",
  "phases": [
    {
      "name": "audit",
      "steps": [
        {"name": "first", "kind": "probe", "probe": "tb-node"}%1
      ]
    }
  ]
})")
        .arg(step)
        .toUtf8();
}

}  // namespace

class tst_EngagementPlan : public QObject {
    Q_OBJECT

    tb::test::TestDatabase m_db;
    PlanVocabulary m_words;

    // The refusal's detail is "line N"; N, or 0 when it is not.
    static int lineOf(const Error& e) {
        return e.detail.startsWith(QLatin1String("line ")) ? e.detail.mid(5).toInt() : 0;
    }
    Error refused(const QString& step) const {
        auto plan = PlanLoader::parse(planText(step), m_words, QStringLiteral("t.json"));
        return plan ? Error{} : plan.error();
    }

private slots:
    void initTestCase() {
        TB_OPEN_TEST_DATABASE(where, m_db, QStringLiteral("plans.tierbench"));
        auto store = Store::open(where);
        QVERIFY2(store, store ? "" : qPrintable(store.error().toString()));
        auto words = (*store)->run([](QSqlDatabase& db) { return PlanVocabulary::current(db); });
        QVERIFY2(words, words ? "" : qPrintable(words.error().toString()));
        m_words = *words;
        QVERIFY(m_words.rubricItems.contains(QStringLiteral("2.0")));
        QVERIFY(m_words.probes.contains(QStringLiteral("tb-coll")));
        QVERIFY(m_words.recipes.contains(QStringLiteral("import_torch")));
    }

    void shippedPlansLoad() {
        const QStringList names = PlanLoader::builtinNames();
        QVERIFY2(names.contains(QStringLiteral("smoke")) && names.contains(QStringLiteral("clustermax-3.0")),
                 qPrintable(names.join(u',')));
        for (const QString& name : names) {
            auto plan = PlanLoader::find(name, m_words);
            QVERIFY2(plan, plan ? "" : qPrintable(plan.error().toString()));
            QCOMPARE(plan->name, name);
            QVERIFY(!plan->steps().isEmpty());
            for (const PlanStep& s : plan->steps()) {
                QVERIFY2(s.line > 1, qPrintable(s.name));
                QVERIFY(s.deadlineMin >= s.expectedMin);
            }
        }
        // The smoke plan is what its issue names: tb-node, tb-membw, tb-coll and a timing recipe, on one node.
        auto smoke = PlanLoader::find(QStringLiteral("smoke"), m_words);
        QStringList targets;
        for (const PlanStep& s : smoke->steps()) {
            targets << s.target;
            QCOMPARE(s.scope, PlanScope::Once);
        }
        QCOMPARE(targets, (QStringList{QStringLiteral("tb-node"), QStringLiteral("tb-membw"), QStringLiteral("tb-coll"),
                                       QStringLiteral("import_torch")}));
        const PlanEstimate e = PlanEstimate::of(*smoke, {QStringLiteral("gpu-1")});
        QVERIFY(!e.overBudget());
        QVERIFY(e.nodeHours > 0 && e.nodeHours < 0.5);  // a few minutes on one node
        // ClusterMAX 3.0 measures every storage tier with tb-storage, each step evidence of read or write performance.
        auto cm3 = PlanLoader::find(QStringLiteral("clustermax-3.0"), m_words);
        QStringList tiers;
        int reads = 0, writes = 0;
        for (const PlanStep& s : cm3->steps()) {
            if (s.target != QLatin1String("tb-storage"))
                continue;
            tiers << s.args.value(s.args.indexOf(QStringLiteral("--dir")) + 1);
            reads += s.evidences == QStringList{QStringLiteral("storage.read_perf")} ? 1 : 0;
            writes += s.evidences == QStringList{QStringLiteral("storage.write_perf")} ? 1 : 0;
        }
        tiers.removeDuplicates();
        QCOMPARE(tiers, (QStringList{QStringLiteral("~"), QStringLiteral("/data"), QStringLiteral("/scratch")}));
        QCOMPARE(reads, 6);
        QCOMPARE(writes, 6);
        QVERIFY(!PlanEstimate::of(*cm3, {QStringLiteral("gpu-1")}).overBudget());
        // Its lifecycle timings run on each of those tiers, and the training on every GPU over a doubling world.
        QStringList recipeTiers;
        QSet<QString> recipesPerTier;
        bool training = false;
        for (const PlanStep& s : cm3->steps()) {
            if (s.kind == PlanStepKind::Recipe && !s.args.isEmpty()) {
                recipeTiers << s.args.value(1);
                recipesPerTier.insert(s.target);
            }
            if (s.target == QLatin1String("tb-train")) {
                training = s.scope == PlanScope::WorldDoubling &&
                           s.evidences.contains(QStringLiteral("networking.pytorch_mfu")) &&
                           s.args == QStringList{QStringLiteral("--nproc-per-node"), QStringLiteral("gpu")};
            }
        }
        QVERIFY(training);
        // Where torchtitan is installed, its own Llama 3.1 8B config runs too, and its log is read.
        const QVector<PlanStep> all = cm3->steps();  // a copy: begin() and end() must come from one vector
        const auto titan = std::find_if(all.begin(), all.end(), [](const PlanStep& s) {
            return s.kind == PlanStepKind::Recipe && s.target == QLatin1String("torchtitan_llama3_8b");
        });
        QVERIFY(titan != all.end());
        QVERIFY(titan->evidences.contains(QStringLiteral("networking.pytorch_mfu")));
        QCOMPARE(RecipeBook::builtin()->find(titan->target)->importLog, QStringLiteral("torchtitan-log"));
        QCOMPARE(recipeTiers.count(QStringLiteral("/data")), int(recipesPerTier.size()));
        recipeTiers.removeDuplicates();
        QCOMPARE(recipeTiers, (QStringList{QStringLiteral("~"), QStringLiteral("/data"), QStringLiteral("/scratch")}));
        for (const char* r : {"pytorch_install", "uv_install_torch", "pip_install_vllm", "uv_install_vllm",
                              "import_torch_venv", "container_pull_dockerhub", "container_pull_ghcr", "container_pull",
                              "model_pull_hf", "model_pull_modelscope", "vllm_serve"}) {
            QVERIFY2(recipesPerTier.contains(QLatin1String(r)), r);
        }
        // A 32-GPU engagement (4 nodes) stays within the plan's budget.
        QVERIFY(!PlanEstimate::of(
                     *cm3, {QStringLiteral("n1"), QStringLiteral("n2"), QStringLiteral("n3"), QStringLiteral("n4")})
                     .overBudget());
    }

    void refusalsNameTheLine() {
        // Each broken step sits on line 13 of planText; the refusal points there.
        const struct {
            const char* step;
            const char* says;
        } cases[] = {
            {R"(        {"name": "x", "kind": "probe", "probe": "tb-nope"})", "unknown probe"},
            {R"(        {"name": "x", "kind": "recipe", "recipe": "make_coffee"})", "unknown recipe"},
            {R"(        {"name": "x", "kind": "teleport", "probe": "tb-node"})", "unknown kind"},
            {R"(        {"name": "x", "kind": "probe", "probe": "tb-node", "scope": "everywhere"})", "unknown scope"},
            {R"(        {"name": "x", "kind": "probe", "probe": "tb-node", "evidences": ["security.nope"]})",
             "no item"},
            {R"(        {"name": "x", "kind": "probe", "probe": "tb-coll", "args": ["--sizes", "lots"]})", "x:"},
            {R"(        {"name": "first", "kind": "probe", "probe": "tb-node"})", "used twice"},
            {R"(        {"name": "X Y", "kind": "probe", "probe": "tb-node"})", "must be lower-case"},
            {R"(        {"name": "x", "kind": "probe", "probe": "tb-node", "deadline_min": 0})", "whole number"},
            {R"(        {"name": "x", "kind": "probe", "probe": "tb-node", "expected_min": 60, "deadline_min": 30})",
             "deadline is shorter"},
            {R"(        {"name": "x", "kind": "probe", "probe": "tb-node", "destructive": "yes"})", "true or false"},
            {R"(        {"name": "x", "kind": "probe", "probe": "tb-node", "sudo": true})", "no field"},
            {R"(        {"name": "x", "kind": "import", "format": "nccl-tests", "path": "../../etc/shadow"})",
             "inside the engagement's folder"},
            {R"(        {"name": "x", "kind": "audit", "audit": "everything"})", "\"scheduler\" or \"nodes\""},
            {R"(        {"name": "x", "kind": "import", "format": "no-such-tool", "path": "out.json"})",
             "unknown import format"},
            {R"(        {"name": "x", "kind": "recipe", "recipe": "import_torch", "args": ["--dir", "data"]})",
             "--dir wants a folder"},
            {R"(        {"name": "x", "kind": "recipe", "recipe": "import_torch", "args": ["--dir", "/a/../etc"]})",
             "--dir wants a folder"},
            {R"(        {"name": "x", "kind": "recipe", "recipe": "import_torch", "args": ["--quick"]})",
             "one argument, --dir DIR"},
            {R"(        {"name": "x", "kind": "audit", "audit": "nodes", "args": ["--dir", "/data"]})",
             "only a probe or a recipe"},
            {R"(        {"name": "x", "kind": "probe", "probe": "tb-train", "args": ["--steps", "0"]})", "x:"},
        };
        for (const auto& c : cases) {
            const QString step = QStringLiteral(",\n") + QString::fromUtf8(c.step);
            const Error e = refused(step);
            QVERIFY2(e.code == ErrorCode::InvalidArgument, c.step);
            QVERIFY2(e.message.contains(QString::fromUtf8(c.says)), qPrintable(e.message));
            QVERIFY2(e.message.contains(QLatin1String("t.json")), qPrintable(e.message));
            QCOMPARE(lineOf(e), 13);
        }
        // A syntax error: Parse, with the line it is on.
        const QByteArray broken = planText(QStringLiteral(",\n        {\"name\": \"x\" \"kind\": \"probe\"}"));
        auto plan = PlanLoader::parse(broken, m_words);
        QVERIFY(!plan);
        QCOMPARE(plan.error().code, ErrorCode::Parse);
        QCOMPARE(lineOf(plan.error()), 13);
        // Not a plan at all, a future schema, a rubric the database lacks, too big.
        QVERIFY(!PlanLoader::parse(R"({"format":"something-else"})", m_words));
        QByteArray future = planText(QString());
        future.replace("\"schema\": 1", "\"schema\": 2");
        QVERIFY(PlanLoader::parse(future, m_words).error().message.contains(QLatin1String("schema 2")));
        QByteArray rubric = planText(QString());
        rubric.replace("\"2.0\"", "\"9.9\"");
        QCOMPARE(lineOf(PlanLoader::parse(rubric, m_words).error()), 7);
        QCOMPARE(PlanLoader::parse(QByteArray(PlanLoader::kMaxBytes + 1, ' '), m_words).error().code,
                 ErrorCode::TooLarge);
        // Deep nesting does not take the process down.
        QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
        QVERIFY(!PlanLoader::parse(deep, m_words));
        tb::core::JsonLineMap map(deep);
        QCOMPARE(map.line(QStringLiteral("[0][0]")), 1);
        // A plan that is fine loads, the step's line kept.
        auto ok = PlanLoader::parse(planText(QStringLiteral(",\n        {\"name\": \"x\", \"kind\": \"recipe\", "
                                                            "\"recipe\": \"whois\", \"destructive\": true}")),
                                    m_words);
        QVERIFY2(ok, ok ? "" : qPrintable(ok.error().toString()));
        QCOMPARE(ok->steps().size(), 2);
        QCOMPARE(ok->steps().at(1).line, 13);
        QVERIFY(ok->steps().at(1).destructive);
        QVERIFY(!PlanLoader::find(QStringLiteral("no-such-plan"), m_words));
    }

    void estimateFollowsTheScope() {
        QCOMPARE(PlanEstimate::worldSizes(1), (QVector<int>{1}));
        QCOMPARE(PlanEstimate::worldSizes(4), (QVector<int>{1, 2, 4}));
        QCOMPARE(PlanEstimate::worldSizes(6), (QVector<int>{1, 2, 4, 6}));
        EngagementPlan plan;
        plan.budgetNodeHours = 10;
        PlanPhase phase;
        phase.name = QStringLiteral("performance");
        auto step = [&](const char* name, PlanScope scope, int expected, bool destructive = false) {
            PlanStep s;
            s.name = QString::fromLatin1(name);
            s.phase = phase.name;
            s.scope = scope;
            s.expectedMin = expected;
            s.deadlineMin = 2 * expected;
            s.destructive = destructive;
            phase.steps << s;
        };
        step("once", PlanScope::Once, 60);
        step("each", PlanScope::EachNode, 60);
        step("pairs", PlanScope::EachPair, 60);
        step("whole", PlanScope::Cluster, 60);
        step("grow", PlanScope::WorldDoubling, 60);
        step("reboot", PlanScope::EachNode, 60, true);
        plan.phases << phase;
        const QStringList nodes{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")};
        PlanEstimate e = PlanEstimate::of(plan, nodes);
        QCOMPARE(e.steps.size(), 6);
        QCOMPARE(e.steps[0].where, QStringList{QStringLiteral("a")});
        QCOMPARE(e.steps[1].where.size(), 4);
        QCOMPARE(e.steps[2].where.size(), 6);  // 4 choose 2
        QCOMPARE(e.steps[2].where.first(), QStringLiteral("a + b"));
        QCOMPARE(e.steps[3].nodesPerInstance, 4);
        QCOMPARE(e.steps[4].where.size(), 3);    // 1, 2, 4 nodes
        QVERIFY(!e.steps[5].leftOut.isEmpty());  // destructive without consent
        // Node-hours: 1 + 4 + 12 + 4 + 7 = 28, over the budget of 10; twice that at the deadlines.
        QCOMPARE(e.nodeHours, 28.0);
        QCOMPARE(e.ceilingNodeHours, 56.0);
        QVERIFY(e.overBudget());
        e = PlanEstimate::of(plan, nodes, {}, true);
        QCOMPARE(e.nodeHours, 32.0);
        e = PlanEstimate::of(plan, nodes, {QStringLiteral("reliability")}, true);
        QCOMPARE(e.nodeHours, 0.0);
        e = PlanEstimate::of(plan, {QStringLiteral("solo")});
        QVERIFY(!e.steps[2].leftOut.isEmpty());  // a pair needs two nodes
        QCOMPARE(e.nodeHours, 4.0);              // once, each (1), whole (1), grow (1 at size 1)
    }
};

QTEST_GUILESS_MAIN(tst_EngagementPlan)
#include "tst_EngagementPlan.moc"
