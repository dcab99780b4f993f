#include "core/run/ProbeRunner.h"

#include "core/run/RunRecorder.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"

#include <QCoreApplication>

namespace tb::core {

ProbeRunner::ProbeRunner(std::shared_ptr<Store> store, RunObserver* observer)
    : m_store(std::move(store)), m_observer(observer) {}

QString ProbeRunner::describeExit(int exitCode) {
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

Result<RunOutcome> ProbeRunner::run(RemoteConnection& connection, const RunSpec& spec, const CancelToken& cancel) {
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
    record.sourceName = text(connection.hostKey().host);
    auto created = m_store->run([record](QSqlDatabase& db) { return RunRepository(db).create(record); });
    if (!created) {
        return created.error();
    }
    const qint64 runId = *created;
    if (m_observer) {
        m_observer->runCreated(runId);
    }
    RunRecorder sink(*m_store, runId, m_observer, spec);
    ExecOptions options;
    options.timeoutS = spec.timeoutS;
    options.workingDirectory = spec.workingDirectory;
    auto exec = connection.exec(spec.commandLine, sink, options, cancel);
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
                    .arg(spec.name, exec->exitSignal.isEmpty() ? describeExit(exec->exitCode)
                                                               : tr("killed by SIG%1").arg(exec->exitSignal)));
        }
    }
    const RunStatus status = outcome.status;
    const std::optional<int> code = outcome.exitCode;
    auto finished =
        m_store->run([runId, status, code](QSqlDatabase& db) { return RunRepository(db).finish(runId, status, code); });
    if (m_observer) {
        m_observer->runFinished(outcome);
    }
    if (!finished) {
        return finished.error();
    }
    return outcome;
}

}  // namespace tb::core
