#pragma once

#include <QMetaType>
#include <QString>

#include <optional>

namespace tb::core {

// What produced a run (probe_run.kind): a probe of the bundle, a timing recipe, or an imported tool output.
enum class RunKind { Probe, Recipe, Import };

// How a run stands (probe_run.status). Interrupted: the connection was lost mid-run; what arrived is kept.
enum class RunStatus { Running, Ok, Failed, Cancelled, Interrupted };

// Stable keys stored in the database and printed by the CLI ("probe", "recipe", "import").
QString runKindKey(RunKind kind);
std::optional<RunKind> runKindFromKey(const QString& key);
// Translated ("probe", "recipe", "import").
QString runKindName(RunKind kind);

// "running", "ok", "failed", "cancelled", "interrupted".
QString runStatusKey(RunStatus status);
std::optional<RunStatus> runStatusFromKey(const QString& key);
// Translated for the run panel and the history ("running", "ok", ...).
QString runStatusName(RunStatus status);
// Ended and not ok: failed or interrupted (the history marks these red; cancelled is the analyst's own doing).
inline bool runStatusIsFailure(RunStatus status) {
    return status == RunStatus::Failed || status == RunStatus::Interrupted;
}

}  // namespace tb::core

Q_DECLARE_METATYPE(tb::core::RunStatus)
