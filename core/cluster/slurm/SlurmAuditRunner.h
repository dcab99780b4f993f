#pragma once

#include "core/Result.h"
#include "core/domain/FindingRecord.h"
#include "core/launch/slurm/SlurmDiscovery.h"
#include "core/session/RemoteConnection.h"

#include <QCoreApplication>

#include <memory>

namespace tb::core {

class Store;

struct SlurmAuditOutcome {
    qint64 runId = 0;
    SlurmDiscovery discovery;
    QVector<FindingRecord> findings;
    int failed = 0, warned = 0;
};

// Runs discovery on a cluster's login node and, for an audit, records it: a run "slurm-audit" of the login node
// with the audit's findings and every command's output kept beside it (run_artifact), the evidence each suggested
// verdict points at.
//
// Thread contract: the session's worker thread; it waits for store jobs.
class SlurmAuditRunner {
    Q_DECLARE_TR_FUNCTIONS(SlurmAuditRunner)

public:
    static constexpr int kTimeoutS = 240;

    static Result<SlurmDiscovery> discover(RemoteConnection& connection, SlurmDiscovery::Depth depth,
                                           const SlurmSettings& settings);
    // providerId/evaluationId/nodeId place the run; the login node is nodeId.
    static Result<SlurmAuditOutcome> audit(RemoteConnection& connection, Store& store, qint64 providerId,
                                           qint64 evaluationId, qint64 nodeId, const SlurmSettings& settings);
};

}  // namespace tb::core
