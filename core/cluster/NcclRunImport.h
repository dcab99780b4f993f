#pragma once

#include "core/Result.h"
#include "core/domain/RunStatus.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

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
// with it. Storage thread, inside the caller's store job; nothing is written when it fails. `operation` (from
// ncclTestsOperation) names the collective when the text does not: a job's output often lacks the *_perf command
// line the importer reads it from, and its samples would be "unknown.busbw", which no chart or baseline matches.
Result<NcclRunImport> importNcclTestsOutput(QSqlDatabase& db, qint64 runId, const QString& operation = {});

// The first nccl-tests program (`all_reduce_perf`, `/opt/nccl-tests/build/all_gather_perf_mpi`) a command runs, by
// its file name; empty when there is none or tb-coll comes first. A wrapper's script (`bash -c "cd /w && mpirun ...
// all_reduce_perf -b 8"`) is one word holding a whole command line: its words count too.
QString ncclTestsProgram(const QStringList& command);
// The collective of that program ("all_reduce"), when it is one the importer knows; else empty.
QString ncclTestsOperation(const QStringList& command);

struct ClusterJobResult;
class Store;
// After a job of nccl-tests ended (on either scheduler): its rank-zero run's table imported (samples counted into
// `result`). A table that reports values out of bounds, or output that is no table from a job that ended well, fails
// the run with the finding `cluster.results`: a run with no readable result never reads as a pass. Worker thread.
Status importNcclTable(Store& store, ClusterJobResult& result, const QStringList& command);

}  // namespace tb::core
