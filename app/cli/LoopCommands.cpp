// tierbench-cli verdict, interview and tier (issue 12.12): the analyst's loop from a script. Each write is the
// core use case the workbench calls, in one transaction, audited under the Preferences' reviewer name.
#include "app/cli/CliSupport.h"
#include "app/cli/ConflictGate.h"
#include "core/store/Transaction.h"
#include "core/domain/Interview.h"
#include "core/domain/OrgType.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/settings/AnalystSettings.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "core/usecase/InterviewWorkflow.h"
#include "core/usecase/RatingWorkflow.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kVerdictSynopsis = QStringLiteral(
    "verdict set --provider NAME [--evaluation ID] --item KEY --verdict pass|partial|fail|na|unknown "
    "[--evidence TEXT] [--run ID]... [--if-version N] [--json]");
const QString kInterviewSynopsis = QStringLiteral(
    "interview add --provider NAME --date YYYY-MM-DD --role ROLE [--org-type KEY] [--channel C] [--consent] "
    "[--name NAME] [--notes TEXT] [--tag T]... [--sentiment CRITERION=-2..2]... [--json]");
const QString kTierSynopsis = QStringLiteral(
    "tier assign --provider NAME --tier KEY [--justification TEXT] [--reason KEY] [--acknowledge] "
    "[--json]");

// Every value of a repeatable option ("--run 3 --run 4").
core::Result<QStringList> takeAll(QStringList& args, const QString& name) {
    QStringList values;
    for (;;) {
        auto v = takeOption(args, name);
        if (!v) {
            return v.error();
        }
        if (!v->has_value()) {
            return values;
        }
        values << **v;
    }
}

// The provider's newest evaluation, or `evaluationId` when given (it must be the provider's).
core::Result<core::Evaluation> evaluationOf(QSqlDatabase& db, const QString& providerName, qint64 evaluationId) {
    auto p = core::ProviderRepository(db).findByName(providerName);
    if (!p) {
        return p.error();
    }
    core::EvaluationRepository evaluations(db);
    if (evaluationId > 0) {
        auto e = evaluations.get(evaluationId);
        if (e && e->providerId != p->id) {
            return core::makeError(core::ErrorCode::InvalidArgument,
                                   Cli::tr("Evaluation %1 belongs to another provider.").arg(evaluationId));
        }
        return e;
    }
    const auto list = evaluations.evaluationsFor(p->id);
    if (list.isEmpty()) {
        return core::makeError(core::ErrorCode::NotFound,
                               Cli::tr("%1 has no evaluation: start one with `evaluations add`.").arg(p->name));
    }
    return list.first();
}

int runVerdict(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    if (args.isEmpty() || args.takeFirst() != QLatin1String("set")) {
        return usageError(ctx, Cli::tr("verdict needs set."), kVerdictSynopsis);
    }
    qint64 ifVersion = 0;  // the verdict's row_version the script read: refused (exit 21) when it moved on
    if (const QString problem = takeIfVersion(args, &ifVersion); !problem.isEmpty()) {
        return usageError(ctx, problem, kVerdictSynopsis);
    }
    std::optional<QString> provider, evaluation, item, verdict, evidence;
    const std::pair<const char*, std::optional<QString>*> options[] = {{"--provider", &provider},
                                                                       {"--evaluation", &evaluation},
                                                                       {"--item", &item},
                                                                       {"--verdict", &verdict},
                                                                       {"--evidence", &evidence}};
    for (const auto& [name, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(name));
        if (!v) {
            return usageError(ctx, v.error().message, kVerdictSynopsis);
        }
        *slot = *v;
    }
    auto runs = takeAll(args, QStringLiteral("--run"));
    if (!runs) {
        return usageError(ctx, runs.error().message, kVerdictSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kVerdictSynopsis);
    }
    if (!provider || !item || !verdict) {
        return usageError(ctx, Cli::tr("verdict set needs --provider, --item and --verdict."), kVerdictSynopsis);
    }
    const auto v = core::verdictFromKey(*verdict);
    if (!v) {
        return usageError(ctx, Cli::tr("--verdict must be pass, partial, fail, na or unknown, not %1.").arg(*verdict),
                          kVerdictSynopsis);
    }
    qint64 evaluationId = 0;
    if (evaluation) {
        bool ok = false;
        evaluationId = evaluation->toLongLong(&ok);
        if (!ok || evaluationId <= 0) {
            return usageError(ctx, Cli::tr("--evaluation needs an id (a number)."), kVerdictSynopsis);
        }
    }
    QList<qint64> runIds;
    for (const QString& r : *runs) {
        bool ok = false;
        runIds << r.toLongLong(&ok);
        if (!ok || runIds.last() <= 0) {
            return usageError(ctx, Cli::tr("--run needs a run id (a number; `runs` lists them)."), kVerdictSynopsis);
        }
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kVerdictSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString actor = cliActor();
    auto saved = store->run([&](QSqlDatabase& db) -> core::Result<core::VerdictRecord> {
        auto e = evaluationOf(db, *provider, evaluationId);
        if (!e) {
            return e.error();
        }
        auto checklist = core::EvaluationRepository(db).checklist(e->id);
        if (!checklist) {
            return checklist.error();
        }
        qint64 itemId = 0;
        for (const auto& c : checklist->rubric.criteria) {
            for (const auto& i : c.items) {
                if (i.key == *item) {
                    itemId = i.id;
                }
            }
        }
        if (itemId == 0) {
            return core::makeError(core::ErrorCode::NotFound,
                                   Cli::tr("Rubric %1 has no item %2 (`rubric --version %1` lists them).")
                                       .arg(checklist->rubric.version, *item));
        }
        // The verdict and its evidence links land together or not at all.
        return core::EvaluationWorkflow(db).setVerdictWithRuns(e->id, itemId, *v, evidence.value_or(QString()), runIds,
                                                               actor, ifVersion);
    });
    if (!saved) {
        return reportError(ctx, saved.error());
    }
    QJsonObject o = core::verdictToJson(*saved);
    o.insert(QStringLiteral("item"), *item);
    o.insert(QStringLiteral("row_version"), saved->rowVersion);  // what --if-version names
    o.insert(QStringLiteral("changed_by"), saved->changedBy);
    QJsonArray linked;
    for (qint64 r : runIds) {
        linked.append(r);
    }
    o.insert(QStringLiteral("runs"), linked);
    if (json) {
        printJson(ctx.out, o);
    } else {
        ctx.out << Cli::tr("%1: %2").arg(*item, core::verdictKey(saved->verdict)) << Qt::endl;
    }
    return Ok;
}

int runInterview(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const bool consent = takeFlag(args, QStringLiteral("--consent"));
    if (args.isEmpty() || args.takeFirst() != QLatin1String("add")) {
        return usageError(ctx, Cli::tr("interview needs add."), kInterviewSynopsis);
    }
    std::optional<QString> provider, date, role, orgType, channel, name, notes;
    const std::pair<const char*, std::optional<QString>*> options[] = {
        {"--provider", &provider}, {"--date", &date}, {"--role", &role},  {"--org-type", &orgType},
        {"--channel", &channel},   {"--name", &name}, {"--notes", &notes}};
    for (const auto& [option, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(option));
        if (!v) {
            return usageError(ctx, v.error().message, kInterviewSynopsis);
        }
        *slot = *v;
    }
    auto tags = takeAll(args, QStringLiteral("--tag"));
    auto sentiments = takeAll(args, QStringLiteral("--sentiment"));
    if (!tags || !sentiments) {
        return usageError(ctx, (!tags ? tags.error() : sentiments.error()).message, kInterviewSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kInterviewSynopsis);
    }
    if (!provider || !date || !role) {
        return usageError(ctx, Cli::tr("interview add needs --provider, --date and --role."), kInterviewSynopsis);
    }
    core::Interview interview;
    interview.heldOn = QDate::fromString(*date, Qt::ISODate);
    interview.role = *role;
    interview.consent = consent;
    interview.channel = channel.value_or(QString());
    interview.intervieweeName = name.value_or(QString());
    interview.notesHtml = notes ? notes->toHtmlEscaped() : QString();
    interview.tags = *tags;
    if (orgType) {
        const auto t = core::orgTypeFromKey(*orgType);
        if (!t) {
            return usageError(ctx, Cli::tr("Unknown --org-type %1.").arg(*orgType), kInterviewSynopsis);
        }
        interview.orgType = *t;
    }
    for (const QString& s : *sentiments) {
        const qsizetype eq = s.indexOf(u'=');
        bool ok = false;
        const int value = eq > 0 ? s.mid(eq + 1).toInt(&ok) : 0;
        if (!ok) {
            return usageError(ctx, Cli::tr("--sentiment takes CRITERION=-2..2, not %1.").arg(s), kInterviewSynopsis);
        }
        interview.sentiment.insert(s.left(eq), value);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kInterviewSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString actor = cliActor();
    auto id = store->run([&](QSqlDatabase& db) -> core::Result<qint64> {
        auto p = core::ProviderRepository(db).findByName(*provider);
        if (!p) {
            return p.error();
        }
        interview.providerId = p->id;
        if (auto st = interview.validate(); !st) {  // the field named in the detail
            return st.error();
        }
        return core::InterviewWorkflow(db).save(interview, actor);
    });
    if (!id) {
        return reportError(ctx, id.error());
    }
    if (json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("id"), *id}});
    } else {
        ctx.out << Cli::tr("Interview %1 added.").arg(*id) << Qt::endl;
    }
    return Ok;
}

int runTier(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const bool acknowledge = takeFlag(args, QStringLiteral("--acknowledge"));
    bool conflictRefused = false;
    if (args.isEmpty() || args.takeFirst() != QLatin1String("assign")) {
        return usageError(ctx, Cli::tr("tier needs assign."), kTierSynopsis);
    }
    std::optional<QString> provider, tier, justification, reason;
    const std::pair<const char*, std::optional<QString>*> options[] = {
        {"--provider", &provider}, {"--tier", &tier}, {"--justification", &justification}, {"--reason", &reason}};
    for (const auto& [option, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(option));
        if (!v) {
            return usageError(ctx, v.error().message, kTierSynopsis);
        }
        *slot = *v;
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kTierSynopsis);
    }
    if (!provider || !tier) {
        return usageError(ctx, Cli::tr("tier assign needs --provider and --tier."), kTierSynopsis);
    }
    const auto t = core::tierFromKey(*tier);
    if (!t) {
        return usageError(
            ctx, Cli::tr("Unknown tier %1 (platinum, gold, silver, bronze, underperforming, unavailable).").arg(*tier),
            kTierSynopsis);
    }
    if (*t == core::Tier::Unavailable && !reason) {
        return usageError(ctx,
                          Cli::tr("Unavailable needs --reason (not_launched, sold_out, government_only, "
                                  "access_refused, other)."),
                          kTierSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kTierSynopsis, store); rc != Ok) {
        return rc;
    }
    core::TierAssignment a;
    a.tier = *t;
    a.unavailableReason = reason.value_or(QString());
    a.justification = justification.value_or(QString());
    a.actor = cliActor();
    auto id = store->run([&](QSqlDatabase& db) -> core::Result<qint64> {
        auto e = evaluationOf(db, *provider, 0);
        if (!e) {
            return e.error();
        }
        a.providerId = e->providerId;
        a.evaluationId = e->id;
        // The evaluation's reviewer and whoever assigns: a current conflict of either is flagged first (18.6).
        core::Transaction tx(db);
        if (!tx.started()) {
            return tx.started().error();
        }
        QStringList people{e->reviewer};
        if (a.actor.compare(e->reviewer.trimmed(), Qt::CaseInsensitive) != 0) {
            people << a.actor;
        }
        for (const QString& person : people) {
            if (auto st = gateConflicts(db, person, e->providerId, acknowledge, QStringLiteral("tier"), a.actor,
                                        ctx.err, &conflictRefused);
                !st) {
                return st.error();
            }
        }
        // The suggestion it is compared with uses the Rating tab's interview weight, as the tab does; a differing
        // tier needs a justification.
        auto assigned = core::RatingWorkflow(db, core::AnalystSettings::ratingConfig()).assignTier(a);
        if (!assigned) {
            return assigned;
        }
        if (auto st = tx.commit(); !st) {
            return st.error();
        }
        return assigned;
    });
    if (conflictRefused) {
        ctx.err << "tierbench-cli: " << id.error().message << Qt::endl;
        return ConflictRefused;
    }
    if (!id) {
        return reportError(ctx, id.error());
    }
    if (json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("id"), *id}, {QStringLiteral("tier"), core::tierKey(*t)}});
    } else {
        ctx.out << Cli::tr("%1 assigned %2.").arg(*provider, core::tierName(*t)) << Qt::endl;
    }
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("verdict"), kVerdictSynopsis,
               Cli::tr("Set a checklist item's verdict with its evidence text and runs."), runVerdict);
TB_CLI_COMMAND(QStringLiteral("interview"), kInterviewSynopsis,
               Cli::tr("Record a customer interview with its sentiment per criterion."), runInterview);
TB_CLI_COMMAND(QStringLiteral("tier"), kTierSynopsis,
               Cli::tr("Assign a tier to the provider's newest evaluation (a justification when it differs from "
                       "the suggestion)."),
               runTier);

}  // namespace tb::cli
