#pragma once

#include "core/import/ProbeLineReader.h"
#include "core/run/ProbeRunner.h"
#include "core/session/CancelToken.h"
#include "core/session/RemoteConnection.h"
#include "core/store/RunBatch.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFuture>
#include <QJsonObject>
#include <QString>
#include <QSqlDatabase>
#include <QStringList>
#include <QVector>

#include <deque>
#include <memory>
#include <optional>

namespace tb::core {

class RunSpill;
class Store;

// Collects a run's output on the worker thread and writes it to the store in batches (every 250 ms, 500 events or
// 4 MB of log), so a flood neither floods the storage thread nor grows memory: the reader waits for each batch.
// ProbeRunner feeds it from an exec channel; a cluster job feeds it the output it reads from the job's file, one
// recorder per rank or node.
//
// A database that stops answering (a team database restarting, a cut network) is waited for: batches queue in
// memory up to the policy's cap, then in the run's spill file (RunSpill), and are written in order, each once, as
// soon as the database answers again. Only an outage longer than the policy's deadline loses what waits, and the
// run counts exactly that (counts.lostSamples). While the database answers, the reader waits for each batch as
// before; during an outage it goes on reading.
//
// Thread contract: the session's worker thread; it waits for store jobs. The spec must outlive the recorder.
class RunRecorder : public ExecSink {
public:
    // stop: the token the exec watches; the recorder sets it when the run must not go on (its process group could
    // not be recorded), and forwards `cancel` (the caller's token) to it. Both null: nothing is stopped (cluster
    // jobs, which report no process group).
    RunRecorder(Store& store, qint64 runId, RunObserver* observer, const RunSpec& spec,
                const CancelToken* cancel = nullptr, const CancelToken* stop = nullptr);
    ~RunRecorder() override;

    void onProcessGroup(qint64 pgid) override;
    void onStdout(QByteArrayView data) override;
    void onStderr(QByteArrayView data) override;
    void onIdle() override {
        forwardCancel();
        maybeFlush();
    }
    // Reads what is left in the line reader, adds the output fact of a recipe, writes everything.
    void finish();
    // finish() without the write: what is left goes into the next batch (takeBatch).
    void endOfOutput();
    // Writes what is batched now (a poller calls it after each chunk it read).
    void flush();

    // For a caller that writes the batches of many recorders in one transaction (a cluster job's poll: one recorder
    // per node, 1,024 nodes must not cost 1,024 transactions). takeBatch() empties the buffers (nothing: no
    // batch); writeBatch() is the statements, on the storage thread inside the caller's transaction (its own
    // savepoint, so a batch that fails leaves nothing of itself); settle() counts a batch the shared write stored
    // and hands the batch's events to the observer.
    using Batch = RunBatch;
    std::optional<Batch> takeBatch();
    static Status writeBatch(QSqlDatabase& db, const Batch& batch);
    // Writes a batch alone (one the shared write refused), waiting out an outage like flush(), then settles it.
    void writeAlone(const Batch& batch);
    void settle(const Batch& batch, const Status& written);
    // Off: the recorder never flushes on its own while fed; its owner flushes (ClusterJobWatch, after each poll).
    void setAutoFlush(bool on) { m_autoFlush = on; }
    // How long an unreachable database is waited for, and how much waits in memory (before the run starts).
    void setPolicy(const RunWritePolicy& policy) { m_policy = policy; }
    // Writes everything that waits, waiting out an outage up to the policy's deadline.
    void drain();

    qint64 runId() const { return m_runId; }
    bool helloSeen() const { return m_anyHello; }
    bool endSeen() const { return m_endSeen; }
    std::optional<int> endExitCode() const { return m_endExitCode; }
    qint64 bytesSeen() const { return m_outStored + m_out.size() + m_errStored + m_err.size(); }

    RunOutcome counts;
    qint64 m_pgid = 0;
    int m_lostFindings = 0;
    int m_spilledSamples = 0;           // samples that waited in the spill file at some point
    std::optional<Error> m_storeError;  // the first batch the store kept refusing
    std::optional<Error> m_pgidError;   // the process group could not be recorded: the run was stopped
    QString probeVersion;
    QJsonObject env;

private:
    void forwardCancel() const;
    void appendLog(QByteArray& buffer, qint64& stored, QByteArrayView data);
    void take(ProbeEvent e);
    void maybeFlush();
    // The queue of batches waiting for the store: enqueue() adds one (to memory, or the spill file past the cap),
    // pump() collects the write in flight and starts the next when its pause is over.
    void enqueue(Batch batch);
    void pump();
    void submitHead();
    void written(const Status& st);
    void giveUp();
    void startSpilling();
    void deliverEvents();
    bool inOutage() const { return m_outage.isValid(); }

    struct Waiting {
        Batch batch;              // empty while it lies in the spill file
        qint64 spillOffset = -1;  // where, when it does
        qsizetype samples = 0, findings = 0;
        qint64 bytes = 0;
        bool guarded = false;
        int refusals = 0;
    };
    RunWritePolicy m_policy;
    std::deque<Waiting> m_waiting;
    qint64 m_waitingBytes = 0;
    qint64 m_queuedSamples = 0, m_queuedFindings = 0;  // stored plus waiting: the next batch's sequence numbers
    qint64 m_storedSamples = 0, m_storedFindings = 0;
    std::unique_ptr<RunSpill> m_spill;
    bool m_spilling = false;
    QFuture<Status> m_inFlight;
    bool m_hasInFlight = false;
    QElapsedTimer m_outage;  // valid while the head cannot reach the database
    QDeadlineTimer m_nextTry;
    int m_pauseMs = 0;
    std::optional<Error> m_lastError;

    Store& m_store;
    qint64 m_runId;
    RunObserver* m_observer;
    const RunSpec& m_spec;
    const CancelToken* m_cancel;
    const CancelToken* m_stop;
    ProbeLineReader m_reader;
    QElapsedTimer m_timer;
    QVector<SampleRecord> m_samples;
    QVector<FindingRecord> m_findings;
    QVector<ProbeEvent> m_pending;
    QByteArray m_out, m_err;
    qint64 m_outStored = 0, m_errStored = 0;
    qint64 m_stderrShown = 0;
    qint64 m_stdoutShown = 0;
    int m_eventsSinceFlush = 0;
    int m_rawSinceFlush = 0;
    bool m_helloSeen = false;
    bool m_anyHello = false;
    bool m_endSeen = false;
    bool m_autoFlush = true;
    std::optional<int> m_endExitCode;
    QString m_plain;
    qint64 m_refused = 0;  // samples the plausibility rules refused (kept as raw lines)
    QStringList m_refusedTexts;
};

}  // namespace tb::core
