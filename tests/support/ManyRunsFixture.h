#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>

namespace tb::test {

// Adds `runs` imported nccl-tests sweeps to a provider, as thousands of `import --provider` calls would: kind import,
// status ok, no evaluation, 8 B .. 8 GiB (`sizes` powers of two from 8 B), busbw and algbw in and out of place per
// size, one stdout raw log with its SHA-256 per run. Written in one transaction with prepared statements; samples with
// one INSERT ... SELECT over a counter per run, so 10,000 runs take seconds. Storage thread (inside Store::run).
struct ManyRunsSpec {
    qint64 providerId = 0;
    int runs = 10000;
    int sizes = 31;
    QString hardwareKey = QStringLiteral("8xH100-SXM/nvlink");
    QString startedFrom = QStringLiteral("2026-01-01T00:00:00Z");  // run i starts i minutes later
};

core::Status addManyImportedRuns(QSqlDatabase& db, const ManyRunsSpec& spec);

}  // namespace tb::test
