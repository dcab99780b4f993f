#include "core/run/RunOrchestrator.h"

#include "core/launch/Launcher.h"
#include "core/launch/slurm/SlurmStepLauncher.h"
#include "core/store/ClusterRepository.h"
#include "core/session/ShellQuote.h"
#include "core/store/NodeRepository.h"
#include "core/store/Store.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tb::core {

namespace {
// A cluster's login node: the run goes to a compute node through srun with the cluster's settings.
Result<std::shared_ptr<const Launcher>> slurmStepLauncher(Store& store, qint64 nodeId) {
    auto cluster = store.run([nodeId](QSqlDatabase& db) { return ClusterRepository(db).forNode(nodeId); });
    if (!cluster) {
        return cluster.error();
    }
    SlurmSettings s;
    s.partition = cluster->partition;
    s.account = cluster->account;
    s.qos = cluster->qos;
    s.reservation = cluster->reservation;
    s.timeLimitMin = cluster->timeLimitMin;
    return std::shared_ptr<const Launcher>(std::make_shared<SlurmStepLauncher>(s));
}
}  // namespace

RunOrchestrator::RunOrchestrator(std::shared_ptr<Store> store, RunObserver* observer)
    : m_store(std::move(store)), m_observer(observer) {}

Result<OrchestratedRun> RunOrchestrator::run(RemoteConnection& connection, const RunRequest& request,
                                             const CancelToken& cancel,
                                             const std::function<void(const QString&)>& log) {
    auto launcher = request.launcher == LauncherKind::Slurm ? slurmStepLauncher(*m_store, request.nodeId)
                                                            : Launcher::forKind(request.launcher);
    if (!launcher) {
        return launcher.error();  // before anything is deployed or recorded
    }
    if (request.nodeId > 0) {
        const HostKeyInfo key = connection.hostKey();
        m_store->run(
            [&](QSqlDatabase& db) { (void)NodeRepository(db).setHostKey(request.nodeId, key.type, key.fingerprint); });
    }
    OrchestratedRun result;
    RunSpec spec;
    spec.providerId = request.providerId;
    if (request.evaluationId > 0) {
        spec.evaluationId = request.evaluationId;
    }
    if (request.nodeId > 0) {
        spec.nodeId = request.nodeId;
    }
    spec.timeoutS = request.timeoutS;
    if (request.recipe) {
        const Recipe& recipe = *request.recipe;
        spec.kind = RunKind::Recipe;
        spec.name = recipe.name;
        spec.commandLine = recipe.script(request.remoteDir + QStringLiteral("/recipes/") + recipe.name);
        spec.timeoutS = request.timeoutS > 0 ? request.timeoutS : recipe.timeoutS;
        spec.outputFactKey = recipe.outputFact;
        spec.providerName = recipe.compareWithProvider ? request.providerName : QString();
        spec.args = QJsonObject{{QStringLiteral("check_item"), recipe.checkItem}};
    } else {
        if (request.probe.isEmpty()) {
            return makeError(ErrorCode::InvalidArgument, QStringLiteral("No probe or recipe to run"));
        }
        auto sources = ProbeBundle::fromDirectory(request.probesDir, ProbeBundle::Kind::Sources);
        if (!sources) {
            return sources.error();
        }
        std::optional<ProbeBundle> prebuilt;
        if (!request.prebuiltDir.isEmpty()) {
            auto b = ProbeBundle::fromDirectory(request.prebuiltDir, ProbeBundle::Kind::Prebuilt);
            if (!b) {
                return b.error();
            }
            prebuilt = *b;
        }
        Deployer::Options options;
        options.remoteDir = request.remoteDir;
        options.probesCuda = request.probesCuda;
        options.probesHip = request.probesHip;
        auto deployed = Deployer(connection, options).deploy(*sources, prebuilt ? &*prebuilt : nullptr, cancel, log);
        if (!deployed) {
            return deployed.error();
        }
        result.deploy = *deployed;
        spec.name = request.probe;
        spec.bundleHash = deployed->hash;
        // The arguments as given (the run history shows what was asked for; hello repeats what the probe parsed).
        spec.args = QJsonObject{{QStringLiteral("argv"), QJsonArray::fromStringList(request.probeArgs)}};
        QStringList words{deployed->binDir + u'/' + request.probe};
        words += request.probeArgs;
        spec.commandLine = ShellQuote::path(words.takeFirst());
        if (!words.isEmpty()) {
            spec.commandLine += u' ' + ShellQuote::join(words);
        }
    }
    auto launched = (*launcher)->commandLine({spec.commandLine, spec.workingDirectory, spec.timeoutS});
    if (!launched) {
        return launched.error();
    }
    spec.commandLine = *launched;
    auto outcome = ProbeRunner(m_store, m_observer).run(connection, spec, cancel);
    if (!outcome) {
        return outcome.error();
    }
    result.outcome = *outcome;
    return result;
}

}  // namespace tb::core
