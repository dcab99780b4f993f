#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

class QProcess;

namespace tb::test {

// A throwaway OpenSSH sshd on a free loopback port: its own host key, config and log, public-key login only, as a
// non-root test user (created when missing; sshd refuses signal requests for root logins, so cancellation must be
// tested as a normal user). Needs root (sshd privilege separation) and /usr/sbin/sshd; start() says what is missing
// so the test can QSKIP with it.
class SshdFixture {
public:
    SshdFixture();
    ~SshdFixture();
    SshdFixture(const SshdFixture&) = delete;
    SshdFixture& operator=(const SshdFixture&) = delete;

    static QString testUser() { return QStringLiteral("tbtest"); }

    // Variables ("PATH=/x/bin:/usr/bin") every login of the test user gets, as a node's administrator would set
    // them: sshd's PermitUserEnvironment and the keys' environment="..." option. Before start().
    void setUserEnvironment(const QStringList& assignments) { m_environment = assignments; }
    // Starts sshd; false with *whyNot filled when it cannot run here.
    bool start(QString* whyNot);
    void stop();

    QString host() const { return QStringLiteral("127.0.0.1"); }
    int port() const { return m_port; }
    qint64 pid() const;
    QString dir() const { return m_dir.path(); }
    QString logFile() const { return m_dir.path() + QStringLiteral("/sshd.log"); }
    QString userKey() const { return m_dir.path() + QStringLiteral("/id_ed25519"); }        // authorized
    QString otherKey() const { return m_dir.path() + QStringLiteral("/other_ed25519"); }    // not authorized
    QString encryptedKey() const { return m_dir.path() + QStringLiteral("/enc_ed25519"); }  // authorized
    static QString encryptedKeyPassphrase() { return QStringLiteral("correct horse"); }
    // "[127.0.0.1]:PORT ssh-ed25519 AAAA..." for a known_hosts file.
    QString knownHostsLine() const;
    // A line for the same host with another key of the same type (a "changed" host key).
    QString wrongKnownHostsLine() const;
    // Starts an ssh-agent holding userKey(); returns its socket (empty on failure). Stopped with the fixture.
    QString startAgent();
    // The sshd processes serving current connections (children of the listener).
    QList<qint64> sessionPids() const;
    // Runs a command locally as root, returns stdout (helper for checks). exitCode optional.
    static QByteArray runLocal(const QString& program, const QStringList& args, int* exitCode = nullptr);

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QProcess> m_sshd;
    qint64 m_agentPid = 0;
    int m_port = 0;
    QStringList m_environment;
};

}  // namespace tb::test
