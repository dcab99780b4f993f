#pragma once

#include "core/import/ProbeEvent.h"
#include "core/run/ProbeRunner.h"

#include <QByteArray>
#include <QObject>
#include <QVector>

namespace tb::core {

// A RunObserver that turns the worker thread's calls into signals. Connect them with a receiver living on the GUI
// thread (automatic connection): they arrive queued, in order, and the worker never waits for the GUI.
//
// Thread contract: the observer calls come on the session's worker thread; create, connect and delete the relay on
// the receiver's thread, and only after the run using it has finished.
class RunEventRelay : public QObject, public RunObserver {
    Q_OBJECT

public:
    explicit RunEventRelay(QObject* parent = nullptr);

    void runCreated(qint64 runId) override { emit created(runId); }
    void runEvents(qint64 runId, const QVector<ProbeEvent>& list) override { emit events(runId, list); }
    void runStderr(qint64 runId, const QByteArray& text) override { emit stderrText(runId, text); }
    void runFinished(const RunOutcome& outcome) override { emit finished(outcome); }
    // Deploy steps and other plain log lines (Deployer's log callback).
    void log(const QString& line) { emit logLine(line); }

signals:
    void created(qint64 runId);
    void events(qint64 runId, const QVector<tb::core::ProbeEvent>& events);
    void stderrText(qint64 runId, const QByteArray& text);
    void finished(const tb::core::RunOutcome& outcome);
    void logLine(const QString& line);
};

}  // namespace tb::core

Q_DECLARE_METATYPE(tb::core::ProbeEvent)
Q_DECLARE_METATYPE(tb::core::RunOutcome)
