#pragma once
// How `cluster audit` prints an audit's findings, Slurm's or Kubernetes': one line per check, or the checks and facts
// as JSON with the rubric items each check suggests (from the scheduler's suggestions file).
#include "app/cli/CliCommand.h"
#include "core/domain/FindingRecord.h"

#include <QJsonArray>
#include <QVector>

namespace tb::cli {

struct AuditJson {
    QJsonArray checks, facts;
};

// Prints the checks as text unless json; returns the checks and facts for the caller's JSON object.
AuditJson printAuditFindings(CliContext& ctx, const QVector<core::FindingRecord>& findings,
                             const QString& suggestionsPath, bool json);

}  // namespace tb::cli
