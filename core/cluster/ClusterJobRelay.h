#pragma once

#include "core/cluster/ClusterJobPlan.h"
#include "core/run/RunEventRelay.h"

#include <QObject>

namespace tb::core {

// A ClusterJobObserver that turns the worker thread's calls into signals, like RunEventRelay: connect them with a
// receiver on the GUI thread and they arrive queued, in order; the worker never waits for the GUI.
//
// Thread contract: create, connect and delete on the receiver's thread, after the jobs using it have ended.
class ClusterJobRelay : public QObject, public ClusterJobObserver {
    Q_OBJECT

public:
    explicit ClusterJobRelay(QObject* parent = nullptr);

    void runCreated(qint64 runId) override { emit created(runId); }
    void runEvents(qint64 runId, const QVector<ProbeEvent>& list) override { emit events(runId, list); }
    void runStderr(qint64 runId, const QByteArray& text) override { emit stderrText(runId, text); }
    void runStdout(qint64 runId, const QByteArray& text) override { emit stdoutText(runId, text); }
    void runFinished(const RunOutcome& outcome) override { emit finished(outcome); }
    void jobChanged(const ClusterJobRecord& job) override { emit changed(job); }
    void jobLines(qint64 jobId, const QByteArray& text) override { emit lines(jobId, text); }
    void log(const QString& line) { emit logLine(line); }

signals:
    void created(qint64 runId);
    void events(qint64 runId, const QVector<tb::core::ProbeEvent>& events);
    void stderrText(qint64 runId, const QByteArray& text);
    void stdoutText(qint64 runId, const QByteArray& text);
    void finished(const tb::core::RunOutcome& outcome);
    void changed(const tb::core::ClusterJobRecord& job);
    void lines(qint64 jobId, const QByteArray& text);
    void logLine(const QString& line);
};

}  // namespace tb::core

Q_DECLARE_METATYPE(tb::core::ClusterJobRecord)
