// tierbench-cli engagement: the ClusterMAX 3.0 engagement's plans; with --dry-run, what a plan would run where and
// for how many node-hours (core/engagement); without it, the engagement started on a plain node and followed
// (EngagementRunCommands). On a cluster the runner is not in this build yet: `--cluster` runs only as a dry run.
#include "app/cli/CliSupport.h"
#include "app/cli/EngagementRunCommands.h"
#include "app/cli/TerminalText.h"
#include "core/cluster/ClusterQueries.h"
#include "core/engagement/PlanEstimate.h"
#include "core/engagement/PlanLoader.h"
#include "core/session/SshTarget.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral(
    "engagement plans [--json] | engagement check PLAN [--json] | "
    "engagement start --provider NAME --plan PLAN (--cluster NAME [--nodes N] --dry-run | --target [user@]host[:port] "
    "[--jump SPEC] [--identity FILE] [--known-hosts FILE] [--accept-new-host-key]) "
    "[--phases audit,performance,reliability] [--consent destructive] [--dry-run] [--json] | "
    "engagement status --id N [--offline] [--json] | engagement list [--provider NAME] [--json] | "
    "engagement pause|resume|wait --id N | engagement skip|retry --id N --step NAME "
    "(each may take --target and the SSH options again)");

QJsonObject stepJson(const core::PlanStep& s) {
    return QJsonObject{{QStringLiteral("name"), s.name},
                       {QStringLiteral("title"), s.title},
                       {QStringLiteral("phase"), s.phase},
                       {QStringLiteral("kind"), core::planStepKindKey(s.kind)},
                       {QStringLiteral("target"), s.target},
                       {QStringLiteral("args"), QJsonArray::fromStringList(s.args)},
                       {QStringLiteral("scope"), core::planScopeKey(s.scope)},
                       {QStringLiteral("evidences"), QJsonArray::fromStringList(s.evidences)},
                       {QStringLiteral("destructive"), s.destructive},
                       {QStringLiteral("expected_min"), s.expectedMin},
                       {QStringLiteral("deadline_min"), s.deadlineMin},
                       {QStringLiteral("line"), s.line}};
}

QJsonObject planJson(const core::EngagementPlan& p, bool withSteps) {
    QJsonObject o{{QStringLiteral("name"), p.name},
                  {QStringLiteral("version"), p.version},
                  {QStringLiteral("title"), p.title},
                  {QStringLiteral("rubric"), p.rubric},
                  {QStringLiteral("source"), p.source},
                  {QStringLiteral("budget_node_hours"), p.budgetNodeHours},
                  {QStringLiteral("steps"), qsizetype(p.steps().size())}};
    if (withSteps) {
        QJsonArray steps;
        for (const core::PlanStep& s : p.steps()) {
            steps << stepJson(s);
        }
        o.insert(QStringLiteral("steps"), steps);
    }
    return o;
}

// The store and the words a plan may use (this build's probes, recipes, formats, and the database's rubrics), or
// the exit code that says why not.
int openPlanWords(CliContext& ctx, std::shared_ptr<core::Store>& store, core::PlanVocabulary& words) {
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    auto read = store->run([](QSqlDatabase& db) { return core::PlanVocabulary::current(db); });
    if (!read) {
        return reportError(ctx, read.error());
    }
    words = std::move(*read);
    return Ok;
}

int runPlans(CliContext& ctx, QStringList args) {
    const bool json = takeFlag(args, QStringLiteral("--json"));
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(oneLine(args.first())), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    core::PlanVocabulary words;
    if (int rc = openPlanWords(ctx, store, words); rc != Ok) {
        return rc;
    }
    QJsonArray all;
    for (const QString& name : core::PlanLoader::builtinNames()) {
        auto plan = core::PlanLoader::find(name, words);
        if (!plan) {
            return reportError(ctx, plan.error());  // a shipped plan that does not load is a defect, not a skip
        }
        all << planJson(*plan, false);
        if (!json) {
            ctx.out << QStringLiteral("%1  %2  %3 steps  %4")
                           .arg(plan->name, -16)
                           .arg(plan->version, -5)
                           .arg(plan->steps().size(), 3)
                           .arg(plan->title)
                    << '\n';
        }
    }
    if (json) {
        printJson(ctx.out, all);
    }
    ctx.out.flush();
    return Ok;
}

int runCheck(CliContext& ctx, QStringList args) {
    const bool json = takeFlag(args, QStringLiteral("--json"));
    if (args.size() != 1) {
        return usageError(ctx, Cli::tr("engagement check takes one plan: a shipped plan's name or a file"), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    core::PlanVocabulary words;
    if (int rc = openPlanWords(ctx, store, words); rc != Ok) {
        return rc;
    }
    auto plan = core::PlanLoader::find(args.first(), words);
    if (!plan) {
        return reportError(ctx, plan.error());
    }
    if (json) {
        printJson(ctx.out, planJson(*plan, true));
        return Ok;
    }
    ctx.out << Cli::tr("%1 %2: %3 (rubric %4)").arg(plan->name, plan->version, plan->title, plan->rubric) << '\n';
    for (const core::PlanPhase& phase : plan->phases) {
        ctx.out << '\n' << (phase.title.isEmpty() ? phase.name : phase.title) << '\n';
        for (const core::PlanStep& s : phase.steps) {
            ctx.out << QStringLiteral("  %1  %2 %3  %4%5")
                           .arg(s.name, -20)
                           .arg(core::planStepKindKey(s.kind), -6)
                           .arg(s.target, -16)
                           .arg(core::planScopeKey(s.scope))
                           .arg(s.destructive ? Cli::tr("  destructive") : QString())
                    << '\n';
        }
    }
    ctx.out.flush();
    return Ok;
}

// The nodes an engagement would run on: the target's one, or the cluster's as its newest node audit found them
// (or --nodes N of them, named node-1 ... node-N, where no audit has run yet).
core::Result<QStringList> nodesOf(core::Store& store, const QString& provider, const std::optional<QString>& cluster,
                                  const std::optional<QString>& target, const std::optional<QString>& count) {
    if (target) {
        auto t = core::SshTarget::parse(*target);
        if (!t) {
            return t.error();
        }
        return QStringList{t->host};
    }
    return store.run([provider, name = *cluster, count](QSqlDatabase& db) -> core::Result<QStringList> {
        core::ClusterQueries q(db);
        auto listing = q.find(provider, name);
        if (!listing) {
            return listing.error();
        }
        QStringList found;
        if (count) {
            bool ok = false;
            const int n = count->toInt(&ok);
            if (!ok || n < 1 || n > 4096) {
                return core::makeError(core::ErrorCode::InvalidArgument,
                                       Cli::tr("--nodes takes a number from 1 to 4096"));
            }
            for (int i = 1; i <= n; ++i) {
                found << QStringLiteral("node-%1").arg(i);
            }
            return found;
        }
        auto audit = q.latestNodeAudit(listing->cluster.id);
        auto matrix = audit ? q.nodeMatrix(audit->id) : core::Result<core::NodeMatrix>(audit.error());
        for (const auto& c : matrix ? matrix->columns : QVector<core::NodeMatrix::Column>()) {
            found << c.node;
        }
        if (found.isEmpty()) {
            return core::makeError(core::ErrorCode::NotFound,
                                   Cli::tr("Tierbench does not know the nodes of cluster %1 yet: run `cluster nodes` "
                                           "on it first, or give --nodes N")
                                       .arg(name));
        }
        return found;
    });
}

int runStart(CliContext& ctx, QStringList args) {
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const bool dryRun = takeFlag(args, QStringLiteral("--dry-run"));
    auto ssh = SshOptions::take(args);
    if (!ssh) {
        return usageError(ctx, ssh.error().message, kSynopsis);
    }
    std::optional<QString> provider, planName, cluster, phases, consent, count;
    const std::optional<QString> target = ssh->target;
    const struct {
        const char* name;
        std::optional<QString>* into;
    } options[] = {{"--provider", &provider}, {"--plan", &planName},   {"--cluster", &cluster},
                   {"--phases", &phases},     {"--consent", &consent}, {"--nodes", &count}};
    for (const auto& o : options) {
        auto v = takeOption(args, QString::fromLatin1(o.name));
        if (!v) {
            return usageError(ctx, v.error().message, kSynopsis);
        }
        *o.into = *v;
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(oneLine(args.first())), kSynopsis);
    }
    if (!provider || !planName || cluster.has_value() == target.has_value()) {
        return usageError(ctx, Cli::tr("--provider, --plan and one of --cluster or --target are needed"), kSynopsis);
    }
    if (count && !cluster) {
        return usageError(ctx, Cli::tr("--nodes goes with --cluster"), kSynopsis);
    }
    if (consent && *consent != QLatin1String("destructive")) {
        return usageError(ctx, Cli::tr("--consent takes \"destructive\""), kSynopsis);
    }
    const QStringList chosen = phases ? phases->split(u',', Qt::SkipEmptyParts) : QStringList();
    if (!dryRun) {
        if (cluster) {
            // Said plainly rather than half-done: nothing is started, nothing is recorded.
            ctx.err << Cli::tr(
                           "This build runs engagements on a plain node (--target) only; on a cluster, add --dry-run "
                           "to see what the plan would run, where, and for how many node-hours.")
                    << '\n';
            return Usage;
        }
        return startEngagementOnNode(ctx, {*provider, *planName, *ssh, chosen, consent.has_value(), json}, kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    core::PlanVocabulary words;
    if (int rc = openPlanWords(ctx, store, words); rc != Ok) {
        return rc;
    }
    auto found =
        store->run([name = *provider](QSqlDatabase& db) { return core::ProviderRepository(db).findByName(name); });
    if (!found) {
        return reportError(ctx, found.error());
    }
    auto plan = core::PlanLoader::find(*planName, words);
    if (!plan) {
        return reportError(ctx, plan.error());
    }
    for (const QString& p : chosen) {
        bool known = false;
        for (const core::PlanPhase& phase : plan->phases) {
            known = known || phase.name == p;
        }
        if (!known) {
            return usageError(ctx, Cli::tr("Plan %1 has no phase \"%2\"").arg(plan->name, oneLine(p)), kSynopsis);
        }
    }
    auto nodes = nodesOf(*store, found->name, cluster, target, count);
    if (!nodes) {
        return reportError(ctx, nodes.error());
    }
    const core::PlanEstimate e =
        core::PlanEstimate::of(*plan, *nodes, chosen, consent.has_value(), cluster.has_value());
    if (json) {
        QJsonArray steps;
        for (const core::PlanEstimate::Step& s : e.steps) {
            QJsonObject o = stepJson(s.step);
            o.insert(QStringLiteral("where"), QJsonArray::fromStringList(s.where));
            o.insert(QStringLiteral("node_hours"), s.nodeHours);
            o.insert(QStringLiteral("ceiling_node_hours"), s.ceilingNodeHours);
            o.insert(QStringLiteral("left_out"), s.leftOut);
            steps << o;
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("dry_run"), true},
                                       {QStringLiteral("provider"), found->name},
                                       {QStringLiteral("plan"), planJson(*plan, false)},
                                       {QStringLiteral("nodes"), QJsonArray::fromStringList(*nodes)},
                                       {QStringLiteral("steps"), steps},
                                       {QStringLiteral("node_hours"), e.nodeHours},
                                       {QStringLiteral("ceiling_node_hours"), e.ceilingNodeHours},
                                       {QStringLiteral("budget_node_hours"), e.budgetNodeHours},
                                       {QStringLiteral("over_budget"), e.overBudget()}});
        return e.overBudget() ? InvalidInput : Ok;
    }
    ctx.out << Cli::tr("Dry run of plan %1 %2 for %3 on %n node(s); nothing is started.", nullptr, int(nodes->size()))
                   .arg(plan->name, plan->version, oneLine(found->name))
            << '\n';
    for (const core::PlanEstimate::Step& s : e.steps) {
        ctx.out << '\n' << QStringLiteral("%1  [%2]").arg(s.step.name, s.step.phase);
        if (!s.leftOut.isEmpty()) {
            ctx.out << "  " << Cli::tr("left out: %1").arg(s.leftOut) << '\n';
            continue;
        }
        ctx.out << "  "
                << Cli::tr("%1 node-hours (at most %2)").arg(s.nodeHours, 0, 'f', 2).arg(s.ceilingNodeHours, 0, 'f', 2)
                << '\n';
        for (const QString& where : s.where) {
            ctx.out << "    " << oneLine(where) << '\n';
        }
    }
    ctx.out << '\n'
            << Cli::tr("Estimated %1 node-hours, at most %2; the plan's budget is %3.")
                   .arg(e.nodeHours, 0, 'f', 2)
                   .arg(e.ceilingNodeHours, 0, 'f', 2)
                   .arg(e.budgetNodeHours, 0, 'f', 2)
            << '\n';
    if (e.overBudget()) {
        ctx.err << Cli::tr("The estimate is over the plan's budget: choose fewer phases or nodes.") << '\n';
    }
    ctx.out.flush();
    return e.overBudget() ? InvalidInput : Ok;
}

int runEngagement(CliContext& ctx) {
    QStringList args = ctx.args;
    if (args.isEmpty()) {
        return usageError(
            ctx, Cli::tr("engagement needs plans, check, start, status, list, pause, resume, skip, retry or wait"),
            kSynopsis);
    }
    const QString sub = args.takeFirst();
    if (sub == QLatin1String("plans")) {
        return runPlans(ctx, args);
    }
    if (sub == QLatin1String("check")) {  // status-lint: foreign word (a sub-command, not a finding kind)
        return runCheck(ctx, args);
    }
    if (sub == QLatin1String("start")) {
        return runStart(ctx, args);
    }
    if (isEngagementFollowUp(sub)) {
        return runEngagementFollowUp(ctx, sub, args, kSynopsis);
    }
    return usageError(ctx, Cli::tr("Unknown engagement command: %1").arg(oneLine(sub)), kSynopsis);
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("engagement"), kSynopsis,
               Cli::tr("Plan, start and follow an engagement on a node: what runs where, its steps' state and runs."),
               runEngagement);

}  // namespace tb::cli
