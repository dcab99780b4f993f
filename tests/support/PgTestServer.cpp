#include "tests/support/PgTestServer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>

#include <cerrno>

#include <netinet/in.h>
#include <signal.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace tb::test {

namespace {
std::unique_ptr<PgTestServer> g_server;
bool g_tried = false;
QString g_whyNot;

// A loopback port nobody listens on now (the kernel's choice for port 0).
int freeLoopbackPort() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        return 0;
    }
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof addr;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) == 0) {
        port = ntohs(addr.sin_port);
    }
    ::close(fd);
    return port;
}

QString findBinDir() {
    QDir root(QStringLiteral("/usr/lib/postgresql"));
    QStringList versions = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (auto it = versions.crbegin(); it != versions.crend(); ++it) {
        const QString bin = root.filePath(*it + QStringLiteral("/bin"));
        if (QFileInfo::exists(bin + QStringLiteral("/initdb")) && QFileInfo::exists(bin + QStringLiteral("/pg_ctl"))) {
            return bin;
        }
    }
    return {};
}

struct Ran {
    int exitCode = -1;
    QString out;
    QString err;
};

Ran runProgram(const QString& program, const QStringList& args, int timeoutMs = 60000) {
    QProcess p;
    p.start(program, args);
    Ran r;
    if (!p.waitForStarted(10000)) {
        r.err = QStringLiteral("%1 did not start: %2").arg(program, p.errorString());
        return r;
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        r.err = QStringLiteral("%1 timed out").arg(program);
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// Servers of test processes that died without stopping theirs (SIGKILL, a crash, a ctest timeout): each folder
// names its owner; a folder whose owner is gone has its server stopped and is removed.
void stopAbandonedServers(const QString& binDir, bool asPostgresUser) {
    QDir tmp(QDir::tempPath());
    for (const QString& name : tmp.entryList({QStringLiteral("tb-pg-*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString folder = tmp.filePath(name);
        QFile owner(folder + QStringLiteral("/owner-pid"));
        if (!owner.open(QIODevice::ReadOnly)) {
            continue;
        }
        bool ok = false;
        const qint64 pid = owner.readAll().trimmed().toLongLong(&ok);
        if (!ok || pid <= 0 || ::kill(pid_t(pid), 0) == 0 || errno != ESRCH) {
            continue;
        }
        const QString pgCtl = binDir + QStringLiteral("/pg_ctl");
        const QStringList args{QStringLiteral("-D"), folder + QStringLiteral("/data"),
                               QStringLiteral("-m"), QStringLiteral("immediate"),
                               QStringLiteral("-w"), QStringLiteral("stop")};
        if (QFileInfo::exists(folder + QStringLiteral("/data/postmaster.pid"))) {
            asPostgresUser
                ? runProgram(
                      QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), pgCtl} + args)
                : runProgram(pgCtl, args);
        }
        QDir(folder).removeRecursively();
    }
}

void stopAtExit() {
    if (g_server) {
        g_server->stop();
        g_server.reset();
    }
}
}  // namespace

PgTestServer* PgTestServer::shared(QString* whyNot) {
    if (!g_tried) {
        g_tried = true;
        // Without the driver no test could talk to the server, so that is as much a missing service as the server.
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
            g_whyNot = QStringLiteral("Qt's PostgreSQL driver (Debian package libqt6sql6-psql) is not installed");
        } else {
            std::unique_ptr<PgTestServer> server(new PgTestServer());
            if (server->init(&g_whyNot)) {
                g_server = std::move(server);
                qAddPostRoutine(stopAtExit);
            } else {
                g_whyNot.prepend(QStringLiteral("PostgreSQL: "));
            }
        }
    }
    if (!g_server && whyNot) {
        *whyNot = g_whyNot;
    }
    return g_server.get();
}

PgTestServer::~PgTestServer() {
    stop();
}

QString PgTestServer::pgpassFile() const {
    return m_dir->filePath(QStringLiteral("client/pgpass"));
}

QString PgTestServer::logFile() const {
    return m_dir->filePath(QStringLiteral("server.log"));
}

bool PgTestServer::init(QString* whyNot) {
    m_binDir = findBinDir();
    if (m_binDir.isEmpty()) {
        *whyNot = QStringLiteral(
            "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (Debian "
            "package postgresql; packaging/install-deps.sh --test installs it)");
        return false;
    }
    // initdb refuses to run as root: the server's files then belong to `postgres`.
    m_asPostgresUser = ::geteuid() == 0;
    stopAbandonedServers(m_binDir, m_asPostgresUser);
    m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/tb-pg-XXXXXX"));
    if (!m_dir->isValid()) {
        *whyNot = QStringLiteral("could not make a temporary folder for the PostgreSQL server");
        return false;
    }
    {
        QFile owner(m_dir->filePath(QStringLiteral("owner-pid")));
        if (owner.open(QIODevice::WriteOnly)) {
            owner.write(QByteArray::number(QCoreApplication::applicationPid()));
        }
    }
    if (m_asPostgresUser) {
        const passwd* pw = ::getpwnam("postgres");
        if (!pw) {
            *whyNot = QStringLiteral("running as root, but there is no `postgres` user to run initdb as");
            return false;
        }
        if (::chown(QFile::encodeName(m_dir->path()).constData(), pw->pw_uid, pw->pw_gid) != 0) {
            *whyNot = QStringLiteral("could not hand %1 to the postgres user").arg(m_dir->path());
            return false;
        }
    }
    // The password exists in two files only: the one initdb reads (removed at once) and the client's pgpass.
    m_password = QStringLiteral("tb-%1").arg(QRandomGenerator::global()->generate64(), 0, 16);
    const QString pwFile = m_dir->filePath(QStringLiteral("initdb-password"));
    {
        QFile f(pwFile);
        if (!f.open(QIODevice::WriteOnly)) {
            *whyNot = QStringLiteral("could not write %1").arg(pwFile);
            return false;
        }
        f.write(m_password.toUtf8() + '\n');
    }
    QFile::setPermissions(pwFile, QFileDevice::ReadOwner | QFileDevice::ReadOther | QFileDevice::WriteOwner);
    const QString initdb = m_binDir + QStringLiteral("/initdb");
    QStringList args{QStringLiteral("-D"),
                     m_dir->filePath(QStringLiteral("data")),
                     QStringLiteral("-U"),
                     superuser(),
                     QStringLiteral("--auth-local=trust"),
                     QStringLiteral("--auth-host=scram-sha-256"),
                     QStringLiteral("--pwfile=") + pwFile,
                     QStringLiteral("--no-sync"),
                     QStringLiteral("--no-locale"),
                     QStringLiteral("-E"),
                     QStringLiteral("UTF8")};
    const Ran made =
        m_asPostgresUser
            ? runProgram(
                  QStringLiteral("runuser"),
                  QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), initdb} + args)
            : runProgram(initdb, args);
    QFile::remove(pwFile);
    if (made.exitCode != 0) {
        *whyNot = QStringLiteral("initdb failed: %1").arg((made.err + made.out).trimmed().right(600));
        return false;
    }
    QDir().mkpath(m_dir->filePath(QStringLiteral("client")));
    {
        QFile f(pgpassFile());
        if (!f.open(QIODevice::WriteOnly)) {
            *whyNot = QStringLiteral("could not write %1").arg(pgpassFile());
            return false;
        }
        f.write(QStringLiteral("127.0.0.1:*:*:%1:%2\n").arg(superuser(), m_password).toUtf8());
    }
    // libpq ignores a pgpass file anyone else can read.
    QFile::setPermissions(pgpassFile(), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    qputenv("PGPASSFILE", QFile::encodeName(pgpassFile()));
    // A password or service from the caller's environment would bypass the file under test.
    qunsetenv("PGPASSWORD");
    qunsetenv("PGSERVICE");
    m_tls = makeCertificates();
    m_port = freeLoopbackPort();
    if (m_port == 0) {
        *whyNot = QStringLiteral("no free loopback port for PostgreSQL");
        return false;
    }
    return start(whyNot);
}

QString PgTestServer::serverCertificate() const {
    return m_dir->filePath(QStringLiteral("client/server-ca.crt"));
}

QString PgTestServer::otherCertificate() const {
    return m_dir->filePath(QStringLiteral("client/other-ca.crt"));
}

bool PgTestServer::makeCertificates() {
    const QString data = m_dir->filePath(QStringLiteral("data"));
    // EC keys: quick to make. The server's certificate names 127.0.0.1, so verify-full can check the host too.
    const auto selfSigned = [](const QString& key, const QString& cert) {
        return QStringList{QStringLiteral("req"),
                           QStringLiteral("-x509"),
                           QStringLiteral("-newkey"),
                           QStringLiteral("ec"),
                           QStringLiteral("-pkeyopt"),
                           QStringLiteral("ec_paramgen_curve:prime256v1"),
                           QStringLiteral("-nodes"),
                           QStringLiteral("-days"),
                           QStringLiteral("2"),
                           QStringLiteral("-subj"),
                           QStringLiteral("/CN=127.0.0.1"),
                           QStringLiteral("-addext"),
                           QStringLiteral("subjectAltName=IP:127.0.0.1"),
                           QStringLiteral("-keyout"),
                           key,
                           QStringLiteral("-out"),
                           cert};
    };
    const Ran server = runProgram(QStringLiteral("openssl"), selfSigned(data + QStringLiteral("/server.key"),
                                                                        data + QStringLiteral("/server.crt")));
    const Ran other =
        runProgram(QStringLiteral("openssl"),
                   selfSigned(m_dir->filePath(QStringLiteral("client/other-ca.key")), otherCertificate()));
    if (server.exitCode != 0 || other.exitCode != 0) {
        return false;
    }
    QFile::copy(data + QStringLiteral("/server.crt"), serverCertificate());
    // The server refuses a key anyone else can read, and runs as postgres when the test runs as root.
    QFile::setPermissions(data + QStringLiteral("/server.key"), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (m_asPostgresUser) {
        const struct passwd* pw = ::getpwnam("postgres");
        for (const QString& f : {QStringLiteral("/server.key"), QStringLiteral("/server.crt")}) {
            if (!pw || ::chown(QFile::encodeName(data + f).constData(), pw->pw_uid, pw->pw_gid) != 0) {
                return false;
            }
        }
    }
    return true;
}

bool PgTestServer::start(QString* whyNot) {
    const QString pgCtl = m_binDir + QStringLiteral("/pg_ctl");
    QString options = QStringLiteral(
                          "-c listen_addresses=127.0.0.1 -p %1 -k %2 -c fsync=off "
                          "-c full_page_writes=off -c synchronous_commit=off -c max_connections=200")
                          .arg(m_port)
                          .arg(m_dir->path());
    if (m_tls) {
        options += QStringLiteral(" -c ssl=on -c ssl_cert_file=server.crt -c ssl_key_file=server.key");
    }
    const QStringList args{QStringLiteral("-D"), m_dir->filePath(QStringLiteral("data")),
                           QStringLiteral("-l"), logFile(),
                           QStringLiteral("-o"), options,
                           QStringLiteral("-w"), QStringLiteral("-t"),
                           QStringLiteral("60"), QStringLiteral("start")};
    const Ran started =
        m_asPostgresUser
            ? runProgram(
                  QStringLiteral("runuser"),
                  QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), pgCtl} + args,
                  90000)
            : runProgram(pgCtl, args, 90000);
    if (started.exitCode != 0) {
        QFile log(logFile());
        const QString tail = log.open(QIODevice::ReadOnly) ? QString::fromUtf8(log.readAll()).right(600) : QString();
        if (whyNot) {
            *whyNot = QStringLiteral("pg_ctl start failed: %1 %2").arg((started.err + started.out).trimmed(), tail);
        }
        return false;
    }
    m_running = true;
    return true;
}

bool PgTestServer::stop() {
    if (!m_running) {
        return true;
    }
    const QString pgCtl = m_binDir + QStringLiteral("/pg_ctl");
    const QStringList args{QStringLiteral("-D"), m_dir->filePath(QStringLiteral("data")),
                           QStringLiteral("-m"), QStringLiteral("immediate"),
                           QStringLiteral("-w"), QStringLiteral("stop")};
    const Ran stopped =
        m_asPostgresUser
            ? runProgram(
                  QStringLiteral("runuser"),
                  QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), pgCtl} + args)
            : runProgram(pgCtl, args);
    m_running = stopped.exitCode != 0;
    return !m_running;
}

QString PgTestServer::urlFor(const QString& database) const {
    return QStringLiteral("postgresql://%1@%2:%3/%4").arg(superuser(), host()).arg(m_port).arg(database);
}

QString PgTestServer::psql(const QString& database, const QString& sql, QString* error) const {
    // Over the server's socket folder, where the superuser is trusted: no password on a command line.
    const Ran r = runProgram(m_binDir + QStringLiteral("/psql"),
                             {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"), QStringLiteral("-t"),
                              QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"),
                              m_dir->path(), QStringLiteral("-p"), QString::number(m_port), QStringLiteral("-U"),
                              superuser(), QStringLiteral("-d"), database, QStringLiteral("-c"), sql});
    if (r.exitCode != 0) {
        if (error) {
            *error = QStringLiteral("psql: %1").arg(r.err.trimmed());
        }
        return {};
    }
    return r.out;
}

QString PgTestServer::psqlScript(const QString& database, const QString& script, QString* error) const {
    QProcess p;
    p.start(m_binDir + QStringLiteral("/psql"),
            {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"), QStringLiteral("-t"),
             QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"), m_dir->path(),
             QStringLiteral("-p"), QString::number(m_port), QStringLiteral("-U"), superuser(), QStringLiteral("-d"),
             database, QStringLiteral("-f"), QStringLiteral("-")});
    if (!p.waitForStarted(10000)) {
        if (error) {
            *error = QStringLiteral("psql did not start");
        }
        return {};
    }
    p.write(script.toUtf8());
    p.closeWriteChannel();
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        p.kill();
        p.waitForFinished(5000);
        if (error) {
            *error = QStringLiteral("psql: %1").arg(QString::fromUtf8(p.readAllStandardError()).trimmed());
        }
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

bool PgTestServer::setLoginPassword(const QString& role, QString* error) {
    const QString password = QStringLiteral("tb-%1").arg(QRandomGenerator::global()->generate64(), 0, 16);
    QString why;
    psql(QStringLiteral("postgres"), QStringLiteral("ALTER ROLE \"%1\" PASSWORD '%2'").arg(role, password), &why);
    if (!why.isEmpty()) {
        if (error) {
            *error = why;
        }
        return false;
    }
    QFile f(pgpassFile());
    if (!f.open(QIODevice::Append)) {
        if (error) {
            *error = QStringLiteral("could not append to %1").arg(pgpassFile());
        }
        return false;
    }
    f.write(QStringLiteral("127.0.0.1:*:*:%1:%2\n").arg(role, password).toUtf8());
    return true;
}

bool PgTestServer::createPasswordRole(const QString& role, const QString& password, const QString& database,
                                      QString* error) {
    QString why;
    QString quoted = password;
    quoted.replace(u'\'', QStringLiteral("''"));
    psqlScript(QStringLiteral("postgres"),
               QStringLiteral("CREATE ROLE \"%1\" LOGIN PASSWORD '%2';\nALTER DATABASE \"%3\" OWNER TO \"%1\";\n")
                   .arg(role, quoted, database),
               &why);
    if (!why.isEmpty()) {
        if (error) {
            *error = why;
        }
        return false;
    }
    return true;
}

QString PgTestServer::urlFor(const QString& database, const QString& role) const {
    return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3").arg(role).arg(m_port).arg(database);
}

QString PgTestServer::createDatabase(QString* whyNot) {
    const QString name = QStringLiteral("tb_test_%1").arg(++m_databaseCounter);
    QString error;
    psql(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE %1").arg(name), &error);
    if (!error.isEmpty()) {
        if (whyNot) {
            *whyNot = error;
        }
        return {};
    }
    return urlFor(name);
}

}  // namespace tb::test
