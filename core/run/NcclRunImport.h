#pragma once

#include "core/Result.h"
#include "core/domain/RunStatus.h"

#include <QSqlDatabase>

namespace tb::core {

// What the nccl-tests table in a run's stored stdout gave.
struct NcclRunImport {
    int samples = 0;
    // Failed when the table says so ("Out of bounds values : N FAILED"); Ok otherwise.
    RunStatus status = RunStatus::Ok;
};

// Reads the nccl-tests text a cluster run printed (its stdout raw log) with the importer, which refuses what is not
// a measurement (NaN, infinite or impossible figures, an input that is no table), and stores its samples and
// operation on the run. A Slurm collective of the cluster's own nccl-tests and a Kubernetes collective both end
// with it. Storage thread, inside the caller's store job; nothing is written when it fails.
Result<NcclRunImport> importNcclTestsOutput(QSqlDatabase& db, qint64 runId);

}  // namespace tb::core
