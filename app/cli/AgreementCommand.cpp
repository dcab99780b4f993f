// tierbench-cli score and agreement (issue 18.5): independent score sheets per reviewer, hidden from everyone until
// all are submitted, the agreement between them, and how each disagreeing criterion's final score was reconciled.
#include "app/cli/CliSupport.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/settings/AnalystSettings.h"
#include "core/trust/AgreementReport.h"
#include "core/trust/ScoreSheets.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kScoreSynopsis = QStringLiteral(
    "score (submit --provider NAME [--reviewer R] --criterion KEY=0..5... [--item KEY=pass|partial|fail]... [--draft] "
    "| show --provider NAME [--reviewer R] | reconcile --provider NAME --criterion KEY --score 0..5 --method "
    "discussion|median|mean|lead [--note TEXT]) [--json]");
const QString kAgreementSynopsis = QStringLiteral("agreement --provider NAME [--json]");

// The provider's newest evaluation.
core::Result<qint64> newestEvaluation(QSqlDatabase& db, const QString& provider) {
    auto p = core::ProviderRepository(db).findByName(provider);
    if (!p) {
        return p.error();
    }
    const auto list = core::EvaluationRepository(db).evaluationsFor(p->id);
    if (list.isEmpty()) {
        return core::makeError(core::ErrorCode::NotFound,
                               Cli::tr("%1 has no evaluation; start one with evaluations add.").arg(p->name));
    }
    return list.first().id;
}

QJsonValue optional(const std::optional<double>& v) {
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject figuresJson(const core::AgreementFigures& f) {
    return {{QStringLiteral("units"), f.units},
            {QStringLiteral("kappa_linear"), optional(f.kappaLinear)},
            {QStringLiteral("kappa_quadratic"), optional(f.kappaQuadratic)},
            {QStringLiteral("alpha_ordinal"), optional(f.alphaOrdinal)}};
}

QString figuresText(const core::AgreementFigures& f) {
    auto num = [](const std::optional<double>& v) { return v ? QString::number(*v, 'f', 3) : QStringLiteral("–"); };
    QStringList parts;
    if (f.kappaLinear || f.kappaQuadratic) {
        parts << Cli::tr("kappa linear %1, quadratic %2").arg(num(f.kappaLinear), num(f.kappaQuadratic));
    }
    parts << Cli::tr("alpha (ordinal) %1").arg(num(f.alphaOrdinal));
    return parts.join(QStringLiteral("; ")) + Cli::tr(" over %1 units").arg(f.units);
}

int scoreSubmit(CliContext& ctx, QStringList args, bool json, const QString& provider, const QString& reviewer) {
    const bool draft = takeFlag(args, QStringLiteral("--draft"));
    auto criteria = takeAll(args, QStringLiteral("--criterion"));
    auto items = takeAll(args, QStringLiteral("--item"));
    if (!criteria || !items) {
        return usageError(ctx, (!criteria ? criteria.error() : items.error()).message, kScoreSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("unexpected argument %1").arg(args.first()), kScoreSynopsis);
    }
    QMap<QString, int> scores, grades;
    for (const QString& c : *criteria) {
        const qsizetype eq = c.indexOf(u'=');
        bool ok = false;
        const int v = eq > 0 ? c.mid(eq + 1).toInt(&ok) : -1;
        if (!ok) {
            return usageError(ctx, Cli::tr("--criterion takes KEY=0..5, not %1.").arg(c), kScoreSynopsis);
        }
        scores.insert(c.left(eq), v);
    }
    for (const QString& i : *items) {
        const qsizetype eq = i.indexOf(u'=');
        const auto g = eq > 0 ? core::ScoreSheets::gradeFromKey(i.mid(eq + 1)) : std::nullopt;
        if (!g) {
            return usageError(ctx, Cli::tr("--item takes KEY=pass|partial|fail, not %1.").arg(i), kScoreSynopsis);
        }
        grades.insert(i.left(eq), *g);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kScoreSynopsis, store); rc != Ok) {
        return rc;
    }
    auto st = store->run([&](QSqlDatabase& db) -> core::Status {
        auto e = newestEvaluation(db, provider);
        if (!e) {
            return e.error();
        }
        return core::ScoreSheets(db).save(*e, reviewer, scores, grades, !draft, cliActor());
    });
    if (!st) {
        return reportError(ctx, st.error());
    }
    if (json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("reviewer"), reviewer},
                                       {QStringLiteral("submitted"), !draft},
                                       {QStringLiteral("criteria"), int(scores.size())},
                                       {QStringLiteral("items"), int(grades.size())}});
    } else {
        ctx.out << (draft ? Cli::tr("%1's sheet saved as a draft.") : Cli::tr("%1's sheet submitted.")).arg(reviewer)
                << Qt::endl;
    }
    return Ok;
}

int scoreShow(CliContext& ctx, bool json, const QString& provider, const QString& reviewer) {
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kScoreSynopsis, store); rc != Ok) {
        return rc;
    }
    // Only the reviewer's own sheet: another's is for `agreement`, once every sheet is in.
    auto sheet = store->run([&](QSqlDatabase& db) -> core::Result<std::optional<core::ScoreSheet>> {
        auto e = newestEvaluation(db, provider);
        if (!e) {
            return e.error();
        }
        return core::ScoreSheets(db).own(*e, reviewer);
    });
    if (!sheet) {
        return reportError(ctx, sheet.error());
    }
    if (!*sheet) {
        return reportError(ctx,
                           core::makeError(core::ErrorCode::NotFound, Cli::tr("%1 has no sheet yet.").arg(reviewer)));
    }
    const core::ScoreSheet& s = **sheet;
    if (json) {
        QJsonObject scores, grades;
        for (auto it = s.criterionScores.cbegin(); it != s.criterionScores.cend(); ++it) {
            scores.insert(it.key(), it.value());
        }
        for (auto it = s.itemGrades.cbegin(); it != s.itemGrades.cend(); ++it) {
            grades.insert(it.key(), core::ScoreSheets::gradeKey(it.value()));
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("reviewer"), s.reviewer},
                                       {QStringLiteral("submitted_at"), s.submittedAt},
                                       {QStringLiteral("criteria"), scores},
                                       {QStringLiteral("items"), grades}});
        return Ok;
    }
    ctx.out << s.reviewer << ": " << (s.submitted() ? Cli::tr("submitted %1").arg(s.submittedAt) : Cli::tr("draft"))
            << '\n';
    for (auto it = s.criterionScores.cbegin(); it != s.criterionScores.cend(); ++it) {
        ctx.out << "  " << it.key() << " = " << it.value() << '\n';
    }
    for (auto it = s.itemGrades.cbegin(); it != s.itemGrades.cend(); ++it) {
        ctx.out << "  " << it.key() << ": " << core::ScoreSheets::gradeKey(it.value()) << '\n';
    }
    ctx.out.flush();
    return Ok;
}

int scoreReconcile(CliContext& ctx, QStringList args, bool json, const QString& provider) {
    std::optional<QString> criterion, score, method, note;
    for (const auto& [name, slot] : {std::pair{"--criterion", &criterion}, std::pair{"--score", &score},
                                     std::pair{"--method", &method}, std::pair{"--note", &note}}) {
        auto v = takeOption(args, QString::fromLatin1(name));
        if (!v) {
            return usageError(ctx, v.error().message, kScoreSynopsis);
        }
        *slot = *v;
    }
    bool ok = false;
    const double value = score ? score->toDouble(&ok) : 0;
    if (!args.isEmpty() || !criterion || !method || !ok) {
        return usageError(ctx, Cli::tr("score reconcile needs --criterion, --score and --method."), kScoreSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kScoreSynopsis, store); rc != Ok) {
        return rc;
    }
    auto st = store->run([&](QSqlDatabase& db) -> core::Status {
        auto e = newestEvaluation(db, provider);
        if (!e) {
            return e.error();
        }
        return core::ScoreSheets(db).reconcile(*e, *criterion, value, *method, note.value_or(QString()), cliActor());
    });
    if (!st) {
        return reportError(ctx, st.error());
    }
    if (json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("criterion"), *criterion},
                                       {QStringLiteral("final_score"), value},
                                       {QStringLiteral("method"), *method}});
    } else {
        ctx.out << Cli::tr("%1: final score %2 (%3)").arg(*criterion).arg(value).arg(*method) << Qt::endl;
    }
    return Ok;
}

int runScore(CliContext& ctx) {
    QStringList args = ctx.args;
    const QString verb = args.isEmpty() ? QString() : args.takeFirst();
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    auto reviewer = takeOption(args, QStringLiteral("--reviewer"));
    if (!provider || !reviewer) {
        return usageError(ctx, (!provider ? provider.error() : reviewer.error()).message, kScoreSynopsis);
    }
    if (!*provider) {
        return usageError(ctx, Cli::tr("score needs --provider NAME."), kScoreSynopsis);
    }
    // The reviewer defaults to the Preferences' name (never $USER), as evaluations do.
    const QString who = reviewer->value_or(core::AnalystSettings::reviewerName()).trimmed();
    if (verb == QLatin1String("submit") || verb == QLatin1String("show")) {
        if (who.isEmpty()) {
            return usageError(ctx,
                              Cli::tr("score %1 needs --reviewer R (or a reviewer name in the Preferences).").arg(verb),
                              kScoreSynopsis);
        }
        return verb == QLatin1String("submit")
                   ? scoreSubmit(ctx, args, json, **provider, who)
                   : (args.isEmpty()
                          ? scoreShow(ctx, json, **provider, who)
                          : usageError(ctx, Cli::tr("unexpected argument %1").arg(args.first()), kScoreSynopsis));
    }
    if (verb == QLatin1String("reconcile")) {
        return scoreReconcile(ctx, args, json, **provider);
    }
    return usageError(ctx, Cli::tr("score takes submit, show or reconcile."), kScoreSynopsis);
}

int runAgreement(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    if (!provider) {
        return usageError(ctx, provider.error().message, kAgreementSynopsis);
    }
    if (!*provider || !args.isEmpty()) {
        return usageError(ctx, Cli::tr("agreement needs --provider NAME and nothing else."), kAgreementSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kAgreementSynopsis, store); rc != Ok) {
        return rc;
    }
    auto report = store->run([&](QSqlDatabase& db) { return core::AgreementAnalysis::forProvider(db, **provider); });
    if (!report) {
        return reportError(ctx, report.error());
    }
    QJsonArray states;
    for (const auto& s : report->states) {
        states.append(QJsonObject{{QStringLiteral("reviewer"), s.reviewer},
                                  {QStringLiteral("submitted"), s.submitted},
                                  {QStringLiteral("submitted_at"), s.submittedAt}});
    }
    if (!report->visible) {
        // Hidden: who is in and who is out, never a score. Exit 1 so a script cannot take it for the figures.
        if (json) {
            printJson(ctx.out, QJsonObject{{QStringLiteral("provider"), report->providerName},
                                           {QStringLiteral("visible"), false},
                                           {QStringLiteral("reason"), report->hiddenReason},
                                           {QStringLiteral("sheets"), states}});
        } else {
            for (const auto& s : report->states) {
                ctx.out << s.reviewer << ": " << (s.submitted ? Cli::tr("submitted") : Cli::tr("not submitted"))
                        << '\n';
            }
            ctx.out.flush();
        }
        ctx.err << "tierbench-cli: " << report->hiddenReason << Qt::endl;
        return Failure;
    }
    if (json) {
        QJsonArray criteria;
        for (const auto& c : report->criteria) {
            QJsonObject scores;
            for (auto it = c.scores.cbegin(); it != c.scores.cend(); ++it) {
                scores.insert(it.key(), it.value());
            }
            QJsonObject o{{QStringLiteral("key"), c.key},
                          {QStringLiteral("name"), c.name},
                          {QStringLiteral("scores"), scores},
                          {QStringLiteral("scores_differ"), c.scoresDiffer},
                          {QStringLiteral("items"), figuresJson(c.items)},
                          {QStringLiteral("disagreeing_items"), QJsonArray::fromStringList(c.disagreeingItems)}};
            if (c.reconciliation) {
                o.insert(QStringLiteral("reconciliation"),
                         QJsonObject{{QStringLiteral("final_score"), c.reconciliation->finalScore},
                                     {QStringLiteral("method"), c.reconciliation->method},
                                     {QStringLiteral("note"), c.reconciliation->note},
                                     {QStringLiteral("by"), c.reconciliation->by},
                                     {QStringLiteral("at"), c.reconciliation->at}});
            }
            criteria.append(o);
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("provider"), report->providerName},
                                       {QStringLiteral("evaluation_id"), double(report->evaluationId)},
                                       {QStringLiteral("visible"), true},
                                       {QStringLiteral("reviewers"), QJsonArray::fromStringList(report->reviewers)},
                                       {QStringLiteral("criterion_scores"), figuresJson(report->criterionScores)},
                                       {QStringLiteral("check_items"), figuresJson(report->overallItems)},
                                       {QStringLiteral("criteria"), criteria},
                                       {QStringLiteral("unreconciled"), report->unreconciled()}});
        return Ok;
    }
    ctx.out << report->providerName << ": " << report->reviewers.join(QStringLiteral(", ")) << '\n';
    ctx.out << Cli::tr("criterion scores: %1").arg(figuresText(report->criterionScores)) << '\n';
    ctx.out << Cli::tr("check items: %1").arg(figuresText(report->overallItems)) << '\n';
    for (const auto& c : report->criteria) {
        QStringList scores;
        for (auto it = c.scores.cbegin(); it != c.scores.cend(); ++it) {
            scores << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
        }
        ctx.out << "  " << c.key << ": " << scores.join(QStringLiteral(", "));
        if (c.scoresDiffer) {
            ctx.out << (c.reconciliation ? Cli::tr(" -> reconciled %1 (%2)")
                                               .arg(c.reconciliation->finalScore)
                                               .arg(c.reconciliation->method)
                                         : Cli::tr(" (differ, not reconciled)"));
        }
        ctx.out << "; " << figuresText(c.items) << '\n';
        for (const QString& d : c.disagreeingItems) {
            ctx.out << "      " << d << '\n';
        }
    }
    ctx.out.flush();
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("score"), kScoreSynopsis,
               Cli::tr("A reviewer's independent score sheet: submit it, show your own, reconcile a criterion."),
               runScore);
TB_CLI_COMMAND(QStringLiteral("agreement"), kAgreementSynopsis,
               Cli::tr("How far the reviewers' independent sheets agree, once all are submitted."), runAgreement);

}  // namespace tb::cli
