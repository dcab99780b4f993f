#include "core/cluster/ClusterDeploy.h"

#include "core/launch/slurm/SlurmLauncher.h"
#include "core/run/RemotePaths.h"
#include "core/session/RemoteCommand.h"
#include "core/session/ShellQuote.h"

#include <QRegularExpression>

#include <algorithm>

namespace tb::core {

namespace {
// The nodes a labelled step's "ok <node>" lines name.
QStringList nodesSaying(const QByteArray& out, const QString& word) {
    QStringList nodes;
    static const QRegularExpression line(QStringLiteral("^\\s*\\d+: (\\S+) (\\S+)$"));
    for (const QByteArray& l : out.split('\n')) {
        const auto m = line.match(QString::fromUtf8(l));
        if (m.hasMatch() && m.captured(1) == word) {
            nodes << m.captured(2);
        }
    }
    return nodes;
}
}  // namespace

Result<ClusterDeployment> ClusterDeploy::deploy(RemoteConnection& connection, const SlurmLauncher& launcher,
                                                const ProbeBundle& sources, const ProbeBundle* prebuilt,
                                                const Deployer::Options& options, int nodes,
                                                const QStringList& nodeList, const CancelToken& cancel,
                                                const std::function<void(const QString&)>& log,
                                                const QString& noCheckBecause, const ClusterDeployment* earlier) {
    // The bundle this session already put on the login node: one look at its marker instead of the node's facts,
    // the plan and the home folder again (three round trips of a short audit's overhead).
    const ProbeBundle* same = !earlier                                            ? nullptr
                              : prebuilt && prebuilt->hash == earlier->login.hash ? prebuilt
                              : sources.hash == earlier->login.hash               ? &sources
                                                                                  : nullptr;
    if (same) {
        auto again = Deployer(connection, options).deployBundle(*same, cancel, log);
        if (!again) {
            return again.error();
        }
        if (again->cached && !earlier->binDir.isEmpty()) {
            ClusterDeployment d = *earlier;
            d.login.cached = true;
            d.login.seconds = again->seconds;
            if (earlier->shared && !earlier->nodesChecked.isEmpty()) {
                d.how = tr("shared: the login node's bundle was seen on %1 earlier in this session")
                            .arg(earlier->nodesChecked.join(QStringLiteral(", ")));
                const bool covered = nodeList.isEmpty()
                                         ? (nodes <= 0 || nodes <= earlier->nodesChecked.size())
                                         : std::all_of(nodeList.begin(), nodeList.end(), [&](const QString& n) {
                                               return earlier->nodesChecked.contains(n);
                                           });
                if (covered) {
                    if (log) {
                        log(d.how);
                    }
                    return d;
                }
            }
        }
    }
    auto login = Deployer(connection, options).deploy(sources, prebuilt, cancel, log);
    if (!login) {
        return login.error();
    }
    auto home = RemotePaths::home(connection);
    if (!home) {
        return home.error();
    }
    ClusterDeployment d;
    d.login = *login;
    const QString bundleDir = RemotePaths::expand(login->bundleDir, *home);
    d.binDir = RemotePaths::expand(login->binDir, *home);
    const int count = nodeList.isEmpty() ? nodes : static_cast<int>(nodeList.size());
    if (!noCheckBecause.isEmpty()) {
        d.shared = true;
        d.how = tr("not checked: %1; the job's tasks use the login node's copy").arg(noCheckBecause);
        if (log) {
            log(d.how);
        }
        return d;
    }

    // Does every node see the bundle the login node has?
    const QString probe = QStringLiteral(
                              "if [ -e %1/.tb-ready ]; then echo ok \"$SLURMD_NODENAME\"; else echo missing "
                              "\"$SLURMD_NODENAME\"; fi")
                              .arg(ShellQuote::quote(bundleDir));
    auto seen = RemoteCommand::capture(
        connection,
        launcher.stepCommand(nodes, nodeList, {QStringLiteral("sh"), QStringLiteral("-c"), probe}, false, 60), 1 << 20,
        300);
    if (!seen) {
        return seen.error();
    }
    const QStringList ok = nodesSaying(seen->out, QStringLiteral("ok"));
    const QStringList missing = nodesSaying(seen->out, QStringLiteral("missing"));
    if (ok.isEmpty() && missing.isEmpty()) {
        // No node can be had now (a busy or down partition): the job itself will wait for one. Its tasks find out
        // whether the probes are there (a missing program is exit 127 naming the node).
        d.shared = true;
        d.how = tr("not checked: no node could be reached now (%1); the job's tasks use the login node's copy")
                    .arg(QString::fromUtf8(seen->err + seen->out).trimmed().left(300));
        if (log) {
            log(d.how);
        }
        return d;
    }
    d.nodesChecked = ok + missing;
    if (missing.isEmpty()) {
        d.shared = true;
        d.how = tr("shared: the login node's bundle is visible on %1 of %2 nodes").arg(ok.size()).arg(count);
        if (log) {
            log(d.how);
        }
        return d;
    }
    // Per node: one srun, every task unpacks the same tar from stdin into the same path.
    if (log) {
        log(tr("not shared: %1 cannot see the bundle; copying it to each node")
                .arg(missing.join(QStringLiteral(", "))));
    }
    const QString unpack = QStringLiteral("mkdir -p %1 && tar -xf - -C %1 && echo ok \"$SLURMD_NODENAME\"")
                               .arg(ShellQuote::quote(bundleDir));
    const QString command =
        QStringLiteral("tar -C %1 -cf - . | %2")
            .arg(ShellQuote::quote(bundleDir),
                 launcher.stepCommand(nodes, missing, {QStringLiteral("sh"), QStringLiteral("-c"), unpack}, true));
    auto copied = RemoteCommand::capture(connection, command, 1 << 20, 600);
    if (!copied) {
        return copied.error();
    }
    const QStringList done = nodesSaying(copied->out, QStringLiteral("ok"));
    if (done.size() < missing.size()) {
        return makeError(ErrorCode::ProbeFailed,
                         tr("The probes could not be copied to %1").arg(missing.join(QStringLiteral(", "))),
                         QString::fromUtf8(copied->err).trimmed().left(500));
    }
    d.how = tr("per node: copied to %1 of %2 nodes (%3 saw the login node's copy)")
                .arg(done.size())
                .arg(count)
                .arg(ok.size());
    if (log) {
        log(d.how);
    }
    return d;
}

}  // namespace tb::core
