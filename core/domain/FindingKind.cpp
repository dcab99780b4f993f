#include "core/domain/FindingKind.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {

constexpr auto kKinds = keyTable<FindingKind>("FindingKind", {
                                                                 {FindingKind::Fact, "fact"},
                                                                 {FindingKind::Check, "check"},
                                                             });

constexpr auto kStatuses = keyTable<FindingStatus>(
    "FindingStatus", {
                         {FindingStatus::None, ""},
                         {FindingStatus::Pass, "pass", QT_TRANSLATE_NOOP("FindingStatus", "pass")},
                         {FindingStatus::Warn, "warn", QT_TRANSLATE_NOOP("FindingStatus", "warn")},
                         {FindingStatus::Fail, "fail", QT_TRANSLATE_NOOP("FindingStatus", "fail")},
                         {FindingStatus::Waived, "waived", QT_TRANSLATE_NOOP("FindingStatus", "waived")},
                         {FindingStatus::Unknown, "unknown", QT_TRANSLATE_NOOP("FindingStatus", "unknown")},
                     });

}  // namespace

QString findingKindKey(FindingKind kind) {
    return kKinds.key(kind);
}

std::optional<FindingKind> findingKindFromKey(QStringView key) {
    return kKinds.fromKey(key);
}

QString findingStatusKey(FindingStatus status) {
    return kStatuses.key(status);
}

std::optional<FindingStatus> findingStatusFromKey(QStringView key) {
    return kStatuses.fromKey(key);
}

QString findingStatusName(FindingStatus status) {
    return kStatuses.name(status);
}

}  // namespace tb::core
