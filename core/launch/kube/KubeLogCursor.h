#pragma once

#include <QByteArray>
#include <QString>

namespace tb::core {

// Where a pod's log stands between polls: `kubectl logs --timestamps` lines come in
// ("2026-12-03T14:20:06.123456789Z text"), the text of each new line goes out, once. Each poll asks for the log from
// the second of the last line seen (sinceTime has second precision), and resume() makes the cursor skip what it
// already gave: every line older than the last one, and as many lines of that very timestamp as it had seen. A line
// the pod has not ended yet is held back until its end arrives (it comes again whole in the next reply).
//
// Pure; one per pod; not thread-safe (the runner's thread).
class KubeLogCursor {
public:
    // The text of the new complete lines in `bytes` (timestamps stripped; a line without a parsable timestamp passes
    // as it is).
    QByteArray feed(const QByteArray& bytes);
    // A new stream begins (after a cut or for a final catch-up): its repeated lines are skipped.
    void resume();
    // The end of the log: the held-back partial line, if any, as it is.
    QByteArray finish();
    // For --since-time: the last line's second, RFC 3339; empty before any line.
    QString sinceTime() const;
    qint64 lines() const { return m_lines; }

private:
    QByteArray line(const QByteArray& raw);

    QByteArray m_partial;
    qint64 m_lastSecs = -1;  // the last given line's timestamp: seconds since the epoch and nanoseconds
    int m_lastNanos = 0;
    int m_atLast = 0;  // lines given with exactly that timestamp
    bool m_resuming = false;
    int m_equalSkipped = 0;
    qint64 m_lines = 0;
};

}  // namespace tb::core
