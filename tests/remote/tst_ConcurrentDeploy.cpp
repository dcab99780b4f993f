// Issue 13.9: two runs deploying the same bundle to the same new remote folder at once, over a real sshd. Without
// a lock on the node the second one's `rm -rf` of the staging folder took the first one's files away ("tb-node:
// not found" in 1 of 6 rounds). Each round uses a new folder; both deploys must end with the complete bundle.
#include "core/run/Deployer.h"
#include "core/session/RemoteCommand.h"
#include "core/session/RemoteSession.h"
#include "core/session/ShellQuote.h"
#include "remote/SshConnection.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace tb;

class TestConcurrentDeploy : public QObject {
    Q_OBJECT

    tb::test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;

    core::SshTarget target() const {
        core::SshTarget t;
        t.host = m_sshd.host();
        t.port = m_sshd.port();
        t.user = tb::test::SshdFixture::testUser();
        t.identityFile = m_sshd.userKey();
        t.knownHostsFile = m_tmp.filePath(QStringLiteral("known_hosts"));
        t.readConfig = false;
        t.agentSocket = m_tmp.filePath(QStringLiteral("no-agent"));
        return t;
    }
    static std::unique_ptr<core::RemoteSession> session() {
        return std::make_unique<core::RemoteSession>([] { return std::make_unique<remote::SshConnection>(); });
    }

private slots:
    void initTestCase() {
        qunsetenv("SSH_AUTH_SOCK");
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        QFile kh(m_tmp.filePath(QStringLiteral("known_hosts")));
        QVERIFY(kh.open(QIODevice::WriteOnly));
        kh.write(m_sshd.knownHostsLine().toUtf8() + '\n');
    }

    void twoFirstDeploysToOneNewFolderBothSucceed() {
        // A prebuilt bundle: a stand-in tb-node and a few MB of payload, so the unpacking takes a while.
        const QString dir = m_tmp.filePath(QStringLiteral("bundle"));
        QVERIFY(QDir().mkpath(dir));
        QFile node(dir + QStringLiteral("/tb-node"));
        QVERIFY(node.open(QIODevice::WriteOnly));
        node.write("#!/bin/sh\necho tb-node stand-in\n");
        node.close();
        QVERIFY(node.setPermissions(node.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeOther));
        for (int i = 0; i < 16; ++i) {
            QFile payload(dir + QStringLiteral("/payload%1.bin").arg(i));
            QVERIFY(payload.open(QIODevice::WriteOnly));
            QByteArray bytes(256 * 1024, Qt::Uninitialized);
            QRandomGenerator::global()->fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / 4);
            payload.write(bytes);
        }
        auto bundle = core::ProbeBundle::fromDirectory(dir, core::ProbeBundle::Kind::Prebuilt);
        QVERIFY(bundle);

        auto a = session();
        auto b = session();
        QVERIFY(a->open(target()).result());
        QVERIFY(b->open(target()).result());
        for (int round = 0; round < 6; ++round) {
            core::Deployer::Options options;
            options.remoteDir = QStringLiteral("/tmp/tb-deploy-race-%1-%2").arg(m_sshd.port()).arg(round);
            auto deploy = [&](core::RemoteConnection& c) {
                return core::Deployer(c, options).deployBundle(*bundle, {});
            };
            auto first = a->submit(deploy);
            auto second = b->submit(deploy);
            const auto r1 = first.result();
            const auto r2 = second.result();
            QVERIFY2(r1, r1 ? "" : qPrintable(r1.error().toString()));
            QVERIFY2(r2, r2 ? "" : qPrintable(r2.error().toString()));
            // Whichever came second found the first one's work (or redid it under the lock): both see it whole.
            const QString check = QStringLiteral("%1 && test -s %2 && cat %3")
                                      .arg(core::ShellQuote::path(r1->binDir + QStringLiteral("/tb-node")),
                                           core::ShellQuote::path(r1->binDir + QStringLiteral("/payload15.bin")),
                                           core::ShellQuote::path(r1->bundleDir + QStringLiteral("/.tb-ready")));
            const auto ran = a->submit([&](core::RemoteConnection& c) {
                                  return core::RemoteCommand::capture(c, check, 4096, 30);
                              }).result();
            QVERIFY(ran);
            QVERIFY2(ran->exitCode == 0, ran->err.constData());
            QVERIFY(ran->out.contains("tb-node stand-in"));
            QVERIFY(ran->out.contains(bundle->hash.toLatin1()));
            // Nothing left over beside the bundle: no staging folder, no archive, no lock.
            const auto left =
                a->submit([&](core::RemoteConnection& c) {
                     return core::RemoteCommand::capture(
                         c, QStringLiteral("ls -A %1/bundles").arg(core::ShellQuote::path(options.remoteDir)), 4096,
                         30);
                 }).result();
            QVERIFY(left);
            const QStringList entries = QString::fromUtf8(left->out).split(u'\n', Qt::SkipEmptyParts);
            QVERIFY2(entries.size() <= 2 && entries.contains(bundle->hash), qPrintable(entries.join(u' ')));
            QDir(options.remoteDir).removeRecursively();  // the sshd is on this machine
        }
    }

    void cleanupTestCase() { m_sshd.stop(); }
};

QTEST_GUILESS_MAIN(TestConcurrentDeploy)
#include "tst_ConcurrentDeploy.moc"
