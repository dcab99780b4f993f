#pragma once

#include "core/domain/FindingRecord.h"
#include "core/launch/slurm/SlurmDiscovery.h"

#include <QCoreApplication>
#include <QVector>

namespace tb::core {

// The scheduler audit: what a well-run Slurm has (ClusterMAX's expectations), judged from a discovery. Each check
// is a finding with a stable id (slurm.topology, slurm.gres, ...), a status (pass, warn, fail, unknown), a
// sentence saying why, and as its value the name of the command whose output shows it (kept with the run).
// resources/recipes/slurm-audit-suggestions.json maps the ids to rubric check items as suggested verdicts; the
// analyst confirms each.
class SlurmAudit {
    Q_DECLARE_TR_FUNCTIONS(SlurmAudit)

public:
    static constexpr double kPrologLimitS = 30.0;

    static QVector<FindingRecord> findings(const SlurmDiscovery& discovery);
    static QString suggestionsPath() { return QStringLiteral(":/recipes/slurm-audit-suggestions.json"); }

    // The variables in an nccl.conf text that take NCCL's own tuning away (NCCL_ALGO, NCCL_PROTO,
    // NCCL_MIN_NCHANNELS), as "NAME=value".
    static QStringList forcedNcclSettings(const QString& ncclConf);
};

}  // namespace tb::core
