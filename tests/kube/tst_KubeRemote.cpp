// kubectl on "the login node": this machine reached through the loopback test sshd as the test user, talking to
// the API stand-in on loopback, as when the cluster's API is only reachable from its login node. Every argument
// and the manifest cross the remote shell quoted.
#include "KubeLoginNode.h"

#include "core/cluster/kube/KubeAuditRunner.h"
#include "core/session/RemoteCommand.h"

#include <QFile>
#include <QtTest>

using namespace tb;
using tb::test::KubeStandIn;

class tst_KubeRemote : public QObject {
    Q_OBJECT

    test::KubeTestEnv m_env;
    test::KubeLoginNode m_login;
    core::KubeTarget m_target;
    remote::SshConnection& m_connection = m_login.connection;

private slots:
    void initTestCase() {
        if (!test::KubeTestEnv::kubectlPresent()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("kubectl is not installed"));
        }
        QString why;
        QVERIFY2(m_env.start(&why), qPrintable(why));
        if (!m_login.start(m_env, &why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        m_target = m_login.target;
    }

    void kubectlRunsOnTheLoginNode() {
        auto kubectl = core::Kubectl::make(m_target, &m_connection);
        QCOMPARE(kubectl->where(), QStringLiteral("login node"));
        auto who = core::RemoteCommand::capture(m_connection, QStringLiteral("id -un"));
        QVERIFY(who);
        QCOMPARE(who->out.trimmed(), test::SshdFixture::testUser().toUtf8());
        m_env.api.clearRequests();
        auto nodes =
            kubectl->run({QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"), QStringLiteral("json")},
                         {}, 60, false);
        QVERIFY(nodes);
        QVERIFY2(nodes->exitCode == 0, nodes->err.constData());
        QCOMPARE(core::KubeAudit::gpuNodes(nodes->out)->size(), 2);
        QVERIFY(!m_env.api.requests(QStringLiteral("GET"), QStringLiteral("/api/v1/nodes")).isEmpty());
    }

    void manifestCrossesTheShellIntact() {
        auto kubectl = core::Kubectl::make(m_target, &m_connection);
        const QString hostile =
            QStringLiteral("$(touch /tmp/tb-kube-pwned) `id` 'single' \"double\" ; | & \\ \n second line");
        const QJsonObject pvc{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("PersistentVolumeClaim")},
            {QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("quoted")},
                         {QStringLiteral("annotations"), QJsonObject{{QStringLiteral("note"), hostile}}}}},
            {QStringLiteral("spec"), QJsonObject{}}};
        QFile::remove(QStringLiteral("/tmp/tb-kube-pwned"));
        m_env.api.clearRequests();
        auto made = kubectl->run(
            {QStringLiteral("create"), QStringLiteral("--validate=false"), QStringLiteral("-f"), QStringLiteral("-")},
            QJsonDocument(pvc).toJson());
        QVERIFY(made);
        QVERIFY2(made->exitCode == 0, made->err.constData());
        const auto posts = m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/persistentvolumeclaims"));
        QCOMPARE(posts.size(), 1);
        QCOMPARE(QJsonDocument::fromJson(posts[0].body)
                     .object()
                     .value(QStringLiteral("metadata"))
                     .toObject()
                     .value(QStringLiteral("annotations"))
                     .toObject()
                     .value(QStringLiteral("note"))
                     .toString(),
                 hostile);
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/tb-kube-pwned")));
    }

    void auditOverTheLoginNode() {
        auto kubectl = core::Kubectl::make(m_target, &m_connection);
        QString version;
        auto in = core::KubeAuditRunner::collect(*kubectl, &version);
        QVERIFY2(in, in ? "" : qPrintable(in.error().toString()));
        QVERIFY(version.startsWith(QLatin1String("v1.")));
        auto f = core::KubeAudit::findings(*in);
        QVERIFY(f);
        QVERIFY(std::any_of(f->begin(), f->end(), [](const core::FindingRecord& r) {
            return r.key == QLatin1String("k8s.pvc_bind") && r.status == core::FindingStatus::Pass;
        }));
        // The evidence names the command as run there, context quoted.
        QVERIFY(in->output(QStringLiteral("nodes"))->command.contains(QLatin1String("'--context=login ctx'")));
    }
};

QTEST_GUILESS_MAIN(tst_KubeRemote)
#include "tst_KubeRemote.moc"
