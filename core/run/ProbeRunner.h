#pragma once

#include "core/Result.h"
#include "core/domain/RunRecord.h"
#include "core/domain/RunStatus.h"
#include "core/import/ProbeEvent.h"
#include "core/session/CancelToken.h"
#include "core/session/RemoteConnection.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QVector>

#include <memory>
#include <optional>

namespace tb::core {

class Store;

// What to run and where it belongs in the store.
struct RunSpec {
    qint64 providerId = 0;
    std::optional<qint64> evaluationId, nodeId;
    RunKind kind = RunKind::Probe;  // Probe or Recipe
    QString name;                   // tb-node, or the recipe's name
    QString commandLine;            // already quoted (ShellQuote)
    QString workingDirectory;
    int timeoutS = 0;
    QJsonObject args;
    QString bundleHash;
    // Recipes: the first lines of plain (non-protocol) output become this fact (e.g. the whois owner); empty: none.
    QString outputFactKey;
    // With outputFactKey: a check "<outputFactKey>.matches_provider" compares the fact with this provider name.
    QString providerName;
    // Recipes that run a tool whose log Tierbench reads (Recipe::importLog, "torchtitan-log"): once the run ends, its
    // stdout is read as that format and stored as import runs beside it (args.from_run), in the transaction that
    // finishes the run; the fact `recipe.log` says what was read or why nothing was. Not when the node lacked the
    // tool (exit 2) or the run was cancelled.
    QString importLog;
};

// How a run's writes wait for a database that does not answer (a team database restarting, a cut network).
// Pauses between tries grow from firstPauseMs to longestPauseMs; an outage longer than outageDeadlineMs loses
// what waits (and the run says exactly how much). Batches beyond memoryCapBytes wait in a spill file (RunSpill).
struct RunWritePolicy {
    int firstPauseMs = 100;
    int longestPauseMs = 5000;
    int outageDeadlineMs = 10 * 60 * 1000;  // a restart or failover of several minutes loses nothing
    qint64 memoryCapBytes = 64 * 1024 * 1024;
};

struct RunOutcome {
    qint64 runId = 0;
    RunStatus status = RunStatus::Failed;  // how it ended: Ok, Failed, Cancelled or Interrupted
    std::optional<int> exitCode;
    std::optional<Error> error;  // why it did not end ok (Timeout, Unreachable, ProbeFailed, Cancelled...)
    int samples = 0, facts = 0, checks = 0, failedChecks = 0;
    int lostSamples = 0;     // received but not stored: the store kept refusing them (the run is then not ok)
    int spilledSamples = 0;  // samples that waited for the database in the run's spill file
    int storedSamples() const { return samples - lostSamples; }
    qint64 pgid = 0;
};

// Live view of a run. Called on the session's worker thread, in order; a GUI adapter re-emits as queued signals.
class RunObserver {
public:
    virtual ~RunObserver() = default;
    virtual void runCreated(qint64 runId) { (void)runId; }
    virtual void runEvents(qint64 runId, const QVector<ProbeEvent>& events) = 0;
    virtual void runStderr(qint64 runId, const QByteArray& text) { (void)runId, (void)text; }
    // The raw output as it comes (the first MiB of each stream is passed on), for a live log view.
    virtual void runStdout(qint64 runId, const QByteArray& text) { (void)runId, (void)text; }
    virtual void runFinished(const RunOutcome& outcome) { (void)outcome; }
    // The database stopped answering: `waiting` samples wait for it (in memory or the run's spill file).
    virtual void runStoreWaiting(qint64 runId, qint64 waiting) { (void)runId, (void)waiting; }
    // The database answers again and took what waited.
    virtual void runStoreCaughtUp(qint64 runId) { (void)runId; }
    // The outage outlasted the deadline: `lost` samples are not stored.
    virtual void runStoreGaveUp(qint64 runId, qint64 lost) { (void)runId, (void)lost; }
};

// Runs one probe or recipe on a connection and records it: a probe_run row (with the process group id), samples
// and findings in batches as the JSON Lines arrive, both output streams in the raw log up to its cap, and a final
// status from the exit code. A lost connection ends the run `interrupted` with everything received kept.
//
// Thread contract: run() on the session's worker thread (it waits for store jobs, never the GUI thread).
class ProbeRunner {
    Q_DECLARE_TR_FUNCTIONS(ProbeRunner)

public:
    static constexpr qint64 kRawLogCap = 64 * 1024 * 1024;

    ProbeRunner(std::shared_ptr<Store> store, RunObserver* observer = nullptr);
    void setWritePolicy(const RunWritePolicy& policy) { m_policy = policy; }
    Result<RunOutcome> run(RemoteConnection& connection, const RunSpec& spec, const CancelToken& cancel);

    // The probes' exit codes (probes/PROTOCOL.md) in words: 1 a check failed, 2 unsupported, 3 runtime error,
    // 4 verification failed, 64 usage.
    // A probe's exit code in words (probes/PROTOCOL.md); a recipe's command has no such codes, only its own number.
    static QString describeExit(int exitCode, RunKind kind = RunKind::Probe);
    // The row a run of `spec` starts as (every NOT NULL text column filled); node and cluster runs share it.
    static RunRecord newRecord(const RunSpec& spec, const QString& sourceName);

private:
    std::shared_ptr<Store> m_store;
    RunObserver* m_observer = nullptr;
    RunWritePolicy m_policy;
};

}  // namespace tb::core
