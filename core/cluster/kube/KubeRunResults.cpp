#include "core/cluster/kube/KubeRunResults.h"

#include "core/domain/FindingKind.h"
#include "core/cluster/NcclRunImport.h"
#include "core/run/RunRecorder.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunOwnership.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"
#include "core/cluster/ClusterQueries.h"

#include <QJsonArray>

namespace tb::core {

KubeRunResults::KubeRunResults(Store& store, const KubeCollectiveSpec& spec, KubeJobForm form, RunObserver* observer)
    : m_store(store),
      m_observer(observer),
      m_nccl(isNcclTests(spec.command)),
      m_ncclOperation(ncclTestsOperation(spec.command)) {
    m_spec.kind = m_nccl ? RunKind::Import : RunKind::Probe;
    m_spec.name = m_nccl ? QStringLiteral("nccl-tests") : QStringLiteral("tb-coll");
    QJsonObject env;
    for (const auto& e : spec.environment) {
        env.insert(e.first, e.second);
    }
    m_spec.args =
        QJsonObject{{QStringLiteral("argv"), QJsonArray::fromStringList(spec.command)},
                    {QStringLiteral("nodes"), spec.workers},
                    {QStringLiteral("gpus_per_node"), spec.settings.gpusPerWorker},
                    {QStringLiteral("nccl_env"), env},
                    {QStringLiteral("kubernetes"), QJsonObject{{QStringLiteral("form"), kubeJobFormKey(form)},
                                                               {QStringLiteral("gang"), spec.gang.key()},
                                                               {QStringLiteral("image"), spec.image},
                                                               {QStringLiteral("run_label"), spec.runLabel}}}};
}

KubeRunResults::~KubeRunResults() = default;

bool KubeRunResults::isNcclTests(const QStringList& command) {
    return !ncclTestsProgram(command).isEmpty();
}

Result<qint64> KubeRunResults::begin(const ClusterJobRecord& job) {
    RunSpec spec = m_spec;
    const ClusterJobRecord first = job;
    struct Ids {
        qint64 job = 0, run = 0;
        RunSpec spec;
    };
    // The job row and its run in one transaction: a job whose results have nowhere to go never exists, and the run
    // is never `running` without an owner the next start can look for (core/store/RunOwnership).
    auto ids = m_store.run([first, spec](QSqlDatabase& db) mutable -> Result<Ids> {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started().error();
        }
        auto cluster = ClusterQueries(db).get(first.clusterId);
        if (!cluster) {
            return cluster.error();
        }
        spec.providerId = cluster->providerId;
        spec.evaluationId = cluster->login.evaluationId;
        spec.nodeId = cluster->login.id;
        auto jobId = ClusterRepository(db).addJob(first);
        if (!jobId) {
            return jobId.error();
        }
        auto runId = RunRepository(db).create(ProbeRunner::newRecord(spec, cluster->login.name));
        if (!runId) {
            return runId.error();
        }
        if (auto st = RunOwnership(db).claim(*runId); !st) {
            return st.error();
        }
        ClusterJobRun link;
        link.jobId = *jobId;
        link.runId = *runId;
        link.rank = 0;
        if (auto st = ClusterRepository(db).linkRun(link); !st) {
            return st.error();
        }
        if (auto st = tx.commit(); !st) {
            return st.error();
        }
        return Ids{*jobId, *runId, spec};
    });
    if (!ids) {
        return ids.error();
    }
    m_spec = ids->spec;
    m_runId = ids->run;
    m_recorder = std::make_unique<RunRecorder>(m_store, m_runId, m_observer, m_spec);
    m_recorder->setAutoFlush(false);  // written with the job's row (flush())
    if (m_observer) {
        m_observer->runCreated(m_runId);
    }
    return ids->job;
}

void KubeRunResults::feed(const QByteArray& text) {
    if (m_recorder && !text.isEmpty()) {
        m_recorder->onStdout(text);
    }
}

void KubeRunResults::flush() {
    if (m_recorder) {
        m_recorder->flush();
    }
}

void KubeRunResults::finish(RunStatus jobOutcome, const QString& reason, const QString& nodes) {
    if (!m_recorder) {
        return;
    }
    m_recorder->finish();  // the last line, written
    RunStatus status = jobOutcome;
    QVector<FindingRecord> findings;
    std::optional<int> exitCode;
    if (m_nccl) {
        const qint64 runId = m_runId;
        const QString operation = m_ncclOperation;
        auto imported = m_store.run([runId, operation](QSqlDatabase& db) -> Result<NcclRunImport> {
            return importNcclTestsOutput(db, runId, operation);
        });
        if (imported) {
            m_samples = imported->samples;
            if (imported->status != RunStatus::Ok && status == RunStatus::Ok) {
                status = RunStatus::Failed;
                findings << FindingRecord{FindingKind::Check, QStringLiteral("kube.results"), FindingStatus::Fail,
                                          QString(), tr("nccl-tests reported values out of bounds")};
            }
        } else if (jobOutcome == RunStatus::Ok) {
            // The job ended well, but what it printed is no result: the run says why and holds no sample.
            status = RunStatus::Failed;
            findings << FindingRecord{FindingKind::Check, QStringLiteral("kube.results"), FindingStatus::Fail,
                                      QString(),
                                      tr("The nccl-tests output could not be read: %1").arg(imported.error().message)};
        }
    } else {
        m_samples = m_recorder->counts.samples;
        exitCode = m_recorder->endExitCode();
        if (status == RunStatus::Ok && !m_recorder->helloSeen()) {
            status = RunStatus::Failed;
            findings << FindingRecord{FindingKind::Check, QStringLiteral("kube.results"), FindingStatus::Fail,
                                      QString(),
                                      tr("The log pod printed no tb-coll protocol line, so the run has no result.")};
        } else if (status == RunStatus::Ok && exitCode.value_or(0) != 0) {
            status = RunStatus::Failed;
        }
    }
    if (jobOutcome != RunStatus::Ok) {
        const QString why = reason.isEmpty() ? runStatusName(jobOutcome) : reason;
        findings << FindingRecord{FindingKind::Check, QStringLiteral("kube.job_outcome"),
                                  jobOutcome == RunStatus::Cancelled ? FindingStatus::Warn : FindingStatus::Fail,
                                  runStatusKey(jobOutcome), tr("The Kubernetes job ended early: %1").arg(why)};
    }
    m_status = status;
    const qint64 runId = m_runId;
    // A run the store refuses to end stays `running` with its owner: the next start ends it as interrupted.
    (void)m_store.run([runId, status, exitCode, findings, nodes](QSqlDatabase& db) -> Status {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started();
        }
        RunRepository runs(db);
        if (!findings.isEmpty()) {
            if (Status st = runs.addFindings(runId, findings); !st) {
                return st;
            }
        }
        if (auto run = runs.get(runId); run && !nodes.isEmpty()) {
            // Where its pods ran, known only once they were placed.
            run->args.insert(QStringLiteral("kube_nodes"), QJsonArray::fromStringList(nodes.split(u',')));
            if (Status st = runs.update(*run); !st) {
                return st;
            }
        }
        if (Status st = runs.finish(runId, status, exitCode); !st) {
            return st;
        }
        return tx.commit();
    });
}

}  // namespace tb::core
