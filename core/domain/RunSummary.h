#pragma once

#include "core/domain/RunStatus.h"

#include <QString>

#include <optional>

namespace tb::core {

// One row of a node's run history: what ran, how it ended, when, for how long and how many samples it stored.
struct RunSummary {
    qint64 id = 0;
    RunKind kind = RunKind::Probe;
    QString name;  // probe or recipe name
    RunStatus status = RunStatus::Running;
    std::optional<int> exitCode;
    QString startedAt, endedAt;  // ISO 8601 UTC; endedAt empty while running
    std::optional<double> durationS;
    int samples = 0;
    int checks = 0;
    int failedChecks = 0;
};

}  // namespace tb::core
