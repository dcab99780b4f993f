#pragma once

#include <QString>

namespace tb::core {

// A fact or a check (tb-node's, or derived from an imported system tool's output).
struct FindingRecord {
    QString kind;                        // fact|check
    QString key, status, value, detail;  // status: ''|pass|warn|fail|waived|unknown
};

// A finding with its row id (verdict_evidence.finding_id points at it).
struct FindingRow {
    qint64 id = 0;
    QString kind, key, status, value, detail;
};

}  // namespace tb::core
