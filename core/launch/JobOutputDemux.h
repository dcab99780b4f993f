#pragma once

#include "core/launch/ClusterJob.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QSet>
#include <QStringList>
#include <QVector>

#include <functional>
#include <optional>

namespace tb::core {

class ClusterLauncher;

// Splits a job's output (read in chunks as the file grows) into lines per task, and reads the lines the job script
// and the scheduler add: "@tb job <id> <nodes>", "@tb task <rank> <node>" (each task, before its program), "@tb
// step-exit <code>", and failure lines the launcher recognises. Incomplete last lines wait for the next chunk.
// Lines are capped at 1 MiB (the rest of such a line is dropped).
class JobOutputDemux {
public:
    explicit JobOutputDemux(const ClusterLauncher& launcher);

    std::function<void(int rank, const QByteArray& line)> onTaskLine;   // stdout, with its '\n'
    std::function<void(int rank, const QByteArray& line)> onTaskError;  // stderr of a task
    std::function<void(const QByteArray& line)> onJobLine;  // the script's and the scheduler's own lines (both)

    void feed(QByteArrayView chunk);        // the job's stdout
    void feedErrors(QByteArrayView chunk);  // the job's stderr
    void finish();                          // last lines without newline

    QString allocation() const { return m_allocation; }  // as the job printed it ("node[1-2]")
    const QHash<int, QString>& rankNodes() const { return m_rankNodes; }
    QString nodeOfRank(int rank) const { return m_rankNodes.value(rank); }
    std::optional<int> stepExit() const { return m_stepExit; }
    const QVector<TaskFailure>& failures() const { return m_failures; }
    // Ranks a task line said failed ("rank 2 failed: ..." in a probe's error log line).
    const QSet<int>& reportedRanks() const { return m_reportedRanks; }
    // Ranks that wrote any line of their own.
    const QSet<int>& ranksWithOutput() const { return m_ranksWithOutput; }
    qint64 bytes() const { return m_bytes; }

private:
    struct Stream {
        QByteArray partial;
        bool dropping = false;
    };
    void split(Stream& stream, QByteArrayView chunk, bool errors);
    void line(QByteArrayView text, bool errors);

    const ClusterLauncher& m_launcher;
    Stream m_out, m_err;
    QString m_allocation;
    QHash<int, QString> m_rankNodes;
    std::optional<int> m_stepExit;
    QVector<TaskFailure> m_failures;
    QSet<int> m_reportedRanks;
    QSet<int> m_ranksWithOutput;
    qint64 m_bytes = 0;
};

}  // namespace tb::core
