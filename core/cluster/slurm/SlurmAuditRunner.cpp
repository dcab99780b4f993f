#include "core/cluster/slurm/SlurmAuditRunner.h"

#include "core/domain/FindingKind.h"
#include "core/launch/slurm/SlurmAudit.h"
#include "core/cluster/AuditRunRecorder.h"
#include "core/session/RemoteCommand.h"
#include "core/store/Store.h"

#include <QJsonObject>

namespace tb::core {

Result<SlurmDiscovery> SlurmAuditRunner::discover(RemoteConnection& connection, SlurmDiscovery::Depth depth,
                                                  const SlurmSettings& settings) {
    auto ran = RemoteCommand::capture(connection, SlurmDiscovery::command(depth, settings), 64 * 1024 * 1024,
                                      depth == SlurmDiscovery::Depth::Audit ? kTimeoutS : 90);
    if (!ran) {
        return ran.error();
    }
    if (ran->truncated) {
        return makeError(ErrorCode::TooLarge, tr("The cluster's discovery output is larger than 64 MiB"));
    }
    return SlurmDiscovery::parse(ran->out, depth);
}

Result<SlurmAuditOutcome> SlurmAuditRunner::audit(RemoteConnection& connection, Store& store, qint64 providerId,
                                                  qint64 evaluationId, qint64 nodeId, const SlurmSettings& settings) {
    auto discovery = discover(connection, SlurmDiscovery::Depth::Audit, settings);
    if (!discovery) {
        return discovery.error();
    }
    SlurmAuditOutcome outcome;
    outcome.discovery = *discovery;
    outcome.findings = SlurmAudit::findings(*discovery);
    for (const FindingRecord& f : outcome.findings) {
        outcome.failed += hasStatus(f, FindingStatus::Fail) ? 1 : 0;
        outcome.warned += hasStatus(f, FindingStatus::Warn) ? 1 : 0;
    }
    RunRecord record;
    record.operation = QStringLiteral("");
    record.probeVersion = discovery->config.version();
    record.hardwareKey = QStringLiteral("");
    record.rawSha256 = QStringLiteral("");
    record.bundleHash = QStringLiteral("");
    record.sourceName = connection.hostKey().host.isNull() ? QStringLiteral("") : connection.hostKey().host;
    record.providerId = providerId;
    if (evaluationId > 0) {
        record.evaluationId = evaluationId;
    }
    if (nodeId > 0) {
        record.nodeId = nodeId;
    }
    record.kind = RunKind::Probe;
    record.probe = QStringLiteral("slurm-audit");
    record.args = QJsonObject{{QStringLiteral("partition"), settings.partition}};
    record.env = QJsonObject{{QStringLiteral("slurm"), discovery->config.version()},
                             {QStringLiteral("cluster"), discovery->config.clusterName()}};
    auto runId = recordAuditRun(store, record, outcome.findings, discovery->raw, outcome.failed > 0);
    if (!runId) {
        return runId.error();
    }
    outcome.runId = *runId;
    return outcome;
}

}  // namespace tb::core
