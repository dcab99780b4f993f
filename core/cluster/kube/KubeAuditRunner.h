#pragma once

#include "core/Result.h"
#include "core/domain/FindingRecord.h"
#include "core/launch/kube/KubeAudit.h"

#include <QCoreApplication>

namespace tb::core {

class Kubectl;
class Store;

struct KubeAuditOutcome {
    qint64 runId = 0;
    QString kubectlVersion;
    QVector<FindingRecord> findings;
    QVector<KubeNode> gpuNodes;
    int failed = 0, warned = 0;
};

// Runs the Kubernetes audit through kubectl and records it like the Slurm audit: a run "kube-audit" of the
// cluster's login node with the findings and every kubectl reply kept beside it (run_artifact), all in one
// transaction after everything parsed, so a bad reply stores nothing. The test claim it makes is labelled
// tierbench.audit and deleted afterwards, whether it bound or not.
//
// Thread contract: a worker thread (kubectl blocks); it waits for store jobs.
class KubeAuditRunner {
    Q_DECLARE_TR_FUNCTIONS(KubeAuditRunner)

public:
    // What the RBAC self-check asks.
    static QStringList canIQuestions();
    // Runs the reads and the test claim; no store involved.
    static Result<KubeAuditInput> collect(Kubectl& kubectl, QString* kubectlVersion);
    static Result<KubeAuditOutcome> audit(Kubectl& kubectl, Store& store, qint64 providerId, qint64 evaluationId,
                                          qint64 nodeId, qint64 clusterId);
};

}  // namespace tb::core
