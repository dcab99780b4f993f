// tb-net on the real two-node Slurm: one task per node in one srun step, the rendezvous taken from the step's node
// list, the real iperf3 between node1 and node2 (each in its own network namespace): both directed pairs measured
// and named by host.
#include "tests/support/ServiceCheck.h"
#include "tests/support/SlurmClusterFixture.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
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
        // The build tree is on the file system every host shares (only /tmp is each host's own).
        const QString probe = qEnvironmentVariable("TB_BINARY_DIR") + u"/probes/tb-net"_s;
        QVERIFY2(QFileInfo(probe).isExecutable(), qPrintable(probe));
        int code = -1;
        const QByteArray out = m_cluster.exec(
            u"login"_s,
            {u"sh"_s, u"-c"_s, u"srun -N2 --ntasks-per-node=1 '%1' --time 2 --udp-time 1 2>&1"_s.arg(probe)}, &code);
        QVERIFY2(code == 0, out.right(2000).constData());
        QSet<QString> pairs;
        QString check;
        for (const QByteArray& line : out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(u"type"_s) == u"sample"_s && o.value(u"metric"_s) == u"net.tcp.bw"_s) {
                const QJsonObject x = o.value(u"extra"_s).toObject();
                QVERIFY(o.value(u"value"_s).toDouble() > 0.01);
                pairs.insert(x.value(u"src"_s).toString() + u"->"_s + x.value(u"dst"_s).toString());
            }
            if (o.value(u"type"_s) == u"check"_s && o.value(u"id"_s) == u"net.pairs"_s) {
                check = o.value(u"status"_s).toString();
            }
        }
        QCOMPARE(pairs, (QSet<QString>{u"node1->node2"_s, u"node2->node1"_s}));
        QVERIFY2(check == u"pass"_s || check == u"warn"_s, qPrintable(check));
    }
};

QTEST_GUILESS_MAIN(tst_SlurmFabric)
#include "tst_SlurmFabric.moc"
