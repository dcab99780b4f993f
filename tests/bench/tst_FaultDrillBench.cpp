// Benchmark of the fault drill's detection on the real two-node Slurm (issue #36): the detection time the workbench
// measures (fault injected -> the poll that saw the node drained) against the drain time Slurm itself recorded
// (the reason's stamp), in the same drills, at the 5 s poll the target allows. The target: the workbench's figure
// within one poll interval of Slurm's.
#include "../cluster/ClusterTestEnv.h"
#include "core/cluster/ClusterOperations.h"
#include "tests/support/ServiceCheck.h"

#include <QtTest>

using namespace tb;
using namespace Qt::StringLiterals;

class tst_FaultDrillBench : public QObject {
    Q_OBJECT

private:
    clustertest::ClusterTestEnv m_env;

private slots:
    void initTestCase() {
        QString why;
        bool missing = false;
        tb::test::SlurmClusterFixture::Options o;
        o.accounting = false;
        o.healthIntervalS = 2;
        if (!m_env.setUp(o, &why, &missing)) {
            if (missing) {
                TB_SERVICE_UNAVAILABLE(why);
            }
            QFAIL(qPrintable(why));
        }
    }

    void detectionAgainstSlurmsOwnDrainTime() {
        constexpr int kPollS = 5;
        core::ClusterOperations ops(m_env.store, m_env.listing);
        double worstLag = 0;
        for (int i = 0; i < 3; ++i) {
            core::FaultDrillOptions o;
            o.node = i % 2 == 0 ? u"node1"_s : u"node2"_s;
            o.pollIntervalS = kPollS;
            o.detectDeadlineS = 120;
            o.returnDeadlineS = 120;
            o.consent = true;
            // Each drill starts from a node in service: the previous one's may still be registering again.
            QTRY_VERIFY_WITH_TIMEOUT(m_env.cluster.slurm(u"scontrol show node "_s + o.node).contains("State=IDLE "),
                                     60000);
            auto r = m_env.session
                         ->submit([&](core::RemoteConnection& c) { return ops.faultDrill(c, o, core::CancelToken{}); })
                         .result();
            QVERIFY2(r, r ? "" : qPrintable(r.error().toString()));
            const core::FaultDrillOutcome& d = r->outcome;
            QVERIFY(d.detectionS() && d.timeline.slurmDrained && d.slurmLagS());
            const double slurm = *d.timeline.slurmDrained - d.timeline.injected;
            qInfo(
                "drill %d on %s: workbench detection %.1f s, Slurm's own drain %.1f s after the fault "
                "(ratio %.2f), seen %.1f s after Slurm's stamp; back in service after %.1f s",
                i + 1, qPrintable(o.node), *d.detectionS(), slurm, slurm > 0 ? *d.detectionS() / slurm : 0.0,
                *d.slurmLagS(), d.inDrainS().value_or(-1));
            worstLag = qMax(worstLag, *d.slurmLagS());
        }
        qInfo("worst lag behind Slurm's drain stamp: %.1f s (target: one poll, %d s; the stamp has whole seconds)",
              worstLag, kPollS);
        QVERIFY(worstLag <= kPollS + 1.0);
    }
};

QTEST_GUILESS_MAIN(tst_FaultDrillBench)
#include "tst_FaultDrillBench.moc"
