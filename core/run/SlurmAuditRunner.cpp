#include "core/run/SlurmAuditRunner.h"

#include "core/domain/FindingKind.h"
#include "core/launch/slurm/SlurmAudit.h"
#include "core/session/RemoteCommand.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"

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
    const QVector<FindingRecord> findings = outcome.findings;
    const QVector<ClusterSnapshot::RawOutput> raw = discovery->raw;
    const bool anyFailed = outcome.failed > 0;
    auto runId = store.run([record, findings, raw, anyFailed](QSqlDatabase& db) -> Result<qint64> {
        Transaction tx(db);  // the run, its findings and its evidence land together or not at all
        if (!tx.started()) {
            return tx.started().error();
        }
        RunRepository runs(db);
        auto id = runs.create(record);
        if (!id) {
            return id.error();
        }
        if (Status st = runs.addFindings(*id, findings); !st) {
            return st.error();
        }
        ClusterRepository clusters(db);
        for (const ClusterSnapshot::RawOutput& r : raw) {
            RunArtifact a;
            a.runId = *id;
            a.name = r.name;
            a.command = r.command;
            a.exitCode = r.exitCode;
            a.content = r.content;
            if (Status st = clusters.addArtifact(a); !st) {
                return st.error();
            }
        }
        // Like tb-node: a failed check makes the run "failed" (exit 1), the findings say which.
        if (Status st = runs.finish(*id, anyFailed ? RunStatus::Failed : RunStatus::Ok, anyFailed ? 1 : 0); !st) {
            return st.error();
        }
        if (Status st = tx.commit(); !st) {
            return st.error();
        }
        return *id;
    });
    if (!runId) {
        return runId.error();
    }
    outcome.runId = *runId;
    return outcome;
}

}  // namespace tb::core
