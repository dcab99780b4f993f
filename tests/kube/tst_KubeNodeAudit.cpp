// The cross-node audit on Kubernetes: one tb-node pod per GPU node, pinned by nodeName, host paths read-only; the
// stand-in "runs" each pod by serving a recorded tb-node output (tests/kube/fixtures/tb-node-*.jsonl, written by
// this repository's tb-node from its own sysfs fixtures) as the pod's log. The result is the node-by-check matrix
// the Slurm path fills; the pods are gone afterwards.
#include "KubeTestEnv.h"

#include "core/cluster/kube/KubeNodeAuditRunner.h"
#include "core/usecase/ClusterWorkflow.h"

#include <QtTest>

using namespace tb::core;
using tb::test::KubeStandIn;

class tst_KubeNodeAudit : public QObject {
    Q_OBJECT

    tb::test::KubeTestEnv m_env;
    QHash<QString, QByteArray> m_output;  // node -> what its pod writes (empty: the pod fails silently)
    const QString m_pods = KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("tb"));

    Result<ClusterJobRecord> audit(const QString& label) {
        LocalKubectl kubectl(m_env.target);
        auto nodes = KubeAudit::gpuNodes(tb::test::readKubeFixture(QStringLiteral("nodes.json")));
        KubeNodeAuditRunner::Options o;
        o.image = QStringLiteral("ghcr.io/example/tb-node:1");
        o.runLabel = label;
        o.pollMs = 100;
        o.waitS = 30;
        o.providerId = m_env.providerId;
        return KubeNodeAuditRunner::run(m_env.store, kubectl, m_env.listing.cluster.cluster.id, *nodes,
                                        m_env.listing.kube, o, CancelToken());
    }

private slots:
    void initTestCase() {
        if (!tb::test::KubeTestEnv::kubectlPresent()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("kubectl is not installed"));
        }
        QString why;
        QVERIFY2(m_env.start(&why), qPrintable(why));
        m_env.api.onCreate([this](KubeStandIn& api, const QString& coll, const QJsonObject& created) {
            if (coll != m_pods) {
                return;
            }
            const QString name =
                created.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
            const QString node =
                created.value(QStringLiteral("spec")).toObject().value(QStringLiteral("nodeName")).toString();
            const QByteArray out = m_output.value(node);
            api.setLog(QStringLiteral("tb"), name, out);
            api.patchStatus(coll, name,
                            QJsonObject{{QStringLiteral("phase"),
                                         out.isEmpty() ? QStringLiteral("Failed") : QStringLiteral("Succeeded")}});
        });
    }

    void everyGpuNodeIntoTheMatrix() {
        m_output[QStringLiteral("gpu-a")] = tb::test::readKubeFixture(QStringLiteral("tb-node-node-good.jsonl"));
        m_output[QStringLiteral("gpu-b")] = tb::test::readKubeFixture(QStringLiteral("tb-node-node-mid.jsonl"));
        QVERIFY(!m_output.value(QStringLiteral("gpu-a")).isEmpty());
        m_env.api.clearRequests();
        auto job = audit(QStringLiteral("na1"));
        QVERIFY2(job, job ? "" : qPrintable(job.error().toString()));
        QCOMPARE(job->outcome, RunStatus::Ok);
        // One pod per GPU node (not the control plane), pinned, host paths read-only.
        const auto posts = m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/api/v1/namespaces/tb/pods"));
        QCOMPARE(posts.size(), 2);
        QStringList pinned;
        for (const auto& p : posts) {
            const QJsonObject spec = QJsonDocument::fromJson(p.body).object().value(QStringLiteral("spec")).toObject();
            pinned << spec.value(QStringLiteral("nodeName")).toString();
            for (const QJsonValue& m : spec.value(QStringLiteral("containers"))
                                           .toArray()
                                           .first()
                                           .toObject()
                                           .value(QStringLiteral("volumeMounts"))
                                           .toArray()) {
                QVERIFY(m.toObject().value(QStringLiteral("readOnly")).toBool());
            }
        }
        pinned.sort();
        QCOMPARE(pinned, (QStringList{QStringLiteral("gpu-a"), QStringLiteral("gpu-b")}));
        QVERIFY(m_env.api.list(m_pods).isEmpty());  // removed afterwards

        auto matrix = m_env.store->run([id = job->id](QSqlDatabase& db) { return ClusterQueries(db).nodeMatrix(id); });
        QVERIFY2(matrix, matrix ? "" : qPrintable(matrix.error().toString()));
        QCOMPARE(matrix->columns.size(), 2);
        QCOMPARE(matrix->columns[0].node, QStringLiteral("gpu-a"));
        QVERIFY(matrix->columns[0].hasResult && matrix->columns[1].hasResult);
        QVERIFY(matrix->rows.size() > 10);
        // The two recorded nodes disagree somewhere (node-mid has warnings node-good has not).
        QVERIFY2(!matrix->differingKeys().isEmpty(), "the matrix shows where the nodes differ");
    }

    void aNodeWithoutResultSaysSo() {
        m_output[QStringLiteral("gpu-a")] = tb::test::readKubeFixture(QStringLiteral("tb-node-node-good.jsonl"));
        m_output[QStringLiteral("gpu-b")] = QByteArray();
        auto job = audit(QStringLiteral("na2"));
        QVERIFY(job);
        QCOMPARE(job->outcome, RunStatus::Failed);
        // As a Slurm node that reported nothing: the job says which node, the node's column says why.
        QVERIFY2(job->outcomeDetail.contains(QLatin1String("no result from node gpu-b")),
                 qPrintable(job->outcomeDetail));
        auto matrix = m_env.store->run([id = job->id](QSqlDatabase& db) { return ClusterQueries(db).nodeMatrix(id); });
        QVERIFY(matrix);
        QCOMPARE(matrix->columns.size(), 2);
        QVERIFY(matrix->columns[0].hasResult);
        QVERIFY(!matrix->columns[1].hasResult);
        QVERIFY2(matrix->columns[1].note.contains(QLatin1String("no result from node gpu-b")),
                 qPrintable(matrix->columns[1].note));
        QVERIFY(m_env.api.list(m_pods).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_KubeNodeAudit)
#include "tst_KubeNodeAudit.moc"
