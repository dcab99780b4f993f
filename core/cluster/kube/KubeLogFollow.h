#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>

namespace tb::core {

// Where a followed pod log stands: `kubectl logs --timestamps` lines come in ("2026-12-03T14:20:06.123456789Z text"),
// the text of each new line goes out, once. After a broken stream the log is asked for again from the second of the
// last line seen (sinceTime has second precision), and resume() makes the cursor skip what it already gave: every
// line older than the last one, and as many lines of that very timestamp as it had seen. A line cut off by a broken
// stream is held back until its end arrives (it comes again whole after the resume).
//
// Pure; one per followed pod; not thread-safe (the runner's thread).
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

// A running `kubectl logs -f` (local QProcess). Created, read and destroyed on one thread; it needs no event loop.
// Destroying it kills and reaps the process: no kubectl outlives its run.
class KubeLogStream {
public:
    virtual ~KubeLogStream() = default;
    // What arrived on stdout, waiting at most waitMs for the first bytes (0: what is there).
    virtual QByteArray read(int waitMs) = 0;
    // The process ended (the stream closed, was cut, or kubectl failed); read() may still hold its last bytes.
    virtual bool ended() const = 0;
    virtual qint64 pid() const = 0;
    virtual QByteArray errorOutput() const = 0;
};

class Kubectl;

// Follows one pod's log for a job's watch: one `kubectl logs -f --timestamps` process (local kubectl), read as its
// bytes come; a stream that ends while the job runs is started again with --since-time and the cursor drops what
// it repeats. Where kubectl cannot keep a stream open (the login node's) every poll() asks for the log since the
// last line instead, never the whole log again. finish() stops the stream and reads what it had not given yet.
//
// Thread contract: the runner's thread (kubectl blocks); the stream process is killed by finish() or the destructor.
class KubeLogFollower {
public:
    KubeLogFollower(Kubectl& kubectl, std::function<void(qint64 pid)> onStream = {});
    ~KubeLogFollower();
    void setPod(const QString& pod);
    const QString& pod() const { return m_pod; }
    // New text of the open stream, waiting at most waitMs for it.
    QByteArray read(int waitMs);
    // Once per poll of the job: (re)opens the stream, or asks since the last line where no stream can be kept.
    QByteArray poll();
    // The job is over: the stream's last bytes (waiting up to drainMs for it to close; 0 on cancel), then one
    // catch-up since the last line; the process is gone after.
    QByteArray finish(int drainMs = 2000);
    int streamsStarted() const { return m_started; }
    bool streaming() const;

private:
    QByteArray catchUp();
    QStringList logArgs(bool followed) const;

    Kubectl& m_kubectl;
    std::function<void(qint64)> m_onStream;
    QString m_pod;
    KubeLogCursor m_cursor;
    std::unique_ptr<KubeLogStream> m_stream;
    bool m_canFollow = true;
    int m_started = 0;
};

}  // namespace tb::core
