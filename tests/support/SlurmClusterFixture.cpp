#include "tests/support/SlurmClusterFixture.h"

#include "tests/support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <csignal>
#include <fcntl.h>
#include <sched.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tb::test {

namespace {
// Where the cluster's files go: not under /tmp, because each host mounts its own folder over /tmp.
QString clusterTemplate() {
    return QStringLiteral("/var/tmp/tb-slurm-XXXXXX");
}

// The raw target of a symbolic link ("net:[4026531840]" for a namespace link); Qt would make it an absolute path.
QString readLink(const char* path) {
    char buffer[256] = {};
    const ssize_t n = ::readlink(path, buffer, sizeof buffer - 1);
    return n > 0 ? QString::fromLatin1(buffer, static_cast<qsizetype>(n)) : QString();
}
}  // namespace

SlurmClusterFixture::SlurmClusterFixture() : m_dir(clusterTemplate()) {}

SlurmClusterFixture::~SlurmClusterFixture() {
    stop();
}

QString SlurmClusterFixture::scriptPath() {
    return sourceDir() + QStringLiteral("/tests/support/slurm-cluster.sh");
}

QByteArray SlurmClusterFixture::runScript(const QStringList& args, int* exitCode, QByteArray* err,
                                          int timeoutMs) const {
    QProcess p;
    p.start(QStringLiteral("/bin/bash"), QStringList{scriptPath()} + args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        if (exitCode) {
            *exitCode = -1;
        }
        if (err) {
            *err = "slurm-cluster.sh " + args.value(0).toUtf8() + " did not finish in time";
        }
        return {};
    }
    if (exitCode) {
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }
    if (err) {
        *err = p.readAllStandardError();
    }
    return p.readAllStandardOutput();
}

bool SlurmClusterFixture::start(QString* whyNot) {
    return start(Options{}, whyNot);
}

bool SlurmClusterFixture::start(const Options& options, QString* whyNot) {
    if (!m_dir.isValid()) {
        *whyNot = QStringLiteral("no temporary folder under /var/tmp");
        return false;
    }
    if (!QFileInfo(scriptPath()).isReadable()) {
        *whyNot = QStringLiteral("%1 is missing").arg(scriptPath());
        return false;
    }
    if (::geteuid() != 0) {
        *whyNot = QStringLiteral("the Slurm cluster fixture needs root (network namespaces, daemons as root)");
        return false;
    }
    QStringList args{QStringLiteral("up"), dir(), QStringLiteral("--owner"), QString::number(::getpid())};
    if (!options.accounting) {
        args << QStringLiteral("--no-accounting");
    }
    if (!options.pubkey.isEmpty()) {
        args << QStringLiteral("--pubkey") << options.pubkey;
    }
    if (options.healthIntervalS > 0) {
        args << QStringLiteral("--health-interval") << QString::number(options.healthIntervalS);
    }
    int rc = 0;
    QByteArray err;
    runScript(args, &rc, &err, 180000);
    m_up = true;  // whatever got started is torn down by stop()
    if (rc != 0) {
        *whyNot = QStringLiteral("the two-node Slurm test cluster did not start: %1")
                      .arg(QString::fromUtf8(err).trimmed().right(1500));
        return false;
    }
    QFile envFile(dir() + QStringLiteral("/cluster.env"));
    if (!envFile.open(QIODevice::ReadOnly)) {
        *whyNot = QStringLiteral("the cluster script wrote no cluster.env");
        return false;
    }
    // KEY=value lines as printf %q writes them; the values here never need unquoting (paths and addresses).
    for (const QByteArray& line : envFile.readAll().split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0) {
            m_env.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)));
        }
    }
    return true;
}

void SlurmClusterFixture::stop() {
    if (m_originalNetns >= 0) {
        ::setns(m_originalNetns, CLONE_NEWNET);
        ::close(m_originalNetns);
        m_originalNetns = -1;
    }
    if (m_up) {
        int rc = 0;
        runScript({QStringLiteral("down"), dir()}, &rc);
        m_up = false;
    }
}

bool SlurmClusterFixture::enterClientNetns(QString* whyNot) {
    const QString path = QStringLiteral("/run/netns/%1-client").arg(prefix());
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        *whyNot = QStringLiteral("cannot open %1").arg(path);
        return false;
    }
    if (m_originalNetns < 0) {
        m_originalNetns = ::open("/proc/thread-self/ns/net", O_RDONLY | O_CLOEXEC);
    }
    const bool ok = ::setns(fd, CLONE_NEWNET) == 0;
    ::close(fd);
    if (!ok) {
        *whyNot = QStringLiteral("setns into %1 failed").arg(path);
    }
    return ok;
}

QString SlurmClusterFixture::currentNetns() {
    return readLink("/proc/thread-self/ns/net");
}

QString SlurmClusterFixture::clientNetns() const {
    // A namespace file under /run/netns is a bind mount of the nsfs inode; its inode number is the namespace's.
    const QByteArray path = QFile::encodeName(QStringLiteral("/run/netns/%1-client").arg(prefix()));
    struct stat st {};
    if (::stat(path.constData(), &st) != 0) {
        return {};
    }
    return QStringLiteral("net:[%1]").arg(static_cast<qulonglong>(st.st_ino));
}

QByteArray SlurmClusterFixture::exec(const QString& host, const QStringList& argv, int* exitCode) const {
    return runScript(QStringList{QStringLiteral("exec"), dir(), host} + argv, exitCode);
}

QByteArray SlurmClusterFixture::slurm(const QString& commandLine, int* exitCode) const {
    return exec(QStringLiteral("login"), {QStringLiteral("sh"), QStringLiteral("-c"), commandLine}, exitCode);
}

bool SlurmClusterFixture::killNode(const QString& host) const {
    int rc = 0;
    runScript({QStringLiteral("kill-node"), dir(), host}, &rc);
    return rc == 0;
}

bool SlurmClusterFixture::startNode(const QString& host) const {
    int rc = 0;
    runScript({QStringLiteral("start-node"), dir(), host}, &rc);
    return rc == 0;
}

QList<qint64> SlurmClusterFixture::loginSessions() const {
    QFile pidFile(dir() + QStringLiteral("/ssh/sshd.pid"));
    if (!pidFile.open(QIODevice::ReadOnly)) {
        return {};
    }
    const qint64 sshd = pidFile.readAll().trimmed().toLongLong();
    QList<qint64> children;
    // The test shares the cluster's PID namespace (only network, mount and UTS are the hosts' own).
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (!numeric) {
            continue;
        }
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly)) {
            continue;
        }
        // pid (comm) state ppid ...: comm may hold spaces, so read after the last ')'.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> rest = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (rest.size() > 1 && rest.at(1).toLongLong() == sshd) {
            children << pid;
        }
    }
    return children;
}

int SlurmClusterFixture::dropLogins() const {
    int cut = 0;
    for (qint64 pid : loginSessions()) {
        cut += ::kill(pid_t(pid), SIGKILL) == 0 ? 1 : 0;
    }
    return cut;
}

QString SlurmClusterFixture::logTail(const QString& name, int lines) const {
    QFile f(dir() + QStringLiteral("/log/%1.log").arg(name));
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QList<QByteArray> all = f.readAll().split('\n');
    return QString::fromUtf8(all.mid(qMax<qsizetype>(0, all.size() - lines)).join('\n'));
}

}  // namespace tb::test
