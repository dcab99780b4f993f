#pragma once

#include <QString>
#include <QStringList>

namespace tb::test {

// One child process as the benchmarks measure it: exit code, wall time and its own peak RSS (from wait4, so the
// benchmark's own memory does not count).
struct MeasuredChild {
    int exitCode = -1;
    double seconds = 0;
    qint64 peakKiB = 0;
};

// Runs program with args; stdout goes to outFile, stderr to outFile + ".err" (files, so a full pipe cannot stall it).
MeasuredChild runMeasured(const QString& program, const QStringList& args, const QString& outFile);
// The last 2000 characters of what the child wrote to stderr.
QString measuredStderr(const QString& outFile);

}  // namespace tb::test
