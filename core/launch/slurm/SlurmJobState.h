#pragma once

#include <QString>

#include <optional>

namespace tb::core {

// A job's state as squeue and sacct name it (JOB_STATE_BASE plus the transitional ones).
enum class SlurmJobState {
    Pending,
    Configuring,
    Running,
    Completing,
    Suspended,
    Requeued,
    Resizing,
    Completed,
    Failed,
    Cancelled,
    Timeout,
    NodeFail,
    OutOfMemory,
    BootFail,
    Deadline,
    Preempted,
    Unknown,
};

// "PENDING", "RUNNING", "NODE_FAIL", ...; fromKey also reads sacct's "CANCELLED by 1001", squeue's compact codes
// (PD, R, CG, CD, F, CA, TO, NF, OOM, BF, DL, PR, S, CF) and any case.
QString slurmJobStateKey(SlurmJobState state);
std::optional<SlurmJobState> slurmJobStateFromKey(const QString& text);
QString slurmJobStateName(SlurmJobState state);  // translated, lower case ("pending", "node failure")

// The job will not change any more: completed, failed, cancelled, timed out, node failure, out of memory, boot
// failure, deadline, preempted.
bool slurmJobStateIsFinal(SlurmJobState state);
// Waiting to start: pending, configuring, requeued.
bool slurmJobStateIsWaiting(SlurmJobState state);

}  // namespace tb::core
