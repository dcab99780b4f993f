// tierbench-cli evaluations: list, start, edit and close a provider's evaluations (issue 12.9). Each write is one
// EvaluationWorkflow call in one transaction, the same the workbench's evaluation dialog makes.
#include "app/cli/CliSupport.h"
#include "app/cli/TerminalText.h"
#include "app/cli/ConflictGate.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RubricRepository.h"
#include "core/store/Transaction.h"
#include "core/settings/AnalystSettings.h"
#include "core/usecase/EvaluationWorkflow.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral(
    "evaluations (list --provider NAME | add --provider NAME --title T [FIELDS] | edit --id ID [FIELDS] "
    "[--if-version N] | close --id ID) [--acknowledge] [--json]");

// The fields add and edit take, with the draft member each one sets.
struct Field {
    const char* option;
    QString core::EvaluationDraft::*member;
    const char* help;
};
const Field kFields[] = {
    {"--title", &core::EvaluationDraft::title, "title"},
    {"--rubric", &core::EvaluationDraft::rubricVersion,
     "rubric version (add: default 2.0; edit: only while nothing is decided)"},
    {"--reviewer", &core::EvaluationDraft::reviewer, "reviewer (add: default the Preferences' reviewer name)"},
    {"--disclosure", &core::EvaluationDraft::conflictDisclosure,
     "conflict-of-interest disclosure (add: default the Preferences' default disclosure)"},
    {"--testing-from", &core::EvaluationDraft::testingFrom, "testing window start, YYYY-MM-DD"},
    {"--testing-until", &core::EvaluationDraft::testingUntil, "testing window end, YYYY-MM-DD"},
    {"--handover-requested", &core::EvaluationDraft::handoverRequested, "hardware requested on, YYYY-MM-DD"},
    {"--handover-received", &core::EvaluationDraft::handoverReceived, "hardware received on, YYYY-MM-DD"},
};

void printHelp(QTextStream& out) {
    out << "  list --provider NAME          the provider's evaluations, newest first\n"
           "  add --provider NAME --title T start one (one unknown verdict per check item)\n"
           "  edit --id ID                  change the given fields, keep the others; --if-version N refuses\n"
           "                                (exit 21) when someone saved it since version N (row_version)\n"
           "  close --id ID                 close it: status final, the time recorded\n"
           "fields of add and edit:\n";
    for (const Field& f : kFields) {
        out << QStringLiteral("  %1 VALUE").arg(QLatin1String(f.option), -22) << "  " << f.help << '\n';
    }
    out << "  --status draft|in_review|final\n"
           "Dates are checked (a real date; the window may not end before it starts). Exit 5 on invalid input.\n";
}

QJsonObject toJson(const core::Evaluation& e, const QString& rubricVersion) {
    QJsonObject o = core::evaluationToJson(e);
    o.insert(QStringLiteral("rubric_version"), rubricVersion);
    o.insert(QStringLiteral("started_at"), e.startedAt);
    o.insert(QStringLiteral("updated_at"), e.updatedAt);
    o.insert(QStringLiteral("row_version"), e.rowVersion);  // what --if-version names
    o.insert(QStringLiteral("changed_by"), e.changedBy);
    return o;
}

// Takes the field options into `draft`; `given` says which were there. Returns an error message or empty.
QString takeFields(QStringList& args, core::EvaluationDraft& draft, QSet<QString>* given) {
    for (const Field& f : kFields) {
        auto v = takeOption(args, QLatin1String(f.option));
        if (!v) {
            return v.error().message;
        }
        if (v->has_value()) {
            draft.*(f.member) = **v;
            given->insert(QLatin1String(f.option));
        }
    }
    auto status = takeOption(args, QStringLiteral("--status"));
    if (!status) {
        return status.error().message;
    }
    if (status->has_value()) {
        const auto s = core::evaluationStatusFromKey(**status);
        if (!s) {
            return Cli::tr("--status must be draft, in_review or final, not %1.").arg(**status);
        }
        draft.status = *s;
        given->insert(QStringLiteral("--status"));
    }
    return {};
}

int list(CliContext& ctx, core::Store& store, const QString& providerName, bool json) {
    struct Listed {
        core::Evaluation e;
        QString version;
    };
    auto rows = store.run([&](QSqlDatabase& db) -> core::Result<QVector<Listed>> {
        auto p = core::ProviderRepository(db).findByName(providerName);
        if (!p) {
            return p.error();
        }
        QVector<Listed> out;
        for (const core::Evaluation& e : core::EvaluationRepository(db).evaluationsFor(p->id)) {
            auto r = core::RubricRepository(db).loadById(e.rubricId);
            out.append({e, r ? r->version : QString()});
        }
        return out;
    });
    if (!rows) {
        return reportError(ctx, rows.error());
    }
    if (json) {
        QJsonArray a;
        for (const Listed& l : *rows) {
            a.append(toJson(l.e, l.version));
        }
        printJson(ctx.out, a);
        return Ok;
    }
    ctx.out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                   .arg(QStringLiteral("ID"), 5)
                   .arg(QStringLiteral("STATUS"), -9)
                   .arg(QStringLiteral("RUBRIC"), -6)
                   .arg(QStringLiteral("REVIEWER"), -16)
                   .arg(QStringLiteral("WINDOW"), -23)
                   .arg(QStringLiteral("TITLE"));
    for (const Listed& l : *rows) {
        const QString window = l.e.testingFrom.isEmpty() && l.e.testingUntil.isEmpty()
                                   ? QStringLiteral("-")
                                   : l.e.testingFrom + QStringLiteral("..") + l.e.testingUntil;
        ctx.out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                       .arg(l.e.id, 5)
                       .arg(core::evaluationStatusKey(l.e.status), -9)
                       .arg(l.version, -6)
                       .arg(l.e.reviewer.isEmpty() ? QStringLiteral("-") : oneLine(l.e.reviewer), -16)
                       .arg(window, -23)
                       .arg(oneLine(l.e.title));
    }
    ctx.out.flush();
    return Ok;
}

int runEvaluations(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const bool acknowledge = takeFlag(args, QStringLiteral("--acknowledge"));
    if (args.isEmpty()) {
        return usageError(ctx, Cli::tr("evaluations needs list, add, edit or close."), kSynopsis);
    }
    const QString action = args.takeFirst();
    auto provider = takeOption(args, QStringLiteral("--provider"));
    auto id = takeOption(args, QStringLiteral("--id"));
    if (!provider) {
        return usageError(ctx, provider.error().message, kSynopsis);
    }
    if (!id) {
        return usageError(ctx, id.error().message, kSynopsis);
    }
    core::EvaluationDraft draft;
    QSet<QString> given;
    if (action == QLatin1String("add") || action == QLatin1String("edit")) {
        if (const QString problem = takeFields(args, draft, &given); !problem.isEmpty()) {
            return usageError(ctx, problem, kSynopsis);
        }
    }
    qint64 ifVersion = 0;
    if (action == QLatin1String("edit")) {
        if (const QString problem = takeIfVersion(args, &ifVersion); !problem.isEmpty()) {
            return usageError(ctx, problem, kSynopsis);
        }
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    bool idOk = false;
    const qint64 evaluationId = id->has_value() ? (*id)->toLongLong(&idOk) : 0;
    if (action == QLatin1String("list") || action == QLatin1String("add")) {
        if (!provider->has_value()) {
            return usageError(ctx, Cli::tr("evaluations %1 needs --provider NAME.").arg(action), kSynopsis);
        }
    } else if (action == QLatin1String("edit") || action == QLatin1String("close")) {
        if (!idOk || evaluationId <= 0) {
            return usageError(ctx, Cli::tr("evaluations %1 needs --id ID (a number).").arg(action), kSynopsis);
        }
    } else {
        return usageError(ctx, Cli::tr("Unknown evaluations action: %1").arg(action), kSynopsis);
    }
    if (action == QLatin1String("add") && !given.contains(QStringLiteral("--title"))) {
        return usageError(ctx, Cli::tr("evaluations add needs --title T."), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    if (action == QLatin1String("list")) {
        return list(ctx, *store, **provider, json);
    }
    // Who the audit log names: the reviewer name of the Preferences when set.
    const QString actor = cliActor();
    core::Result<qint64> done = qint64(0);
    if (action == QLatin1String("add")) {
        if (!given.contains(QStringLiteral("--reviewer"))) {
            draft.reviewer = core::AnalystSettings::reviewerName();
        }
        if (!given.contains(QStringLiteral("--disclosure"))) {
            draft.conflictDisclosure = core::AnalystSettings::defaultDisclosure();
        }
        const QString name = **provider;
        done = store->run([&](QSqlDatabase& db) -> core::Result<qint64> {
            auto p = core::ProviderRepository(db).findByName(name);
            if (!p) {
                return p.error();
            }
            // A current conflict of the reviewer (or whoever adds it) is the use case's question before the
            // evaluation exists (issue 18.6), answered by --acknowledge; acknowledged, it is printed first.
            if (acknowledge) {
                warnOfConflicts(db, {draft.reviewer, actor}, p->id, ctx.err);
            }
            return core::EvaluationWorkflow(db).create(p->id, draft, actor, acknowledge);
        });
        if (!done && reportConflictRefusal(done.error(), ctx.err)) {
            return ConflictRefused;
        }
    } else {
        done = store->run([&](QSqlDatabase& db) -> core::Result<qint64> {
            if (action == QLatin1String("close")) {
                if (auto st = core::EvaluationWorkflow(db).close(evaluationId, actor); !st) {
                    return st.error();
                }
                return evaluationId;
            }
            // edit: the stored values for every field not given.
            auto current = core::EvaluationRepository(db).get(evaluationId);
            if (!current) {
                return current.error();
            }
            core::EvaluationDraft merged = core::EvaluationDraft::of(*current);
            merged.expectedVersion = ifVersion;  // 0: read just now in this transaction, nothing to check
            for (const Field& f : kFields) {
                if (given.contains(QLatin1String(f.option))) {
                    merged.*(f.member) = draft.*(f.member);
                }
            }
            if (given.contains(QStringLiteral("--status"))) {
                merged.status = draft.status;
            }
            if (auto st = core::EvaluationWorkflow(db).edit(evaluationId, merged, actor); !st) {
                return st.error();
            }
            return evaluationId;
        });
    }
    if (!done) {
        return reportError(ctx, done.error());
    }
    auto shown = store->run([&](QSqlDatabase& db) -> core::Result<QJsonObject> {
        auto e = core::EvaluationRepository(db).get(*done);
        if (!e) {
            return e.error();
        }
        auto r = core::RubricRepository(db).loadById(e->rubricId);
        return toJson(*e, r ? r->version : QString());
    });
    if (!shown) {
        return reportError(ctx, shown.error());
    }
    if (json) {
        printJson(ctx.out, *shown);
    } else {
        ctx.out << Cli::tr("Evaluation %1 (%2): %3")
                       .arg(*done)
                       .arg(shown->value(QStringLiteral("status")).toString(),
                            shown->value(QStringLiteral("title")).toString())
                << Qt::endl;
    }
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("evaluations"), kSynopsis,
               Cli::tr("List, start, edit and close a provider's evaluations."), runEvaluations, false, printHelp);

}  // namespace tb::cli
