#pragma once
// What the `cluster` sub-commands share, whatever the cluster's scheduler: the common options, finding the cluster,
// logging in to its login node, the job observer that prints progress, and the exit code of a job's end.
#include "app/cli/CliCommand.h"
#include "core/cluster/ClusterJobPlan.h"
#include "core/session/RemoteSession.h"
#include "core/store/Store.h"
#include "core/usecase/ClusterWorkflow.h"

#include <QJsonObject>
#include <QTextStream>

#include <initializer_list>
#include <memory>
#include <optional>
#include <utility>

namespace tb::cli {

// --provider NAME [--cluster NAME] [--accept-new-host-key], read from args (removed there).
struct ClusterArgs {
    QString provider, cluster;
    bool acceptNew = false;
    bool json = false;
};
int takeClusterArgs(CliContext& ctx, QStringList& args, ClusterArgs& out, const QString& synopsis);
// Those options as a synopsis shows them.
QString clusterArgsSynopsis();

// Everything after "--" belongs to the program, untouched by the option parser; removed from args.
QStringList takeTrailing(QStringList& args, bool* given = nullptr);

// One `cluster SUB` on a stored cluster: the common options taken, the store open, the cluster found. The scheduler's
// part takes its own options from `args` (and the program's from `trailing`).
struct ClusterCall {
    CliContext& ctx;
    QString sub;
    ClusterArgs a;
    QStringList args;      // the sub-command's own options, not yet taken
    QStringList trailing;  // after "--"
    bool hasTrailing = false;
    std::shared_ptr<core::Store> store;
    core::ClusterListing cluster;
    QString synopsis;  // the sub-command's synopsis on this cluster's scheduler, for usage errors
};

// The option parsing every `cluster` sub-command shares (one parser, not one per command). Each returns Ok or the
// exit code after reporting the usage error.
// Repeated NAME=VALUE options (--env, --nccl-env), in the order given.
int takeAssignments(CliContext& ctx, QStringList& args, const QString& option, QVector<QPair<QString, QString>>& out,
                    const QString& synopsis);
// Single-value options into their slots (unset when absent).
using OptionSlots = std::initializer_list<std::pair<const char*, std::optional<QString>*>>;
int takeOptions(CliContext& ctx, QStringList& args, OptionSlots options, const QString& synopsis);
// A whole number, or the fallback when the option was not given; false when the text is not one (or negative where
// negative numbers make no sense).
bool wholeNumber(const std::optional<QString>& text, int fallback, int& out, bool allowNegative = false);

// The stored cluster; reports NotFound itself.
int findCluster(CliContext& ctx, core::Store& store, const ClusterArgs& a, core::ClusterListing& out);
core::SshTarget loginTarget(const core::ClusterListing& cluster);
class CliPrompter;
// Logs in to the cluster's login node; Ok, or the exit code after reporting the error.
int loginToCluster(CliContext& ctx, const core::ClusterListing& cluster, CliPrompter& prompter,
                   std::unique_ptr<core::RemoteSession>& session);

// Prints job states, pending reasons and samples as they arrive (not with --json).
class CliJobObserver : public core::ClusterJobObserver {
public:
    CliJobObserver(QTextStream& out, bool quiet) : m_out(out), m_quiet(quiet) {}
    void jobChanged(const core::ClusterJobRecord& job) override;
    void runEvents(qint64 runId, const QVector<core::ProbeEvent>& events) override;

private:
    QTextStream& m_out;
    bool m_quiet;
    QString m_last;
};

// The exit code of a job's end: 0 ok, 15 cancelled by the analyst, 18 deadline, 17 a node failed, 16 otherwise.
int exitCodeForJob(const core::ClusterJobResult& job);
QJsonObject jobJson(const core::ClusterJobResult& job);
// "job 12 (slurm 34): failed: ..." on stdout, the error on stderr.
void printJob(CliContext& ctx, const core::ClusterJobResult& job);

}  // namespace tb::cli
