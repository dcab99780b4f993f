#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace tb::core {

struct FindingRecord;
struct FindingRow;

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

// The typed kind and status of a stored or parsed finding (whose fields hold the stored keys).
std::optional<FindingKind> findingKind(const FindingRecord& finding);
std::optional<FindingStatus> findingStatus(const FindingRecord& finding);
std::optional<FindingKind> findingKind(const FindingRow& finding);
std::optional<FindingStatus> findingStatus(const FindingRow& finding);
template <typename F>
bool isCheck(const F& finding) {
    return findingKind(finding) == FindingKind::Check;
}
template <typename F>
bool isFact(const F& finding) {
    return findingKind(finding) == FindingKind::Fact;
}
template <typename F>
bool hasStatus(const F& finding, FindingStatus status) {
    return findingStatus(finding) == status;
}

}  // namespace tb::core
