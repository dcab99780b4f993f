#pragma once

#include "core/Result.h"
#include "core/run/NodeFacts.h"
#include "core/run/ProbeBundle.h"
#include "core/session/CancelToken.h"
#include "core/session/RemoteConnection.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace tb::core {

struct DeployResult {
    QString bundleDir;  // remote: <remoteDir>/bundles/<hash>
    QString binDir;     // remote folder holding tb-node & co.
    QString hash;
    bool cached = false;  // found complete on the node: nothing sent, nothing built
    bool built = false;
    UploadStats upload;
    double seconds = 0;
    DeployPlan plan;
};

// Puts a probe bundle on a node: <remoteDir>/bundles/<hash>, marked complete (`.tb-ready`) only after a verified
// upload and, for sources, a successful build, so an unchanged bundle is neither sent nor built again and a
// half-done one is redone. Runs on the session's worker thread; log() gets one line per step.
class Deployer {
    Q_DECLARE_TR_FUNCTIONS(Deployer)

public:
    struct Options {
        QString remoteDir = QStringLiteral("~/.cache/tierbench");
        int uploadChannels = 0;  // 0: chosen by the uploader from the round trip
        int buildTimeoutS = 1800;
        QString probesCuda = QStringLiteral("AUTO");  // -DPROBES_CUDA for builds on the node
        QString probesHip = QStringLiteral("AUTO");
    };

    Deployer(RemoteConnection& connection, Options options);

    // sources: always available (builds on the node); prebuilt: optional (nullptr). The plan comes from the node's
    // facts (queried here, refined by tbNodeFacts when given).
    Result<DeployResult> deploy(const ProbeBundle& sources, const ProbeBundle* prebuilt, const CancelToken& cancel,
                                const std::function<void(const QString&)>& log = {});

    // Only the upload-and-mark part for one bundle, used by deploy() and the benchmark.
    Result<DeployResult> deployBundle(const ProbeBundle& bundle, const CancelToken& cancel,
                                      const std::function<void(const QString&)>& log = {});

private:
    RemoteConnection& m_conn;
    Options m_options;
};

}  // namespace tb::core
