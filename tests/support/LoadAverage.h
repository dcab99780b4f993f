#pragma once

#include <QFile>
#include <QString>

namespace tb::test {

// The machine's one-minute load average as /proc/loadavg gives it ("?" where there is none): benchmarks print it
// beside their figures, since a shared machine's load moves every figure but not the ratios of one run.
inline QString loadAverage() {
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly)) {
        return QStringLiteral("?");
    }
    return QString::fromLatin1(f.readAll().split(' ').value(0));
}

}  // namespace tb::test
