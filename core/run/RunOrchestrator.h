#pragma once

#include "core/Result.h"
#include "core/domain/LauncherKind.h"
#include "core/run/Deployer.h"
#include "core/run/ProbeRunner.h"
#include "core/run/Recipe.h"
#include "core/session/CancelToken.h"
#include "core/session/RemoteConnection.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace tb::core {

class Store;

// One probe or recipe on one node, as the analyst asks for it (CLI `run`, the GUI's run panel).
struct RunRequest {
    qint64 providerId = 0;
    qint64 evaluationId = 0;
    qint64 nodeId = 0;
    QString providerName;
    QString remoteDir = QStringLiteral("~/.cache/tierbench");
    std::optional<Recipe> recipe;  // set: run this recipe; else run `probe` from the deployed bundle
    QString probe;                 // tb-node, tb-membw, tb-gemm, tb-coll
    QStringList probeArgs;         // extra arguments for the probe, quoted here
    QString recipeTier;            // a recipe's storage tier (its --dir); empty: its folder under remoteDir
    QString probesDir;             // the probe sources (always needed for a probe)
    QString prebuiltDir;           // optional prebuilt binaries for this architecture (used when they fit)
    int timeoutS = 0;              // 0: the recipe's own, none for probes
    LauncherKind launcher = LauncherKind::Direct;  // the node's; how the login shell starts the program
    QString probesCuda = QStringLiteral("AUTO");
    QString probesHip = QStringLiteral("AUTO");
    bool rekeyNode = false;  // the node presents a new host key and the analyst confirmed it (audited)
    QString actor = QStringLiteral("tierbench");
};

struct OrchestratedRun {
    RunOutcome outcome;
    std::optional<DeployResult> deploy;  // probes only
};

// The whole remote flow after login: records the node's host key, deploys the probe bundle (content-hashed, so
// usually cached) or builds the recipe script, hands the command line to the node's Launcher, then runs it through
// ProbeRunner into the store. Used by the CLI
// and the GUI so both record runs the same way.
//
// Thread contract: run() on the session's worker thread (inside RemoteSession::submit); it waits for store jobs.
class RunOrchestrator {
public:
    RunOrchestrator(std::shared_ptr<Store> store, RunObserver* observer = nullptr);

    Result<OrchestratedRun> run(RemoteConnection& connection, const RunRequest& request, const CancelToken& cancel,
                                const std::function<void(const QString&)>& log = {});

private:
    // Ends the remote process groups that runs interrupted by a dead owner left on this node.
    void endLeftoverGroups(RemoteConnection& connection, qint64 nodeId, const std::function<void(const QString&)>& log);

    std::shared_ptr<Store> m_store;
    RunObserver* m_observer = nullptr;
};

}  // namespace tb::core
