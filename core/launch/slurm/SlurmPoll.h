#pragma once

#include "core/Result.h"
#include "core/launch/ClusterJob.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace tb::core {

// The one command a poll runs on the login node and the reading of what it prints: sacct (when accounting
// works) and squeue for the jobs' states, then each job's new output framed by its length, so output bytes can
// never be mistaken for the frame.
class SlurmPoll {
    Q_DECLARE_TR_FUNCTIONS(SlurmPoll)

public:
    static constexpr qint64 kMaxChunk = 1024 * 1024;  // per job and poll

    static QString command(const QVector<OutputCursor>& jobs, bool accounting);
    // Merges sacct and squeue: squeue says what a job does now (and why it waits), sacct how a job that left
    // squeue ended. Parse for a reply that is not this command's.
    static Result<JobPoll> parse(const QByteArray& reply, const QVector<OutputCursor>& jobs, bool accounting);
};

}  // namespace tb::core
