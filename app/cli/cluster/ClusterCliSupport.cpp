#include "app/cli/cluster/ClusterCliSupport.h"

#include "app/cli/CliRemote.h"
#include "app/cli/CliSupport.h"
#include "app/wiring/RemoteWiring.h"
#include "core/domain/FindingKind.h"

#include <QJsonArray>

namespace tb::cli {

int takeClusterArgs(CliContext& ctx, QStringList& args, ClusterArgs& out, const QString& synopsis) {
    out.json = takeFlag(args, QStringLiteral("--json"));
    out.acceptNew = takeFlag(args, QStringLiteral("--accept-new-host-key"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    auto cluster = takeOption(args, QStringLiteral("--cluster"));
    if (!provider || !cluster) {
        return usageError(ctx, (!provider ? provider.error() : cluster.error()).message, synopsis);
    }
    if (!provider->has_value()) {
        return usageError(ctx, Cli::tr("--provider is needed"), synopsis);
    }
    out.provider = **provider;
    out.cluster = cluster->value_or(QString());
    return Ok;
}

QString clusterArgsSynopsis() {
    return QStringLiteral("--provider NAME [--cluster NAME] [--accept-new-host-key] [--json]");
}

QStringList takeTrailing(QStringList& args, bool* given) {
    const qsizetype at = args.indexOf(QStringLiteral("--"));
    if (given) {
        *given = at >= 0;
    }
    if (at < 0) {
        return {};
    }
    const QStringList tail = args.mid(at + 1);
    args = args.mid(0, at);
    return tail;
}

int takeAssignments(CliContext& ctx, QStringList& args, const QString& option, QVector<QPair<QString, QString>>& out,
                    const QString& synopsis) {
    while (true) {
        auto v = takeOption(args, option);
        if (!v) {
            return usageError(ctx, v.error().message, synopsis);
        }
        if (!v->has_value()) {
            return Ok;
        }
        const qsizetype eq = (*v)->indexOf(u'=');
        if (eq <= 0) {
            return usageError(ctx, Cli::tr("%1 takes NAME=VALUE: %2").arg(option, **v), synopsis);
        }
        out.append({(*v)->left(eq), (*v)->mid(eq + 1)});
    }
}

int takeOptions(CliContext& ctx, QStringList& args, OptionSlots options, const QString& synopsis) {
    for (const auto& [name, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(name));
        if (!v) {
            return usageError(ctx, v.error().message, synopsis);
        }
        *slot = *v;
    }
    return Ok;
}

bool wholeNumber(const std::optional<QString>& text, int fallback, int& out, bool allowNegative) {
    if (!text) {
        out = fallback;
        return true;
    }
    bool ok = false;
    out = text->toInt(&ok);
    return ok && (allowNegative || out >= 0);
}

int findCluster(CliContext& ctx, core::Store& store, const ClusterArgs& a, core::ClusterListing& out) {
    auto found = store.run([&a](QSqlDatabase& db) { return core::ClusterQueries(db).find(a.provider, a.cluster); });
    if (!found) {
        return reportError(ctx, found.error());
    }
    out = *found;
    return Ok;
}

core::SshTarget loginTarget(const core::ClusterListing& c) {
    core::SshTarget t;
    t.host = c.login.host;
    t.port = c.login.port;
    t.user = c.login.userName;
    t.jump = c.login.jump;
    t.identityFile = c.login.identityFile;
    t.knownHostsFile = c.knownHostsFile;
    t.stallTimeoutS = 30;  // a busy slurmctld may take its time answering
    return t;
}

int loginToCluster(CliContext& ctx, const core::ClusterListing& cluster, CliPrompter& prompter,
                   std::unique_ptr<core::RemoteSession>& session) {
    session = std::make_unique<core::RemoteSession>(app::sshConnectionFactory(), &prompter);
    if (auto st = session->open(loginTarget(cluster)).result(); !st) {
        return reportError(ctx, st.error());
    }
    return Ok;
}

void CliJobObserver::jobChanged(const core::ClusterJobRecord& job) {
    if (m_quiet || job.schedulerId.isEmpty()) {
        return;
    }
    QString line = Cli::tr("job %1: %2").arg(job.schedulerId, job.state);
    if (!job.reason.isEmpty()) {
        line += QStringLiteral(" (") + job.reason + u')';
    }
    if (!job.nodes.isEmpty()) {
        line += Cli::tr(" on %1").arg(job.nodes);
    }
    if (line != m_last) {
        m_last = line;
        m_out << line << '\n';
        m_out.flush();
    }
}

void CliJobObserver::runEvents(qint64, const QVector<core::ProbeEvent>& events) {
    if (m_quiet) {
        return;
    }
    for (const core::ProbeEvent& e : events) {
        if (e.type == core::ProbeEventType::Sample) {
            m_out << QStringLiteral("  %1 %2 = %3 %4")
                         .arg(e.sample.metric)
                         .arg(e.sample.sizeBytes ? QString::number(*e.sample.sizeBytes) : QString())
                         .arg(e.sample.value)
                         .arg(e.sample.unit)
                  << '\n';
        } else if (e.type == core::ProbeEventType::Check && !core::hasStatus(e.finding, core::FindingStatus::Pass)) {
            m_out << QStringLiteral("  %1 %2 %3")
                         .arg(core::findingStatusKey(e.finding.status).toUpper(), -5)
                         .arg(e.finding.key, e.finding.detail)
                  << '\n';
        }
    }
    m_out.flush();
}

int exitCodeForJob(const core::ClusterJobResult& job) {
    if (job.outcome == core::RunStatus::Ok) {
        return Ok;
    }
    if (job.deadline) {
        return DeadlinePassed;
    }
    if (job.outcome == core::RunStatus::Cancelled) {
        return Cancelled;
    }
    if (job.error && job.error->code == core::ErrorCode::InvalidArgument) {
        return InvalidInput;
    }
    if (!job.failedNodes.isEmpty()) {
        return NodeFailed;
    }
    if (job.outcome == core::RunStatus::Interrupted) {
        return Unreachable;
    }
    return JobFailed;
}

QJsonObject jobJson(const core::ClusterJobResult& job) {
    QJsonArray runs, ranks;
    for (qint64 id : job.runIds) {
        runs << id;
    }
    for (int r : job.failedRanks) {
        ranks << r;
    }
    QJsonObject o{{QStringLiteral("job_id"), job.jobId},
                  {QStringLiteral("scheduler_id"), job.schedulerId},
                  {QStringLiteral("state"), job.state},
                  {QStringLiteral("nodes"), job.nodes},
                  {QStringLiteral("outcome"), core::runStatusKey(job.outcome)},
                  {QStringLiteral("runs"), runs},
                  {QStringLiteral("samples"), job.samples},
                  {QStringLiteral("failed_nodes"), QJsonArray::fromStringList(job.failedNodes)},
                  {QStringLiteral("failed_ranks"), ranks},
                  {QStringLiteral("silent_nodes"), QJsonArray::fromStringList(job.silentNodes)},
                  {QStringLiteral("deadline"), job.deadline}};
    if (job.exitCode) {
        o.insert(QStringLiteral("exit_code"), *job.exitCode);
    }
    if (job.error) {
        o.insert(QStringLiteral("error"), job.error->message);
    }
    return o;
}

void printJob(CliContext& ctx, const core::ClusterJobResult& job) {
    ctx.out << Cli::tr("job %1 (Slurm %2): %3, %n sample(s)", nullptr, int(job.samples))
                   .arg(job.jobId)
                   .arg(job.schedulerId.isEmpty() ? Cli::tr("not submitted") : job.schedulerId)
                   .arg(core::runStatusKey(job.outcome))
            << '\n';
    ctx.out.flush();
    if (job.error) {
        ctx.err << "tierbench-cli: " << job.error->message << '\n';
        ctx.err.flush();
    }
}

}  // namespace tb::cli
