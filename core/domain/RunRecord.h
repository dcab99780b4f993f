#pragma once

#include "core/domain/RunStatus.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace tb::core {

// One row of probe_run: a probe, a recipe, or an imported tool output.
struct RunRecord {
    qint64 id = 0;
    qint64 providerId = 0;
    std::optional<qint64> evaluationId, nodeId;
    RunKind kind = RunKind::Probe;
    QString probe, operation;
    QJsonObject args;
    QString startedAt, endedAt;  // ISO 8601 UTC; empty startedAt = now
    RunStatus status = RunStatus::Running;
    std::optional<int> exitCode;
    QString probeVersion, bundleHash;
    QJsonObject env;
    QString hardwareKey;
    std::optional<qint64> pgid;
    QString sourceName, rawSha256;
};

}  // namespace tb::core
