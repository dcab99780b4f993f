#pragma once

#include <QElapsedTimer>
#include <QIODevice>
#include <QString>

#include <functional>
#include <mutex>

namespace tb::cli {

// One status line on the terminal for long imports and runs ("reading nccl.log  42%  0:03"), redrawn in place with
// a carriage return and erased before any other output and at the end. Only for a person watching: off when stderr
// is not a terminal (a pipe, a file, CI logs), when --json is given, and when TERM is "dumb". Redraws are throttled
// (10 a second) so a fast stream of events does not cost more in terminal writes than the work it reports. Safe to
// call from the session thread that reports a run's events while the main thread waits.
class TerminalProgress {
public:
    explicit TerminalProgress(bool json);
    ~TerminalProgress();
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;

    bool active() const { return m_on; }
    // The line's text; the elapsed time since construction is appended. `force` skips the throttle (a new phase).
    void show(const QString& text, bool force = false);
    // Erases the line (before printing something else on the terminal); the next show() draws it again.
    void clear();
    // "0:07", "1:02:03".
    static QString elapsedText(qint64 ms);

private:
    void clearLocked();
    bool m_on = false;
    bool m_drawn = false;
    qint64 m_lastDrawMs = -1000;
    QElapsedTimer m_clock;
    std::mutex m_mutex;
};

// A read-only device in front of another that reports how many bytes have been read through it, so a parser that
// reads a stream sequentially can be followed without knowing about progress.
class ProgressReadDevice : public QIODevice {
public:
    ProgressReadDevice(QIODevice& source, std::function<void(qint64 read)> onRead);
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override { return QIODevice::bytesAvailable() + m_source.bytesAvailable(); }

protected:
    qint64 readData(char* data, qint64 maxSize) override;
    qint64 writeData(const char*, qint64) override { return -1; }

private:
    QIODevice& m_source;
    std::function<void(qint64)> m_onRead;
    qint64 m_total = 0;
};

}  // namespace tb::cli
