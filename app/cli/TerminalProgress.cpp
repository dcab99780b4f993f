#include "app/cli/TerminalProgress.h"

#include "app/cli/TerminalText.h"

#include <QByteArray>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <sys/ioctl.h>
#include <unistd.h>

namespace tb::cli {

namespace {
constexpr qint64 kRedrawMs = 100;

int terminalColumns() {
    winsize w{};
    if (ioctl(STDERR_FILENO, TIOCGWINSZ, &w) == 0 && w.ws_col > 0) {
        return w.ws_col;
    }
    return 80;
}
}  // namespace

TerminalProgress::TerminalProgress(bool json) {
    m_on = !json && isatty(STDERR_FILENO) == 1 && qEnvironmentVariable("TERM") != QLatin1String("dumb");
    m_clock.start();
}

TerminalProgress::~TerminalProgress() {
    clear();
}

QString TerminalProgress::elapsedText(qint64 ms) {
    const int s = int(std::min<qint64>(ms / 1000, std::numeric_limits<int>::max()));
    const QChar zero(u'0');
    if (s >= 3600) {
        return QStringLiteral("%1:%2:%3").arg(s / 3600).arg(s / 60 % 60, 2, 10, zero).arg(s % 60, 2, 10, zero);
    }
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, zero);
}

void TerminalProgress::show(const QString& text, bool force) {
    if (!m_on) {
        return;
    }
    std::lock_guard lock(m_mutex);
    const qint64 now = m_clock.elapsed();
    if (!force && now - m_lastDrawMs < kRedrawMs) {
        return;
    }
    m_lastDrawMs = now;
    // The status line is written past the streams' TerminalSafeDevice: its text (a file name, a run's check) is
    // escaped here, line breaks too, so only the CLI's own "\r ESC[K" moves the cursor.
    QString line = oneLine(text) + QStringLiteral("  ") + elapsedText(now);
    // Longer than the terminal, the line would wrap and the carriage return could no longer erase it.
    const int room = terminalColumns() - 1;
    if (line.size() > room) {
        line = line.left(std::max(room - 1, 0)) + QChar(0x2026);
    }
    const QByteArray bytes = "\r\033[K" + line.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
    m_drawn = true;
}

void TerminalProgress::clear() {
    if (!m_on) {
        return;
    }
    std::lock_guard lock(m_mutex);
    clearLocked();
}

void TerminalProgress::clearLocked() {
    if (m_drawn) {
        std::fputs("\r\033[K", stderr);
        std::fflush(stderr);
        m_drawn = false;
        m_lastDrawMs = -1000;  // the next show() draws at once
    }
}

ProgressReadDevice::ProgressReadDevice(QIODevice& source, std::function<void(qint64 read)> onRead)
    : m_source(source), m_onRead(std::move(onRead)) {
    setOpenMode(QIODevice::ReadOnly);
}

qint64 ProgressReadDevice::readData(char* data, qint64 maxSize) {
    const qint64 n = m_source.read(data, maxSize);
    if (n > 0) {
        m_total += n;
        m_onRead(m_total);
    } else if (n < 0) {
        setErrorString(m_source.errorString());
    }
    return n;
}

}  // namespace tb::cli
