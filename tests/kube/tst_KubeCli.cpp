// tierbench-cli cluster kube-*: the real CLI, the real kubectl, the API stand-in. Add a Kubernetes cluster, audit
// it, show a manifest, run a collective to its end and cancel by label, each with --json.
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
        auto add = m_cli.run({QStringLiteral("cluster"),         QStringLiteral("kube-add"),
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

        auto audit = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("kube-audit")} + common());
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
            m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("kube-run")} + common() +
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
            m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("kube-run")} + common() +
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
            m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("kube-run")} + common() +
                      QStringList{QStringLiteral("--dry-run"), QStringLiteral("--gang"), QStringLiteral("slurm")});
        QVERIFY(badGang.code != 0);
        QVERIFY2(badGang.err.contains("kueue:QUEUE"), badGang.err.constData());
        auto badForm =
            m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("kube-run")} + common() +
                      QStringList{QStringLiteral("--dry-run"), QStringLiteral("--form"), QStringLiteral("pytorchjob")});
        QVERIFY(badForm.code != 0);
        QVERIFY(m_env.api.requests(QStringLiteral("POST"), QString()).isEmpty() ||
                m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/jobsets")).isEmpty());

        auto run = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("kube-run")} + common() +
                             QStringList{QStringLiteral("--poll-ms"), QStringLiteral("100")});
        QVERIFY2(run.code == 0, (run.out + run.err).constData());
        const QJsonObject r = run.json().toObject();
        QCOMPARE(r.value(QStringLiteral("outcome")).toString(), QStringLiteral("ok"));
        QCOMPARE(r.value(QStringLiteral("form")).toString(), QStringLiteral("mpijob"));
        QCOMPARE(r.value(QStringLiteral("gang")).toString(), QStringLiteral("none"));
        QVERIFY(r.contains(QStringLiteral("pending")));
        QVERIFY(r.value(QStringLiteral("log_bytes")).toInt() > 0);
        // Its results: the run linked to the job, the table's rows as samples.
        QVERIFY(r.value(QStringLiteral("run_id")).toInteger() > 0);
        QVERIFY2(r.value(QStringLiteral("samples")).toInt() >= 11,
                 qPrintable(QString::number(r.value(QStringLiteral("samples")).toInt())));
        QCOMPARE(m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/mpijobs")).size(), 1);

        auto nodes = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("kube-nodes")} + common() +
                               QStringList{QStringLiteral("--image"), QStringLiteral("ghcr.io/example/tb-node:1"),
                                           QStringLiteral("--wait"), QStringLiteral("30")});
        QVERIFY2(nodes.code == 0, (nodes.out + nodes.err).constData());
        QCOMPARE(nodes.json().toObject().value(QStringLiteral("nodes")).toArray().size(), 2);
        QCOMPARE(nodes.json().toObject().value(QStringLiteral("outcome")).toString(), QStringLiteral("ok"));

        auto cancel = m_cli.run(QStringList{QStringLiteral("cluster"), QStringLiteral("kube-cancel")} + common() +
                                QStringList{QStringLiteral("--label"), r.value(QStringLiteral("label")).toString(),
                                            QStringLiteral("--wait"), QStringLiteral("10")});
        QVERIFY2(cancel.code == 0, cancel.err.constData());
        QCOMPARE(cancel.json().toObject().value(QStringLiteral("pods_left")).toInt(), 0);
    }

    void refusesBadSettings() {
        auto bad = m_cli.run({QStringLiteral("cluster"), QStringLiteral("kube-add"), QStringLiteral("--provider"),
                              QStringLiteral("Kube Cloud"), QStringLiteral("--name"), QStringLiteral("kube-bad"),
                              QStringLiteral("--kubeconfig"), m_env.target.kubeconfig, QStringLiteral("--namespace"),
                              QStringLiteral("Not_A;Namespace")});
        QVERIFY(bad.code != 0);
        QVERIFY2(bad.err.contains("Namespace"), bad.err.constData());
    }
};

QTEST_GUILESS_MAIN(tst_KubeCli)
#include "tst_KubeCli.moc"
