// kubectl on "the login node": this machine reached through the loopback test sshd as the test user, talking to
// the API stand-in on loopback, as when the cluster's API is only reachable from its login node. Every argument
// and the manifest cross the remote shell quoted.
#include "KubeTestEnv.h"

#include "core/cluster/kube/KubeAuditRunner.h"
#include "core/session/RemoteCommand.h"
#include "remote/SshConnection.h"
#include "tests/support/SshdFixture.h"

#include <QFile>
#include <QtTest>

using namespace tb;
using tb::test::KubeStandIn;

namespace {
class Refusing : public core::RemotePrompter {
public:
    bool acceptHostKey(const core::HostKeyInfo&) override { return false; }
    std::optional<QString> passphrase(const QString&, int) override { return std::nullopt; }
};
}  // namespace

class tst_KubeRemote : public QObject {
    Q_OBJECT

    test::SshdFixture m_sshd;
    test::KubeTestEnv m_env;
    QTemporaryDir m_shared{QStringLiteral("/tmp/tb-kube-remote-XXXXXX")};
    remote::SshConnection m_connection;
    core::KubeTarget m_target;

private slots:
    void initTestCase() {
        if (!test::KubeTestEnv::kubectlPresent()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("kubectl is not installed"));
        }
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("sshd: ") + why);
        }
        QVERIFY2(m_env.start(&why), qPrintable(why));
        // The kubeconfig as the login node's user keeps it: readable by that user.
        QFile::setPermissions(m_shared.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                   QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup |
                                                   QFile::ExeGroup);
        m_target = m_env.target;
        m_target.kubeconfig =
            m_env.api.writeKubeconfig(m_shared.path(), QStringLiteral("login ctx"), QStringLiteral("tb"));
        m_target.context = QStringLiteral("login ctx");  // a space: must reach kubectl as one argument
        QFile::setPermissions(m_target.kubeconfig,
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther | QFile::ReadGroup);
        m_target.viaLogin = true;
        const QString knownHosts = m_shared.filePath(QStringLiteral("known_hosts"));
        QFile kh(knownHosts);
        QVERIFY(kh.open(QIODevice::WriteOnly));
        kh.write((m_sshd.knownHostsLine() + u'\n').toUtf8());
        kh.close();
        core::SshTarget t;
        t.host = m_sshd.host();
        t.port = m_sshd.port();
        t.user = test::SshdFixture::testUser();
        t.identityFile = m_sshd.userKey();
        t.knownHostsFile = knownHosts;  // the host key is verified: an unknown one is refused
        t.readConfig = false;
        t.agentSocket = m_shared.filePath(QStringLiteral("no-agent"));
        t.connectTimeoutS = 10;
        t.stallTimeoutS = 30;
        Refusing prompter;
        if (auto st = m_connection.connect(t, prompter); !st) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("login to the loopback sshd failed: ") + st.error().toString());
        }
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
