#pragma once

#include "core/import/ProbeLineReader.h"
#include "core/run/ProbeRunner.h"
#include "core/session/CancelToken.h"
#include "core/session/RemoteConnection.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QString>
#include <QSqlDatabase>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

class Store;

// Collects a run's output on the worker thread and writes it to the store in batches (every 250 ms, 500 events or
// 4 MB of log), so a flood neither floods the storage thread nor grows memory: the reader waits for each batch.
// ProbeRunner feeds it from an exec channel; a cluster job feeds it the output it reads from the job's file, one
// recorder per rank or node.
//
// Thread contract: the session's worker thread; it waits for store jobs. The spec must outlive the recorder.
class RunRecorder : public ExecSink {
public:
    // stop: the token the exec watches; the recorder sets it when the run must not go on (its process group could
    // not be recorded), and forwards `cancel` (the caller's token) to it. Both null: nothing is stopped (cluster
    // jobs, which report no process group).
    RunRecorder(Store& store, qint64 runId, RunObserver* observer, const RunSpec& spec,
                const CancelToken* cancel = nullptr, const CancelToken* stop = nullptr);

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
    // savepoint, so a batch that fails leaves nothing of itself); settle() counts what a failed write lost and hands
    // the batch's events to the observer.
    struct Batch {
        qint64 runId = 0;
        QVector<SampleRecord> samples;
        QVector<FindingRecord> findings;
        QByteArray out, err;
        bool hello = false;
        QString version;
        QJsonObject env;
        bool writes() const {
            return hello || !samples.isEmpty() || !findings.isEmpty() || !out.isEmpty() || !err.isEmpty();
        }
    };
    std::optional<Batch> takeBatch();
    static Status writeBatch(QSqlDatabase& db, const Batch& batch);
    // Writes a batch alone, with the retries flush() makes (a batch the shared write refused), then settles it.
    void writeAlone(const Batch& batch);
    void settle(const Batch& batch, const Status& written);
    // Off: the recorder never flushes on its own while fed; its owner flushes (ClusterJobWatch, after each poll).
    void setAutoFlush(bool on) { m_autoFlush = on; }

    qint64 runId() const { return m_runId; }
    bool helloSeen() const { return m_anyHello; }
    bool endSeen() const { return m_endSeen; }
    std::optional<int> endExitCode() const { return m_endExitCode; }
    qint64 bytesSeen() const { return m_outStored + m_out.size() + m_errStored + m_err.size(); }

    RunOutcome counts;
    qint64 m_pgid = 0;
    int m_lostFindings = 0;
    std::optional<Error> m_storeError;  // the first batch the store kept refusing
    std::optional<Error> m_pgidError;   // the process group could not be recorded: the run was stopped
    QString probeVersion;
    QJsonObject env;

private:
    void forwardCancel() const;
    void appendLog(QByteArray& buffer, qint64& stored, QByteArrayView data);
    void take(ProbeEvent e);
    void maybeFlush();

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
