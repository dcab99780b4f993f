#pragma once

#include "core/domain/FindingKind.h"

#include <QString>

namespace tb::core {

// A fact or a check (tb-node's, or derived from an imported system tool's output). Kind and status are typed: the
// stored and wire keys ("fact", "pass", ...) are read and written only at the boundaries (repositories, JSON output,
// parsers) through FindingKind's key table.
struct FindingRecord {
    FindingKind kind = FindingKind::Fact;
    QString key;
    FindingStatus status = FindingStatus::None;  // None for a fact
    QString value, detail;

    static FindingRecord fact(QString key, QString value, QString detail = {}) {
        return {FindingKind::Fact, std::move(key), FindingStatus::None, std::move(value), std::move(detail)};
    }
    static FindingRecord check(QString key, FindingStatus status, QString value = {}, QString detail = {}) {
        return {FindingKind::Check, std::move(key), status, std::move(value), std::move(detail)};
    }
};

// A finding with its row id (verdict_evidence.finding_id points at it).
struct FindingRow {
    qint64 id = 0;
    FindingKind kind = FindingKind::Fact;
    QString key;
    FindingStatus status = FindingStatus::None;
    QString value, detail;
};

}  // namespace tb::core
