// The one mapping from libssh's error state to core::Error (remote/SshErrors.h), by libssh's codes and status bits:
// a lost connection is Unreachable whatever the message says, a refused request keeps the caller's code, the
// watchdog's cut is a stall, not a socket error. Only the timeout, for which libssh has no code, is read from text.
#include "remote/SshConnection.h"
#include "remote/SshErrors.h"

#include <QLoggingCategory>
#include <QMutex>
#include <QtTest>

#include <libssh/libssh.h>

using namespace tb;

namespace {
QMutex g_logMutex;
QStringList g_sshLog;
QtMessageHandler g_previous = nullptr;
void capture(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (context.category && QLatin1String(context.category) == QLatin1String("tierbench.remote.ssh")) {
        QMutexLocker lock(&g_logMutex);
        g_sshLog << message;
    }
    g_previous(type, context, message);
}
}  // namespace

class TestSshErrors : public QObject {
    Q_OBJECT

    static remote::SshErrorState state(int code, int status, bool connected, const char* detail = "") {
        remote::SshErrorState s;
        s.code = code;
        s.status = status;
        s.connected = connected;
        s.detail = QString::fromLatin1(detail);
        return s;
    }

private slots:
    void lostConnectionsAreUnreachableByCode_data() {
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("connected");
        QTest::newRow("fatal") << int(SSH_FATAL) << 0 << true;
        QTest::newRow("closed") << int(SSH_NO_ERROR) << int(SSH_CLOSED) << true;
        QTest::newRow("closed with error") << int(SSH_REQUEST_DENIED) << int(SSH_CLOSED_ERROR) << true;
        QTest::newRow("not connected") << int(SSH_NO_ERROR) << 0 << false;
    }
    void lostConnectionsAreUnreachableByCode() {
        QFETCH(int, code);
        QFETCH(int, status);
        QFETCH(bool, connected);
        // The detail text says nothing of a loss: the codes decide.
        const core::Error e = remote::mapSshError(state(code, status, connected, "whatever libssh printed"),
                                                  core::ErrorCode::Io, QStringLiteral("Uploading"), 10);
        QCOMPARE(e.code, core::ErrorCode::Unreachable);
        QVERIFY2(e.message.startsWith(QStringLiteral("Uploading")), qPrintable(e.message));
        QCOMPARE(e.detail, QStringLiteral("whatever libssh printed"));
    }

    void aRefusedRequestKeepsTheCallersCode() {
        const auto s = state(SSH_REQUEST_DENIED, 0, true, "Socket error: disconnected");  // text ignored
        QCOMPARE(remote::mapSshError(s, core::ErrorCode::Io, QStringLiteral("Opening a channel"), 10).code,
                 core::ErrorCode::Io);
        QCOMPARE(remote::mapSshError(s, core::ErrorCode::AuthenticationFailed, QStringLiteral("Logging in"), 10).code,
                 core::ErrorCode::AuthenticationFailed);
    }

    void theWatchdogsCutIsAStall() {
        auto s = state(SSH_FATAL, SSH_CLOSED_ERROR, false, "Socket error: Connection reset");
        s.watchdogFired = true;
        const core::Error e = remote::mapSshError(s, core::ErrorCode::Io, QStringLiteral("Running"), 7);
        QCOMPARE(e.code, core::ErrorCode::Unreachable);
        QVERIFY2(e.message.contains(QStringLiteral("7 s")), qPrintable(e.message));
    }

    void timeoutsComeFromTheOnlyPlaceLibsshSaysSo() {
        QVERIFY(remote::libsshTimedOut(QStringLiteral("Timeout connecting to 192.0.2.1")));
        QVERIFY(remote::libsshTimedOut(QStringLiteral("Socket error: timeout")));
        QVERIFY(!remote::libsshTimedOut(QStringLiteral("Connection refused")));
        auto s = state(SSH_FATAL, SSH_CLOSED_ERROR, false, "Timeout connecting to 192.0.2.1");
        s.timedOut = true;
        QCOMPARE(remote::mapSshError(s, core::ErrorCode::Io, QStringLiteral("Connecting"), 10).code,
                 core::ErrorCode::Timeout);
    }

    void noSessionAtAllIsUnreachable() {
        QCOMPARE(remote::sshError(nullptr, core::ErrorCode::Io, QStringLiteral("Connecting"), false, 10).code,
                 core::ErrorCode::Unreachable);
    }

    // libssh's own log lands in the tierbench.remote.ssh category (from the worker thread that logs), not on
    // stderr behind Qt's back.
    void libsshLogsIntoTheCategory() {
        qputenv("TB_SSH_VERBOSITY", "4");
        QLoggingCategory::setFilterRules(QStringLiteral("tierbench.remote.ssh.debug=true"));
        g_previous = qInstallMessageHandler(capture);
        remote::SshConnection connection;
        core::SshTarget target;
        target.host = QStringLiteral("127.0.0.1");
        target.port = 1;  // nothing listens there
        target.readConfig = false;
        target.connectTimeoutS = 5;
        core::FixedPrompter prompter(false);
        const core::Status st = connection.connect(target, prompter);
        qInstallMessageHandler(g_previous);
        qunsetenv("TB_SSH_VERBOSITY");
        QVERIFY(!st.ok());
        QCOMPARE(st.error().code, core::ErrorCode::Unreachable);
        QMutexLocker lock(&g_logMutex);
        QVERIFY2(!g_sshLog.isEmpty(), "libssh logged nothing into tierbench.remote.ssh");
        QVERIFY2(g_sshLog.join(u'\n').contains(QStringLiteral("ssh_")), qPrintable(g_sshLog.join(u'\n')));
    }

    void aFreshSessionIsNotConnected() {
        ssh_session s = ssh_new();
        QVERIFY(s);
        const core::Error e = remote::sshError(s, core::ErrorCode::Io, QStringLiteral("Opening a channel"), false, 10);
        ssh_free(s);
        QCOMPARE(e.code, core::ErrorCode::Unreachable);
    }
};

QTEST_GUILESS_MAIN(TestSshErrors)
#include "tst_SshErrors.moc"
