#include "core/run/ProbeRunner.h"

#include "core/run/RunRecorder.h"
#include "core/run/ToolLogImport.h"
#include "core/store/RunBatchWriter.h"
#include "core/store/RunOwnership.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <iterator>

namespace tb::core {

namespace {
// Pauses between the tries of the final status write (each try also waits the store's busy timeout).
constexpr unsigned long kFinishRetryPausesMs[] = {100, 400, 1600};
}  // namespace

ProbeRunner::ProbeRunner(std::shared_ptr<Store> store, RunObserver* observer)
    : m_store(std::move(store)), m_observer(observer) {}

QString ProbeRunner::describeExit(int exitCode, RunKind kind) {
    if (kind == RunKind::Recipe) {
        // 2 is the recipe script's own (Recipe::script): nothing was timed, and the node, not the provider, lacks it.
        return exitCode == 2 ? tr("unsupported on this node: a tool or folder it needs is missing")
                             : tr("its command exited with code %1").arg(exitCode);
    }
    switch (exitCode) {
        case 0:
            return tr("ok");
        case 1:
            return tr("a check failed");
        case 2:
            return tr("unsupported on this node");
        case 3:
            return tr("runtime error");
        case 4:
            return tr("data verification failed");
        case 64:
            return tr("usage error");
        default:
            return tr("exit code %1").arg(exitCode);
    }
}

RunRecord ProbeRunner::newRecord(const RunSpec& spec, const QString& sourceName) {
    // Columns are NOT NULL with '' defaults, and a null QString binds as NULL: every text field gets a value.
    const auto text = [](const QString& s) { return s.isNull() ? QStringLiteral("") : s; };
    RunRecord record;
    record.operation = QStringLiteral("");
    record.probeVersion = QStringLiteral("");
    record.hardwareKey = QStringLiteral("");
    record.rawSha256 = QStringLiteral("");
    record.providerId = spec.providerId;
    record.evaluationId = spec.evaluationId;
    record.nodeId = spec.nodeId;
    record.kind = spec.kind;
    record.probe = spec.name;
    record.args = spec.args;
    record.bundleHash = text(spec.bundleHash);
    record.sourceName = text(sourceName);
    return record;
}

namespace {
// The tool log a recipe's stdout holds (RunSpec::importLog), read back from the run's stored stdout and stored as
// import runs of the same provider, evaluation and node; the fact `recipe.log` on the recipe's run says what.
Status importToolLog(QSqlDatabase& db, qint64 runId, const RunSpec& spec) {
    RunRepository repo(db);
    auto raw = repo.rawLog(runId, QStringLiteral("stdout"));
    if (!raw) {
        return raw.error();
    }
    const ToolLog log = ToolLog::read(raw->content, spec.importLog);
    auto ids = log.store(db, spec.providerId, ProbeRunner::tr("run %1 (%2)").arg(runId).arg(spec.importLog),
                         {spec.evaluationId, spec.nodeId, QJsonObject{{QStringLiteral("from_run"), runId}}});
    if (!ids) {
        return ids.error();
    }
    return repo.addFindings(runId, {FindingRecord::fact(QStringLiteral("recipe.log"), log.summary(*ids))});
}
}  // namespace

Result<RunOutcome> ProbeRunner::run(RemoteConnection& connection, const RunSpec& spec, const CancelToken& cancel) {
    const RunRecord record = newRecord(spec, connection.hostKey().host);
    // Created and claimed by this process in one job: a run is never `running` without an owner to look for.
    auto created = m_store->run([record](QSqlDatabase& db) -> Result<qint64> {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started().error();
        }
        auto id = RunRepository(db).create(record);
        if (!id) {
            return id;
        }
        if (auto st = RunOwnership(db).claim(*id); !st) {
            return st.error();
        }
        if (auto st = tx.commit(); !st) {
            return st.error();
        }
        return id;
    });
    if (!created) {
        return created.error();
    }
    const qint64 runId = *created;
    if (m_observer) {
        m_observer->runCreated(runId);
    }
    // The exec watches its own token: the caller's cancel reaches it through the recorder, which also stops the
    // run when its process group cannot be recorded.
    const CancelToken stop;
    RunRecorder sink(*m_store, runId, m_observer, spec, &cancel, &stop);
    sink.setPolicy(m_policy);
    ExecOptions options;
    options.timeoutS = spec.timeoutS;
    options.workingDirectory = spec.workingDirectory;
    auto exec = connection.exec(spec.commandLine, sink, options, stop);
    sink.finish();

    RunOutcome outcome = sink.counts;
    outcome.runId = runId;
    outcome.pgid = sink.m_pgid;
    if (!exec) {
        // Lost connection: what arrived is stored; the process may still run on the node (its group is recorded).
        outcome.status = exec.error().code == ErrorCode::Unreachable ? RunStatus::Interrupted : RunStatus::Failed;
        outcome.error = exec.error();
    } else if (exec->cancelled) {
        outcome.status = RunStatus::Cancelled;
        outcome.error = makeError(ErrorCode::Cancelled, tr("Run cancelled"));
    } else if (exec->timedOut) {
        outcome.status = RunStatus::Failed;
        outcome.error =
            makeError(ErrorCode::Timeout, tr("%1 did not finish within %2 s").arg(spec.name).arg(spec.timeoutS));
    } else {
        outcome.exitCode = exec->exitCode;
        if (exec->exitCode == 0) {
            outcome.status = RunStatus::Ok;
        } else {
            outcome.status = RunStatus::Failed;
            outcome.error = makeError(
                ErrorCode::ProbeFailed,
                tr("%1 failed: %2")
                    .arg(spec.name, exec->exitSignal.isEmpty() ? describeExit(exec->exitCode, spec.kind)
                                                               : tr("killed by SIG%1").arg(exec->exitSignal)));
        }
    }
    if (sink.m_pgidError && !cancel.isCancelled()) {
        // Stopped by the recorder, not by the analyst: a failure with its cause, not a cancel.
        outcome.status = RunStatus::Failed;
        outcome.error = makeError(ErrorCode::Database,
                                  tr("The run was stopped: its remote process group (%1) could not be recorded, so it "
                                     "could not have been ended had this program stopped")
                                      .arg(sink.m_pgid),
                                  sink.m_pgidError->toString());
    }
    if (sink.m_storeError && outcome.status == RunStatus::Ok) {
        // Everything ran, but not everything was kept: not an ok run.
        outcome.status = RunStatus::Failed;
        outcome.error = makeError(
            ErrorCode::Database,
            tr("%n sample(s) received from the node could not be stored", nullptr, outcome.lostSamples) +
                (sink.m_lostFindings > 0 ? tr(" (and %n finding(s))", nullptr, sink.m_lostFindings) : QString()),
            sink.m_storeError->toString());
    } else if (sink.m_storeError && outcome.error) {
        outcome.error->detail += tr("; also %n sample(s) could not be stored", nullptr, outcome.lostSamples);
    }
    const RunStatus status = outcome.status;
    const std::optional<int> code = outcome.exitCode;
    // The run's row says what was not stored, beside its status, in the same transaction.
    std::optional<FindingRecord> unstored;
    if (outcome.lostSamples > 0) {
        unstored = FindingRecord::check(
            QStringLiteral("store.unstored_samples"), FindingStatus::Fail, QString::number(outcome.lostSamples),
            tr("%n sample(s) received from the node could not be stored", nullptr, outcome.lostSamples));
    }
    const bool readLog = !spec.importLog.isEmpty() && code && *code != 2 && status != RunStatus::Cancelled;
    auto write = [runId, status, code, unstored, readLog, &spec](QSqlDatabase& db) -> Status {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started();
        }
        RunRepository repo(db);
        if (unstored) {
            if (auto st = repo.addFindings(runId, {*unstored}); !st) {
                return st;
            }
        }
        if (readLog) {
            if (auto st = importToolLog(db, runId, spec); !st) {
                return st;
            }
        }
        if (auto st = repo.finish(runId, status, code); !st) {
            return st;
        }
        return tx.commit();
    };
    auto finishRun = [write](QSqlDatabase& db) { return RunBatchWriter::classify(db, write(db)); };
    auto finished = m_store->run(finishRun);
    // A busy database: a few pauses; one that does not answer (a team database restarting) is waited for like the
    // samples were, so the final status is not lost either.
    QElapsedTimer waited;
    waited.start();
    int pauseMs = m_policy.firstPauseMs;
    for (int attempt = 0; !finished; ++attempt) {
        if (attempt < int(std::size(kFinishRetryPausesMs))) {
            QThread::msleep(kFinishRetryPausesMs[attempt]);
        } else if (waited.elapsed() < m_policy.outageDeadlineMs && finished.error().code == ErrorCode::Unreachable) {
            QThread::msleep(pauseMs);
            pauseMs = qMin(2 * pauseMs, m_policy.longestPauseMs);
        } else {
            break;
        }
        finished = m_store->run(finishRun);
    }
    if (m_observer) {
        m_observer->runFinished(outcome);
    }
    if (!finished) {
        Error e = finished.error();
        if (outcome.lostSamples > 0) {  // never only the status error: the loss is said too
            e.detail += QStringLiteral("; ") +
                        tr("%n sample(s) received from the node could not be stored", nullptr, outcome.lostSamples);
        }
        return e;
    }
    return outcome;
}

}  // namespace tb::core
