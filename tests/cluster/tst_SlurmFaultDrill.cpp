// The reliability phase's fault -> drain -> return drill on the real two-node Slurm. The cluster's health check
// (tests/support/slurm-cluster.sh, every 2 s here) drains a node whose fault-drill marker it finds and resumes it when
// the marker is gone, as a provider's checks would: the timings below are Slurm's own, measured for real.
#include "ClusterTestEnv.h"
#include "core/cluster/ClusterOperations.h"
#include "core/cluster/slurm/SlurmFaultDrill.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunRepository.h"
#include "tests/support/ServiceCheck.h"

#include <QSqlQuery>
#include <QtTest>

using namespace tb;
using namespace Qt::StringLiterals;

namespace {

const core::FindingRecord* finding(const QVector<core::FindingRecord>& all, const QString& key) {
    for (const auto& f : all) {
        if (f.key == key) {
            return &f;
        }
    }
    return nullptr;
}

}  // namespace

class tst_SlurmFaultDrill : public QObject {
    Q_OBJECT

private:
    clustertest::ClusterTestEnv m_env;

    QString marker(const QString& node) const { return m_env.cluster.home() + u"/.tierbench-fault/"_s + node; }
    QString stateOf(const QString& node) const {
        const QString out = QString::fromUtf8(m_env.cluster.slurm(u"scontrol show node "_s + node));
        const qsizetype at = out.indexOf(u"State="_s);
        return at < 0 ? QString() : out.mid(at + 6).section(u' ', 0, 0);
    }
    core::FaultDrillOptions options(const QString& node) const {
        core::FaultDrillOptions o;
        o.node = node;
        o.pollIntervalS = 1;
        o.detectDeadlineS = 60;
        o.returnDeadlineS = 60;
        o.consent = true;
        return o;
    }
    core::Result<core::FaultDrillRun> drill(const core::FaultDrillOptions& o, const core::CancelToken& cancel = {},
                                            QStringList* log = nullptr) {
        core::ClusterOperations ops(m_env.store, m_env.listing);
        return m_env.session
            ->submit([&](core::RemoteConnection& c) {
                return ops.faultDrill(c, o, cancel, [log](const QString& line) {
                    if (log) {
                        log->append(line);
                    }
                });
            })
            .result();
    }
    int runCount() const {
        return m_env.store->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(u"SELECT COUNT(*) FROM probe_run WHERE probe = 'fault-drill'"_s);
            return q.next() ? q.value(0).toInt() : -1;
        });
    }

private slots:
    void initTestCase() {
        QString why;
        bool missing = false;
        tb::test::SlurmClusterFixture::Options o;
        o.accounting = false;  // the drill reads node states, not accounting
        o.healthIntervalS = 2;
        if (!m_env.setUp(o, &why, &missing)) {
            if (missing) {
                TB_SERVICE_UNAVAILABLE(why);
            }
            QFAIL(qPrintable(why));
        }
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(u"node1"_s), u"IDLE"_s, 30000);
    }

    void withoutConsentNothingHappens() {
        core::FaultDrillOptions o = options(u"node1"_s);
        o.consent = false;
        auto r = drill(o);
        QVERIFY(!r);
        QCOMPARE(r.error().code, core::ErrorCode::InvalidArgument);
        QVERIFY(r.error().message.contains(u"consent"_s));
        QVERIFY(!QFileInfo::exists(marker(u"node1"_s)));
        QCOMPARE(stateOf(u"node1"_s), u"IDLE"_s);
        QCOMPARE(runCount(), 0);
    }

    void hostileNamesAreRefusedBeforeAnythingRuns() {
        for (const QString& node : {u"node1; touch /tmp/tb-owned"_s, u"$(id)"_s, u"-rf"_s, QString()}) {
            auto r = drill(options(node));
            QVERIFY2(!r, qPrintable(node));
            QCOMPARE(r.error().code, core::ErrorCode::InvalidArgument);
        }
        core::FaultDrillOptions o = options(u"node1"_s);
        o.markerDir = u"../../etc"_s;
        QVERIFY(!drill(o));
        o = options(u"node9"_s);
        auto unknown = drill(o);
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().code, core::ErrorCode::NotFound);
        QCOMPARE(runCount(), 0);
    }

    void aDrainedNodeIsNotDrilled() {
        m_env.cluster.slurm(u"scontrol update nodename=node2 state=drain reason='kept for the test'"_s);
        auto r = drill(options(u"node2"_s));
        m_env.cluster.slurm(u"scontrol update nodename=node2 state=resume"_s);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(u"not in service"_s), qPrintable(r.error().toString()));
        QVERIFY(!QFileInfo::exists(marker(u"node2"_s)));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(u"node2"_s), u"IDLE"_s, 30000);
    }

    void theMarkerIsTimedFromFaultToDrainToReturn() {
        QStringList log;
        auto r = drill(options(u"node1"_s), {}, &log);
        QVERIFY2(r, r ? "" : qPrintable(r.error().toString()));
        const core::FaultDrillOutcome& d = r->outcome;
        const core::FaultDrillTimeline& t = d.timeline;
        QVERIFY2(t.detected && t.returned && t.cleared && t.slurmDrained, qPrintable(log.join(u'\n')));
        // The order of events, each on the cluster's clock: Slurm's stamp is whole seconds, hence the floor.
        QVERIFY(std::floor(t.injected) <= *t.slurmDrained);
        QVERIFY(*t.slurmDrained <= *t.detected);
        QVERIFY(*t.detected <= *t.cleared);
        QVERIFY(*t.cleared <= *t.returned);
        QVERIFY(t.reason.startsWith(u"tierbench fault marker"_s));
        // The workbench saw the drain within one poll of Slurm's own stamp (and the stamp's second).
        QVERIFY2(*d.slurmLagS() <= d.options.pollIntervalS + 1.0, qPrintable(QString::number(*d.slurmLagS())));
        qInfo(
            "detection %.1f s (Slurm's stamp %.1f s after the fault), seen %.1f s after Slurm drained, %.1f s in "
            "drain",
            *d.detectionS(), *t.slurmDrained - t.injected, *d.slurmLagS(), *d.inDrainS());
        QVERIFY(!QFileInfo::exists(marker(u"node1"_s)));
        QCOMPARE(stateOf(u"node1"_s), u"IDLE"_s);

        // Stored: one run with the checks passed and the timeline beside it.
        const qint64 runId = r->runId;
        auto stored = m_env.store->run([runId](QSqlDatabase& db) { return core::RunRepository(db).get(runId); });
        QVERIFY(stored);
        QCOMPARE(stored->probe, u"fault-drill"_s);
        QCOMPARE(stored->status, core::RunStatus::Ok);
        QCOMPARE(stored->args.value(u"node"_s).toString(), u"node1"_s);
        auto findings = m_env.store->run([runId](QSqlDatabase& db) { return core::RunRepository(db).findings(runId); });
        QVERIFY(findings);
        QVERIFY(finding(*findings, u"fault_drill.detected"_s));
        QCOMPARE(finding(*findings, u"fault_drill.detected"_s)->status, core::FindingStatus::Pass);
        QCOMPARE(finding(*findings, u"fault_drill.returned"_s)->status, core::FindingStatus::Pass);
        QVERIFY(finding(*findings, u"fault_drill.slurm_lag_s"_s));
        auto artifacts =
            m_env.store->run([runId](QSqlDatabase& db) { return core::ClusterRepository(db).artifacts(runId); });
        QCOMPARE(artifacts.size(), 2);
        QVERIFY(artifacts.at(0).content.contains("fault injected"));
        QVERIFY(artifacts.at(0).content.contains("drained"));
    }

    void aFaultNobodyCatchesFailsTheDrill() {
        // The provider's mark with nothing triggered: the node stays in service past the deadline.
        core::FaultDrillOptions o = options(u"node2"_s);
        o.injection = core::FaultInjection::Provider;
        o.detectDeadlineS = 3;
        auto r = drill(o);
        QVERIFY2(r, r ? "" : qPrintable(r.error().toString()));
        QVERIFY(!r->outcome.timeline.detected);
        QVERIFY(!r->outcome.clearNote.isEmpty());
        const auto findings = r->outcome.findings();
        QCOMPARE(finding(findings, u"fault_drill.detected"_s)->status, core::FindingStatus::Fail);
        QVERIFY(!finding(findings, u"fault_drill.returned"_s));
        const qint64 runId = r->runId;
        auto stored = m_env.store->run([runId](QSqlDatabase& db) { return core::RunRepository(db).get(runId); });
        QVERIFY(stored);
        QCOMPARE(stored->status, core::RunStatus::Failed);
        QCOMPARE(stateOf(u"node2"_s), u"IDLE"_s);
    }

    void aCancelTakesTheFaultAway() {
        const int before = runCount();
        core::CancelToken cancel;
        QStringList log;
        // Cancelled as soon as the fault is in: the marker must not outlive the drill.
        core::ClusterOperations ops(m_env.store, m_env.listing);
        auto r = m_env.session
                     ->submit([&](core::RemoteConnection& c) {
                         return ops.faultDrill(c, options(u"node1"_s), cancel, [&](const QString& line) {
                             log << line;
                             if (line.startsWith(u"injecting"_s)) {
                                 cancel.cancel();
                             }
                         });
                     })
                     .result();
        QVERIFY(!r);
        QCOMPARE(r.error().code, core::ErrorCode::Cancelled);
        QVERIFY2(log.join(u'\n').contains(u"fault cleared"_s), qPrintable(log.join(u'\n')));
        QVERIFY(!QFileInfo::exists(marker(u"node1"_s)));
        QCOMPARE(runCount(), before);  // a cancelled drill measured nothing
        // Whatever the health check saw in between, the node comes back by itself.
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(u"node1"_s), u"IDLE"_s, 30000);
    }
};

QTEST_GUILESS_MAIN(tst_SlurmFaultDrill)
#include "tst_SlurmFaultDrill.moc"
