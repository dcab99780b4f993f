// tierbench-cli factcheck: the bundle a provider gets to check its rating, and the check an outsider runs on it.
#include "app/cli/CliSupport.h"
#include "core/report/ReviewContentLoader.h"
#include "core/settings/AnalystSettings.h"
#include "core/report/FactCheckVerifier.h"
#include "ui/trust/FactCheckWriter.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral(
    "factcheck export --provider NAME --out DIR|FILE.zip [--sign-key PATH] [--date YYYY-MM-DD] [--json] | factcheck "
    "verify BUNDLE [--allowed-signers FILE --identity ID] [--json]");

QString signingKey(core::FactCheckVerification::Signing s) {
    using S = core::FactCheckVerification::Signing;
    switch (s) {
        case S::Unsigned:
            return QStringLiteral("unsigned");
        case S::Unchecked:
            return QStringLiteral("signed_unchecked");
        case S::Valid:
            return QStringLiteral("signed_valid");
        case S::Invalid:
            return QStringLiteral("signed_invalid");
    }
    return {};
}

QString signingSentence(const core::FactCheckVerification& r) {
    using S = core::FactCheckVerification::Signing;
    switch (r.signing) {
        case S::Unsigned:
            return Cli::tr("Unsigned: the check proves the files are consistent with each other, not who made them.");
        case S::Unchecked:
            return Cli::tr("Signed, but the signer was not checked (give --allowed-signers and --identity): %1")
                .arg(r.signer);
        case S::Valid:
            return Cli::tr("Signed and valid: %1").arg(r.signer);
        case S::Invalid:
            return Cli::tr("Signed but INVALID: %1").arg(r.signer);
    }
    return {};
}

int runExport(CliContext& ctx, QStringList args, bool json) {
    auto provider = takeOption(args, QStringLiteral("--provider"));
    auto out = takeOption(args, QStringLiteral("--out"));
    auto date = takeOption(args, QStringLiteral("--date"));
    auto signKey = takeOption(args, QStringLiteral("--sign-key"));
    for (const auto* opt : {&provider, &out, &date, &signKey}) {
        if (!*opt) {
            return usageError(ctx, opt->error().message, kSynopsis);
        }
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    if (!provider->has_value() || !out->has_value()) {
        return usageError(ctx, Cli::tr("factcheck export needs --provider and --out."), kSynopsis);
    }
    QDate day;
    if (date->has_value()) {
        day = QDate::fromString(**date, Qt::ISODate);
        if (!day.isValid()) {
            return usageError(ctx, Cli::tr("Not a date: %1 (use YYYY-MM-DD).").arg(**date), kSynopsis);
        }
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString name = **provider;
    const auto config = core::AnalystSettings::ratingConfig();  // the Rating tab's, as the review's
    auto job = store->run([&](QSqlDatabase& db) -> core::Result<ui::FactCheckWriter::Job> {
        auto id = core::ReviewContentLoader::findProvider(db, name);
        if (!id) {
            return id.error();
        }
        return ui::FactCheckWriter::collect(db, *id, config);
    });
    if (!job) {
        return reportError(ctx, job.error());
    }
    auto files = ui::FactCheckWriter::finish(*job, **out, day, signKey->value_or(QString()));
    if (!files) {
        return reportError(ctx, files.error());
    }
    if (json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("provider"), job->content.providerName},
                                       {QStringLiteral("out"), **out},
                                       {QStringLiteral("signed"), signKey->has_value()},
                                       {QStringLiteral("files"), *files}});
    } else {
        ctx.out << Cli::tr(
                       "Wrote the fact-check bundle of %1 to %2: %3 files. Check it with: tierbench-cli factcheck "
                       "verify %2")
                       .arg(job->content.providerName, **out)
                       .arg(*files)
                << Qt::endl;
    }
    return Ok;
}

int runVerifyBundle(CliContext& ctx, QStringList args, bool json) {
    auto signers = takeOption(args, QStringLiteral("--allowed-signers"));
    auto identity = takeOption(args, QStringLiteral("--identity"));
    for (const auto* opt : {&signers, &identity}) {
        if (!*opt) {
            return usageError(ctx, opt->error().message, kSynopsis);
        }
    }
    if (signers->has_value() != identity->has_value()) {
        return usageError(ctx, Cli::tr("--allowed-signers and --identity go together."), kSynopsis);
    }
    if (args.size() != 1) {
        return usageError(ctx, Cli::tr("factcheck verify needs the bundle (a folder or a .zip file)."), kSynopsis);
    }
    const core::FactCheckVerifier::Options options{signers->value_or(QString()), identity->value_or(QString())};
    auto report = core::FactCheckVerifier::verify(args.first(), options);
    if (!report) {
        return reportError(ctx, report.error());
    }
    if (json) {
        QJsonArray checks;
        for (const core::VerificationCheck& c : report->checks) {
            checks.append(QJsonObject{{QStringLiteral("kind"), core::Verification::kindKey(c.kind)},
                                      {QStringLiteral("subject"), c.subject},
                                      {QStringLiteral("recorded"), c.recorded},
                                      {QStringLiteral("actual"), c.actual},
                                      {QStringLiteral("matches"), c.matches},
                                      {QStringLiteral("note"), c.note}});
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("provider"), report->providerName},
                                       {QStringLiteral("signing"), signingKey(report->signing)},
                                       {QStringLiteral("signer"), report->signer},
                                       {QStringLiteral("program_version"), report->programVersion},
                                       {QStringLiteral("created_at"), report->createdAt},
                                       {QStringLiteral("differences"), report->differences()},
                                       {QStringLiteral("checks"), checks}});
    } else {
        for (const core::VerificationCheck& c : report->checks) {
            if (c.matches) {
                continue;  // thousands of matching files say nothing; the count below does
            }
            ctx.out << "DIFFER  " << core::Verification::kindName(c.kind) << "  " << c.subject << ": stated "
                    << c.recorded << ", now " << c.actual;
            if (!c.note.isEmpty()) {
                ctx.out << " (" << c.note << ')';
            }
            ctx.out << '\n';
        }
        ctx.out << signingSentence(*report) << '\n';
        ctx.out << Cli::tr("Fact-check bundle of %1 (made by Tierbench %2 on %3): %n checked", nullptr,
                           int(report->checks.size()))
                       .arg(report->providerName, report->programVersion, report->createdAt.left(10))
                << ", "
                << (report->passed() ? Cli::tr("all match.") : Cli::tr("%n differ.", nullptr, report->differences()))
                << Qt::endl;
    }
    return report->passed() ? Ok : VerificationFailed;
}

int runFactCheck(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const QString sub = args.isEmpty() ? QString() : args.takeFirst();
    if (sub == QLatin1String("export")) {
        return runExport(ctx, args, json);
    }
    if (sub == QLatin1String("verify")) {
        return runVerifyBundle(ctx, args, json);
    }
    return usageError(ctx, Cli::tr("factcheck needs export or verify."), kSynopsis);
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("factcheck"), kSynopsis,
               Cli::tr("Export a provider's fact-check bundle, or verify one without the database."), runFactCheck,
               /*needsGui=*/true);

}  // namespace tb::cli
