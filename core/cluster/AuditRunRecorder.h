#pragma once

#include "core/Result.h"
#include "core/domain/FindingRecord.h"
#include "core/domain/RunRecord.h"
#include "core/launch/ClusterSnapshot.h"

#include <QSqlDatabase>

#include <functional>

namespace tb::core {

class Store;

// How a scheduler audit (Slurm's, Kubernetes') is stored: one run with its findings and every command's output
// beside it (run_artifact), finished "failed" (exit 1) when a check failed, like tb-node; `extra` adds what the
// scheduler keeps beside (Kubernetes: the kubectl version on the cluster). All in one transaction: nothing of it
// lands unless all of it does.
//
// Thread contract: any thread but the storage thread; it waits for the store job.
Result<qint64> recordAuditRun(Store& store, const RunRecord& record, const QVector<FindingRecord>& findings,
                              const QVector<ClusterSnapshot::RawOutput>& raw, bool anyFailed,
                              std::function<Status(QSqlDatabase&)> extra = {});

}  // namespace tb::core
