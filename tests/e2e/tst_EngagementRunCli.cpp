// Issue 33 items 3, 4 and 7 on a plain node, through the real tierbench-cli and the loopback sshd: the smoke plan
// runs to its end with each finished step's output stored once as a run attached to its rubric items; `kill -9` of
// the CLI during `engagement wait` and a second `wait` finish without running or importing any step twice; a
// destructive step without consent is left out and recorded so; a used-up budget pauses the engagement.
#include "tests/support/CliNode.h"
#include "tests/support/CliRunner.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/TorchtitanStandIn.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace Qt::StringLiterals;

class tst_EngagementRunCli : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;
    tb::test::SshdFixture m_sshd;
    std::unique_ptr<tb::test::TorchtitanStandIn> m_titan;
    QTemporaryDir m_tmp;
    QString m_binary, m_db;
    tb::test::CliNode m_node;

    tb::test::CliRunner runner(int timeoutMs = 480000) const { return tb::test::CliNode::cli(m_db, timeoutMs); }
    Run cli(const QStringList& args, int timeoutMs = 480000) { return runner(timeoutMs).run(args); }
    QStringList ssh() const { return m_node.ssh; }
    // `engagement wait` (JSON) until nothing of engagement `id` runs any more.
    Run waitFor(qint64 id) {
        return cli({u"engagement"_s, u"wait"_s, u"--id"_s, QString::number(id), u"--interval"_s, u"1"_s, u"--json"_s});
    }
    QVariant sql(const QString& statement) { return tb::test::peekSqlite(m_db, statement); }

    // A plan of our own: tb-node, a host-backend copy sweep that takes a few seconds, and import_torch (which fails
    // quickly where there is no torch: a failed step is a finished one too).
    static QJsonObject planStep(const QString& name, const QString& kind, const QString& what,
                                const QJsonObject& more = {}) {
        QJsonObject o = more;
        o.insert(u"name"_s, name);
        o.insert(u"kind"_s, kind);
        o.insert(kind, what);
        o.insert(u"expected_min"_s, 0);
        o.insert(u"deadline_min"_s, 10);
        return o;
    }
    // secondCopy: a second copy sweep before the recipe, so a pause that comes after the first one lands while the
    // second runs (the supervisor stops after the running step).
    QString writePlan(const QString& name, double budget, const QJsonArray& extraSteps = {}, bool secondCopy = false,
                      const QString& rubric = u"2.0"_s) {
        QJsonArray steps{
            planStep(u"node-checks"_s, u"probe"_s, u"tb-node"_s,
                     {{u"evidences"_s, QJsonArray{u"reliability.xid_sxid"_s}}}),
            planStep(
                u"copy"_s, u"probe"_s, u"tb-membw"_s,
                {{u"args"_s, QJsonArray{u"--backend"_s, u"host"_s, u"--sizes"_s, u"64M"_s, u"--iters"_s, u"40"_s}}}),
            planStep(u"torch"_s, u"recipe"_s, u"import_torch"_s)};
        if (secondCopy) {
            QJsonObject again = steps[1].toObject();
            again.insert(u"name"_s, u"copy-again"_s);
            steps.insert(2, again);
        }
        for (const QJsonValue& v : extraSteps) {
            steps << v;
        }
        const QJsonObject plan{
            {u"format"_s, u"tierbench-plan"_s},
            {u"schema"_s, 1},
            {u"name"_s, name},
            {u"version"_s, u"1.0"_s},
            {u"title"_s, name},
            {u"source"_s, u"tst_EngagementRunCli"_s},
            {u"rubric"_s, rubric},
            {u"budget_node_hours"_s, budget},
            {u"phases"_s,
             QJsonArray{QJsonObject{{u"name"_s, u"audit"_s}, {u"title"_s, u"Audit"_s}, {u"steps"_s, steps}}}}};
        const QString path = m_tmp.filePath(name + u".json"_s);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) {
            return {};
        }
        f.write(QJsonDocument(plan).toJson());
        return path;
    }
    qint64 start(const QStringList& extra) {
        const Run r = cli(QStringList{u"engagement"_s, u"start"_s, u"--provider"_s, m_node.provider} + ssh() + extra +
                          QStringList{u"--json"_s});
        if (r.code != 0) {
            qWarning("start: exit %d: %s", r.code, r.err.constData());
            return 0;
        }
        return r.json().toObject().value(u"id"_s).toInteger();
    }
    QJsonObject status(qint64 id) {
        return cli({u"engagement"_s, u"status"_s, u"--id"_s, QString::number(id), u"--offline"_s, u"--json"_s})
            .json()
            .toObject();
    }
    static QJsonObject step(const QJsonObject& status, const QString& instance) {
        for (const QJsonValue& v : status.value(u"steps"_s).toArray()) {
            if (v.toObject().value(u"instance"_s).toString() == instance) {
                return v.toObject();
            }
        }
        return {};
    }
    // How many runs the engagement's step instance has in the database, however they came there.
    int runsOfStep(qint64 id, const QString& instance) {
        return sql(u"SELECT count(*) FROM probe_run WHERE json_extract(args_json, '$.engagement') = %1 AND "
                   "json_extract(args_json, '$.step') = '%2'"_s.arg(id)
                       .arg(instance))
            .toInt();
    }

private slots:
    void initTestCase() {
        m_binary = qEnvironmentVariable("TB_BINARY_DIR") + u"/app/tierbench-cli"_s;
        QVERIFY2(QFileInfo(m_binary).isExecutable(), qPrintable(m_binary + u" is not built"_s));
        // The node's logins find the torchtitan stand-in (and its torchrun) as a node with torchtitan installed
        // would: on PATH and PYTHONPATH, set by the node's sshd. Nothing else of the plans uses either.
        m_titan = std::make_unique<tb::test::TorchtitanStandIn>();
        QVERIFY(m_titan->isValid());
        m_sshd.setUserEnvironment({m_titan->pathAssignment(), m_titan->pythonPathAssignment()});
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        m_db = m_tmp.filePath(u"engagement.sqlite"_s);
        const QString notReady = m_node.prepare(m_sshd, runner(), m_tmp.filePath(u"known_hosts"_s));
        QVERIFY2(notReady.isEmpty(), qPrintable(notReady));
    }

    void aClusterRunsOnlyAsADryRun() {
        const Run r = cli({u"engagement"_s, u"start"_s, u"--provider"_s, m_node.provider, u"--plan"_s, u"smoke"_s,
                           u"--cluster"_s, u"any"_s});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--dry-run"), r.err.constData());
        QCOMPARE(sql(u"SELECT count(*) FROM engagement"_s).toInt(), 0);
    }

    void smokePlanRunsToItsEnd() {
        const qint64 id = start({u"--plan"_s, u"smoke"_s});
        QVERIFY(id > 0);
        const Run w = waitFor(id);
        QVERIFY2(w.code == 0, w.err.constData());
        const QJsonObject s = w.json().toObject();
        QCOMPARE(s.value(u"state"_s).toString(), u"ended"_s);
        QCOMPARE(s.value(u"steps"_s).toArray().size(), 4);
        for (const QJsonValue& v : s.value(u"steps"_s).toArray()) {
            const QJsonObject o = v.toObject();
            const QString state = o.value(u"state"_s).toString();
            const bool endedOrFailed = state == u"ended"_s || state == u"failed"_s;
            // status-lint: foreign word (engagement_step.state keys, not a run's status)
            QVERIFY2(endedOrFailed, QJsonDocument(o).toJson().constData());
            QCOMPARE(o.value(u"runs"_s).toArray().size(), 1);
            QCOMPARE(o.value(u"attempt"_s).toInt(), 1);
            QCOMPARE(o.value(u"output_sha256"_s).toString().size(), 64);
        }
        // tb-node ends ok on any Linux node; its run holds its checks and is evidence of the step's rubric items.
        const QJsonObject checks = step(s, u"node-checks.0"_s);
        QCOMPARE(checks.value(u"state"_s).toString(), u"ended"_s);
        const qint64 run = checks.value(u"runs"_s).toArray().first().toInteger();
        QCOMPARE(sql(u"SELECT status FROM probe_run WHERE id = %1"_s.arg(run)).toString(), u"ok"_s);
        QVERIFY(sql(u"SELECT count(*) FROM finding WHERE run_id = %1"_s.arg(run)).toInt() > 0);
        QCOMPARE(sql(u"SELECT count(*) FROM verdict_evidence WHERE run_id = %1"_s.arg(run)).toInt(), 6);
        // Another status syncs again and imports nothing twice.
        const Run again = cli({u"engagement"_s, u"status"_s, u"--id"_s, QString::number(id), u"--json"_s});
        QVERIFY2(again.code == 0, again.err.constData());
        QCOMPARE(
            sql(u"SELECT count(*) FROM probe_run WHERE json_extract(args_json, '$.engagement') = %1"_s.arg(id)).toInt(),
            4);
        const Run listed = cli({u"engagement"_s, u"list"_s, u"--provider"_s, m_node.provider, u"--json"_s});
        QCOMPARE(listed.json().toArray().first().toObject().value(u"finished_steps"_s).toInt(), 4);
    }

    // Issue 33.3: the workbench may die at any moment; the node goes on and the next wait picks up.
    void killDuringWaitNeitherRerunsNorImportsTwice() {
        const QString plan = writePlan(u"kill"_s, 1);
        const qint64 id = start({u"--plan"_s, plan});
        QVERIFY(id > 0);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(u"SSH_AUTH_SOCK"_s);
        p.setProcessEnvironment(env);
        p.start(m_binary, QStringList{u"--db"_s, m_db, u"engagement"_s, u"wait"_s, u"--id"_s, QString::number(id),
                                      u"--interval"_s, u"1"_s});
        QVERIFY(p.waitForStarted());
        // Killed once the first step's output is in, while the copy sweep still runs on the node.
        QTRY_VERIFY_WITH_TIMEOUT(
            sql(u"SELECT count(*) FROM engagement_step WHERE engagement_id = %1 AND run_id IS NOT NULL"_s.arg(id))
                        .toInt() >= 1 ||
                p.state() != QProcess::Running,
            120000);
        QVERIFY2(p.state() == QProcess::Running, p.readAllStandardError().constData());
        ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(30000));
        const bool stillRunning =
            sql(u"SELECT state FROM engagement WHERE id = %1"_s.arg(id)).toString() == u"running"_s;
        // status-lint: foreign word (engagement.state keys, not a run's status)
        QVERIFY2(stillRunning, "the engagement ended before the kill: the copy step is too short to test this");
        const Run w = waitFor(id);
        QVERIFY2(w.code == 0, w.err.constData());
        const QJsonObject s = w.json().toObject();
        QCOMPARE(s.value(u"state"_s).toString(), u"ended"_s);
        for (const QJsonValue& v : s.value(u"steps"_s).toArray()) {
            const QJsonObject o = v.toObject();
            const QString instance = o.value(u"instance"_s).toString();
            QCOMPARE(o.value(u"attempt"_s).toInt(), 1);
            QCOMPARE(runsOfStep(id, instance), 1);
            QCOMPARE(o.value(u"runs"_s).toArray().size(), 1);
        }
    }

    void aDestructiveStepWithoutConsentIsLeftOut() {
        const QJsonArray destructive{planStep(u"pull"_s, u"recipe"_s, u"container_pull"_s, {{u"destructive"_s, true}})};
        const QString plan = writePlan(u"consent"_s, 1, destructive);
        const qint64 id = start({u"--plan"_s, plan, u"--phases"_s, u"audit"_s});
        QVERIFY(id > 0);
        const QJsonObject s = status(id);
        const QJsonObject pull = step(s, u"pull.0"_s);
        QCOMPARE(pull.value(u"state"_s).toString(), u"left_out"_s);
        QVERIFY2(pull.value(u"note"_s).toString().contains(u"consent"_s), qPrintable(pull.value(u"note"_s).toString()));
        QCOMPARE(s.value(u"consent_by"_s).toString(), QString());
        QCOMPARE(cli({u"engagement"_s, u"wait"_s, u"--id"_s, QString::number(id), u"--interval"_s, u"1"_s}).code, 0);
        // Never run: no attempt, no run.
        const QJsonObject after = step(status(id), u"pull.0"_s);
        QCOMPARE(after.value(u"attempt"_s).toInt(), 0);
        QVERIFY(after.value(u"runs"_s).toArray().isEmpty());
        QCOMPARE(runsOfStep(id, u"pull.0"_s), 0);
        // A retry is no way round the consent: refused with why, and the step stays out.
        const Run retried = cli({u"engagement"_s, u"retry"_s, u"--id"_s, QString::number(id), u"--step"_s, u"pull"_s});
        QVERIFY2(retried.code != 0 && retried.err.contains("was left out"), retried.err.constData());
        QCOMPARE(step(status(id), u"pull.0"_s).value(u"state"_s).toString(), u"left_out"_s);
        QCOMPARE(runsOfStep(id, u"pull.0"_s), 0);
        // With consent: who, when, which steps.
        const qint64 agreed = start({u"--plan"_s, plan, u"--consent"_s, u"destructive"_s});
        QVERIFY(agreed > 0);
        const QJsonObject a = status(agreed);
        QVERIFY(!a.value(u"consent_by"_s).toString().isEmpty());
        QVERIFY(!a.value(u"consent_at"_s).toString().isEmpty());
        QCOMPARE(a.value(u"consent_steps"_s).toArray(), QJsonArray{u"pull"_s});
        QCOMPARE(step(a, u"pull.0"_s).value(u"state"_s).toString().isEmpty(), false);
        QVERIFY(step(a, u"pull.0"_s).value(u"state"_s).toString() != u"left_out"_s);
        QCOMPARE(cli({u"engagement"_s, u"wait"_s, u"--id"_s, QString::number(agreed), u"--interval"_s, u"1"_s}).code,
                 0);
    }

    void aUsedUpBudgetPausesTheEngagement() {
        // 0.000001 node-hours is under 4 ms: the copy sweep alone uses it up.
        const QString plan = writePlan(u"budget"_s, 0.000001, {}, true);
        const qint64 id = start({u"--plan"_s, plan});
        QVERIFY(id > 0);
        const Run w = waitFor(id);
        QVERIFY2(w.code == 0, w.err.constData());
        const QJsonObject s = w.json().toObject();
        QCOMPARE(s.value(u"state"_s).toString(), u"paused"_s);
        QVERIFY2(s.value(u"state_note"_s).toString().contains(u"node-hours"_s),
                 qPrintable(s.value(u"state_note"_s).toString()));
        QVERIFY(s.value(u"node_hours_used"_s).toDouble() > 0.000001);
        // What had not started when it paused does not start.
        QCOMPARE(step(s, u"torch.0"_s).value(u"state"_s).toString(), u"waiting"_s);
        // Resumed by the analyst, it runs to its end.
        QCOMPARE(cli({u"engagement"_s, u"resume"_s, u"--id"_s, QString::number(id)}).code, 0);
    }

    // Issue 35.1 with issue 33's import steps: torchtitan's own Llama 3.1 8B run (the stand-in package under the real
    // torchrun, see TorchtitanStandIn) is a recipe step whose log is stored as well, per step, beside the timing; an
    // import step reads the same log from the folder the recipe left it in; an import step of a missing file and one
    // of a file that is not a torchtitan log fail, each saying why, and store nothing.
    void torchtitanStepsAndImportSteps() {
        const auto importStep = [](const QString& name, const QString& path) {
            return QJsonObject{{u"name"_s, name},
                               {u"kind"_s, u"import"_s},
                               {u"format"_s, u"torchtitan-log"_s},
                               {u"path"_s, path},
                               {u"evidences"_s, QJsonArray{u"networking.pytorch_mfu"_s}},
                               {u"expected_min"_s, 0},
                               {u"deadline_min"_s, 10}};
        };
        const QJsonArray extra{planStep(u"titan"_s, u"recipe"_s, u"torchtitan_llama3_8b"_s,
                                        {{u"evidences"_s, QJsonArray{u"networking.pytorch_mfu"_s}}}),
                               importStep(u"titan-log"_s, u"scratch/titan.0/torchtitan.log"_s),
                               importStep(u"no-file"_s, u"scratch/titan.0/no-such.log"_s),
                               importStep(u"not-a-log"_s, u"scratch/titan.0/rc"_s)};
        const qint64 id = start({u"--plan"_s, writePlan(u"titan"_s, 1, extra)});
        QVERIFY(id > 0);
        const Run w = waitFor(id);
        QVERIFY2(w.code == 0, w.err.constData());
        const QJsonObject s = w.json().toObject();
        QCOMPARE(s.value(u"state"_s).toString(), u"ended"_s);
        const QJsonObject titan = step(s, u"titan.0"_s);
        QVERIFY2(titan.value(u"state"_s).toString() == u"ended"_s, QJsonDocument(titan).toJson().constData());
        // The recipe's run (its timing) is the step's; the log's run sits beside it, of the same step.
        QCOMPARE(titan.value(u"runs"_s).toArray().size(), 1);
        const qint64 recipeRun = titan.value(u"runs"_s).toArray().first().toInteger();
        QCOMPARE(sql(u"SELECT kind || ' ' || status FROM probe_run WHERE id = %1"_s.arg(recipeRun)).toString(),
                 u"recipe ok"_s);
        QCOMPARE(runsOfStep(id, u"titan.0"_s), 2);
        const qint64 logRun = sql(u"SELECT id FROM probe_run WHERE kind = 'import' AND "
                                  "json_extract(args_json, '$.engagement') = %1 AND "
                                  "json_extract(args_json, '$.step') = 'titan.0'"_s.arg(id))
                                  .toLongLong();
        QVERIFY(logRun > 0);
        const auto perStep = [&](qint64 run) {
            return sql(u"SELECT count(*) FROM sample WHERE run_id = %1 AND metric = 'train.tokens_per_s_per_gpu' "
                       "AND json_extract(extra_json, '$.step') IS NOT NULL"_s.arg(run))
                .toInt();
        };
        QCOMPARE(perStep(logRun), 50);  // 50 steps, each read once however many ranks printed it
        QCOMPARE(sql(u"SELECT evaluation_id IS NOT NULL FROM probe_run WHERE id = %1"_s.arg(logRun)).toInt(), 1);
        QCOMPARE(sql(u"SELECT count(*) FROM verdict_evidence WHERE run_id = %1"_s.arg(logRun)).toInt(), 1);
        // The import step read the log the recipe left in its folder: the same 50 steps, its own run.
        const QJsonObject imported = step(s, u"titan-log.0"_s);
        QVERIFY2(imported.value(u"state"_s).toString() == u"ended"_s, QJsonDocument(imported).toJson().constData());
        QCOMPARE(imported.value(u"runs"_s).toArray().size(), 1);
        const qint64 importRun = imported.value(u"runs"_s).toArray().first().toInteger();
        QCOMPARE(sql(u"SELECT kind FROM probe_run WHERE id = %1"_s.arg(importRun)).toString(), u"import"_s);
        QCOMPARE(perStep(importRun), 50);
        QCOMPARE(runsOfStep(id, u"titan-log.0"_s), 1);
        // Nothing to read, or not a torchtitan log: failed, why, nothing stored.
        const QJsonObject missing = step(s, u"no-file.0"_s);
        QCOMPARE(missing.value(u"state"_s).toString(), u"failed"_s);
        QVERIFY2(missing.value(u"note"_s).toString().contains(u"nothing to import"_s),
                 QJsonDocument(missing).toJson().constData());
        QCOMPARE(runsOfStep(id, u"no-file.0"_s), 0);
        const QJsonObject notLog = step(s, u"not-a-log.0"_s);
        QCOMPARE(notLog.value(u"state"_s).toString(), u"failed"_s);
        QVERIFY2(notLog.value(u"note"_s).toString().contains(u"torchtitan-log"_s),
                 QJsonDocument(notLog).toJson().constData());
        QCOMPARE(runsOfStep(id, u"not-a-log.0"_s), 0);
        QCOMPARE(notLog.value(u"runs"_s).toArray().size(), 0);
    }

    // A provider without an evaluation gets one of the plan's rubric (3.0 here), not the default; a plan whose items
    // the provider's evaluation lacks (3.0's burn-in on a 2.0 evaluation) starts, and says which items its runs will
    // not be attached to.
    void theEvaluationFollowsThePlansRubric() {
        const QJsonArray burnIn{
            planStep(u"burn"_s, u"probe"_s, u"tb-node"_s, {{u"evidences"_s, QJsonArray{u"reliability.burn_in"_s}}})};
        const QString plan = writePlan(u"rubric3"_s, 1, burnIn, false, u"3.0"_s);
        const Run added = cli({u"providers"_s, u"add"_s, u"--name"_s, u"Fresh Cloud"_s});
        QVERIFY2(added.code == 0, added.err.constData());
        const auto rubricOf = [&](const QString& provider) {
            return sql(u"SELECT r.version FROM evaluation e JOIN rubric_version r ON r.id = e.rubric_id "
                       "JOIN provider p ON p.id = e.provider_id WHERE p.name = '%1' ORDER BY e.id DESC LIMIT 1"_s.arg(
                           provider))
                .toString();
        };
        QVERIFY(rubricOf(u"Fresh Cloud"_s).isEmpty());
        const Run fresh =
            cli(QStringList{u"engagement"_s, u"start"_s, u"--provider"_s, u"Fresh Cloud"_s, u"--plan"_s, plan} + ssh());
        QVERIFY2(fresh.code == 0, fresh.err.constData());
        QCOMPARE(rubricOf(u"Fresh Cloud"_s), u"3.0"_s);
        QVERIFY2(!fresh.out.contains("is under rubric"), fresh.out.constData());
        // The first provider's newest evaluation is a 2.0 one: started all the same, the gap said.
        const QString before = rubricOf(m_node.provider);
        QCOMPARE(before, u"2.0"_s);
        const Run older =
            cli(QStringList{u"engagement"_s, u"start"_s, u"--provider"_s, m_node.provider, u"--plan"_s, plan} + ssh());
        QVERIFY2(older.code == 0, older.err.constData());
        QVERIFY2(older.out.contains("is under rubric 2.0, the plan under 3.0"), older.out.constData());
        QVERIFY2(older.out.contains("reliability.burn_in"), older.out.constData());
        QCOMPARE(rubricOf(m_node.provider), before);
        for (const QString& provider : {u"Fresh Cloud"_s, m_node.provider}) {
            const qint64 id = sql(u"SELECT e.id FROM engagement e JOIN provider p ON p.id = e.provider_id WHERE "
                                  "p.name = '%1' ORDER BY e.id DESC LIMIT 1"_s.arg(provider))
                                  .toLongLong();
            const Run w = waitFor(id);
            QVERIFY2(w.code == 0, w.err.constData());
        }
    }

    void cleanupTestCase() { m_sshd.stop(); }
};

QTEST_GUILESS_MAIN(tst_EngagementRunCli)
#include "tst_EngagementRunCli.moc"
