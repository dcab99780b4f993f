#pragma once

#include <QString>

#include <optional>

namespace tb::core {

// One verdict_evidence row: a verdict rests on a run, optionally on one finding of it.
struct EvidenceLink {
    qint64 verdictId = 0;
    qint64 runId = 0;
    std::optional<qint64> findingId;
    QString note;
};

}  // namespace tb::core
