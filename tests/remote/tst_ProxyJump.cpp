// ProxyJump through a second real sshd: an explicit jump spec, Host aliases for both hops from an ssh config file,
// and a dead jump host failing in bounded time with a clear error.
#include "core/session/RemoteCommand.h"
#include "remote/SshConnection.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QProcess>
#include <QTest>
#include <QTcpServer>

using namespace tb;

namespace {

class Refusing : public core::RemotePrompter {
public:
    bool acceptHostKey(const core::HostKeyInfo&) override { return false; }
    std::optional<QString> passphrase(const QString&, int) override { return std::nullopt; }
};

// Accepts every new key and remembers the last one it was shown.
class Accepting : public core::RemotePrompter {
public:
    core::HostKeyInfo seen;
    bool acceptHostKey(const core::HostKeyInfo& key) override {
        seen = key;
        return true;
    }
    std::optional<QString> passphrase(const QString&, int) override { return std::nullopt; }
};

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool append(const QString& path, const QByteArray& text) {
    QFile f(path);
    return f.open(QIODevice::Append) && f.write(text) == text.size();
}

}  // namespace

class TestProxyJump : public QObject {
    Q_OBJECT

private:
    test::SshdFixture m_jump;
    test::SshdFixture m_node;
    QTemporaryDir m_tmp;
    QString m_knownHosts;

    // The node as seen from here: only reachable "through" the jump in these tests because every target names one.
    core::SshTarget nodeTarget() const {
        core::SshTarget t;
        t.host = m_node.host();
        t.port = m_node.port();
        t.user = test::SshdFixture::testUser();
        t.identityFile = m_node.userKey();
        t.knownHostsFile = m_knownHosts;
        t.readConfig = false;
        t.agentSocket = m_tmp.path() + QStringLiteral("/no-agent");
        t.connectTimeoutS = 10;
        t.stallTimeoutS = 10;
        return t;
    }

    // A config file with the aliases tb-bastion (the jump sshd) and tb-gpu-node (the node, plus nodeExtra lines),
    // and a target that names only the node's alias.
    core::SshTarget aliasTarget(const QString& fileName, const QString& nodeExtra) {
        const QString config = m_tmp.path() + u'/' + fileName;
        const QString text = QStringLiteral(
                                 "Host tb-bastion\n  HostName 127.0.0.1\n  Port %1\n  User %3\n  IdentityFile %4\n"
                                 "  UserKnownHostsFile %5\n  IdentitiesOnly yes\n"
                                 "Host tb-gpu-node\n  HostName 127.0.0.1\n  Port %2\n  User %3\n  IdentityFile %4\n")
                                 .arg(m_jump.port())
                                 .arg(m_node.port())
                                 .arg(test::SshdFixture::testUser(), m_node.userKey(), m_knownHosts) +
                             nodeExtra;
        if (!append(config, text.toUtf8())) {
            qWarning() << "cannot write" << config;
        }
        core::SshTarget t;
        t.host = QStringLiteral("tb-gpu-node");
        t.configFile = config;
        t.readConfig = true;
        t.knownHostsFile = m_knownHosts;
        t.agentSocket = m_tmp.path() + QStringLiteral("/no-agent");
        t.connectTimeoutS = 10;
        return t;
    }

    int acceptedLogins(const test::SshdFixture& sshd) const {
        return int(readAll(sshd.logFile()).count("Accepted publickey"));
    }

    QByteArray whoAmI(const core::SshTarget& target, QString* error) {
        remote::SshConnection c;
        Refusing prompter;
        if (auto st = c.connect(target, prompter); !st) {
            *error = st.error().toString();
            return {};
        }
        auto r = core::RemoteCommand::capture(c, QStringLiteral("id -un; echo $SSH_CONNECTION"));
        if (!r) {
            *error = r.error().toString();
            return {};
        }
        return r->out;
    }

private slots:
    void initTestCase() {
        qunsetenv("SSH_AUTH_SOCK");
        QString why;
        if (!m_jump.start(&why) || !m_node.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        QVERIFY(QFile::exists(QStringLiteral("/usr/bin/ssh")));  // the jump runs through the OpenSSH client
        // The jump host also lets the node's key in, so the one identity serves both hops (as an agent would).
        QVERIFY(append(m_jump.dir() + QStringLiteral("/authorized_keys"),
                       readAll(m_node.userKey() + QStringLiteral(".pub"))));
        m_knownHosts = m_tmp.path() + QStringLiteral("/known_hosts");
        QVERIFY(append(m_knownHosts, (m_jump.knownHostsLine() + u'\n' + m_node.knownHostsLine() + u'\n').toUtf8()));
    }

    void explicitJumpSpec() {
        const int before = acceptedLogins(m_jump);
        core::SshTarget t = nodeTarget();
        t.jump = QStringLiteral("%1@127.0.0.1:%2").arg(test::SshdFixture::testUser()).arg(m_jump.port());
        QString error;
        const QByteArray out = whoAmI(t, &error);
        QVERIFY2(out.startsWith(test::SshdFixture::testUser().toUtf8()), qPrintable(error));
        // The first hop really happened: the jump sshd logged a login for it.
        QTRY_VERIFY_WITH_TIMEOUT(acceptedLogins(m_jump) > before, 5000);
    }

    void hostAliasesFromConfigFile() {
        // Both hops by alias: HostName, Port, User and IdentityFile come from the file, and the jump alias resolves
        // in the same file (the OpenSSH client that carries the first hop is given it with -F).
        core::SshTarget t = aliasTarget(QStringLiteral("ssh_config"), {});
        t.jump = QStringLiteral("tb-bastion");
        QString error;
        const int before = acceptedLogins(m_jump);
        QVERIFY2(whoAmI(t, &error).startsWith(test::SshdFixture::testUser().toUtf8()), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(acceptedLogins(m_jump) > before, 5000);
    }

    void proxyJumpLineInConfigFile() {
        // The jump named by the config's own ProxyJump line, not by the caller.
        const core::SshTarget t =
            aliasTarget(QStringLiteral("ssh_config_pj"), QStringLiteral("  ProxyJump tb-bastion\n"));
        QString error;
        const int before = acceptedLogins(m_jump);
        QVERIFY2(whoAmI(t, &error).startsWith(test::SshdFixture::testUser().toUtf8()), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(acceptedLogins(m_jump) > before, 5000);
    }

    void deadJumpFailsInBoundedTime() {
        // A port nobody listens on any more: the first hop cannot connect.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 closed = probe.serverPort();
        probe.close();
        core::SshTarget t = nodeTarget();
        t.jump = QStringLiteral("%1@127.0.0.1:%2").arg(test::SshdFixture::testUser()).arg(closed);
        QElapsedTimer clock;
        clock.start();
        QString error;
        const QByteArray out = whoAmI(t, &error);
        QVERIFY(out.isEmpty());
        QVERIFY2(!error.isEmpty(), "a dead jump host must give an error");
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
    }

    void jumpDyingMidSessionIsAnError() {
        // libssh writes to the proxy command through a pipe, not a socket: once the OpenSSH client that carries the
        // first hop is gone, the next write raises SIGPIPE, which must end the operation, not the process.
        core::SshTarget t = nodeTarget();
        t.jump = QStringLiteral("%1@127.0.0.1:%2").arg(test::SshdFixture::testUser()).arg(m_jump.port());
        remote::SshConnection c;
        Refusing prompter;
        auto st = c.connect(t, prompter);
        QVERIFY2(st, st ? "" : qPrintable(st.error().toString()));
        QProcess pkill;
        pkill.start(QStringLiteral("pkill"),
                    {QStringLiteral("-KILL"), QStringLiteral("-P"), QString::number(QCoreApplication::applicationPid()),
                     QStringLiteral("-x"), QStringLiteral("ssh")});
        QVERIFY(pkill.waitForFinished(5000));
        QCOMPARE(pkill.exitCode(), 0);  // there was a proxy child to kill
        QElapsedTimer clock;
        clock.start();
        // Enough output that the client keeps writing window adjustments after the pipe broke.
        auto r = core::RemoteCommand::capture(c, QStringLiteral("head -c 5000000 /dev/zero; echo done"));
        QVERIFY(!r);
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
        qInfo() << "after the jump died:" << r.error().toString();
    }

    // SHA256:... of the jump sshd's host key, as ssh-keygen prints it.
    QString jumpFingerprint() {
        const QString line = m_tmp.path() + QStringLiteral("/jump_line");
        QFile::remove(line);
        if (!append(line, (m_jump.knownHostsLine() + u'\n').toUtf8())) {
            return {};
        }
        const QByteArray out = test::SshdFixture::runLocal(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), line});
        const QList<QByteArray> words = out.split(' ');
        return words.size() > 1 ? QString::fromLatin1(words[1]) : QString();
    }

    void unknownJumpHostKeyIsAHostKeyError() {
        // Issue 13.5: the `ssh -W` child refused the unknown jump key in batch mode and libssh reported
        // "Connection reset by peer" (exit 12). Now the jump key is checked first: exit 10 with its fingerprint.
        const QString fingerprint = jumpFingerprint();
        QVERIFY(fingerprint.startsWith(QStringLiteral("SHA256:")));
        const QString knownHosts = m_tmp.path() + QStringLiteral("/known_hosts_node_only");
        QVERIFY(append(knownHosts, (m_node.knownHostsLine() + u'\n').toUtf8()));
        core::SshTarget t = nodeTarget();
        t.knownHostsFile = knownHosts;
        t.jump = QStringLiteral("%1@127.0.0.1:%2").arg(test::SshdFixture::testUser()).arg(m_jump.port());
        const int nodeLogins = acceptedLogins(m_node);
        remote::SshConnection c;
        Refusing refusing;
        auto refused = c.connect(t, refusing);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, core::ErrorCode::HostKeyUnknown);
        QVERIFY2(refused.error().message.contains(fingerprint), qPrintable(refused.error().toString()));
        QVERIFY2(refused.error().message.contains(QStringLiteral("Jump host")), qPrintable(refused.error().message));
        QVERIFY(!readAll(knownHosts).contains(m_jump.knownHostsLine().section(u' ', 2).toUtf8()));
        QCOMPARE(acceptedLogins(m_node), nodeLogins);
        // Accepted (as --accept-new-host-key does): the jump key is added and the node is reached through it.
        Accepting accepting;
        auto st = c.connect(t, accepting);
        QVERIFY2(st, st ? "" : qPrintable(st.error().toString()));
        QCOMPARE(accepting.seen.fingerprint, fingerprint);
        QVERIFY(readAll(knownHosts).contains(m_jump.knownHostsLine().section(u' ', 2).toUtf8()));
        c.disconnect();
    }

    void changedJumpHostKeyIsRefused() {
        const QString knownHosts = m_tmp.path() + QStringLiteral("/known_hosts_wrong_jump");
        QVERIFY(append(knownHosts, (m_jump.wrongKnownHostsLine() + u'\n' + m_node.knownHostsLine() + u'\n').toUtf8()));
        core::SshTarget t = nodeTarget();
        t.knownHostsFile = knownHosts;
        t.jump = QStringLiteral("%1@127.0.0.1:%2").arg(test::SshdFixture::testUser()).arg(m_jump.port());
        remote::SshConnection c;
        Accepting accepting;  // even a prompter that accepts new keys must not accept a changed one
        auto st = c.connect(t, accepting);
        QVERIFY(!st);
        QCOMPARE(st.error().code, core::ErrorCode::HostKeyChanged);
        QVERIFY2(st.error().message.contains(jumpFingerprint()), qPrintable(st.error().toString()));
    }

    void cleanupTestCase() {
        m_node.stop();
        m_jump.stop();
    }
};

QTEST_GUILESS_MAIN(TestProxyJump)
#include "tst_ProxyJump.moc"
