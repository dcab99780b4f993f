// tierbench-cli engagement start/status/list/pause/resume/skip/retry/wait: an engagement carried out on a plain node
// by the node's own supervisor, its state in the database (core/engagement/EngagementRunner). Commands that need
// the node reconnect with the target and SSH options stored with the engagement; options given again win.
#include "app/cli/EngagementRunCommands.h"

#include "app/cli/CliRemote.h"
#include "app/cli/CliSupport.h"
#include "app/cli/TerminalProgress.h"
#include "app/cli/TerminalText.h"
#include "app/wiring/RemoteWiring.h"
#include "core/engagement/EngagementRunner.h"
#include "core/engagement/PlanLoader.h"
#include "core/run/ProbeBundle.h"
#include "core/session/RemoteSession.h"
#include "core/store/EngagementRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/usecase/NodeWorkflow.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QThread>

namespace tb::cli {
namespace {

// Opens a session to the target (prompting as `run` does) and runs fn on its worker thread.
template <typename F>
auto onNode(CliContext& ctx, const core::SshTarget& target, bool acceptNew, F fn)
    -> std::invoke_result_t<F, core::RemoteConnection&> {
    CliPrompter prompter(acceptNew, ctx.err);
    core::RemoteSession session(app::sshConnectionFactory(), &prompter);
    if (auto st = session.open(target).result(); !st) {
        return st.error();
    }
    return session.submit(fn).result();
}

QJsonObject statusJson(const core::EngagementStatus& s) {
    QJsonObject o = core::EngagementRepository::toJson(s.engagement);
    QJsonArray steps;
    for (const core::EngagementStepRecord& r : s.steps) {
        QJsonObject so = core::EngagementRepository::toJson(r);
        so.insert(QStringLiteral("runs"), r.runId ? QJsonArray{*r.runId} : QJsonArray());
        steps << so;
    }
    o.insert(QStringLiteral("steps"), steps);
    o.insert(QStringLiteral("node_hours_used"), s.nodeHoursUsed);
    return o;
}

void printStatus(QTextStream& out, const core::EngagementStatus& s) {
    const core::EngagementRecord& e = s.engagement;
    out << Cli::tr("engagement %1: plan %2 %3 on %4, %5")
               .arg(e.id)
               .arg(e.planName, e.planVersion, oneLine(e.targetSpec), core::engagementStateKey(e.state));
    if (!e.stateNote.isEmpty()) {
        out << " (" << oneLine(e.stateNote) << ')';
    }
    out << '\n'
        << Cli::tr("%1 of %2 node-hours used").arg(s.nodeHoursUsed, 0, 'f', 4).arg(e.budgetNodeHours, 0, 'f', 2)
        << '\n';
    for (const core::EngagementStepRecord& r : s.steps) {
        out << QStringLiteral("  %1 %2").arg(r.instanceId, -24).arg(core::engagementStepStateKey(r.state), -9);
        if (r.attempt > 1) {
            out << ' ' << Cli::tr("attempt %1").arg(r.attempt);
        }
        if (r.exitCode) {
            out << ' ' << Cli::tr("exit %1").arg(*r.exitCode);
        }
        if (r.runId) {
            out << ' ' << Cli::tr("run %1").arg(*r.runId);
        }
        if (!r.note.isEmpty()) {
            out << "  " << oneLine(r.note);
        }
        out << '\n';
    }
    out.flush();
}

// --id N (and the usual SSH options) of the follow-up commands.
struct FollowUp {
    qint64 id = 0;
    SshOptions ssh;
    std::optional<QString> step, interval;
    bool json = false, offline = false;
};

int parseFollowUp(CliContext& ctx, QStringList& args, FollowUp& f, const QString& synopsis) {
    f.json = takeFlag(args, QStringLiteral("--json"));
    f.offline = takeFlag(args, QStringLiteral("--offline"));
    auto ssh = SshOptions::take(args);
    if (!ssh) {
        return usageError(ctx, ssh.error().message, synopsis);
    }
    f.ssh = *ssh;
    std::optional<QString> id;
    const std::pair<const char*, std::optional<QString>*> options[] = {
        {"--id", &id}, {"--step", &f.step}, {"--interval", &f.interval}};
    for (const auto& [name, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(name));
        if (!v) {
            return usageError(ctx, v.error().message, synopsis);
        }
        *slot = *v;
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(oneLine(args.first())), synopsis);
    }
    bool ok = false;
    f.id = id ? id->toLongLong(&ok) : 0;
    if (!ok || f.id <= 0) {
        return usageError(ctx, Cli::tr("--id takes the number of an engagement"), synopsis);
    }
    return Ok;
}

// The engagement's target with the options given again winning over those stored.
core::Result<core::SshTarget> targetOf(const core::EngagementRecord& e, const SshOptions& ssh) {
    auto t = ssh.resolve(e.targetSpec, e.jump, e.identityFile, e.knownHostsFile);
    if (!t) {
        return core::makeError(core::ErrorCode::InvalidArgument,
                               Cli::tr("Engagement %1 has no target stored: give --target").arg(e.id));
    }
    return *t;
}

int runList(CliContext& ctx, QStringList args, const QString& synopsis) {
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    if (!provider) {
        return usageError(ctx, provider.error().message, synopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(oneLine(args.first())), synopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    std::optional<qint64> providerId;
    if (*provider) {
        auto found =
            store->run([name = **provider](QSqlDatabase& db) { return core::ProviderRepository(db).findByName(name); });
        if (!found) {
            return reportError(ctx, found.error());
        }
        providerId = found->id;
    }
    auto listed = core::EngagementRunner(store).list(providerId);
    if (!listed) {
        return reportError(ctx, listed.error());
    }
    QJsonArray all;
    for (const core::EngagementListing& l : *listed) {
        QJsonObject o = core::EngagementRepository::toJson(l.engagement);
        o.insert(QStringLiteral("provider"), l.providerName);
        o.insert(QStringLiteral("steps"), l.steps);
        o.insert(QStringLiteral("finished_steps"), l.finished);
        o.insert(QStringLiteral("node_hours_used"), l.nodeHoursUsed);
        all << o;
        if (!json) {
            ctx.out << QStringLiteral("%1  %2  %3 %4  %5  %6/%7  %8")
                           .arg(l.engagement.id, 5)
                           .arg(oneLine(l.providerName), -16)
                           .arg(l.engagement.planName, l.engagement.planVersion)
                           .arg(core::engagementStateKey(l.engagement.state), -8)
                           .arg(l.finished)
                           .arg(l.steps)
                           .arg(oneLine(l.engagement.targetSpec))
                    << '\n';
        }
    }
    if (json) {
        printJson(ctx.out, all);
    }
    ctx.out.flush();
    return Ok;
}

}  // namespace

bool isEngagementFollowUp(const QString& sub) {
    static const QStringList subs{QStringLiteral("status"), QStringLiteral("list"), QStringLiteral("pause"),
                                  QStringLiteral("resume"), QStringLiteral("skip"), QStringLiteral("retry"),
                                  QStringLiteral("wait")};
    return subs.contains(sub);
}

int startEngagementOnNode(CliContext& ctx, const EngagementStartOptions& o, const QString& synopsis) {
    auto target = o.ssh.resolve();
    if (!target || !*target) {
        return usageError(ctx, target ? (*target).error().message : Cli::tr("--target is needed"), synopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    auto words = store->run([](QSqlDatabase& db) { return core::PlanVocabulary::current(db); });
    if (!words) {
        return reportError(ctx, words.error());
    }
    auto plan = core::PlanLoader::find(o.plan, *words);
    if (!plan) {
        return reportError(ctx, plan.error());
    }
    const QString actor = cliActor();
    auto placed = store->run(
        [&](QSqlDatabase& db) { return core::NodeWorkflow(db).place(o.provider, **target, actor, plan->rubric); });
    if (!placed) {
        return reportError(ctx, placed.error());
    }
    core::EngagementStartRequest request;
    request.providerId = placed->providerId;
    request.evaluationId = placed->evaluationId;
    request.nodeId = placed->node.id;
    request.providerName = placed->providerName;
    request.nodeName = placed->node.name.isEmpty() ? (*target)->host : placed->node.name;
    request.plan = *plan;
    request.target = **target;
    request.phases = o.phases;
    request.destructiveConsent = o.consent;
    request.remoteDir = placed->node.remoteDir;
    request.probesDir = core::ProbeBundle::defaultSourcesDir();
    request.actor = actor;
    core::CancelToken cancel;
    const SigintCancels sigint(cancel);
    TerminalProgress progress(o.json);
    core::EngagementRunner runner(store);
    auto id = onNode(ctx, **target, o.ssh.acceptNew, [&](core::RemoteConnection& conn) {
        return runner.start(conn, request, cancel, [&](const QString& line) {
            if (!o.json) {
                progress.clear();
                ctx.out << line << '\n';
                ctx.out.flush();
            }
        });
    });
    progress.clear();
    if (!id) {
        return reportError(ctx, id.error());
    }
    auto s = runner.status(*id);
    if (!s) {
        return reportError(ctx, s.error());
    }
    if (o.json) {
        printJson(ctx.out, statusJson(*s));
    } else {
        ctx.out << Cli::tr("engagement %1 started on %2; `engagement wait --id %1` follows it")
                       .arg(*id)
                       .arg(oneLine(s->engagement.targetSpec))
                << '\n';
        ctx.out.flush();
    }
    return Ok;
}

int runEngagementFollowUp(CliContext& ctx, const QString& sub, QStringList args, const QString& synopsis) {
    if (sub == QLatin1String("list")) {
        return runList(ctx, args, synopsis);
    }
    FollowUp f;
    if (int rc = parseFollowUp(ctx, args, f, synopsis); rc != Ok) {
        return rc;
    }
    const bool needsStep = sub == QLatin1String("skip") || sub == QLatin1String("retry");
    if (needsStep != f.step.has_value()) {
        return usageError(
            ctx, needsStep ? Cli::tr("%1 needs --step NAME").arg(sub) : Cli::tr("--step goes with skip and retry"),
            synopsis);
    }
    // In tenths of a second: a plan of seconds (the smoke plan on a small node) is not measured in whole polls.
    int intervalTenths = 20;
    if (f.interval) {
        bool ok = false;
        const double seconds = f.interval->toDouble(&ok);
        if (!ok || !(seconds >= 0.1 && seconds <= 3600)) {
            return usageError(ctx, Cli::tr("--interval takes seconds from 0.1 to 3600"), synopsis);
        }
        intervalTenths = qMax(1, qRound(seconds * 10));
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    core::EngagementRunner runner(store);
    auto before = runner.status(f.id);
    if (!before) {
        return reportError(ctx, before.error());
    }
    if (sub == QLatin1String("status") && f.offline) {
        f.json ? printJson(ctx.out, statusJson(*before)) : printStatus(ctx.out, *before);
        return Ok;
    }
    auto target = targetOf(before->engagement, f.ssh);
    if (!target) {
        return reportError(ctx, target.error());
    }
    const QString actor = cliActor();
    if (sub != QLatin1String("status") && sub != QLatin1String("wait")) {
        auto done = onNode(ctx, *target, f.ssh.acceptNew, [&](core::RemoteConnection& conn) -> core::Result<bool> {
            core::Status st = sub == QLatin1String("pause")    ? runner.pause(conn, f.id, actor)
                              : sub == QLatin1String("resume") ? runner.resume(conn, f.id, actor)
                              : sub == QLatin1String("skip")   ? runner.skip(conn, f.id, *f.step, actor)
                                                               : runner.retry(conn, f.id, *f.step, actor);
            if (!st) {
                return st.error();
            }
            return true;
        });
        if (!done) {
            return reportError(ctx, done.error());
        }
        auto after = runner.status(f.id);
        if (!after) {
            return reportError(ctx, after.error());
        }
        f.json ? printJson(ctx.out, statusJson(*after)) : printStatus(ctx.out, *after);
        return Ok;
    }
    // status: one sync; wait: syncs until nothing runs any more (ended, paused or stopped). Ctrl-C ends the waiting,
    // not the engagement: it goes on on the node.
    core::CancelToken cancel;
    const SigintCancels sigint(cancel);
    TerminalProgress progress(f.json);
    auto last = onNode(
        ctx, *target, f.ssh.acceptNew, [&](core::RemoteConnection& conn) -> core::Result<core::EngagementStatus> {
            for (;;) {
                auto s = runner.sync(conn, f.id, actor);
                if (!s || sub == QLatin1String("status") || s->engagement.state != core::EngagementState::Running ||
                    cancel.isCancelled()) {
                    return s;
                }
                int finished = 0;
                QString running;
                for (const core::EngagementStepRecord& r : s->steps) {
                    finished += core::isFinal(r.state) ? 1 : 0;
                    if (r.state == core::EngagementStepState::Running) {
                        running = r.instanceId;
                    }
                }
                progress.show(Cli::tr("engagement %1: %2 of %3 steps finished%4")
                                  .arg(f.id)
                                  .arg(finished)
                                  .arg(s->steps.size())
                                  .arg(running.isEmpty() ? QString() : Cli::tr(", %1 running").arg(running)));
                for (int i = 0; i < intervalTenths && !cancel.isCancelled(); ++i) {
                    QThread::msleep(100);
                }
            }
        });
    progress.clear();
    if (!last) {
        // The rows as they stand, then why they could not be brought up to date.
        if (!f.json) {
            printStatus(ctx.out, *before);
        }
        return reportError(ctx, last.error());
    }
    f.json ? printJson(ctx.out, statusJson(*last)) : printStatus(ctx.out, *last);
    return Ok;
}

}  // namespace tb::cli
