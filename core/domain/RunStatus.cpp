#include "core/domain/RunStatus.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {

constexpr auto kKinds =
    keyTable<RunKind>("RunKind", {
                                     {RunKind::Probe, "probe", QT_TRANSLATE_NOOP("RunKind", "probe")},
                                     {RunKind::Recipe, "recipe", QT_TRANSLATE_NOOP("RunKind", "recipe")},
                                     {RunKind::Import, "import", QT_TRANSLATE_NOOP("RunKind", "import")},
                                 });

constexpr auto kStatuses = keyTable<RunStatus>(
    "RunStatus", {
                     {RunStatus::Running, "running", QT_TRANSLATE_NOOP("RunStatus", "running")},
                     {RunStatus::Ok, "ok", QT_TRANSLATE_NOOP("RunStatus", "ok")},
                     {RunStatus::Failed, "failed", QT_TRANSLATE_NOOP("RunStatus", "failed")},
                     {RunStatus::Cancelled, "cancelled", QT_TRANSLATE_NOOP("RunStatus", "cancelled")},
                     {RunStatus::Interrupted, "interrupted", QT_TRANSLATE_NOOP("RunStatus", "interrupted")},
                 });

}  // namespace

QString runKindKey(RunKind kind) {
    return kKinds.key(kind);
}

std::optional<RunKind> runKindFromKey(const QString& key) {
    return kKinds.fromKey(key);
}

QString runKindName(RunKind kind) {
    return kKinds.name(kind);
}

QString runStatusKey(RunStatus status) {
    return kStatuses.key(status);
}

std::optional<RunStatus> runStatusFromKey(const QString& key) {
    return kStatuses.fromKey(key);
}

QString runStatusName(RunStatus status) {
    return kStatuses.name(status);
}

}  // namespace tb::core
