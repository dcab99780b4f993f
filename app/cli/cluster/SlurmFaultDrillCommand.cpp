// tierbench-cli cluster fault-drill on a Slurm cluster: the reliability phase's fault -> drain -> return drill on one
// node, only with --consent destructive. Ctrl+C stops the drill and takes the injected fault away.
#include "app/cli/CliRemote.h"
#include "app/cli/CliSupport.h"
#include "app/cli/cluster/SlurmClusterCli.h"
#include "core/cluster/ClusterOperations.h"

#include <QJsonArray>

#include <cmath>

namespace tb::cli {

namespace {

QJsonValue secondsOrNull(const std::optional<double>& s) {
    return s ? QJsonValue(std::round(*s * 10) / 10) : QJsonValue();
}

}  // namespace

int SlurmClusterCli::faultDrill(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    const QString& synopsis = call.synopsis;
    std::optional<QString> node, injection, consent, poll, detectDeadline, returnDeadline, markerDir;
    if (int rc = takeOptions(ctx, call.args,
                             {{"--node", &node},
                              {"--inject", &injection},
                              {"--consent", &consent},
                              {"--poll", &poll},
                              {"--detect-deadline", &detectDeadline},
                              {"--return-deadline", &returnDeadline},
                              {"--marker-dir", &markerDir}},
                             synopsis);
        rc != Ok) {
        return rc;
    }
    if (int rc = refuseLeftovers(call); rc != Ok) {
        return rc;
    }
    if (!node) {
        return usageError(ctx, Cli::tr("cluster fault-drill needs --node NAME"), synopsis);
    }
    core::FaultDrillOptions o;
    o.node = *node;
    if (injection) {
        const auto kind = core::faultInjectionFromKey(*injection);
        if (!kind) {
            return usageError(ctx, Cli::tr("--inject takes marker, kernel-log or provider"), synopsis);
        }
        o.injection = *kind;
    }
    if (markerDir) {
        o.markerDir = *markerDir;
    }
    if (!wholeNumber(poll, o.pollIntervalS, o.pollIntervalS) ||
        !wholeNumber(detectDeadline, o.detectDeadlineS, o.detectDeadlineS) ||
        !wholeNumber(returnDeadline, o.returnDeadlineS, o.returnDeadlineS)) {
        return usageError(ctx, Cli::tr("--poll, --detect-deadline and --return-deadline take whole seconds"), synopsis);
    }
    if (consent && *consent != QLatin1String("destructive")) {
        return usageError(ctx, Cli::tr("--consent takes \"destructive\""), synopsis);
    }
    if (!consent) {
        // Nothing has connected yet: without consent the drill does not even look at the cluster.
        ctx.err << Cli::tr(
                       "The fault drill takes %1 out of service on %2 until the provider's health checks and "
                       "repair bring it back. Agree it with the provider, then run it again with "
                       "--consent destructive.")
                       .arg(o.node, call.cluster.login.name)
                << Qt::endl;
        return Usage;
    }
    o.consent = true;

    CliPrompter prompter(call.a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = loginToCluster(ctx, call.cluster, prompter, session); rc != Ok) {
        return rc;
    }
    core::ClusterOperations ops(call.store, call.cluster);
    core::CancelToken cancel;
    const SigintCancels sigint(cancel);
    const bool quiet = call.a.json;
    const auto log = [&ctx, quiet](const QString& line) {
        if (!quiet) {
            ctx.out << line << '\n';
            ctx.out.flush();
        }
    };
    auto drill = session->submit([&](core::RemoteConnection& c) { return ops.faultDrill(c, o, cancel, log); }).result();
    if (!drill) {
        return reportError(ctx, drill.error());
    }
    const core::FaultDrillOutcome& d = drill->outcome;
    const bool detected = d.timeline.detected.has_value();
    const bool returned = d.timeline.returned.has_value();
    if (call.a.json) {
        QJsonArray events;
        for (const core::FaultDrillEvent& e : d.timeline.events) {
            events << QJsonObject{{QStringLiteral("at"), e.at}, {QStringLiteral("what"), e.what}};
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("run_id"), drill->runId},
                                       {QStringLiteral("node"), o.node},
                                       {QStringLiteral("injection"), core::faultInjectionKey(o.injection)},
                                       {QStringLiteral("detected"), detected},
                                       {QStringLiteral("returned"), returned},
                                       {QStringLiteral("detection_s"), secondsOrNull(d.detectionS())},
                                       {QStringLiteral("slurm_lag_s"), secondsOrNull(d.slurmLagS())},
                                       {QStringLiteral("in_drain_s"), secondsOrNull(d.inDrainS())},
                                       {QStringLiteral("reason"), d.timeline.reason},
                                       {QStringLiteral("left_to_clear"), d.clearNote},
                                       {QStringLiteral("events"), events}});
    } else {
        for (const core::FindingRecord& f : d.findings()) {
            if (f.kind == core::FindingKind::Check) {
                ctx.out << core::findingStatusKey(f.status) << "  " << f.key << "  " << f.detail << '\n';
            }
        }
        if (!d.clearNote.isEmpty()) {
            ctx.out << Cli::tr("Left to clear: %1").arg(d.clearNote) << '\n';
        }
        ctx.out << Cli::tr("run %1 holds the findings and the timeline").arg(drill->runId) << Qt::endl;
    }
    // A fault the health checks missed, or a node that did not come back, is the provider's failure, not the drill's.
    return detected && returned ? Ok : NodeFailed;
}

}  // namespace tb::cli
