#include "core/cluster/kube/KubeCollective.h"

#include "core/cluster/ClusterJobRunner.h"
#include "core/cluster/ClusterQueries.h"
#include "core/cluster/NcclRunImport.h"
#include "core/launch/kube/KubeLauncher.h"
#include "core/launch/kube/Kubectl.h"
#include "core/store/Store.h"

#include <QJsonArray>

namespace tb::core {

KubeCollective::KubeCollective(std::shared_ptr<Store> store, qint64 clusterId, ClusterJobLimits limits,
                               ClusterJobObserver* observer)
    : m_store(std::move(store)), m_clusterId(clusterId), m_limits(limits), m_observer(observer) {}

bool KubeCollective::isNcclTests(const QStringList& command) {
    return !ncclTestsProgram(command).isEmpty();
}

ClusterJobPlan KubeCollective::plan(const KubeCollectiveSpec& spec, KubeJobForm form) {
    const bool nccl = isNcclTests(spec.command);
    ClusterJobPlan plan;
    plan.kind = nccl ? ClusterJobKind::NcclTests : ClusterJobKind::Probe;
    plan.routing = ClusterJobPlan::Routing::RankZero;
    plan.spec.name = spec.name;
    plan.spec.nodes = spec.workers;
    plan.spec.gpusPerNode = spec.settings.gpusPerWorker;
    plan.spec.collective = true;
    plan.spec.inContainer = true;
    plan.spec.command = spec.command;
    plan.run.kind = nccl ? RunKind::Import : RunKind::Probe;
    // A Tierbench probe in the image (tb-coll, tb-train) names its run; another program counts as tb-coll, whose
    // protocol it must speak.
    const QString program = spec.command.isEmpty() ? QString() : spec.command.first().section(u'/', -1);
    plan.run.name = nccl                                       ? QStringLiteral("nccl-tests")
                    : program.startsWith(QLatin1String("tb-")) ? program
                                                               : QStringLiteral("tb-coll");
    QJsonObject env;
    for (const auto& e : spec.environment) {
        env.insert(e.first, e.second);
    }
    plan.run.args =
        QJsonObject{{QStringLiteral("argv"), QJsonArray::fromStringList(spec.command)},
                    {QStringLiteral("nodes"), spec.workers},
                    {QStringLiteral("gpus_per_node"), spec.settings.gpusPerWorker},
                    {QStringLiteral("nccl_env"), env},
                    {QStringLiteral("kubernetes"), QJsonObject{{QStringLiteral("form"), kubeJobFormKey(form)},
                                                               {QStringLiteral("gang"), spec.gang.key()},
                                                               {QStringLiteral("image"), spec.image},
                                                               {QStringLiteral("run_label"), spec.runLabel}}}};
    return plan;
}

Result<KubeCollectiveOutcome> KubeCollective::run(Kubectl& kubectl, const KubeCollectiveSpec& spec, KubeJobForm form,
                                                  const CancelToken& cancel,
                                                  const std::function<void(const QString&)>& log) {
    RemoteConnection* connection = kubectl.connection();
    const qint64 clusterId = m_clusterId;
    auto listing = m_store->run([clusterId](QSqlDatabase& db) { return ClusterQueries(db).get(clusterId); });
    if (!listing) {
        return listing.error();
    }
    if (listing->cluster.scheduler != LauncherKind::Kubernetes) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("Cluster %1 is no Kubernetes cluster").arg(listing->login.name));
    }
    // The manifest is checked before anything is recorded: a refused value leaves no job row behind.
    if (auto objects = KubeManifests::collective(spec, form); !objects) {
        return objects.error();
    }
    KubeLauncher launcher(kubectl, form, spec);
    ClusterJobRunner::endLeftovers(*m_store, launcher, connection, clusterId, m_limits.cancelWaitS, log);
    ClusterJobPlan p = plan(spec, form);
    p.run.providerId = listing->providerId;
    p.run.evaluationId = listing->login.evaluationId;
    p.run.nodeId = listing->login.id;
    ClusterJobRunner runner(m_store, launcher, clusterId, m_limits, m_observer);
    runner.reconnect = kubectl.reconnect;
    auto results = runner.run(connection, {p}, QStringLiteral("kubernetes"), cancel);
    if (!results) {
        return results.error();
    }
    if (results->isEmpty()) {
        return makeError(ErrorCode::Internal, tr("The job was not recorded"));
    }
    KubeCollectiveOutcome outcome;
    outcome.job = results->first();
    outcome.last = launcher.lastStatus(outcome.job.schedulerId);
    if (p.kind == ClusterJobKind::NcclTests) {
        if (Status st = importNcclTable(*m_store, outcome.job, spec.command); !st && log) {
            log(tr("The nccl-tests output could not be read: %1").arg(st.error().message));
        }
    }
    return outcome;
}

}  // namespace tb::core
