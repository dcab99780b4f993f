#include "core/run/RunOrchestrator.h"

#include "core/launch/Launcher.h"
#include "core/launch/slurm/SlurmStepLauncher.h"
#include "core/store/ClusterRepository.h"
#include "core/session/RemoteCommand.h"
#include "core/session/RemotePath.h"
#include "core/session/ShellQuote.h"
#include "core/store/NodeRepository.h"
#include "core/store/RunOwnership.h"
#include "core/store/Store.h"
#include "core/run/NodeHostKey.h"

#include <QCoreApplication>
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

void RunOrchestrator::endLeftoverGroups(RemoteConnection& connection, qint64 nodeId,
                                        const std::function<void(const QString&)>& log) {
    // Runs whose owner died (RunOwnership) may have left their process group running on this node.
    auto leftovers = m_store->run([nodeId](QSqlDatabase& db) { return RunOwnership(db).leftoversOn(nodeId); });
    if (!leftovers) {
        return;
    }
    for (const RunOwnership::Leftover& l : *leftovers) {
        auto killed = RemoteCommand::capture(connection, RemoteCommand::killGroupCommand(l.pgid, 2000), 4096, 30);
        if (!killed) {
            continue;  // tried again at the next connection
        }
        m_store->run([id = l.runId](QSqlDatabase& db) { (void)RunOwnership(db).cleaned(id); });
        if (log) {
            log(QCoreApplication::translate("RunOrchestrator",
                                            "ended process group %1 left on the node by interrupted run %2")
                    .arg(l.pgid)
                    .arg(l.runId));
        }
    }
}

Result<OrchestratedRun> RunOrchestrator::run(RemoteConnection& connection, const RunRequest& request,
                                             const CancelToken& cancel,
                                             const std::function<void(const QString&)>& log) {
    auto launcher = request.launcher == LauncherKind::Slurm ? slurmStepLauncher(*m_store, request.nodeId)
                                                            : Launcher::forKind(request.launcher);
    if (!launcher) {
        return launcher.error();  // before anything is deployed or recorded
    }
    if (auto st = RemotePath::validate(request.remoteDir); !st) {
        return st.error();  // a stored node folder from before the rule, or a caller that skipped it
    }
    if (request.nodeId > 0) {
        // The key the node was registered with counts, not only known_hosts: a fresh known_hosts and
        // --accept-new-host-key must not slip a changed node through (issue 13.5).
        const HostKeyInfo key = connection.hostKey();
        auto checked = m_store->run([&](QSqlDatabase& db) {
            return NodeHostKey(db).check(request.nodeId, key, request.rekeyNode, request.actor);
        });
        if (!checked) {
            return checked.error();
        }
        endLeftoverGroups(connection, request.nodeId, log);
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
        spec.commandLine =
            recipe.script(request.remoteDir + QStringLiteral("/recipes/") + recipe.name, request.recipeTier);
        spec.timeoutS = request.timeoutS > 0 ? request.timeoutS : recipe.timeoutS;
        spec.outputFactKey = recipe.outputFact;
        spec.importLog = recipe.importLog;
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
