// The Kubernetes audit through the real kubectl against the API stand-in: the findings from the fixture cluster's
// JSON, the calls kubectl made (the test claim made and deleted), the evidence stored with the run, the kubeconfig
// kept as a path only, and hostile replies refused with nothing stored.
#include "KubeTestEnv.h"

#include "core/domain/FindingKind.h"
#include "core/launch/kube/KubeAudit.h"
#include "core/cluster/kube/KubeAuditRunner.h"
#include "core/store/ClusterRepository.h"
#include "core/store/KubeClusterRepository.h"
#include "core/store/RunRepository.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

using namespace tb::core;
using tb::test::KubeStandIn;

namespace {
const FindingRecord* find(const QVector<FindingRecord>& f, const QString& key, FindingKind kind = FindingKind::Check) {
    for (const FindingRecord& r : f) {
        if (r.key == key && r.kind == kind) {
            return &r;
        }
    }
    return nullptr;
}
int countRuns(tb::core::Store& store) {
    return *store.run([](QSqlDatabase& db) -> Result<int> {
        QSqlQuery q(db);
        // Runs and the evidence beside them: a refused audit adds neither.
        if (!q.exec(QStringLiteral("SELECT (SELECT count(*) FROM probe_run) + (SELECT count(*) FROM finding)")) ||
            !q.next()) {
            return makeError(ErrorCode::Database, q.lastError().text());
        }
        return q.value(0).toInt();
    });
}
}  // namespace

class tst_KubeAudit : public QObject {
    Q_OBJECT

    tb::test::KubeTestEnv m_env;

private slots:
    void initTestCase() {
        if (!tb::test::KubeTestEnv::kubectlPresent()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("kubectl is not installed"));
        }
        QString why;
        QVERIFY2(m_env.start(&why), qPrintable(why));
    }

    void parsesFixtures() {
        auto nodes = KubeAudit::gpuNodes(tb::test::readKubeFixture(QStringLiteral("nodes.json")));
        QVERIFY(nodes);
        QCOMPARE(nodes->size(), 2);  // the control-plane node is left out
        QCOMPARE(nodes->at(0).name, QStringLiteral("gpu-a"));
        QCOMPARE(nodes->at(0).gpus, 8);
        QCOMPARE(nodes->at(0).rdmaResources, QStringList{QStringLiteral("rdma/ib")});
        QVERIFY(nodes->at(0).ready);
    }

    void auditThroughKubectl() {
        m_env.api.clearRequests();
        LocalKubectl kubectl(m_env.target);
        auto outcome = KubeAuditRunner::audit(kubectl, *m_env.store, m_env.providerId, 0,
                                              m_env.listing.cluster.login.id, m_env.listing.cluster.cluster.id);
        QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().toString()));
        const auto& f = outcome->findings;
        QCOMPARE(find(f, QStringLiteral("k8s.version"), FindingKind::Fact)->value, QStringLiteral("v1.31.4-standin"));
        QVERIFY(find(f, QStringLiteral("k8s.kubectl"), FindingKind::Fact)->value.startsWith(QLatin1String("v1.")));
        QCOMPARE(find(f, QStringLiteral("k8s.gpus"), FindingKind::Fact)->value, QStringLiteral("16"));
        QCOMPARE(find(f, QStringLiteral("k8s.access"))->status, FindingStatus::Pass);
        QCOMPARE(find(f, QStringLiteral("k8s.gpu_nodes"))->status, FindingStatus::Pass);
        QCOMPARE(find(f, QStringLiteral("k8s.gpu_operator"))->status, FindingStatus::Pass);
        // mofed 1/2 ready: present but unhealthy.
        QCOMPARE(find(f, QStringLiteral("k8s.network_operator"))->status, FindingStatus::Warn);
        QVERIFY(find(f, QStringLiteral("k8s.network_operator"))->detail.contains(QLatin1String("mofed")));
        QCOMPARE(find(f, QStringLiteral("k8s.mpi_operator"))->status, FindingStatus::Pass);
        QCOMPARE(find(f, QStringLiteral("k8s.gang_scheduling"))->status, FindingStatus::Pass);
        QCOMPARE(find(f, QStringLiteral("k8s.default_storage"))->status, FindingStatus::Pass);
        QCOMPARE(find(f, QStringLiteral("k8s.rwx_storage"))->status, FindingStatus::Pass);
        QCOMPARE(find(f, QStringLiteral("k8s.pvc_bind"))->status, FindingStatus::Pass);
        QCOMPARE(find(f, QStringLiteral("k8s.rbac"))->status, FindingStatus::Pass);

        // The claim was made in the cluster's namespace and deleted afterwards.
        const auto made =
            m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/api/v1/namespaces/tb/persistentvolumeclaims"));
        QCOMPARE(made.size(), 1);
        const QJsonObject claim = QJsonDocument::fromJson(made[0].body).object();
        QCOMPARE(claim.value(QStringLiteral("spec"))
                     .toObject()
                     .value(QStringLiteral("accessModes"))
                     .toArray()
                     .first()
                     .toString(),
                 QStringLiteral("ReadWriteOnce"));
        QCOMPARE(m_env.api.requests(QStringLiteral("DELETE"), QStringLiteral("/persistentvolumeclaims/")).size(), 1);
        QVERIFY(m_env.api
                    .list(KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("persistentvolumeclaims"),
                                                  QStringLiteral("tb")))
                    .isEmpty());
        // RBAC questions went to the API as SelfSubjectAccessReviews.
        QCOMPARE(m_env.api.requests(QStringLiteral("POST"), QStringLiteral("selfsubjectaccessreviews")).size(),
                 KubeAuditRunner::canIQuestions().size());

        // Stored: the run, its findings, each reply as evidence, the kubectl version on the cluster.
        const qint64 runId = outcome->runId;
        const qint64 clusterId = m_env.listing.cluster.cluster.id;
        auto stored = m_env.store->run([runId, clusterId](QSqlDatabase& db) -> Result<QPair<int, QStringList>> {
            QStringList names;
            for (const RunArtifact& a : ClusterRepository(db).artifacts(runId, false)) {
                names << a.name;
            }
            auto rows = RunRepository(db).findings(runId);
            if (!rows) {
                return rows.error();
            }
            const int findings = int(rows->size());
            auto k = KubeClusterRepository(db).get(clusterId);
            names << (k ? k->kubectlVersion : QString());
            return QPair<int, QStringList>{findings, names};
        });
        QVERIFY(stored);
        QCOMPARE(stored->first, outcome->findings.size());
        QVERIFY(stored->second.contains(QStringLiteral("nodes")));
        QVERIFY(stored->second.contains(QStringLiteral("daemonsets")));
        QVERIFY(stored->second.contains(QStringLiteral("pvc")));
        QCOMPARE(stored->second.last(), outcome->kubectlVersion);
        QVERIFY(outcome->kubectlVersion.startsWith(QLatin1String("v1.")));
    }

    void deniedAndMissing() {
        m_env.api.deny(QStringLiteral("create"), QStringLiteral("pods"));
        LocalKubectl kubectl(m_env.target);
        auto in = KubeAuditRunner::collect(kubectl, nullptr);
        QVERIFY(in);
        QCOMPARE(in->canI.value(QStringLiteral("create pods")), false);
        auto f = KubeAudit::findings(*in);
        QVERIFY(f);
        QCOMPARE(find(*f, QStringLiteral("k8s.rbac"))->status, FindingStatus::Warn);
        QVERIFY(find(*f, QStringLiteral("k8s.rbac"))->detail.contains(QLatin1String("create pods")));
    }

    void kubeconfigStaysAPath() {
        // The kubeconfig holds a token; the database holds its path and never its content.
        QFile db(m_env.dir.filePath(QStringLiteral("tb.sqlite")));
        QVERIFY(m_env.store->run([](QSqlDatabase& d) -> Status {
            QSqlQuery(d).exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
            return {};
        }));
        QVERIFY(db.open(QIODevice::ReadOnly));
        const QByteArray bytes = db.readAll();
        QVERIFY(bytes.contains(m_env.target.kubeconfig.toUtf8()));
        QVERIFY(!bytes.contains("standin-secret-token"));
        QFile wal(db.fileName() + QStringLiteral("-wal"));
        if (wal.open(QIODevice::ReadOnly)) {
            QVERIFY(!wal.readAll().contains("standin-secret-token"));
        }
    }

    void hostileRepliesStoreNothing_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("not json") << QByteArray("<html>proxy error</html>");
        QTest::newRow("wrong shape") << QByteArray("{\"kind\":\"NodeList\",\"items\":{\"a\":1}}");
        QTest::newRow("item without metadata")
            << QByteArray("{\"kind\":\"NodeList\",\"apiVersion\":\"v1\",\"metadata\":{},\"items\":[7]}");
        QByteArray huge = "{\"kind\":\"NodeList\",\"apiVersion\":\"v1\",\"metadata\":{},\"items\":[";
        for (int i = 0; i < 2000; ++i) {
            huge += "{\"metadata\":{\"name\":\"" + QByteArray(200, 'x') + QByteArray::number(i) +
                    "\"},\"status\":{\"capacity\":{\"nvidia.com/gpu\":\"99999999999999999999\"}}},";
        }
        huge += "{\"metadata\":{\"name\":\"last\"}}]}";
        QTest::newRow("huge and impossible") << huge;
    }
    void hostileRepliesStoreNothing() {
        QFETCH(QByteArray, body);
        const int before = countRuns(*m_env.store);
        QVERIFY(before > 0);  // the earlier audits are there
        m_env.api.setOverride(QStringLiteral("/api/v1/nodes"), 200, body);
        LocalKubectl kubectl(m_env.target);
        auto outcome = KubeAuditRunner::audit(kubectl, *m_env.store, m_env.providerId, 0, 0, 0);
        m_env.api.setOverride(QStringLiteral("/api/v1/nodes"), 0, {});
        if (QByteArray(QTest::currentDataTag()) == "huge and impossible") {
            // Parsed, but the impossible GPU counts count as none.
            QVERIFY(outcome);
            QCOMPARE(find(outcome->findings, QStringLiteral("k8s.gpus"), FindingKind::Fact)->value,
                     QStringLiteral("0"));
            return;
        }
        QVERIFY(!outcome);
        QVERIFY2(outcome.error().message.contains(QLatin1String("get nodes")) ||
                     outcome.error().message.contains(QLatin1String("kubectl")),
                 qPrintable(outcome.error().toString()));
        QCOMPARE(countRuns(*m_env.store), before);
    }
};

QTEST_GUILESS_MAIN(tst_KubeAudit)
#include "tst_KubeAudit.moc"
