// tb-net on the real two-node Slurm: one task per node in one srun step, the rendezvous taken from the step's node
// list, the real iperf3 between node1 and node2 (each in its own network namespace): both directed pairs measured
// and named by host.
#include "core/import/Importer.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SlurmClusterFixture.h"

#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_SlurmFabric : public QObject {
    Q_OBJECT

    tb::test::SlurmClusterFixture m_cluster;

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(u"iperf3"_s).isEmpty()) {
            TB_SERVICE_UNAVAILABLE(u"iperf3 is not installed (packaging/install-deps.sh --test)"_s);
        }
        tb::test::SlurmClusterFixture::Options options;
        options.accounting = false;  // srun only
        QString why;
        if (!m_cluster.start(options, &why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
    }

    void everyDirectedPairOverSrun() {
        // The hosts share the file system except /tmp, which is each host's own: a build tree under /tmp (a clean
        // clone there) is not on the nodes, so the probe goes beside the cluster's own files, which every host sees.
        const QString built = qEnvironmentVariable("TB_BINARY_DIR") + u"/probes/tb-net"_s;
        QVERIFY2(QFileInfo(built).isExecutable(), qPrintable(built));
        const QString probe = m_cluster.dir() + u"/tb-net-%1"_s.arg(QCoreApplication::applicationPid());
        QFile::remove(probe);
        QVERIFY(QFile::copy(built, probe));
        const struct Removed {
            QString path;
            ~Removed() { QFile::remove(path); }
        } removed{probe};
        int code = -1;
        const QByteArray out = m_cluster.exec(
            u"login"_s,
            {u"sh"_s, u"-c"_s, u"srun -N2 --ntasks-per-node=1 '%1' --time 2 --udp-time 1 2>&1"_s.arg(probe)}, &code);
        QVERIFY2(code == 0, out.right(2000).constData());
        // Read as any tb-jsonl output is imported: the protocol lines of rank 0 among srun's.
        auto parsed = tb::core::Importer::parseBytes(out, u"tb-jsonl"_s);
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().toString()));
        QCOMPARE(parsed->runs.size(), 1);
        const tb::core::ParsedRun& run = parsed->runs[0];
        QSet<QString> pairs;
        for (const tb::core::SampleRecord& s : run.samples) {
            if (s.metric == u"net.tcp.bw"_s) {
                QVERIFY(s.value > 0.01);
                pairs.insert(s.extra.value(u"src"_s).toString() + u"->"_s + s.extra.value(u"dst"_s).toString());
            }
        }
        QCOMPARE(pairs, (QSet<QString>{u"node1->node2"_s, u"node2->node1"_s}));
        const tb::core::FindingRecord* check = nullptr;
        for (const tb::core::FindingRecord& f : run.findings) {
            if (f.kind == tb::core::FindingKind::Check && f.key == u"net.pairs"_s) {
                check = &f;
            }
        }
        QVERIFY(check);
        QVERIFY2(check->status == tb::core::FindingStatus::Pass || check->status == tb::core::FindingStatus::Warn,
                 qPrintable(check->detail));
    }
};

QTEST_GUILESS_MAIN(tst_SlurmFabric)
#include "tst_SlurmFabric.moc"
