#include "app/gui/ProcessStats.h"

#include <QByteArray>
#include <QFile>
#include <QList>

#include <time.h>
#include <unistd.h>

namespace tb::app {

qint64 msSinceProcessStart() {
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QByteArray line = stat.readAll();
    // The command name (field 2) may contain spaces; fields after its closing parenthesis are plain.
    const qsizetype close = line.lastIndexOf(')');
    if (close < 0) {
        return -1;
    }
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    // starttime is field 22 overall, i.e. index 19 after "pid (comm)"; in clock ticks since boot (CLOCK_BOOTTIME).
    if (fields.size() < 20) {
        return -1;
    }
    const double startSeconds = fields.at(19).toDouble() / double(sysconf(_SC_CLK_TCK));
    timespec now{};
    clock_gettime(CLOCK_BOOTTIME, &now);
    const double nowSeconds = double(now.tv_sec) + double(now.tv_nsec) / 1e9;
    return qint64((nowSeconds - startSeconds) * 1000.0);
}

qint64 peakRssKiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    // /proc files report size 0, so QFile::atEnd() is true at once: read everything, then split.
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray& line : lines) {
        if (line.startsWith("VmHWM:")) {
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
        }
    }
    return -1;
}

}  // namespace tb::app
