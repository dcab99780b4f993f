// Issue 39's two storage figures, each against a reference measured in the same run:
//  - tb-storage's sequential read through the workbench (tierbench-cli run over the loopback sshd, the probe built on
//    the node, fio driven by it) against fio run by hand with the very command the probe reports (its
//    storage.command fact: same directory, file size, block size, depth, O_DIRECT), alternating, median of three
//    each; the ratio's target is at least 0.97 (the wrapper must not cost bandwidth);
//  - `tierbench-cli import` of a generated 100 MiB fio json+ output (jobs with their latency histograms): time and
//    peak RSS (targets < 3 s, < 200 MiB) against reading the same file's bytes (sha256sum).
#include "tests/support/CliRunner.h"
#include "tests/support/MeasuredChild.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

double median(QList<double> v) {
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

}  // namespace

class tst_StorageBench : public QObject {
    Q_OBJECT

    tb::test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;
    QTemporaryDir m_scratch{QDir::tempPath() + u"/tb-storage-bench-XXXXXX"_s};
    QString m_cli, m_db, m_provider, m_knownHosts;

    tb::test::CliRun cli(const QStringList& args) {
        tb::test::CliRunner runner(m_cli);
        runner.environment().remove(u"SSH_AUTH_SOCK"_s);
        runner.setDatabase(m_db);
        runner.setTimeoutMs(600000);
        return runner.run(args);
    }

private slots:
    void initTestCase() {
        m_cli = qEnvironmentVariable("TB_BINARY_DIR") + u"/app/tierbench-cli"_s;
        QVERIFY2(QFileInfo(m_cli).isExecutable(), "tierbench-cli is not built");
        QVERIFY(m_tmp.isValid() && m_scratch.isValid());
        m_db = m_tmp.filePath(u"bench.sqlite"_s);
    }

    void sequentialReadThroughTheWorkbenchAgainstFioByHand() {
        if (QStandardPaths::findExecutable(u"fio"_s).isEmpty()) {
            TB_SERVICE_UNAVAILABLE(u"fio is not installed (packaging/install-deps.sh --test)"_s);
        }
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        QVERIFY(QFile::setPermissions(m_scratch.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                            QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                            QFileDevice::WriteOther | QFileDevice::ExeOther));
        m_knownHosts = m_tmp.filePath(u"known_hosts"_s);
        QFile kh(m_knownHosts);
        QVERIFY(kh.open(QIODevice::WriteOnly));
        kh.write(m_sshd.knownHostsLine().toUtf8() + '\n');
        kh.close();
        const auto providers = cli({u"providers"_s, u"--json"_s});
        QCOMPARE(providers.code, 0);
        m_provider = providers.json().toArray().first().toObject().value(u"name"_s).toString();
        QVERIFY(!m_provider.isEmpty());
        const QStringList run{u"run"_s,
                              u"--provider"_s,
                              m_provider,
                              u"--probe"_s,
                              u"tb-storage"_s,
                              u"--target"_s,
                              u"%1@127.0.0.1:%2"_s.arg(tb::test::SshdFixture::testUser()).arg(m_sshd.port()),
                              u"--identity"_s,
                              m_sshd.userKey(),
                              u"--known-hosts"_s,
                              m_knownHosts,
                              u"--json"_s,
                              u"--"_s,
                              u"--dir"_s,
                              m_scratch.path(),
                              u"--mode"_s,
                              u"seq"_s,
                              u"--rw"_s,
                              u"read"_s,
                              u"--direct"_s,
                              u"--size"_s,
                              u"1G"_s,
                              u"--iodepth"_s,
                              u"16"_s,
                              u"--runtime"_s,
                              u"10"_s};
        // The first run deploys and builds the probes on the node: not timed.
        const auto warm = cli(run);
        QVERIFY2(warm.code == 0, warm.err.constData());
        QList<double> probe, byHand;
        for (int round = 0; round < 3; ++round) {
            const auto r = cli(run);
            QVERIFY2(r.code == 0, r.err.constData());
            const qint64 id = r.json().toObject().value(u"run_id"_s).toInteger();
            double bw = 0;
            for (const QJsonValue& s : r.json().toObject().value(u"samples"_s).toArray()) {
                if (s.toObject().value(u"metric"_s).toString() == u"read.bw"_s) {
                    bw = s.toObject().value(u"value"_s).toDouble();
                }
            }
            QVERIFY(bw > 0);
            probe << bw;
            // The same job by hand: the command the probe ran, as it reported it.
            const QString command =
                tb::test::peekSqlite(
                    m_db, u"SELECT value FROM finding WHERE run_id = %1 AND key = 'storage.command'"_s.arg(id))
                    .toString();
            QVERIFY2(command.startsWith(u"fio "_s), qPrintable(command));
            QProcess fio;
            fio.start(u"sh"_s, {u"-c"_s, command});
            QVERIFY(fio.waitForFinished(300000));
            QCOMPARE(fio.exitCode(), 0);
            const QJsonObject job = QJsonDocument::fromJson(fio.readAllStandardOutput())
                                        .object()
                                        .value(u"jobs"_s)
                                        .toArray()
                                        .first()
                                        .toObject();
            byHand << job.value(u"read"_s).toObject().value(u"bw_bytes"_s).toDouble() / 1e9;
            QVERIFY(byHand.last() > 0);
            for (const QString& f : QDir(m_scratch.path()).entryList(QDir::Files)) {
                QFile::remove(m_scratch.filePath(f));  // fio by hand keeps its file; the probe removes its own
            }
        }
        const double ratio = median(probe) / median(byHand);
        qInfo().noquote() << u"tb-storage seq read (1 GiB, O_DIRECT, iodepth 16) through tierbench-cli: median %1 GB/s "
                             "(%2); fio by hand, same command: median %3 GB/s (%4); ratio %5 (target >= 0.97)"_s
                                 .arg(median(probe), 0, 'f', 3)
                                 .arg([&] {
                                     QStringList s;
                                     for (double v : probe)
                                         s << QString::number(v, 'f', 3);
                                     return s.join(u", "_s);
                                 }())
                                 .arg(median(byHand), 0, 'f', 3)
                                 .arg([&] {
                                     QStringList s;
                                     for (double v : byHand)
                                         s << QString::number(v, 'f', 3);
                                     return s.join(u", "_s);
                                 }())
                                 .arg(ratio, 0, 'f', 3);
        QVERIFY2(ratio >= 0.97, qPrintable(QString::number(ratio)));
    }

    void hundredMegabyteJsonPlusImport() {
        // One real json+ job (fixture from fio 3.33), repeated with its own name until the document is 100 MiB.
        QFile fx(tb::test::sourceDir() + u"/tests/core/fixtures/imports/fio-randrw-jsonplus.json"_s);
        QVERIFY(fx.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(fx.readAll()).object();
        QJsonObject job = doc.value(u"jobs"_s).toArray().first().toObject();
        QVERIFY(job.value(u"read"_s).toObject().value(u"clat_ns"_s).toObject().contains(u"bins"_s));
        const QString path = m_tmp.filePath(u"fio-100m.json"_s);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{\n  \"fio version\" : \"fio-3.33\",\n  \"timestamp\" : 1796614222,\n  \"jobs\" : [\n");
        const qint64 target = 100LL * 1024 * 1024;
        qint64 jobs = 0;
        while (out.size() < target) {
            job.insert(u"jobname"_s, u"randrw-%1"_s.arg(jobs));
            if (jobs > 0) {
                out.write(",\n");
            }
            out.write(QJsonDocument(job).toJson(QJsonDocument::Indented));
            ++jobs;
        }
        out.write("  ]\n}\n");
        out.close();
        const qint64 bytes = QFileInfo(path).size();
        const QString sha = QStandardPaths::findExecutable(u"sha256sum"_s);
        QVERIFY(!sha.isEmpty());
        const auto ref = tb::test::runMeasured(sha, {path}, m_tmp.filePath(u"sha.out"_s));
        QCOMPARE(ref.exitCode, 0);
        const QString importOut = m_tmp.filePath(u"import.out"_s);
        const auto c =
            tb::test::runMeasured(m_cli, {u"--db"_s, m_db, u"import"_s, u"--format"_s, u"fio-json"_s, path}, importOut);
        QVERIFY2(c.exitCode == 0, qPrintable(tb::test::measuredStderr(importOut)));
        QFile summary(importOut);
        QVERIFY(summary.open(QIODevice::ReadOnly));
        const QByteArray said = summary.readAll();
        QVERIFY2(said.contains("run " + QByteArray::number(jobs) + ": fio"), said.left(2000).constData());
        qInfo().noquote() << u"fio json+ import: %1 MiB (%2 jobs with latency histograms) in %3 s, peak RSS %4 MiB "
                             "(targets < 3 s, < 200 MiB); reference, sha256sum of the same file: %5 s, %6 MiB"_s
                                 .arg(double(bytes) / 1048576.0, 0, 'f', 1)
                                 .arg(jobs)
                                 .arg(c.seconds, 0, 'f', 2)
                                 .arg(double(c.peakKiB) / 1024.0, 0, 'f', 1)
                                 .arg(ref.seconds, 0, 'f', 2)
                                 .arg(double(ref.peakKiB) / 1024.0, 0, 'f', 1);
        QVERIFY2(c.peakKiB < 200 * 1024, qPrintable(QString::number(c.peakKiB)));
        QVERIFY2(c.seconds < 3.0, qPrintable(QString::number(c.seconds)));
    }
};

QTEST_GUILESS_MAIN(tst_StorageBench)
#include "tst_StorageBench.moc"
