#pragma once

#include "core/domain/LauncherKind.h"

#include <QPair>
#include <QString>
#include <QVector>

namespace tb::core {

// One row of `cluster`: the scheduler behind a login node and what its jobs get unless a run says otherwise. The
// login itself (host, user, jump host, key file, host key) is the node row `nodeId`.
struct ClusterRecord {
    qint64 id = 0;
    qint64 nodeId = 0;
    LauncherKind scheduler = LauncherKind::Slurm;
    QString partition, account, qos, reservation;
    int timeLimitMin = 30;
    QString containerImage;                    // Pyxis image for the steps; empty: none
    QVector<QPair<QString, QString>> ncclEnv;  // NCCL_* (and UCX_*, ...) the analyst sets, in order
    int pendingLimitS = 900;                   // a job pending longer is cancelled; 0: no limit
    int silenceLimitS = 600;                   // a running job without new output this long is cancelled; 0: none
    QString updatedAt;
    // As read (RowVersion): an update names it, so settings changed meanwhile by another analyst are refused
    // instead of overwritten; a Kubernetes cluster's kube_cluster settings are covered by this row's version too.
    // 0: no check.
    qint64 rowVersion = 0;
    QString changedBy, changedAt;
};

}  // namespace tb::core
