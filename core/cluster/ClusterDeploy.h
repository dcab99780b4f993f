#pragma once

#include "core/Result.h"
#include "core/run/Deployer.h"
#include "core/session/RemoteConnection.h"

#include <QCoreApplication>
#include <QStringList>

namespace tb::core {

class SlurmLauncher;

// The probes on the nodes of a cluster: deployed once to the login node, then either seen by every node through a
// shared file system (the usual /home), or copied to each node through one srun whose tasks all read the same tar
// on stdin. Which of the two happened is said in `how`; when no node can be had for the check (a busy or down
// partition) it says so and the job's own tasks find out.
struct ClusterDeployment {
    DeployResult login;
    QString binDir;  // absolute path of the binaries, the same on every node
    bool shared = false;
    QStringList nodesChecked;
    QString how;  // "shared: the bundle is visible on 2 of 2 nodes" / "per node: copied to 2 nodes"
};

class ClusterDeploy {
    Q_DECLARE_TR_FUNCTIONS(ClusterDeploy)

public:
    // nodes: how many nodes the jobs will use (the check runs on that many), nodeList: or exactly these.
    // noCheckBecause: discovery already says no node can be had now (the partition is down): no check srun.
    // earlier: what this session's last deploy of the same bundle found. When every node then saw the login node's
    // copy and the bundle is still there unchanged, that check stands and no srun is spent on it again (one srun
    // is most of a short cross-node audit's overhead).
    static Result<ClusterDeployment> deploy(RemoteConnection& connection, const SlurmLauncher& launcher,
                                            const ProbeBundle& sources, const ProbeBundle* prebuilt,
                                            const Deployer::Options& options, int nodes, const QStringList& nodeList,
                                            const CancelToken& cancel,
                                            const std::function<void(const QString&)>& log = {},
                                            const QString& noCheckBecause = {},
                                            const ClusterDeployment* earlier = nullptr);
};

}  // namespace tb::core
