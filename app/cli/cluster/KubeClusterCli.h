#pragma once
// `tierbench-cli cluster` on a Kubernetes cluster: kubectl against the analyst's kubeconfig, here or on the login node
// (--via-login). The core calls are the workbench's: KubeClusterWorkflow, KubeAuditRunner, KubeNodeAuditRunner, and
// the collective and the clean-up through callKubernetes() (KubeJobCall.cpp), its one caller in the CLI.
#include "app/cli/cluster/ClusterScheduler.h"
#include "core/domain/ClusterRecord.h"
#include "core/domain/KubeSettings.h"

namespace tb::cli {

class KubeClusterCli : public ClusterScheduler {
public:
    core::LauncherKind kind() const override { return core::LauncherKind::Kubernetes; }
    QString synopsis(const QString& sub) const override;

    int takeAddOptions(CliContext& ctx, QStringList& args) override;
    core::Result<core::ClusterListing> save(QSqlDatabase& db, qint64 providerId,
                                            const ClusterAddition& add) const override;
    core::Result<ClusterDescription> describe(QSqlDatabase& db, const core::ClusterListing& cluster) const override;

    int show(ClusterCall& call) override;
    int audit(ClusterCall& call) override;
    int nodes(ClusterCall& call) override;
    int run(ClusterCall& call) override;
    int pairs(ClusterCall& call) override;       // no pairwise run on Kubernetes: refused
    int faultDrill(ClusterCall& call) override;  // not on Kubernetes yet: refused
    int cancel(ClusterCall& call) override;

private:
    // What `add` read.
    core::KubeSettings m_settings;
    std::optional<QString> m_viaLogin;
    core::SshTarget m_login;
};

}  // namespace tb::cli
