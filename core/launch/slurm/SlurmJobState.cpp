#include "core/launch/slurm/SlurmJobState.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {
constexpr auto kStates = keyTable<SlurmJobState>(
    "SlurmJobState",
    {
        {SlurmJobState::Pending, "PENDING", QT_TRANSLATE_NOOP("SlurmJobState", "pending")},
        {SlurmJobState::Configuring, "CONFIGURING", QT_TRANSLATE_NOOP("SlurmJobState", "configuring")},
        {SlurmJobState::Running, "RUNNING", QT_TRANSLATE_NOOP("SlurmJobState", "running")},
        {SlurmJobState::Completing, "COMPLETING", QT_TRANSLATE_NOOP("SlurmJobState", "completing")},
        {SlurmJobState::Suspended, "SUSPENDED", QT_TRANSLATE_NOOP("SlurmJobState", "suspended")},
        {SlurmJobState::Requeued, "REQUEUED", QT_TRANSLATE_NOOP("SlurmJobState", "requeued")},
        {SlurmJobState::Resizing, "RESIZING", QT_TRANSLATE_NOOP("SlurmJobState", "resizing")},
        {SlurmJobState::Completed, "COMPLETED", QT_TRANSLATE_NOOP("SlurmJobState", "completed")},
        {SlurmJobState::Failed, "FAILED", QT_TRANSLATE_NOOP("SlurmJobState", "failed")},
        {SlurmJobState::Cancelled, "CANCELLED", QT_TRANSLATE_NOOP("SlurmJobState", "cancelled")},
        {SlurmJobState::Timeout, "TIMEOUT", QT_TRANSLATE_NOOP("SlurmJobState", "time limit reached")},
        {SlurmJobState::NodeFail, "NODE_FAIL", QT_TRANSLATE_NOOP("SlurmJobState", "node failure")},
        {SlurmJobState::OutOfMemory, "OUT_OF_MEMORY", QT_TRANSLATE_NOOP("SlurmJobState", "out of memory")},
        {SlurmJobState::BootFail, "BOOT_FAIL", QT_TRANSLATE_NOOP("SlurmJobState", "boot failure")},
        {SlurmJobState::Deadline, "DEADLINE", QT_TRANSLATE_NOOP("SlurmJobState", "deadline passed")},
        {SlurmJobState::Preempted, "PREEMPTED", QT_TRANSLATE_NOOP("SlurmJobState", "preempted")},
        {SlurmJobState::Unknown, "UNKNOWN", QT_TRANSLATE_NOOP("SlurmJobState", "unknown")},
        // squeue's compact codes (%t) and older spellings, read only.
        {SlurmJobState::Pending, "PD", nullptr, true},
        {SlurmJobState::Configuring, "CF", nullptr, true},
        {SlurmJobState::Running, "R", nullptr, true},
        {SlurmJobState::Completing, "CG", nullptr, true},
        {SlurmJobState::Suspended, "S", nullptr, true},
        {SlurmJobState::Requeued, "RQ", nullptr, true},
        {SlurmJobState::Completed, "CD", nullptr, true},
        {SlurmJobState::Failed, "F", nullptr, true},
        {SlurmJobState::Cancelled, "CA", nullptr, true},
        {SlurmJobState::Timeout, "TO", nullptr, true},
        {SlurmJobState::NodeFail, "NF", nullptr, true},
        {SlurmJobState::OutOfMemory, "OOM", nullptr, true},
        {SlurmJobState::BootFail, "BF", nullptr, true},
        {SlurmJobState::Deadline, "DL", nullptr, true},
        {SlurmJobState::Preempted, "PR", nullptr, true},
    });
}  // namespace

QString slurmJobStateKey(SlurmJobState state) {
    return kStates.key(state);
}

std::optional<SlurmJobState> slurmJobStateFromKey(const QString& text) {
    // "CANCELLED by 1001", "CANCELLED+", "COMPLETING*": the first word, without decorations.
    QString word = text.trimmed().section(u' ', 0, 0);
    while (word.endsWith(u'+') || word.endsWith(u'*')) {
        word.chop(1);
    }
    return kStates.fromKey(word);
}

QString slurmJobStateName(SlurmJobState state) {
    return kStates.name(state);
}

bool slurmJobStateIsFinal(SlurmJobState state) {
    switch (state) {
        case SlurmJobState::Completed:
        case SlurmJobState::Failed:
        case SlurmJobState::Cancelled:
        case SlurmJobState::Timeout:
        case SlurmJobState::NodeFail:
        case SlurmJobState::OutOfMemory:
        case SlurmJobState::BootFail:
        case SlurmJobState::Deadline:
        case SlurmJobState::Preempted:
            return true;
        default:
            return false;
    }
}

bool slurmJobStateIsWaiting(SlurmJobState state) {
    return state == SlurmJobState::Pending || state == SlurmJobState::Configuring || state == SlurmJobState::Requeued;
}

}  // namespace tb::core
