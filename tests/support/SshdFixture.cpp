#include "tests/support/SshdFixture.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QThread>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace tb::test {

namespace {
int freeLoopbackPort() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0) {
        socklen_t len = sizeof addr;
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
        port = ntohs(addr.sin_port);
    }
    ::close(fd);
    return port;
}

bool canConnect(int port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = htons(static_cast<uint16_t>(port));
    const bool ok = ::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
    ::close(fd);
    return ok;
}

bool writeFile(const QString& path, const QByteArray& content) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}
}  // namespace

SshdFixture::SshdFixture() = default;

SshdFixture::~SshdFixture() {
    stop();
}

QByteArray SshdFixture::runLocal(const QString& program, const QStringList& args, int* exitCode) {
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    if (exitCode) {
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }
    return p.readAllStandardOutput();
}

bool SshdFixture::start(QString* whyNot) {
    const QString sshd = QStringLiteral("/usr/sbin/sshd");
    if (!QFileInfo(sshd).isExecutable()) {
        *whyNot = QStringLiteral("OpenSSH server not installed (/usr/sbin/sshd; apt-get install openssh-server)");
        return false;
    }
    if (::geteuid() != 0) {
        *whyNot = QStringLiteral("the sshd fixture needs root (privilege separation, test user)");
        return false;
    }
    if (!QFileInfo(QStringLiteral("/usr/bin/ssh-keygen")).isExecutable()) {
        *whyNot = QStringLiteral("ssh-keygen missing (apt-get install openssh-client)");
        return false;
    }
    if (!m_dir.isValid()) {
        *whyNot = QStringLiteral("no temporary directory");
        return false;
    }
    int rc = 0;
    runLocal(QStringLiteral("id"), {testUser()}, &rc);
    if (rc != 0) {
        runLocal(QStringLiteral("useradd"),
                 {QStringLiteral("-m"), QStringLiteral("-s"), QStringLiteral("/bin/bash"), testUser()}, &rc);
        if (rc != 0) {
            *whyNot = QStringLiteral("could not create the test user %1 (useradd)").arg(testUser());
            return false;
        }
    }
    // useradd leaves the account locked ("!"), which sshd refuses without PAM.
    runLocal(QStringLiteral("usermod"), {QStringLiteral("-p"), QStringLiteral("*"), testUser()});
    QDir().mkpath(QStringLiteral("/run/sshd"));
    QFile::setPermissions(QStringLiteral("/run/sshd"), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                           QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                                           QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                                           QFileDevice::ExeOther);
    // The test user reads the authorized keys file itself: the folder must be traversable.
    QFile::setPermissions(dir(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                     QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                     QFileDevice::ExeOther);
    const auto keygen = [&](const QString& file, const QString& passphrase) {
        int krc = 0;
        runLocal(QStringLiteral("ssh-keygen"),
                 {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                  passphrase, QStringLiteral("-C"), QStringLiteral("tierbench-test"), QStringLiteral("-f"), file},
                 &krc);
        return krc == 0;
    };
    if (!keygen(dir() + QStringLiteral("/host_ed25519"), {}) ||
        !keygen(dir() + QStringLiteral("/wronghost_ed25519"), {}) || !keygen(userKey(), {}) ||
        !keygen(otherKey(), {}) || !keygen(encryptedKey(), encryptedKeyPassphrase())) {
        *whyNot = QStringLiteral("ssh-keygen failed");
        return false;
    }
    QByteArray options;
    for (const QString& a : m_environment) {
        options += (options.isEmpty() ? "" : ",") + QByteArray("environment=\"") + a.toUtf8() + '"';
    }
    QByteArray authorized;
    for (const QString& pub : {userKey(), encryptedKey()}) {
        QFile f(pub + QStringLiteral(".pub"));
        f.open(QIODevice::ReadOnly);
        authorized += (options.isEmpty() ? QByteArray() : options + ' ') + f.readAll();
    }
    writeFile(dir() + QStringLiteral("/authorized_keys"), authorized);
    QFile::setPermissions(dir() + QStringLiteral("/authorized_keys"), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                                          QFileDevice::ReadGroup |
                                                                          QFileDevice::ReadOther);

    for (int attempt = 0; attempt < 5; ++attempt) {
        m_port = freeLoopbackPort();
        const QString config =
            QStringLiteral(
                "Port %1\nListenAddress 127.0.0.1\nHostKey %2/host_ed25519\nPidFile %2/sshd.pid\n"
                "AuthorizedKeysFile %2/authorized_keys\nPubkeyAuthentication yes\n"
                "PasswordAuthentication no\nKbdInteractiveAuthentication no\nUsePAM no\n"
                "PermitRootLogin prohibit-password\nStrictModes no\nMaxSessions 64\n"
                "MaxStartups 64\nAllowTcpForwarding yes\nSubsystem sftp internal-sftp\n"
                "LogLevel VERBOSE\n%3")
                .arg(m_port)
                .arg(dir(), m_environment.isEmpty() ? QString() : QStringLiteral("PermitUserEnvironment yes\n"));
        writeFile(dir() + QStringLiteral("/sshd_config"), config.toUtf8());
        m_sshd = std::make_unique<QProcess>();
        m_sshd->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_sshd->start(sshd, {QStringLiteral("-D"), QStringLiteral("-f"), dir() + QStringLiteral("/sshd_config"),
                             QStringLiteral("-E"), logFile()});
        if (!m_sshd->waitForStarted(5000)) {
            *whyNot = QStringLiteral("sshd did not start: %1").arg(m_sshd->errorString());
            return false;
        }
        QDeadlineTimer deadline(5000);
        while (!deadline.hasExpired() && m_sshd->state() == QProcess::Running && !canConnect(m_port)) {
            QThread::msleep(20);
        }
        if (m_sshd->state() == QProcess::Running && canConnect(m_port)) {
            return true;
        }
        m_sshd->kill();
        m_sshd->waitForFinished(2000);
    }
    QFile log(logFile());
    log.open(QIODevice::ReadOnly);
    *whyNot = QStringLiteral("sshd did not listen: %1").arg(QString::fromUtf8(log.readAll().right(500)));
    return false;
}

void SshdFixture::stop() {
    if (m_agentPid > 0) {
        ::kill(static_cast<pid_t>(m_agentPid), SIGTERM);
        m_agentPid = 0;
    }
    if (m_sshd) {
        // Session children first (a SIGSTOPped one would otherwise linger), then the listener.
        for (qint64 pid : sessionPids()) {
            ::kill(static_cast<pid_t>(pid), SIGCONT);
            ::kill(static_cast<pid_t>(pid), SIGTERM);
        }
        m_sshd->terminate();
        if (!m_sshd->waitForFinished(3000)) {
            m_sshd->kill();
            m_sshd->waitForFinished(3000);
        }
        m_sshd.reset();
    }
}

qint64 SshdFixture::pid() const {
    return m_sshd ? m_sshd->processId() : 0;
}

static QString publicKeyOf(const QString& privateKey) {
    QFile f(privateKey + QStringLiteral(".pub"));
    f.open(QIODevice::ReadOnly);
    const QList<QByteArray> fields = f.readAll().trimmed().split(' ');
    return fields.size() >= 2 ? QString::fromLatin1(fields[0] + ' ' + fields[1]) : QString();
}

QString SshdFixture::knownHostsLine() const {
    return QStringLiteral("[127.0.0.1]:%1 %2").arg(m_port).arg(publicKeyOf(dir() + QStringLiteral("/host_ed25519")));
}

QString SshdFixture::wrongKnownHostsLine() const {
    return QStringLiteral("[127.0.0.1]:%1 %2")
        .arg(m_port)
        .arg(publicKeyOf(dir() + QStringLiteral("/wronghost_ed25519")));
}

QString SshdFixture::startAgent() {
    const QString sock = dir() + QStringLiteral("/agent.sock");
    QProcess agent;
    agent.start(QStringLiteral("ssh-agent"), {QStringLiteral("-s"), QStringLiteral("-a"), sock});
    agent.waitForFinished(5000);
    const QString out = QString::fromUtf8(agent.readAllStandardOutput());
    const qsizetype at = out.indexOf(QStringLiteral("SSH_AGENT_PID="));
    if (at < 0) {
        return {};
    }
    m_agentPid = out.mid(at + 14).section(u';', 0, 0).toLongLong();
    QProcess add;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SSH_AUTH_SOCK"), sock);
    add.setProcessEnvironment(env);
    add.start(QStringLiteral("ssh-add"), {userKey()});
    add.waitForFinished(5000);
    return add.exitCode() == 0 ? sock : QString();
}

QList<qint64> SshdFixture::sessionPids() const {
    QList<qint64> pids;
    const qint64 listener = pid();
    if (listener <= 0) {
        return pids;
    }
    // Children of the listener and their children (privilege-separated "[priv]" and the user's "@notty").
    QList<qint64> parents{listener};
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (int depth = 0; depth < 2; ++depth) {
        QList<qint64> next;
        for (const QString& e : entries) {
            bool ok = false;
            const qint64 p = e.toLongLong(&ok);
            if (!ok) {
                continue;
            }
            QFile stat(QStringLiteral("/proc/%1/stat").arg(p));
            if (!stat.open(QIODevice::ReadOnly)) {
                continue;
            }
            const QByteArray s = stat.readAll();
            const qsizetype close = s.lastIndexOf(')');
            const QList<QByteArray> f = s.mid(close + 2).split(' ');
            const QByteArray comm = s.mid(s.indexOf('(') + 1, close - s.indexOf('(') - 1);
            if (f.size() > 1 && parents.contains(f[1].toLongLong()) && comm.startsWith("sshd")) {
                next << p;
            }
        }
        pids += next;
        parents = next;
    }
    return pids;
}

}  // namespace tb::test
