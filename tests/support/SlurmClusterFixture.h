#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace tb::test {

// A real two-node Slurm (slurmctld, slurmdbd with MariaDB, two slurmd, munge) with an sshd login node, every host in
// network namespaces made by tests/support/slurm-cluster.sh, torn down by stop() or the destructor. The test's own SSH
// client joins the cluster's `client` namespace with enterClientNetns(), so no packet to the cluster's addresses
// leaves from the root namespace. Needs root and the packages of `packaging/install-deps.sh --test`; start() says
// what is missing so the test can fail (TB_REQUIRE_SERVICES=1) or skip with it.
class SlurmClusterFixture {
public:
    struct Options {
        bool accounting = true;   // slurmdbd + MariaDB, so sacct works; false: squeue only
        QString pubkey;           // authorize this public key (default: a fresh key pair, userKey())
        int healthIntervalS = 0;  // Slurm's HealthCheckInterval (0: the script's 300 s); the fault drill wants seconds
    };

    SlurmClusterFixture();
    ~SlurmClusterFixture();
    SlurmClusterFixture(const SlurmClusterFixture&) = delete;
    SlurmClusterFixture& operator=(const SlurmClusterFixture&) = delete;

    // Starts the cluster; false with *whyNot (the script's reason and the tail of the daemon's log) when it cannot.
    bool start(QString* whyNot);
    bool start(const Options& options, QString* whyNot);
    void stop();

    // Moves the calling thread (call it on the test's main thread before any session thread exists: threads made
    // afterwards inherit it) into the cluster's client network namespace. False with *whyNot on failure.
    bool enterClientNetns(QString* whyNot);
    // The network namespace of the calling thread ("net:[4026532...]"), for checks that a thread is where it should be.
    static QString currentNetns();
    QString clientNetns() const;  // "net:[...]" of the client namespace

    QString loginHost() const { return value(QStringLiteral("LOGIN_ADDR")); }
    int sshPort() const { return value(QStringLiteral("SSH_PORT")).toInt(); }
    QString user() const { return value(QStringLiteral("CLUSTER_USER")); }
    QString home() const { return value(QStringLiteral("CLUSTER_HOME")); }
    QString userKey() const { return value(QStringLiteral("USER_KEY")); }
    QString knownHostsFile() const { return value(QStringLiteral("KNOWN_HOSTS")); }
    QString dir() const { return m_dir.path(); }
    QString prefix() const { return value(QStringLiteral("PREFIX")); }
    bool accounting() const { return value(QStringLiteral("ACCOUNTING")) == QLatin1String("1"); }
    QStringList nodes() const { return {QStringLiteral("node1"), QStringLiteral("node2")}; }

    // Runs a command as root inside a host's namespaces (login, node1, node2); stdout, exit code in *exitCode.
    QByteArray exec(const QString& host, const QStringList& argv, int* exitCode = nullptr) const;
    // The same through the login node's shell as root: scontrol, squeue, sacct.
    QByteArray slurm(const QString& commandLine, int* exitCode = nullptr) const;
    // SIGKILL to every process of a node (slurmd, slurmstepd, the tasks): the node dies as if powered off.
    bool killNode(const QString& host) const;
    // Starts a node's slurmd again and waits until it is idle.
    bool startNode(const QString& host) const;
    // Cuts every SSH connection to the login node, as a network that drops would: SIGKILL to each session process
    // of the login node's sshd (sshd itself keeps listening). Returns how many connections it cut.
    int dropLogins() const;
    // The sshd session processes of the login node now (one per connection), for waiting on a new connection.
    QList<qint64> loginSessions() const;
    // The tail of a daemon log (slurmctld, slurmd-node1, sshd, ...), for failure messages.
    QString logTail(const QString& name, int lines = 20) const;

    static QString scriptPath();

private:
    QString value(const QString& key) const { return m_env.value(key); }
    QByteArray runScript(const QStringList& args, int* exitCode, QByteArray* err = nullptr,
                         int timeoutMs = 120000) const;

    QTemporaryDir m_dir;
    QHash<QString, QString> m_env;
    bool m_up = false;
    int m_originalNetns = -1;
};

}  // namespace tb::test
