// RunOrchestrator through a stand-in connection (tests/support/ScriptedConnection): the order of what it asks the
// node for (host key recorded, facts, bundle, run), that the probe's arguments reach the node quoted whatever they
// hold, that a recipe runs as a recipe, and that a launcher it does not have refuses the run before anything is
// sent or recorded.
#include "core/run/RunOrchestrator.h"
#include "core/session/ShellQuote.h"
#include "core/store/NodeRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "tests/support/ScriptedConnection.h"
#include "tests/support/StoreJob.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb;
using test::ScriptedConnection;

class TestRunOrchestrator : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<core::Store> m_store;
    qint64 m_provider = 0, m_eval = 0, m_node = 0;
    QString m_probes;

    qint64 count(const QString& table) {
        return TB_DB(m_store, [&] {
            QSqlQuery q(db);
            return q.exec(QStringLiteral("SELECT count(*) FROM ") + table) && q.next() ? q.value(0).toLongLong()
                                                                                       : qint64(-1);
        }());
    }

    core::RunRequest request() const {
        core::RunRequest r;
        r.providerId = m_provider;
        r.evaluationId = m_eval;
        r.nodeId = m_node;
        r.providerName = QStringLiteral("Acme");
        r.remoteDir = QStringLiteral("~/.cache/tb-orch");
        r.probesDir = m_probes;
        return r;
    }

private slots:
    void initTestCase() {
        auto store = core::Store::open(m_dir.filePath(QStringLiteral("o.sqlite")));
        QVERIFY2(store, store ? "" : qPrintable(store.error().toString()));
        m_store = *store;
        struct Ids {
            qint64 provider = 0, eval = 0, node = 0;
        };
        const Ids ids = TB_DB(m_store, [&] {
            Ids i;
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('Acme')"))) {
                i.provider = q.lastInsertId().toLongLong();
            }
            if (q.exec(QStringLiteral("INSERT INTO evaluation (provider_id, rubric_id) SELECT %1, id FROM "
                                      "rubric_version ORDER BY id DESC LIMIT 1")
                           .arg(i.provider))) {
                i.eval = q.lastInsertId().toLongLong();
            }
            core::NodeRecord n;
            n.evaluationId = i.eval;
            n.name = QStringLiteral("gpu-node-1");
            n.host = QStringLiteral("192.0.2.10");
            i.node = core::NodeRepository(db).add(n).valueOr(0);
            return i;
        }());
        m_provider = ids.provider;
        m_eval = ids.eval;
        m_node = ids.node;
        QVERIFY(m_provider > 0 && m_eval > 0 && m_node > 0);
        m_probes = m_dir.filePath(QStringLiteral("probes"));
        QVERIFY(QDir().mkpath(m_probes));
        QFile f(m_probes + QStringLiteral("/CMakeLists.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("project(stand_in)\n");
    }

    void aProbeIsDeployedThenRunWithItsArgumentsQuoted() {
        ScriptedConnection node;
        core::SshTarget target;
        target.host = QStringLiteral("192.0.2.10");
        core::FixedPrompter prompter(true);
        QVERIFY(node.connect(target, prompter));
        const auto bundle = core::ProbeBundle::fromDirectory(m_probes, core::ProbeBundle::Kind::Sources);
        QVERIFY(bundle);
        node.reply(
            {.match = QStringLiteral("uname -m"), .out = "arch=x86_64\nglibc=glibc 2.36\nhave=g++\nhave=cmake\n"});
        node.reply({.match = QStringLiteral(".tb-ready"), .out = bundle->hash.toLatin1() + '\n'});  // cached
        node.reply({.match = QStringLiteral("tb-membw"),
                    .out = "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"value\":1,\"unit\":\"GB/s\"}\n"});
        core::RunRequest r = request();
        r.probe = QStringLiteral("tb-membw");
        const QString hostile = QStringLiteral("64K; touch /tmp/tb-orch-pwned '$(id)'");
        r.probeArgs = {QStringLiteral("--sizes"), hostile};
        QStringList log;
        auto run = core::RunOrchestrator(m_store).run(node, r, {}, [&](const QString& l) { log << l; });
        QVERIFY2(run, run ? "" : qPrintable(run.error().toString()));
        QCOMPARE(run->outcome.status, core::RunStatus::Ok);
        QVERIFY(run->deploy && run->deploy->cached);
        // Facts and the marker before the run; the run is the last command, and the hostile word arrives as one
        // quoted argument.
        const int facts = node.indexOf(QStringLiteral("uname -m"));
        const int marker = node.indexOf(QStringLiteral(".tb-ready"));
        const int probe = node.indexOf(QStringLiteral("tb-membw"));
        QVERIFY(facts >= 0 && facts < marker && marker < probe);
        QCOMPARE(probe, int(node.commands().size()) - 1);
        const QString line = node.commands().at(probe);
        QVERIFY2(line.endsWith(core::ShellQuote::join({QStringLiteral("--sizes"), hostile})), qPrintable(line));
        QVERIFY2(line.startsWith(core::ShellQuote::path(run->deploy->binDir + QStringLiteral("/tb-membw"))),
                 qPrintable(line));
        // The node's host key is recorded; the run row says what was asked for.
        const auto stored = TB_DB(m_store, core::NodeRepository(db).get(m_node));
        QVERIFY(stored);
        QCOMPARE(stored->hostKeyFingerprint, QStringLiteral("SHA256:stand-in"));
        const auto record = TB_DB(m_store, core::RunRepository(db).get(run->outcome.runId));
        QVERIFY(record);
        QCOMPARE(record->kind, core::RunKind::Probe);
        QCOMPARE(record->nodeId, std::optional<qint64>(m_node));
        QCOMPARE(record->bundleHash, bundle->hash);
        QCOMPARE(record->args.value(QStringLiteral("argv")).toArray().at(1).toString(), hostile);
    }

    void aRecipeRunsItsScriptAsARecipe() {
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("stand_in_timing"),
                    .out = "{\"tb\":1,\"type\":\"sample\",\"metric\":\"recipe.stand_in_timing.seconds\",\"value\":0.5,"
                           "\"unit\":\"s\"}\n"});
        core::Recipe recipe;
        recipe.name = QStringLiteral("stand_in_timing");
        recipe.checkItem = QStringLiteral("storage.container_pull");
        recipe.timeoutS = 42;
        recipe.variants = {{QString(), {{QStringLiteral("true")}}}};
        core::RunRequest r = request();
        r.recipe = recipe;
        auto run = core::RunOrchestrator(m_store).run(node, r, {});
        QVERIFY2(run, run ? "" : qPrintable(run.error().toString()));
        QVERIFY(!run->deploy);  // recipes need no bundle
        QCOMPARE(node.indexOf(QStringLiteral("uname -m")), -1);
        QCOMPARE(run->outcome.status, core::RunStatus::Ok);
        QCOMPARE(run->outcome.samples, 1);
        const auto record = TB_DB(m_store, core::RunRepository(db).get(run->outcome.runId));
        QVERIFY(record);
        QCOMPARE(record->kind, core::RunKind::Recipe);
        QCOMPARE(record->probe, QStringLiteral("stand_in_timing"));
        QCOMPARE(record->args.value(QStringLiteral("check_item")).toString(), QStringLiteral("storage.container_pull"));
    }

    // srun needs a cluster behind the node: on a plain node the run is refused before anything is sent or stored.
    void srunOnANodeWithoutAClusterRefusesBeforeAnythingHappens() {
        ScriptedConnection node;
        const qint64 runsBefore = count(QStringLiteral("probe_run"));
        core::RunRequest r = request();
        r.probe = QStringLiteral("tb-node");
        r.launcher = core::LauncherKind::Slurm;
        auto run = core::RunOrchestrator(m_store).run(node, r, {});
        QVERIFY(!run);
        QVERIFY2(run.error().code == core::ErrorCode::NotFound, qPrintable(run.error().toString()));
        QVERIFY2(run.error().message.contains(QStringLiteral("login node")), qPrintable(run.error().toString()));
        QVERIFY(node.commands().isEmpty());
        QCOMPARE(count(QStringLiteral("probe_run")), runsBefore);
    }

    void nothingToRunIsAnInvalidArgument() {
        ScriptedConnection node;
        auto run = core::RunOrchestrator(m_store).run(node, request(), {});
        QVERIFY(!run);
        QCOMPARE(run.error().code, core::ErrorCode::InvalidArgument);
    }
};

QTEST_GUILESS_MAIN(TestRunOrchestrator)
#include "tst_RunOrchestrator.moc"
