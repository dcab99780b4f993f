// tierbench-cli cluster against the real two-node Slurm: add, audit, the cross-node matrix, a collective across
// nodes, probe arguments checked before anything runs, hostile values refused, a job that cannot start ending at its
// deadline with exit code 18. The CLI runs as a child of this process, in the cluster's client namespace.
#include "core/domain/FindingKind.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SlurmClusterFixture.h"
#include "tests/support/TestDatabase.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <csignal>

using namespace Qt::StringLiterals;

class tst_ClusterCli : public QObject {
    Q_OBJECT

    struct Run {
        int code = -1;
        QByteArray out, err;
        QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
        QJsonArray array() const { return QJsonDocument::fromJson(out).array(); }
    };

    // A CLI child killed and reaped when the test function ends, however it ends.
    struct ReapedProcess : QProcess {
        ~ReapedProcess() override {
            if (state() != QProcess::NotRunning) {
                kill();
                waitForFinished();
            }
        }
    };

    tb::test::SlurmClusterFixture m_cluster;
    QTemporaryDir m_tmp;
    QString m_db, m_prebuilt;
    const QString m_provider = u"Crusoe"_s;

    Run cli(const QStringList& args, int timeoutMs = 300000) {
        QElapsedTimer timer;
        timer.start();
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(u"SSH_AUTH_SOCK"_s);
        env.insert(u"QT_LOGGING_RULES"_s, u"tierbench.remote.ssh=false"_s);
        p.setProcessEnvironment(env);
        p.start(qEnvironmentVariable("TB_BINARY_DIR") + u"/app/tierbench-cli"_s, QStringList{u"--db"_s, m_db} + args);
        Run r;
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        qInfo("%.1f s: cluster %s", timer.elapsed() / 1000.0, qPrintable(args.mid(0, 2).join(u' ')));
        return r;
    }
    QStringList on() const { return {u"--provider"_s, m_provider, u"--cluster"_s, u"test-cluster"_s}; }
    QStringList jobOptions() const {
        return on() + QStringList{u"--prebuilt-dir"_s, m_prebuilt, u"--poll-ms"_s, u"300"_s, u"--json"_s};
    }
    // A stand-in for the cluster's own benchmark binary that runs until it is cancelled: the job it runs in must not
    // outlive the CLI, however the CLI ends.
    QString sleeper() const {
        const QString path = m_cluster.home() + u"/tb-sleeper-%1"_s.arg(QCoreApplication::applicationPid());
        QFile f(path);
        if (!f.exists() && f.open(QIODevice::WriteOnly)) {
            f.write("#!/bin/sh\nsleep 600\n");
            f.close();
            f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup |
                             QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
        }
        return path;
    }
    QStringList queued() const {
        return QString::fromUtf8(m_cluster.slurm(u"squeue -h -o %i"_s)).split(u'\n', Qt::SkipEmptyParts);
    }
    // The CLI running a job that stays running, in the background; the Slurm id once squeue shows it running.
    QString startLongJob(QProcess& p) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(u"SSH_AUTH_SOCK"_s);
        env.insert(u"QT_LOGGING_RULES"_s, u"tierbench.remote.ssh=false"_s);
        p.setProcessEnvironment(env);
        p.start(
            qEnvironmentVariable("TB_BINARY_DIR") + u"/app/tierbench-cli"_s,
            QStringList{u"--db"_s, m_db, u"cluster"_s, u"run"_s, u"--nccl-tests"_s, sleeper(), u"--nodes"_s, u"2"_s} +
                jobOptions());
        if (!p.waitForStarted()) {
            return {};
        }
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 90000 && p.state() == QProcess::Running) {
            const QString running = QString::fromUtf8(m_cluster.slurm(u"squeue -h -t R -o %i"_s)).trimmed();
            if (!running.isEmpty()) {
                return running.section(u'\n', 0, 0);
            }
            QThread::msleep(200);
        }
        return {};
    }
    // The job's row as the CLI left it (its log holds the watch's own lines).
    QString jobLog(const QString& schedulerId) const {
        const QString name = u"tst-cluster-cli-read"_s;
        QString log;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
            db.setDatabaseName(m_db);
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
            if (db.open()) {
                QSqlQuery q(db);
                q.prepare(u"SELECT log FROM cluster_job WHERE scheduler_id = ?"_s);
                q.addBindValue(schedulerId);
                if (q.exec() && q.next()) {
                    log = QString::fromUtf8(q.value(0).toByteArray());
                }
            }
        }
        QSqlDatabase::removeDatabase(name);
        return log;
    }
    // Waits until the login node has a connection it did not have before (one of `before` gone, a new one there).
    bool newLoginAfter(const QList<qint64>& before, QProcess& cli) const {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 60000 && cli.state() == QProcess::Running) {
            for (qint64 pid : m_cluster.loginSessions()) {
                if (!before.contains(pid)) {
                    return true;
                }
            }
            QThread::msleep(50);
        }
        return false;
    }
    static QString show(const Run& r) {
        return u"exit %1\nstdout: %2\nstderr: %3"_s.arg(r.code).arg(QString::fromUtf8(r.out.right(3000)),
                                                                    QString::fromUtf8(r.err.right(3000)));
    }

private slots:
    void initTestCase() {
        qunsetenv("SSH_AUTH_SOCK");
        QString why;
        if (!m_cluster.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        QVERIFY2(m_cluster.enterClientNetns(&why), qPrintable(why));  // children inherit it
        m_db = m_tmp.filePath(u"tb.sqlite"_s);
        m_prebuilt = m_tmp.filePath(u"prebuilt"_s);
        QDir().mkpath(m_prebuilt);
        // tb-train is Python: the script and its modules, as the probes' build lays them out.
        const QDir built(qEnvironmentVariable("TB_BINARY_DIR") + u"/probes"_s);
        for (const QString& probe : QStringList{u"tb-node"_s, u"tb-coll"_s, u"tb-train"_s} +
                                        built.entryList({u"tbtrain_*.py"_s}, QDir::Files)) {
            QVERIFY2(QFile::copy(built.filePath(probe), m_prebuilt + u'/' + probe), qPrintable(probe));
        }
    }

    void addAndAudit() {
        const QStringList add{
            u"cluster"_s,       u"add"_s,
            u"--provider"_s,    m_provider,
            u"--name"_s,        u"test-cluster"_s,
            u"--login"_s,       u"%1@%2"_s.arg(m_cluster.user(), m_cluster.loginHost()),
            u"--identity"_s,    m_cluster.userKey(),
            u"--known-hosts"_s, m_cluster.knownHostsFile(),
            u"--remote-dir"_s,  u"~/.cache/tierbench-cli-test-%1"_s.arg(QCoreApplication::applicationPid()),
            u"--partition"_s,   u"batch"_s,
            u"--time-limit"_s,  u"10"_s,
            u"--nccl-env"_s,    u"NCCL_DEBUG=INFO"_s,
            u"--json"_s};
        Run r = cli(add);
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        QCOMPARE(r.json().value(u"partition"_s).toString(), u"batch"_s);
        QCOMPARE(r.json().value(u"nccl_env"_s).toObject().value(u"NCCL_DEBUG"_s).toString(), u"INFO"_s);
        r = cli({u"cluster"_s, u"list"_s, u"--provider"_s, m_provider, u"--json"_s});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.array().size(), 1);
        QCOMPARE(r.array().first().toObject().value(u"scheduler"_s).toString(), u"slurm"_s);

        r = cli(QStringList{u"cluster"_s, u"audit"_s} + on() + QStringList{u"--json"_s});
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        bool pmix = false, topology = false;
        for (const QJsonValue& v : r.json().value(u"checks"_s).toArray()) {
            const QJsonObject c = v.toObject();
            if (c.value(u"key"_s) == u"slurm.pmix"_s) {
                pmix =
                    tb::core::findingStatusFromKey(c.value(u"status"_s).toString()) == tb::core::FindingStatus::Pass &&
                    c.value(u"items"_s).toArray().contains(QJsonValue(u"orchestration.slurm"_s));
            }
            if (c.value(u"key"_s) == u"slurm.topology"_s) {
                topology = c.value(u"evidence"_s) == u"scontrol show topology"_s;
            }
        }
        QVERIFY(pmix);
        QVERIFY(topology);

        r = cli(QStringList{u"cluster"_s, u"show"_s} + on() + QStringList{u"--json"_s});
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        QCOMPARE(r.json().value(u"nodes"_s).toArray().size(), 2);
        QCOMPARE(r.json().value(u"nodes"_s).toArray().first().toObject().value(u"gpus"_s).toInt(), 2);
    }

    void crossNodeMatrix() {
        Run r = cli(QStringList{u"cluster"_s, u"nodes"_s} + jobOptions());
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        const QJsonObject matrix = r.json().value(u"matrix"_s).toObject();
        QCOMPARE(matrix.value(u"nodes"_s).toArray().size(), 2);
        QCOMPARE(matrix.value(u"nodes"_s).toArray().at(1).toObject().value(u"node"_s).toString(), u"node2"_s);
        QVERIFY(matrix.value(u"rows"_s).toArray().size() > 10);
        QVERIFY(r.json().value(u"deploy"_s).toString().startsWith(u"shared"_s));
    }

    void collectiveAcrossNodes() {
        Run r = cli(QStringList{u"cluster"_s, u"run"_s, u"--nodes"_s, u"2"_s, u"--tasks-per-node"_s, u"2"_s} +
                    jobOptions() +
                    QStringList{u"--"_s, u"--backend"_s, u"host"_s, u"--sizes"_s, u"4K:256K:x4"_s, u"--iters"_s, u"3"_s,
                                u"--repeats"_s, u"2"_s, u"--ops"_s, u"all_reduce"_s});
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        const QJsonObject j = r.json();
        QCOMPARE(j.value(u"state"_s).toString(), u"COMPLETED"_s);
        QCOMPARE(j.value(u"nodes"_s).toString(), u"node[1-2]"_s);
        // A Slurm job: sbatch's number, known to sacct; not a Kubernetes object.
        const QString slurmId = j.value(u"scheduler_id"_s).toString();
        bool numeric = false;
        slurmId.toLongLong(&numeric);
        QVERIFY2(numeric, qPrintable(slurmId));
        QVERIFY(QString::fromUtf8(m_cluster.slurm(u"sacct -n -X -o JobID -j "_s + slurmId)).contains(slurmId));
        int busbw = 0;
        for (const QJsonValue& v : j.value(u"sample_list"_s).toArray()) {
            const QJsonObject s = v.toObject();
            QCOMPARE(s.value(u"transport"_s).toString(), u"tcp"_s);
            busbw += s.value(u"metric"_s) == u"all_reduce.busbw"_s ? 1 : 0;
        }
        QCOMPARE(busbw, 4);  // 4K, 16K, 64K, 256K
    }

    // tb-train across the two nodes on the same road as tb-coll: one Slurm task per node, each starting its node's
    // ranks (--nproc-per-node), gloo between the nodes on Debian's CPU PyTorch; one stream, rank 0's, into one run.
    void trainingAcrossNodes() {
        Run r =
            cli(QStringList{u"cluster"_s, u"run"_s, u"--probe"_s, u"tb-train"_s, u"--nodes"_s, u"2"_s} + jobOptions() +
                    QStringList{u"--"_s, u"--preset"_s, u"tiny"_s, u"--steps"_s, u"3"_s, u"--warmup"_s, u"1"_s,
                                u"--nproc-per-node"_s, u"1"_s, u"--timeout"_s, u"90"_s},
                300000);
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        const QJsonObject j = r.json();
        QCOMPARE(j.value(u"state"_s).toString(), u"COMPLETED"_s);
        int steps = 0;
        for (const QJsonValue& v : j.value(u"sample_list"_s).toArray()) {
            steps += v.toObject().value(u"metric"_s) == u"train.step_time"_s ? 1 : 0;
        }
        QCOMPARE(steps, 4 + 1);  // warm-up and timed steps, then the summary
        const auto world = tb::test::peekSqlite(
            m_db, u"SELECT value || ' ' || detail FROM finding WHERE key = 'train.world' ORDER BY id DESC LIMIT 1"_s);
        QVERIFY2(world.toString().startsWith(u"2 "_s) && world.toString().contains(u"--nproc-per-node"_s),
                 qPrintable(world.toString()));
        QCOMPARE(tb::test::peekSqlite(m_db, u"SELECT probe FROM probe_run ORDER BY id DESC LIMIT 1"_s).toString(),
                 u"tb-train"_s);
        // Its own options are checked before anything is submitted.
        r = cli(QStringList{u"cluster"_s, u"run"_s, u"--probe"_s, u"tb-train"_s} + jobOptions() +
                QStringList{u"--"_s, u"--steps"_s, u"0"_s});
        QVERIFY2(r.code == 5 && r.err.contains("1 to 1000000"), qPrintable(show(r)));
        r = cli(QStringList{u"cluster"_s, u"run"_s, u"--probe"_s, u"tb-gemm"_s} + jobOptions());
        QCOMPARE(r.code, 2);
    }

    void probeArgumentsAreCheckedFirst() {
        Run r =
            cli(QStringList{u"cluster"_s, u"run"_s} + jobOptions() + QStringList{u"--"_s, u"--sizes"_s, u"banana"_s});
        QVERIFY2(r.code == 5, qPrintable(show(r)));
        QVERIFY2(r.err.contains("banana"), qPrintable(show(r)));
        // An option tb-coll does not have is refused as the editor refuses it, before anything is submitted.
        r = cli(QStringList{u"cluster"_s, u"run"_s} + jobOptions() + QStringList{u"--"_s, u"--check"_s});
        QVERIFY2(r.code == 5, qPrintable(show(r)));
        QVERIFY2(r.err.contains("--check") && r.err.contains("is not an option of tb-coll"), qPrintable(show(r)));
        r = cli(QStringList{u"cluster"_s, u"add"_s, u"--provider"_s, m_provider, u"--name"_s, u"test-cluster"_s,
                            u"--login"_s, m_cluster.loginHost(), u"--partition"_s, u"--check"_s});
        QVERIFY2(r.code == 5, qPrintable(show(r)));
        r = cli(QStringList{u"cluster"_s, u"add"_s, u"--provider"_s, m_provider, u"--name"_s, u"test-cluster"_s,
                            u"--login"_s, m_cluster.loginHost(), u"--partition"_s, u"batch;id"_s});
        QCOMPARE(r.code, 5);
        r = cli(QStringList{u"cluster"_s, u"add"_s, u"--provider"_s, m_provider, u"--name"_s, u"test-cluster"_s,
                            u"--login"_s, m_cluster.loginHost(), u"--nccl-env"_s, u"NCCL_X;id=1"_s});
        QCOMPARE(r.code, 5);
    }

    void oneRoadForBothSchedulers() {
        // A Kubernetes cluster beside the Slurm one (its API is nowhere): the Slurm cluster's sub-commands still go to
        // Slurm; what Kubernetes cannot do, or an option only Slurm takes, is refused before anything is submitted;
        // the retired kube-* names say what replaced them.
        Run r = cli({u"cluster"_s, u"add"_s, u"--provider"_s, m_provider, u"--name"_s, u"kube-beside"_s,
                     u"--kubeconfig"_s, m_tmp.filePath(u"no-such-kubeconfig"_s), u"--json"_s});
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        QCOMPARE(r.json().value(u"scheduler"_s).toString(), u"kubernetes"_s);
        const QStringList onKube{u"--provider"_s, m_provider, u"--cluster"_s, u"kube-beside"_s};
        r = cli(QStringList{u"cluster"_s, u"pairs"_s, u"--nodelist"_s, u"node1,node2"_s} + onKube);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("not available on kube-beside, a Kubernetes cluster"), qPrintable(show(r)));
        r = cli(QStringList{u"cluster"_s, u"run"_s, u"--nodelist"_s, u"node1,node2"_s} + onKube);
        QCOMPARE(r.code, 2);
        r = cli(QStringList{u"cluster"_s, u"kube-run"_s} + on());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("cluster kube-run was replaced by: cluster run"), qPrintable(show(r)));
        QVERIFY(queued().isEmpty());
        r = cli(QStringList{u"cluster"_s, u"run"_s, u"--nodes"_s, u"2"_s} + jobOptions() +
                QStringList{u"--"_s, u"--backend"_s, u"host"_s, u"--sizes"_s, u"4K:256K:x4"_s, u"--iters"_s, u"3"_s,
                            u"--repeats"_s, u"2"_s, u"--ops"_s, u"all_reduce"_s});
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        QCOMPARE(r.json().value(u"state"_s).toString(), u"COMPLETED"_s);
    }

    void theFaultDrillAsksForConsentFirst() {
        // Without consent nothing connects: no marker, no run, exit 2 with the option that gives it.
        const QString marker = m_cluster.home() + u"/.tierbench-fault/node1"_s;
        const QList<qint64> logins = m_cluster.loginSessions();
        Run r = cli(QStringList{u"cluster"_s, u"fault-drill"_s, u"--node"_s, u"node1"_s} + on());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--consent destructive"), qPrintable(show(r)));
        QCOMPARE(m_cluster.loginSessions(), logins);
        QVERIFY(!QFileInfo::exists(marker));
        // A node name that is not one is refused before anything reaches the cluster.
        r = cli(QStringList{u"cluster"_s, u"fault-drill"_s, u"--node"_s, u"node1;touch /tmp/tb-owned"_s, u"--consent"_s,
                            u"destructive"_s} +
                on());
        QVERIFY2(r.code != 0 && r.err.contains("is not a Slurm node name"), qPrintable(show(r)));
        // The provider's mark with nothing triggered (this cluster's health check runs every 300 s): not caught by
        // the deadline, exit 17, the run stored with its failed check, the node untouched.
        r = cli(QStringList{u"cluster"_s, u"fault-drill"_s, u"--node"_s, u"node1"_s, u"--inject"_s, u"provider"_s,
                            u"--poll"_s, u"1"_s, u"--detect-deadline"_s, u"2"_s, u"--consent"_s, u"destructive"_s,
                            u"--json"_s} +
                on());
        QVERIFY2(r.code == 17, qPrintable(show(r)));
        const QJsonObject j = r.json();
        QCOMPARE(j.value(u"detected"_s).toBool(true), false);
        QVERIFY(j.value(u"run_id"_s).toInteger() > 0);
        QVERIFY(j.value(u"detection_s"_s).isNull());
        QVERIFY(!j.value(u"left_to_clear"_s).toString().isEmpty());
        QVERIFY(m_cluster.slurm(u"scontrol show node node1"_s).contains("State=IDLE "));
        // Kubernetes has no drill yet: it says so.
        r = cli({u"cluster"_s, u"fault-drill"_s, u"--node"_s, u"node1"_s, u"--provider"_s, m_provider, u"--cluster"_s,
                 u"kube-beside"_s});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("not available on kube-beside"), qPrintable(show(r)));
    }

    void signalsCancelTheJobAtOnce() {
        // SIGTERM (kill, a CI timeout) and SIGHUP (the terminal went away) end the CLI the way Ctrl+C does: the job is
        // scancel'ed and squeue holds nothing of it when the CLI has exited.
        QVERIFY(queued().isEmpty());
        for (int sig : {SIGTERM, SIGHUP}) {
            QProcess p;
            const QString id = startLongJob(p);
            QVERIFY2(!id.isEmpty(), p.readAllStandardError().constData());
            ::kill(pid_t(p.processId()), sig);
            QVERIFY(p.waitForFinished(120000));
            QCOMPARE(p.exitStatus(), QProcess::NormalExit);  // handled, not killed by the signal
            QCOMPARE(p.exitCode(), 15);
            QVERIFY2(queued().isEmpty(), qPrintable(queued().join(u' ')));
        }
    }

    void aKilledCliLeavesNoJobBehind() {
        // SIGKILL cannot be handled: the job stays in the queue until the next CLI that connects to the cluster,
        // which finds the job's owner gone and cancels it.
        QProcess p;
        const QString id = startLongJob(p);
        QVERIFY2(!id.isEmpty(), p.readAllStandardError().constData());
        p.kill();
        QVERIFY(p.waitForFinished(30000));
        QVERIFY(queued().contains(id));
        Run r = cli(QStringList{u"cluster"_s, u"show"_s} + on() + QStringList{u"--json"_s});
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        QVERIFY2(queued().isEmpty(), qPrintable(queued().join(u' ')));
        r = cli(QStringList{u"cluster"_s, u"jobs"_s} + on() + QStringList{u"--json"_s});
        QCOMPARE(r.code, 0);
        bool seen = false;
        for (const QJsonValue& v : r.array()) {
            const QJsonObject j = v.toObject();
            if (j.value(u"scheduler_id"_s).toString() == id) {
                seen = true;
                QCOMPARE(j.value(u"outcome"_s).toString(), u"cancelled"_s);
                QVERIFY2(j.value(u"detail"_s).toString().contains(u"ended without ending it"_s),
                         qPrintable(j.value(u"detail"_s).toString()));
            }
        }
        QVERIFY(seen);
    }

    void aDroppedConnectionIsMadeAgain() {
        // The network drops while a job runs: the CLI connects again on its own and watches on; the job is still
        // its to end (SIGTERM cancels it through the new connection, squeue is empty).
        ReapedProcess p;  // a failed check leaves no CLI (nor its job) running
        const QString id = startLongJob(p);
        QVERIFY2(!id.isEmpty(), p.readAllStandardError().constData());
        const QList<qint64> before = m_cluster.loginSessions();
        QVERIFY(m_cluster.dropLogins() > 0);
        QVERIFY2(newLoginAfter(before, p), p.readAllStandardError().constData());
        QTRY_VERIFY_WITH_TIMEOUT(jobLog(id).contains(u"Connected again"_s), 60000);
        QCOMPARE(p.state(), QProcess::Running);
        QVERIFY(queued().contains(id));
        ::kill(pid_t(p.processId()), SIGTERM);
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 15);
        QVERIFY2(queued().isEmpty(), qPrintable(queued().join(u' ')));
        QVERIFY(jobLog(id).contains(u"connection to the login node was lost"_s));
    }

    void aConnectionThatStaysLostLeavesNoJobBehind() {
        // The login node takes no connection for as long as the CLI tries: the watch gives up (exit 12), the job
        // is still in the queue, and the next CLI that connects cancels it.
        ReapedProcess p;  // a failed check leaves no CLI (nor its job) running
        const QString id = startLongJob(p);
        QVERIFY2(!id.isEmpty(), p.readAllStandardError().constData());
        QElapsedTimer t;
        t.start();
        while (p.state() == QProcess::Running && t.elapsed() < 180000) {
            m_cluster.dropLogins();
            p.waitForFinished(50);
        }
        QCOMPARE(p.state(), QProcess::NotRunning);
        const QByteArray out = p.readAllStandardOutput() + p.readAllStandardError();
        QVERIFY2(p.exitCode() == 12, out.constData());
        QVERIFY2(out.contains("next connection to the cluster cancels it"), out.constData());
        QVERIFY(queued().contains(id));
        Run r = cli(QStringList{u"cluster"_s, u"show"_s} + on() + QStringList{u"--json"_s});
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        QVERIFY2(queued().isEmpty(), qPrintable(queued().join(u' ')));
        r = cli(QStringList{u"cluster"_s, u"jobs"_s} + on() + QStringList{u"--json"_s});
        bool seen = false;
        for (const QJsonValue& v : r.array()) {
            const QJsonObject j = v.toObject();
            if (j.value(u"scheduler_id"_s).toString() == id) {
                seen = true;
                QCOMPARE(j.value(u"outcome"_s).toString(), u"cancelled"_s);
                const QString detail = j.value(u"detail"_s).toString();
                QVERIFY2(detail.contains(u"connection was lost"_s) &&
                             detail.contains(u"cancelled with scancel at the next connection"_s),
                         qPrintable(detail));
            }
        }
        QVERIFY(seen);
    }

    void deadlineExitCode() {
        // Same login, a partition that is down and a 2 s pending limit: the job is cancelled, exit 18.
        Run r = cli({u"cluster"_s, u"add"_s, u"--provider"_s, m_provider, u"--name"_s, u"down-cluster"_s, u"--login"_s,
                     u"%1@%2"_s.arg(m_cluster.user(), m_cluster.loginHost()), u"--identity"_s, m_cluster.userKey(),
                     u"--known-hosts"_s, m_cluster.knownHostsFile(), u"--remote-dir"_s,
                     u"~/.cache/tierbench-cli-test-%1"_s.arg(QCoreApplication::applicationPid()), u"--partition"_s,
                     u"maint"_s, u"--pending-limit"_s, u"2"_s});
        QVERIFY2(r.code == 0, qPrintable(show(r)));
        r = cli({u"cluster"_s, u"run"_s, u"--provider"_s, m_provider, u"--cluster"_s, u"down-cluster"_s,
                 u"--prebuilt-dir"_s, m_prebuilt, u"--poll-ms"_s, u"300"_s, u"--json"_s, u"--"_s, u"--backend"_s,
                 u"host"_s});
        QVERIFY2(r.code == 18, qPrintable(show(r)));
        QVERIFY(r.json().value(u"error"_s).toString().contains(u"PartitionDown"_s));
        QVERIFY(r.json().value(u"deadline"_s).toBool());
        QVERIFY(QString::fromUtf8(m_cluster.slurm(u"squeue -h -o %i"_s)).trimmed().isEmpty());
        r = cli({u"cluster"_s, u"jobs"_s, u"--provider"_s, m_provider, u"--cluster"_s, u"down-cluster"_s, u"--json"_s});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.array().first().toObject().value(u"outcome"_s).toString(), u"cancelled"_s);
    }
};

QTEST_GUILESS_MAIN(tst_ClusterCli)
#include "tst_ClusterCli.moc"
