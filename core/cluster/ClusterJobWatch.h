#pragma once

#include "core/cluster/ClusterJobPlan.h"
#include "core/launch/JobOutputDemux.h"
#include "core/run/RunRecorder.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <deque>
#include <map>
#include <utility>
#include <vector>
#include <memory>

namespace tb::core {

class ClusterLauncher;
class Store;

// One submitted job while ClusterJobRunner watches it: its row, the demultiplexed output feeding one recorder per
// run, the clocks of its deadlines, and the end: run statuses, the nodes and ranks that failed, the nodes that said
// nothing. Worker thread only.
class ClusterJobWatch {
    Q_DECLARE_TR_FUNCTIONS(ClusterJobWatch)

public:
    ClusterJobWatch(Store& store, const ClusterLauncher& launcher, ClusterJobPlan plan, ClusterJobRecord record,
                    ClusterJobObserver* observer);

    // Creates the rank-zero run (RankZero routing) so the run exists before the job starts.
    Status begin();
    void submitted(const SubmittedJob& job);

    OutputCursor cursor() const {
        return {m_submitted.schedulerId, m_submitted.outputPath, m_offset, m_submitted.errorPath, m_errorOffset};
    }
    // One poll's news for this job: new output and the scheduler's state. Returns whether the record changed.
    bool update(const JobState& state, const QByteArray& chunk, qint64 outputSize, const QByteArray& errorChunk,
                qint64 errorSize);
    void flush();

    const ClusterJobRecord& record() const { return m_record; }
    const ClusterJobPlan& plan() const { return m_plan; }
    QString schedulerId() const { return m_submitted.schedulerId; }
    JobPhase phase() const { return m_phase; }
    bool wasInQueue() const { return m_seenInQueue; }
    qint64 waitingMs() const { return m_waiting.isValid() ? m_waiting.elapsed() : 0; }
    qint64 silentMs() const { return m_lastOutput.elapsed(); }
    // The file has stopped growing and all of it is read.
    bool drained() const {
        return m_outputSize >= 0 && m_offset >= m_outputSize && m_errorOffset >= m_errorSize && m_quietPolls >= 1;
    }
    int unknownPolls() const { return m_unknownPolls; }
    // The job script printed its last line ("@tb step-exit"): its step is over, the job is ending.
    bool scriptEnded() const { return m_demux.stepExit().has_value(); }
    int endingPolls() const { return m_endingPolls; }
    void countEndingPoll() { ++m_endingPolls; }

    // Tierbench ended the job (deadline or the analyst): the outcome is Cancelled with this reason.
    void cancelledBecause(const Error& why, bool deadline);
    // Ends the job: runs finished, the row written; submitError when the scheduler never took it.
    ClusterJobResult finish(const std::optional<Error>& submitError = std::nullopt);
    // A line of Tierbench's own in the job's log (and the run's, for a rank-zero run): what the watch did.
    void note(const QString& line);
    // The connection was lost while watching and could not be made again: the job may still run; everything
    // received is kept, and the job is flagged so the next connection to the cluster cancels it
    // (ClusterJobOwnership::awaitCancel).
    ClusterJobResult interrupt(const Error& why);

private:
    struct Route {
        std::unique_ptr<RunSpec> spec;
        std::unique_ptr<RunRecorder> recorder;
        QString node;
        int rank = -1;
        QByteArray firstError;  // the first line the task wrote to stderr (PerNode): why a node said nothing else
    };
    Result<qint64> createRun(const RunSpec& spec, const QString& node, std::optional<int> rank);
    Route* routeFor(int rank);
    // PerNode routing: lines of a rank without a run wait here until the chunk is read; then the runs of all new
    // ranks are created in one transaction and the lines go to them (1,024 nodes are not 1,024 transactions).
    void createWaitingRoutes();
    // Every route's batch in one store job, one transaction; a batch it refused is written alone with retries.
    void writeBatches(std::vector<std::pair<RunRecorder*, RunRecorder::Batch>>& batches);
    void taskLine(int rank, const QByteArray& line);
    void jobLine(const QByteArray& line);
    void taskError(int rank, const QByteArray& line);
    void storeRecord();
    void finishRuns(RunStatus jobOutcome, ClusterJobResult& result);
    QString describeFailure(ClusterJobResult& result) const;

    Store& m_store;
    const ClusterLauncher& m_launcher;
    ClusterJobPlan m_plan;
    ClusterJobRecord m_record;
    ClusterJobObserver* m_observer;
    SubmittedJob m_submitted;
    JobOutputDemux m_demux;
    std::map<int, Route> m_routes;  // by rank; RankZero routing keeps one under 0
    struct Unrouted {
        int rank;
        QByteArray line;
        bool error;
    };
    std::vector<Unrouted> m_unrouted;
    std::vector<int> m_unroutedRanks;  // in the order they first wrote
    JobState m_state;
    JobPhase m_phase = JobPhase::Unknown;
    bool m_seenInQueue = false;
    qint64 m_offset = 0, m_outputSize = -1, m_errorOffset = 0, m_errorSize = -1;
    int m_quietPolls = 0, m_unknownPolls = 0, m_endingPolls = 0;
    QElapsedTimer m_waiting, m_lastOutput;
    std::optional<Error> m_cancelReason;
    bool m_deadline = false;
};

}  // namespace tb::core
