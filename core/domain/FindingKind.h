#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace tb::core {

// What a finding is (finding.kind): a fact a node reports, or a check with a status.
enum class FindingKind { Fact, Check };

// How a check came out (finding.status; a fact has None, stored as the empty key). Waived: the check does not apply
// to this node (a capability it lacks); Unknown: the check ran but could not tell.
enum class FindingStatus { None, Pass, Warn, Fail, Waived, Unknown };

// Stable keys stored in the database, in import JSON and in the probes' protocol ("fact", "check").
QString findingKindKey(FindingKind kind);
// Trimmed and case-insensitive; nullopt for anything else (never a guessed kind).
std::optional<FindingKind> findingKindFromKey(QStringView key);

// "", "pass", "warn", "fail", "waived", "unknown" (the schema's CHECK constraint on finding.status).
QString findingStatusKey(FindingStatus status);
// nullopt for a word that is not a status: callers say so instead of reading it as pass or fail.
std::optional<FindingStatus> findingStatusFromKey(QStringView key);
// Translated for tables and tooltips ("pass", "warn", ...; empty for None).
QString findingStatusName(FindingStatus status);

// For FindingRecord and FindingRow alike.
template <typename F>
bool isCheck(const F& finding) {
    return finding.kind == FindingKind::Check;
}
template <typename F>
bool isFact(const F& finding) {
    return finding.kind == FindingKind::Fact;
}
template <typename F>
bool hasStatus(const F& finding, FindingStatus status) {
    return finding.status == status;
}

}  // namespace tb::core
