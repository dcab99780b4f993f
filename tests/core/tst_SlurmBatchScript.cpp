// The batch-script generator: structured values in, a script whose every value reaches srun and the environment
// exactly as given. The script is run here by bash with srun replaced by a function that prints its arguments, so
// the quoting is checked by a real shell, not by reading the text. (sbatch's own directive parser is checked on the
// real cluster by tst_SlurmCluster.)
#include "core/launch/slurm/SlurmBatchScript.h"
#include "core/launch/slurm/SrunCapabilities.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using namespace Qt::StringLiterals;

namespace {
const QString kHostile = u"x'; touch /tmp/tb-pwned; echo '$(id) `id` \"q\" #c \\ \n next line"_s;

SlurmBatchSpec baseSpec() {
    SlurmBatchSpec s;
    s.jobName = u"tb-coll 2n"_s;
    s.partition = u"batch"_s;
    s.nodes = 2;
    s.tasksPerNode = 2;
    s.timeLimitMin = 15;
    s.command = {u"/home/u/.cache/tierbench/bundles/abc/bin/tb-coll"_s, u"--backend"_s, u"host"_s};
    return s;
}

struct ScriptRun {
    QByteArray out;
    int exitCode = -1;
};

// Runs the body of a script with bash: srun prints one argument per line between < and >.
ScriptRun runWithFakeSrun(const QString& script, const QStringList& printVars = {}) {
    QTemporaryDir dir;
    QString body = script;
    QString fake = u"srun() { for a in \"$@\"; do printf '<%s>\\n' \"$a\"; done; }\n"_s;
    for (const QString& v : printVars) {
        fake += u"tb_show_%1() { printf '[%1=%s]\\n' \"${%1}\"; }\n"_s.arg(v);
    }
    body.replace(u"echo \"@tb job"_s, fake + u"echo \"@tb job"_s);
    QString shows;
    for (const QString& v : printVars) {
        shows += u"tb_show_%1\n"_s.arg(v);
    }
    body.replace(u"code=$?"_s, u"code=$?\n"_s + shows);
    QProcess p;
    QProcessEnvironment env;
    env.insert(u"SLURM_JOB_ID"_s, u"42"_s);
    env.insert(u"SLURM_JOB_NODELIST"_s, u"node[1-2]"_s);
    env.insert(u"SLURM_CPUS_PER_TASK"_s, u"3"_s);
    env.insert(u"PATH"_s, u"/usr/bin:/bin"_s);
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(dir.path());
    p.start(u"/bin/bash"_s, {u"-c"_s, body});
    p.waitForFinished(10000);
    return {p.readAllStandardOutput(), p.exitCode()};
}

QStringList srunArgs(const QByteArray& out) {
    QStringList args;
    QString all = QString::fromUtf8(out);
    qsizetype at = 0;
    while ((at = all.indexOf(u'<', at)) >= 0) {
        const qsizetype end = all.indexOf(u">\n"_s, at);
        if (end < 0) {
            break;
        }
        args << all.mid(at + 1, end - at - 1);
        at = end + 2;
    }
    return args;
}
}  // namespace

class tst_SlurmBatchScript : public QObject {
    Q_OBJECT

private slots:
    void rendersTheDirectives() {
        SlurmBatchSpec s = baseSpec();
        s.gpusPerNode = 8;
        s.cpusPerTask = 3;
        s.exclusive = true;
        s.account = u"research"_s;
        s.qos = u"high"_s;
        s.reservation = u"eval-week"_s;
        s.nodeList = {u"gpu001"_s, u"gpu002"_s};
        s.mpi = SlurmMpi::Pmix;
        auto script = SlurmBatchScript::render(s);
        QVERIFY2(script.ok(), qPrintable(script.ok() ? QString() : script.error().toString()));
        const QStringList lines = script->split(u'\n');
        QCOMPARE(lines.first(), u"#!/bin/bash"_s);
        for (const QString& want :
             {u"#SBATCH --job-name=tb-coll-2n"_s, u"#SBATCH --nodes=2"_s, u"#SBATCH --ntasks-per-node=2"_s,
              u"#SBATCH --gpus-per-node=8"_s, u"#SBATCH --cpus-per-task=3"_s, u"#SBATCH --exclusive"_s,
              u"#SBATCH --time=0-00:15:00"_s, u"#SBATCH --partition=batch"_s, u"#SBATCH --account=research"_s,
              u"#SBATCH --qos=high"_s, u"#SBATCH --reservation=eval-week"_s, u"#SBATCH --nodelist=gpu[001-002]"_s,
              u"#SBATCH --output=job.out"_s, u"#SBATCH --no-requeue"_s}) {
            QVERIFY2(lines.contains(want), qPrintable(want));
        }
        const ScriptRun run = runWithFakeSrun(*script);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("@tb job 42 node[1-2]\n"));
        const QStringList args = srunArgs(run.out);
        QCOMPARE(args.mid(0, 5), (QStringList{u"--label"_s, u"--kill-on-bad-exit=1"_s, u"--mpi=pmix"_s,
                                              u"--cpus-per-task=3"_s, u"sh"_s}));
        QCOMPARE(args.mid(args.indexOf(u"tb-task"_s) + 1), s.command);
        QVERIFY(run.out.endsWith("@tb step-exit 0\n"));
    }

    void timeLimitsOverADay() {
        SlurmBatchSpec s = baseSpec();
        s.timeLimitMin = 1440 + 61;
        QVERIFY(SlurmBatchScript::render(s)->contains(u"#SBATCH --time=1-01:01:00\n"_s));
    }

    void hostileNamesAreRefused_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::newRow("partition injection") << u"partition"_s << u"batch; rm -rf ~"_s;
        QTest::newRow("partition newline") << u"partition"_s << u"batch\n#SBATCH --uid=0"_s;
        QTest::newRow("partition comment") << u"partition"_s << u"batch#x"_s;
        QTest::newRow("account space") << u"account"_s << u"a b"_s;
        QTest::newRow("partition option") << u"partition"_s << u"--check"_s;
        QTest::newRow("partition list option") << u"partition"_s << u"batch,-p"_s;
        QTest::newRow("account option") << u"account"_s << u"-x"_s;
        QTest::newRow("qos quote") << u"qos"_s << u"high'"_s;
        QTest::newRow("reservation dollar") << u"reservation"_s << u"$(id)"_s;
        QTest::newRow("env name") << u"envname"_s << u"NCCL_DEBUG;id"_s;
        QTest::newRow("env name digit") << u"envname"_s << u"1NCCL"_s;
        QTest::newRow("image newline") << u"image"_s << u"nvcr.io#nvidia/pytorch:24.01\n#SBATCH --uid=0"_s;
        QTest::newRow("mount comma") << u"mount"_s << u"/a:/b,/etc:/etc"_s;
        QTest::newRow("node") << u"node"_s << u"n1 n2"_s;
    }
    void hostileNamesAreRefused() {
        QFETCH(QString, field);
        QFETCH(QString, value);
        SlurmBatchSpec s = baseSpec();
        if (field == u"partition"_s) {
            s.partition = value;
        } else if (field == u"account"_s) {
            s.account = value;
        } else if (field == u"qos"_s) {
            s.qos = value;
        } else if (field == u"reservation"_s) {
            s.reservation = value;
        } else if (field == u"envname"_s) {
            s.environment = {{value, u"1"_s}};
        } else if (field == u"image"_s) {
            s.containerImage = value;
        } else if (field == u"mount"_s) {
            s.containerImage = u"img"_s;
            s.containerMounts = {value};
        } else if (field == u"node"_s) {
            s.nodes = 1;
            s.nodeList = {value};
        }
        auto script = SlurmBatchScript::render(s);
        QVERIFY(!script.ok());
        QCOMPARE(script.error().code, ErrorCode::InvalidArgument);
        QVERIFY(!script.error().message.isEmpty());
    }

    void rangesAreRefused() {
        for (int nodes : {0, -1, 100000}) {
            SlurmBatchSpec s = baseSpec();
            s.nodes = nodes;
            QVERIFY(!SlurmBatchScript::render(s));
        }
        SlurmBatchSpec s = baseSpec();
        s.timeLimitMin = 0;
        QVERIFY(!SlurmBatchScript::render(s));
        s = baseSpec();
        s.nodeList = {u"a"_s};  // two nodes asked, one named
        QVERIFY(!SlurmBatchScript::render(s));
        s = baseSpec();
        s.command.clear();
        QVERIFY(!SlurmBatchScript::render(s));
        s = baseSpec();
        s.outputFile = u"../x"_s;
        QVERIFY(!SlurmBatchScript::render(s));
    }

    void hostileValuesArriveUnchanged() {
        SlurmBatchSpec s = baseSpec();
        s.environment = {{u"NCCL_SOCKET_IFNAME"_s, kHostile}, {u"TB_EMPTY"_s, QString()}, {u"NCCL_DEBUG"_s, u"INFO"_s}};
        s.containerImage = u"nvcr.io#nvidia/pytorch:24.01-py3 $(id)"_s;
        s.containerMounts = {u"/home/u/.cache/tierbench:/tb:ro"_s};
        s.command << kHostile << QString() << u"--sizes"_s << u"1K:1M:x4"_s;
        auto script = SlurmBatchScript::render(s);
        QVERIFY(script.ok());
        QFile::remove(u"/tmp/tb-pwned"_s);
        const ScriptRun run = runWithFakeSrun(*script, {u"NCCL_SOCKET_IFNAME"_s, u"TB_EMPTY"_s, u"NCCL_DEBUG"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(!QFile::exists(u"/tmp/tb-pwned"_s));  // nothing was executed
        const QString out = QString::fromUtf8(run.out);
        QVERIFY(out.contains(u"[NCCL_SOCKET_IFNAME=%1]"_s.arg(kHostile)));
        QVERIFY(out.contains(u"[TB_EMPTY=]"_s));
        QVERIFY(out.contains(u"[NCCL_DEBUG=INFO]"_s));
        const QStringList args = srunArgs(run.out);
        QVERIFY(args.contains(u"--container-image=nvcr.io#nvidia/pytorch:24.01-py3 $(id)"_s));
        QVERIFY(args.contains(u"--container-mounts=/home/u/.cache/tierbench:/tb:ro"_s));
        QVERIFY(args.contains(u"--no-container-mount-home"_s));
        QCOMPARE(args.mid(args.indexOf(u"tb-task"_s) + 1), s.command);
        // The image is given to the step only; no #SBATCH line carries it.
        QVERIFY(!script->contains(u"#SBATCH --container-image"_s));
    }

    void directiveValuesForSbatch() {
        QCOMPARE(*SlurmBatchScript::directiveValue(u"nvcr.io/nvidia/pytorch:24.01-py3"_s),
                 u"nvcr.io/nvidia/pytorch:24.01-py3"_s);
        // Pyxis' own form for a registry#image in an #SBATCH line.
        QCOMPARE(*SlurmBatchScript::directiveValue(u"nvcr.io#nvidia/pytorch:24.01-py3"_s),
                 u"nvcr.io\\#nvidia/pytorch:24.01-py3"_s);
        QCOMPARE(*SlurmBatchScript::directiveValue(u"a b#\"c\\"_s), u"\"a b#\\\"c\\\\\""_s);
        QVERIFY(!SlurmBatchScript::directiveValue(u"a\nb"_s));
        QVERIFY(!SlurmBatchScript::directiveValue(QString()));
        SlurmBatchSpec s = baseSpec();
        s.containerImage = u"nvcr.io#nvidia/pytorch:24.01-py3"_s;
        s.containerForJob = true;
        QVERIFY(
            SlurmBatchScript::render(s)->contains(u"#SBATCH --container-image=nvcr.io\\#nvidia/pytorch:24.01-py3\n"_s));
    }

    void mpiFollowsTheCluster() {
        SrunCapabilities caps;
        caps.mpiTypes = {u"pmix"_s, u"pmi2"_s, u"none"_s};
        QCOMPARE(chooseSlurmMpi(caps), SlurmMpi::Pmix);
        caps.mpiTypes = {u"pmi2"_s, u"none"_s};
        QCOMPARE(chooseSlurmMpi(caps), SlurmMpi::Pmi2);
        caps.mpiTypes = {u"none"_s};
        QCOMPARE(chooseSlurmMpi(caps), SlurmMpi::None);
        SlurmBatchSpec s = baseSpec();
        s.mpi = SlurmMpi::None;
        QVERIFY(srunArgs(runWithFakeSrun(*SlurmBatchScript::render(s)).out).contains(u"--mpi=none"_s));
    }

    void specIsRecorded() {
        SlurmBatchSpec s = baseSpec();
        s.environment = {{u"NCCL_IB_HCA"_s, u"mlx5_0"_s}};
        const QJsonObject j = s.toJson();
        QCOMPARE(j.value(u"nodes"_s).toInt(), 2);
        QCOMPARE(j.value(u"environment"_s).toObject().value(u"NCCL_IB_HCA"_s).toString(), u"mlx5_0"_s);
        QCOMPARE(j.value(u"partition"_s).toString(), u"batch"_s);
        QCOMPARE(j.value(u"mpi"_s).toString(), u"none"_s);
    }
};

QTEST_GUILESS_MAIN(tst_SlurmBatchScript)
#include "tst_SlurmBatchScript.moc"
