// tierbench-cli cluster on a Kubernetes cluster: the real CLI, the real kubectl, the API stand-in. Add a Kubernetes
// cluster, audit it, show a manifest, run a collective to its end and cancel by label, each with --json; the same
// sub-commands on a Slurm cluster of the same database go to Slurm (its login node), never to the API; the retired
// kube-* names end with exit 2 and the command that replaced them.
#include "KubeTestEnv.h"

#include "tests/support/CliRunner.h"

#include <QJsonArray>
#include <QtTest>

using namespace tb;
using tb::test::KubeStandIn;

class tst_KubeCli : public QObject {
    Q_OBJECT

    test::KubeTestEnv m_env;
    test::CliRunner m_cli;
    QString m_schedulerId, m_label;  // the job addAuditRunCancel ran
    // A Slurm login node that takes no connection: what reaches it is refused at once (exit 12).
    const QString m_slurmLogin = QStringLiteral("ops@127.0.0.1:1");

    QStringList common() const {
        return {QStringLiteral("--provider"), QStringLiteral("Kube Cloud"), QStringLiteral("--cluster"),
                QStringLiteral("kube-cli"), QStringLiteral("--json")};
    }

private slots:
    void initTestCase() {
        if (!test::KubeTestEnv::kubectlPresent()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("kubectl is not installed"));
        }
        QVERIFY2(m_cli.isBuilt(), qPrintable(m_cli.binary()));
        QString why;
        QVERIFY2(m_env.start(&why), qPrintable(why));
        m_env.store.reset();  // the CLI owns the database from here
        m_cli.setDatabase(m_env.dir.filePath(QStringLiteral("tb.sqlite")));
        m_cli.environment().insert(QStringLiteral("KUBECACHEDIR"), m_env.dir.filePath(QStringLiteral("kube-cache")));
        m_cli.setTimeoutMs(120000);
        // The controllers: an MPIJob gets a launcher pod that logs an nccl-tests table and succeeds at once.
        const QString pods =
            KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("tb"));
        m_env.api.onCreate([pods](KubeStandIn& api, const QString& coll, const QJsonObject& created) {
            if (coll == pods) {  // a tb-node pod: it writes the recorded output and ends
                const QString name =
                    created.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
                if (name.startsWith(QLatin1String("tb-node-"))) {
                    api.setLog(QStringLiteral("tb"), name,
                               test::readKubeFixture(QStringLiteral("tb-node-node-good.jsonl")));
                    api.patchStatus(coll, name, QJsonObject{{QStringLiteral("phase"), QStringLiteral("Succeeded")}});
                }
                return;
            }
            if (!coll.endsWith(QLatin1String("/mpijobs"))) {
                return;
            }
            const QJsonObject meta = created.value(QStringLiteral("metadata")).toObject();
            const QString name = meta.value(QStringLiteral("name")).toString();
            QJsonObject labels{
                {QStringLiteral("training.kubeflow.org/job-role"), QStringLiteral("launcher")},
                {QStringLiteral("tierbench.run"),
                 meta.value(QStringLiteral("labels")).toObject().value(QStringLiteral("tierbench.run"))}};
            api.put(
                pods,
                QJsonObject{
                    {QStringLiteral("metadata"),
                     QJsonObject{{QStringLiteral("name"), name + QStringLiteral("-launcher")},
                                 {QStringLiteral("labels"), labels}}},
                    {QStringLiteral("spec"),
                     QJsonObject{{QStringLiteral("nodeName"), QStringLiteral("gpu-a")},
                                 {QStringLiteral("containers"),
                                  QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("launcher")}}}}}},
                    {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Succeeded")}}}});
            api.setLog(QStringLiteral("tb"), name + QStringLiteral("-launcher"),
                       test::readKubeFixture(QStringLiteral("nccl-all-reduce-2x8.txt")));
            api.patchStatus(coll, name,
                            QJsonObject{{QStringLiteral("conditions"),
                                         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Succeeded")},
                                                                {QStringLiteral("status"), QStringLiteral("True")}}}}});
        });
    }

    void addAuditRunCancel() {
        auto add = m_cli.run({QStringLiteral("cluster"),         QStringLiteral("add"),
                              QStringLiteral("--provider"),      QStringLiteral("Kube Cloud"),
                              QStringLiteral("--name"),          QStringLiteral("kube-cli"),
                              QStringLiteral("--kubeconfig"),    m_env.target.kubeconfig,
                              QStringLiteral("--context"),       QStringLiteral("standin"),
                              QStringLiteral("--namespace"),     QStringLiteral("tb"),
                              QStringLiteral("--image"),         QStringLiteral("ghcr.io/example/nccl-tests:2.13"),
                              QStringLiteral("--gpus"),          QStringLiteral("8"),
                              QStringLiteral("--rdma-resource"), QStringLiteral("rdma/ib"),
                              QStringLiteral("--rdma"),          QStringLiteral("4"),
                              QStringLiteral("--toleration"),    QStringLiteral("nvidia.com/gpu:NoSchedule"),
                              QStringLiteral("--json")});
        QVERIFY2(add.code == 0, add.err.constData());
        QCOMPARE(add.json().toObject().value(QStringLiteral("scheduler")).toString(), QStringLiteral("kubernetes"));
        QCOMPARE(add.json().toObject().value(QStringLiteral("kubeconfig")).toString(), m_env.target.kubeconfig);

        auto audit = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("audit")} + common());
        QVERIFY2(audit.code == 0, audit.err.constData());
        const QJsonObject a = audit.json().toObject();
        QVERIFY(a.value(QStringLiteral("run_id")).toInteger() > 0);
        QVERIFY(a.value(QStringLiteral("kubectl")).toString().startsWith(QLatin1String("v1.")));
        bool sawRbac = false;
        for (const QJsonValue& c : a.value(QStringLiteral("checks")).toArray()) {
            if (c.toObject().value(QStringLiteral("key")).toString() == QLatin1String("k8s.rbac")) {
                sawRbac = true;
                QCOMPARE(c.toObject().value(QStringLiteral("items")).toArray().first().toString(),
                         QStringLiteral("orchestration.rbac"));
            }
        }
        QVERIFY(sawRbac);

        auto dry =
            m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("run")} + common() +
                      QStringList{QStringLiteral("--dry-run"), QStringLiteral("--workers"), QStringLiteral("3")});
        QVERIFY2(dry.code == 0, dry.err.constData());
        QCOMPARE(dry.json().toObject().value(QStringLiteral("form")).toString(), QStringLiteral("mpijob"));
        // Kueue's CRD is served but the namespace has no LocalQueue: no gang scheduler to submit through.
        QCOMPARE(dry.json().toObject().value(QStringLiteral("gang")).toString(), QStringLiteral("none"));
        const QJsonObject manifest = dry.json().toObject().value(QStringLiteral("manifest")).toObject();
        QCOMPARE(manifest.value(QStringLiteral("kind")).toString(), QStringLiteral("List"));
        QCOMPARE(manifest.value(QStringLiteral("items"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("kind"))
                     .toString(),
                 QStringLiteral("MPIJob"));
        QVERIFY(m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/mpijobs")).isEmpty());  // nothing submitted

        // The analyst forces the form and the gang: a JobSet under Volcano, as JSON, still nothing submitted.
        auto forced =
            m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("run")} + common() +
                      QStringList{QStringLiteral("--dry-run"), QStringLiteral("--form"), QStringLiteral("jobset"),
                                  QStringLiteral("--gang"), QStringLiteral("volcano")});
        QVERIFY2(forced.code == 0, forced.err.constData());
        const QJsonObject f = forced.json().toObject();
        QCOMPARE(f.value(QStringLiteral("form")).toString(), QStringLiteral("jobset"));
        QCOMPARE(f.value(QStringLiteral("gang")).toString(), QStringLiteral("volcano"));
        const QJsonArray items =
            f.value(QStringLiteral("manifest")).toObject().value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 2);
        QCOMPARE(items[0].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("PodGroup"));
        QCOMPARE(items[1].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("JobSet"));
        auto badGang =
            m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("run")} + common() +
                      QStringList{QStringLiteral("--dry-run"), QStringLiteral("--gang"), QStringLiteral("slurm")});
        QVERIFY(badGang.code != 0);
        QVERIFY2(badGang.err.contains("kueue:QUEUE"), badGang.err.constData());
        auto badForm =
            m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("run")} + common() +
                      QStringList{QStringLiteral("--dry-run"), QStringLiteral("--form"), QStringLiteral("pytorchjob")});
        QVERIFY(badForm.code != 0);
        QVERIFY(m_env.api.requests(QStringLiteral("POST"), QString()).isEmpty() ||
                m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/jobsets")).isEmpty());

        auto run = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("run")} + common() +
                             QStringList{QStringLiteral("--poll-ms"), QStringLiteral("100")});
        QVERIFY2(run.code == 0, (run.out + run.err).constData());
        const QJsonObject r = run.json().toObject();
        QCOMPARE(r.value(QStringLiteral("outcome")).toString(), QStringLiteral("ok"));
        QCOMPARE(r.value(QStringLiteral("form")).toString(), QStringLiteral("mpijob"));
        QCOMPARE(r.value(QStringLiteral("gang")).toString(), QStringLiteral("none"));
        QVERIFY(r.contains(QStringLiteral("pending")));
        // The pods' output went to the job's rank-zero run (the job's own log holds only the watch's lines, as a Slurm
        // job's does): its results are the run linked to the job, the table's rows as samples.
        QVERIFY(r.contains(QStringLiteral("log_bytes")));
        QVERIFY(r.value(QStringLiteral("run_id")).toInteger() > 0);
        QVERIFY2(r.value(QStringLiteral("samples")).toInt() >= 11,
                 qPrintable(QString::number(r.value(QStringLiteral("samples")).toInt())));
        QCOMPARE(m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/mpijobs")).size(), 1);

        auto nodes = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("nodes")} + common() +
                               QStringList{QStringLiteral("--image"), QStringLiteral("ghcr.io/example/tb-node:1"),
                                           QStringLiteral("--wait"), QStringLiteral("30")});
        QVERIFY2(nodes.code == 0, (nodes.out + nodes.err).constData());
        QCOMPARE(nodes.json().toObject().value(QStringLiteral("nodes")).toArray().size(), 2);
        QCOMPARE(nodes.json().toObject().value(QStringLiteral("outcome")).toString(), QStringLiteral("ok"));

        auto cancel = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("cancel")} + common() +
                                QStringList{QStringLiteral("--label"), r.value(QStringLiteral("label")).toString(),
                                            QStringLiteral("--wait"), QStringLiteral("10")});
        QVERIFY2(cancel.code == 0, cancel.err.constData());
        QCOMPARE(cancel.json().toObject().value(QStringLiteral("pods_left")).toInt(), 0);
        m_schedulerId = r.value(QStringLiteral("scheduler_id")).toString();
        m_label = r.value(QStringLiteral("label")).toString();
    }

    // list and show print either kind with its scheduler and settings; jobs lists what ran on Kubernetes; cancel takes
    // the job as `cluster jobs` names it.
    void listShowJobsCancelByJob() {
        QVERIFY(!m_schedulerId.isEmpty());
        auto slurm = m_cli.run({QStringLiteral("cluster"), QStringLiteral("add"), QStringLiteral("--provider"),
                                QStringLiteral("Kube Cloud"), QStringLiteral("--name"), QStringLiteral("slurm-cli"),
                                QStringLiteral("--login"), m_slurmLogin, QStringLiteral("--partition"),
                                QStringLiteral("gpu"), QStringLiteral("--json")});
        QVERIFY2(slurm.code == 0, slurm.err.constData());
        QCOMPARE(slurm.json().toObject().value(QStringLiteral("scheduler")).toString(), QStringLiteral("slurm"));

        auto list = m_cli.run({QStringLiteral("cluster"), QStringLiteral("list"), QStringLiteral("--provider"),
                               QStringLiteral("Kube Cloud"), QStringLiteral("--json")});
        QVERIFY2(list.code == 0, list.err.constData());
        QHash<QString, QJsonObject> byName;
        for (const QJsonValue& v : list.json().toArray()) {
            byName.insert(v.toObject().value(QStringLiteral("name")).toString(), v.toObject());
        }
        QCOMPARE(byName.value(QStringLiteral("kube-cli")).value(QStringLiteral("scheduler")).toString(),
                 QStringLiteral("kubernetes"));
        QCOMPARE(byName.value(QStringLiteral("kube-cli")).value(QStringLiteral("namespace")).toString(),
                 QStringLiteral("tb"));
        QCOMPARE(byName.value(QStringLiteral("kube-cli")).value(QStringLiteral("kubeconfig")).toString(),
                 m_env.target.kubeconfig);
        QCOMPARE(byName.value(QStringLiteral("slurm-cli")).value(QStringLiteral("scheduler")).toString(),
                 QStringLiteral("slurm"));
        QCOMPARE(byName.value(QStringLiteral("slurm-cli")).value(QStringLiteral("partition")).toString(),
                 QStringLiteral("gpu"));
        auto text = m_cli.run({QStringLiteral("cluster"), QStringLiteral("list"), QStringLiteral("--provider"),
                               QStringLiteral("Kube Cloud")});
        QVERIFY2(text.code == 0, text.err.constData());
        QVERIFY2(text.out.contains("kube-cli  kubernetes  kubeconfig ") && text.out.contains("slurm-cli  slurm  "),
                 text.out.constData());

        auto show = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("show")} + common());
        QVERIFY2(show.code == 0, show.err.constData());
        QCOMPARE(show.json().toObject().value(QStringLiteral("scheduler")).toString(), QStringLiteral("kubernetes"));
        QCOMPARE(show.json().toObject().value(QStringLiteral("nodes")).toArray().size(), 2);
        QVERIFY(m_env.api.requests(QStringLiteral("GET"), QStringLiteral("/nodes")).size() > 0);

        auto jobs = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("jobs")} + common());
        QVERIFY2(jobs.code == 0, jobs.err.constData());
        bool seen = false;
        for (const QJsonValue& v : jobs.json().toArray()) {
            seen = seen || v.toObject().value(QStringLiteral("scheduler_id")).toString() == m_schedulerId;
        }
        QVERIFY2(seen, jobs.out.constData());

        auto cancel = m_cli.run(
            QStringList{QStringLiteral("cluster"), QStringLiteral("cancel")} + common() +
            QStringList{QStringLiteral("--job"), m_schedulerId, QStringLiteral("--wait"), QStringLiteral("10")});
        QVERIFY2(cancel.code == 0, cancel.err.constData());
        QCOMPARE(cancel.json().toObject().value(QStringLiteral("label")).toString(), m_label);
        auto unknown = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("cancel")} + common() +
                                 QStringList{QStringLiteral("--job"), QStringLiteral("mpijob/none-such")});
        QCOMPARE(unknown.code, 3);
    }

    // `cluster run` goes where the cluster's stored scheduler says: a Kubernetes cluster's to the API, a Slurm
    // cluster's to its login node over SSH (here one that takes no connection: exit 12), never to the API.
    void runFollowsTheStoredScheduler() {
        const qsizetype posts = m_env.api.requests(QStringLiteral("POST"), QString()).size();
        auto onSlurm =
            m_cli.run({QStringLiteral("cluster"), QStringLiteral("run"), QStringLiteral("--provider"),
                       QStringLiteral("Kube Cloud"), QStringLiteral("--cluster"), QStringLiteral("slurm-cli"),
                       QStringLiteral("--nodes"), QStringLiteral("2"), QStringLiteral("--json"), QStringLiteral("--"),
                       QStringLiteral("--backend"), QStringLiteral("host")});
        QVERIFY2(onSlurm.code == 12, (onSlurm.out + onSlurm.err).constData());
        QVERIFY2(onSlurm.err.contains("127.0.0.1"), onSlurm.err.constData());
        QCOMPARE(m_env.api.requests(QStringLiteral("POST"), QString()).size(), posts);

        const qsizetype mpiJobs = m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/mpijobs")).size();
        auto onKube = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("run")} + common() +
                                QStringList{QStringLiteral("--nodes"), QStringLiteral("2"), QStringLiteral("--poll-ms"),
                                            QStringLiteral("100")});
        QVERIFY2(onKube.code == 0, (onKube.out + onKube.err).constData());
        QCOMPARE(onKube.json().toObject().value(QStringLiteral("outcome")).toString(), QStringLiteral("ok"));
        QCOMPARE(m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/mpijobs")).size(), mpiJobs + 1);
    }

    // What one scheduler has no operation for, or an option only the other takes: said, with stable exit codes,
    // before anything reaches either scheduler.
    void whatASchedulerCannotDo() {
        const qsizetype posts = m_env.api.requests(QStringLiteral("POST"), QString()).size();
        auto pairs = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("pairs")} + common() +
                               QStringList{QStringLiteral("--nodelist"), QStringLiteral("gpu-a,gpu-b")});
        QCOMPARE(pairs.code, 1);  // core's Unsupported
        QVERIFY2(pairs.err.contains("cluster pairs is not available on kube-cli, a Kubernetes cluster"),
                 pairs.err.constData());
        auto slurmOption = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("run")} + common() +
                                     QStringList{QStringLiteral("--nodelist"), QStringLiteral("gpu-a,gpu-b")});
        QCOMPARE(slurmOption.code, 2);
        QVERIFY2(slurmOption.err.contains("--nodelist is for Slurm clusters; kube-cli is a Kubernetes cluster"),
                 slurmOption.err.constData());
        auto kubeOption = m_cli.run({QStringLiteral("cluster"), QStringLiteral("run"), QStringLiteral("--provider"),
                                     QStringLiteral("Kube Cloud"), QStringLiteral("--cluster"),
                                     QStringLiteral("slurm-cli"), QStringLiteral("--form"), QStringLiteral("jobset")});
        QCOMPARE(kubeOption.code, 2);
        QVERIFY2(kubeOption.err.contains("--form is for Kubernetes clusters; slurm-cli is a Slurm cluster"),
                 kubeOption.err.constData());
        auto both = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("run")} + common() +
                              QStringList{QStringLiteral("--workers"), QStringLiteral("2"), QStringLiteral("--nodes"),
                                          QStringLiteral("2")});
        QCOMPARE(both.code, 2);
        // add: the scheduler named, inferred from --kubeconfig, never changed by adding under an existing name.
        auto mixed = m_cli.run({QStringLiteral("cluster"), QStringLiteral("add"), QStringLiteral("--provider"),
                                QStringLiteral("Kube Cloud"), QStringLiteral("--name"), QStringLiteral("mixed"),
                                QStringLiteral("--scheduler"), QStringLiteral("slurm"), QStringLiteral("--login"),
                                m_slurmLogin, QStringLiteral("--kubeconfig"), m_env.target.kubeconfig});
        QCOMPARE(mixed.code, 2);
        QVERIFY2(mixed.err.contains("--kubeconfig is for Kubernetes clusters"), mixed.err.constData());
        auto badScheduler = m_cli.run({QStringLiteral("cluster"), QStringLiteral("add"), QStringLiteral("--provider"),
                                       QStringLiteral("Kube Cloud"), QStringLiteral("--name"), QStringLiteral("x"),
                                       QStringLiteral("--scheduler"), QStringLiteral("direct"),
                                       QStringLiteral("--login"), m_slurmLogin});
        QCOMPARE(badScheduler.code, 2);
        auto switched = m_cli.run({QStringLiteral("cluster"), QStringLiteral("add"), QStringLiteral("--provider"),
                                   QStringLiteral("Kube Cloud"), QStringLiteral("--name"), QStringLiteral("kube-cli"),
                                   QStringLiteral("--login"), m_slurmLogin});
        QCOMPARE(switched.code, 5);
        QVERIFY2(switched.err.contains("is a Kubernetes cluster"), switched.err.constData());
        auto stillKube =
            m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("list"), QStringLiteral("--provider"),
                                  QStringLiteral("Kube Cloud"), QStringLiteral("--json")});
        for (const QJsonValue& v : stillKube.json().toArray()) {
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("kube-cli")) {
                QCOMPARE(v.toObject().value(QStringLiteral("scheduler")).toString(), QStringLiteral("kubernetes"));
            }
        }
        QCOMPARE(m_env.api.requests(QStringLiteral("POST"), QString()).size(), posts);
    }

    // The kube-* names of before end with exit 2 and the command that replaced them; nothing reaches the API.
    void retiredNamesSayWhatReplacedThem() {
        const qsizetype requests = m_env.api.requests(QString(), QString()).size();
        const QList<QPair<QString, QString>> retired{
            {QStringLiteral("kube-add"), QStringLiteral("cluster add --kubeconfig PATH")},
            {QStringLiteral("kube-audit"), QStringLiteral("cluster audit")},
            {QStringLiteral("kube-run"), QStringLiteral("cluster run (the cluster's scheduler decides)")},
            {QStringLiteral("kube-nodes"), QStringLiteral("cluster nodes")},
            {QStringLiteral("kube-cancel"), QStringLiteral("cluster cancel --label LABEL")}};
        for (const auto& [old, now] : retired) {
            auto r = m_cli.run(QStringList{QStringLiteral("cluster"), old} + common());
            QVERIFY2(r.code == 2, qPrintable(old));
            const QString expected = QStringLiteral("cluster %1 was replaced by: %2").arg(old, now);
            QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        QCOMPARE(m_env.api.requests(QString(), QString()).size(), requests);
        // --help and the shell completion offer only the one set of sub-commands.
        auto subs = m_cli.run({QStringLiteral("__complete"), QStringLiteral("subcommands"), QStringLiteral("cluster")});
        QCOMPARE(subs.code, 0);
        QVERIFY2(!subs.out.contains("kube-") && subs.out.contains("run\n") && subs.out.contains("pairs") &&
                     subs.out.contains("fault-drill\n"),
                 subs.out.constData());
        auto help = m_cli.run({QStringLiteral("cluster"), QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY2(help.out.contains("Kubernetes: cluster run") && help.out.contains("Slurm: cluster run"),
                 help.out.constData());
        auto options = m_cli.run({QStringLiteral("__complete"), QStringLiteral("options"), QStringLiteral("cluster")});
        QVERIFY2(options.out.contains("--kubeconfig") && options.out.contains("--partition") &&
                     options.out.contains("--scheduler"),
                 options.out.constData());
    }

    void refusesBadSettings() {
        auto bad = m_cli.run({QStringLiteral("cluster"), QStringLiteral("add"), QStringLiteral("--provider"),
                              QStringLiteral("Kube Cloud"), QStringLiteral("--name"), QStringLiteral("kube-bad"),
                              QStringLiteral("--kubeconfig"), m_env.target.kubeconfig, QStringLiteral("--namespace"),
                              QStringLiteral("Not_A;Namespace")});
        QVERIFY(bad.code != 0);
        QVERIFY2(bad.err.contains("Namespace"), bad.err.constData());
    }
};

QTEST_GUILESS_MAIN(tst_KubeCli)
#include "tst_KubeCli.moc"
