// tierbench-cli blind and runs set-account (issue 18.3): which account each run ran under, and whether the account
// the provider knew about measured better than the ones it did not, beyond noise.
#include "app/cli/BlindCommand.h"

#include "app/cli/CliSupport.h"
#include "core/trust/RunAccounts.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {

namespace {

const QString kBlindSynopsis = QStringLiteral("blind --provider NAME [--json]");
const QString kSetSynopsis =
    QStringLiteral("runs set-account --run ID --account NAME --account-disclosed yes|no [--note TEXT] [--json]");

QJsonObject comparisonJson(const core::BlindMetricComparison& c) {
    auto list = [](const QVector<double>& v) {
        QJsonArray a;
        for (double x : v) {
            a.append(x);
        }
        return a;
    };
    return {{QStringLiteral("metric"), c.metric},
            {QStringLiteral("size_bytes"), c.sizeBytes ? QJsonValue(double(*c.sizeBytes)) : QJsonValue()},
            {QStringLiteral("unit"), c.unit},
            {QStringLiteral("better"), core::directionKey(c.direction)},
            {QStringLiteral("disclosed"), list(c.disclosed)},
            {QStringLiteral("independent"), list(c.independent)},
            {QStringLiteral("median_disclosed"), c.medianDisclosed},
            {QStringLiteral("median_independent"), c.medianIndependent},
            {QStringLiteral("difference"), c.difference},
            {QStringLiteral("relative_difference"), c.relativeDifference()},
            {QStringLiteral("ci_low"), c.ciLow},
            {QStringLiteral("ci_high"), c.ciHigh},
            {QStringLiteral("verdict"), core::BlindComparison::verdictKey(c.verdict)},
            {QStringLiteral("disclosed_favoured"), c.disclosedFavoured()}};
}

int runBlind(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    if (!provider) {
        return usageError(ctx, provider.error().message, kBlindSynopsis);
    }
    if (!*provider || !args.isEmpty()) {
        return usageError(ctx, Cli::tr("blind needs --provider NAME and nothing else."), kBlindSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kBlindSynopsis, store); rc != Ok) {
        return rc;
    }
    auto report = store->run([&](QSqlDatabase& db) { return core::RunAccounts(db).compare(**provider); });
    if (!report) {
        return reportError(ctx, report.error());
    }
    if (json) {
        QJsonArray metrics;
        for (const auto& c : report->metrics) {
            metrics.append(comparisonJson(c));
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("provider"), report->providerName},
                                       {QStringLiteral("disclosed_runs"), report->disclosedRuns},
                                       {QStringLiteral("independent_runs"), report->independentRuns},
                                       {QStringLiteral("unclassified_runs"), report->unclassifiedRuns},
                                       {QStringLiteral("resamples"), report->options.resamples},
                                       {QStringLiteral("confidence"), report->options.confidence},
                                       {QStringLiteral("min_samples_per_group"), report->options.minSamplesPerGroup},
                                       {QStringLiteral("metrics"), metrics},
                                       {QStringLiteral("flagged"), int(report->favoured().size())}});
        return Ok;
    }
    ctx.out << Cli::tr("%1: %2 runs on disclosed accounts, %3 on independent ones, %4 without an account recorded")
                   .arg(report->providerName)
                   .arg(report->disclosedRuns)
                   .arg(report->independentRuns)
                   .arg(report->unclassifiedRuns)
            << '\n';
    if (report->metrics.isEmpty()) {
        ctx.out << Cli::tr("No metric was measured under a recorded account.") << '\n';
    }
    for (const auto& c : report->metrics) {
        ctx.out << c.metric;
        if (c.sizeBytes) {
            ctx.out << " @" << *c.sizeBytes;
        }
        ctx.out << ": "
                << Cli::tr("disclosed median %1 (n=%2), independent %3 (n=%4) %5")
                       .arg(c.medianDisclosed, 0, 'g', 5)
                       .arg(c.disclosed.size())
                       .arg(c.medianIndependent, 0, 'g', 5)
                       .arg(c.independent.size())
                       .arg(c.unit);
        if (c.verdict != core::BlindVerdict::NotEnoughSamples) {
            ctx.out << "; "
                    << Cli::tr("difference %1, 95% interval [%2, %3]")
                           .arg(c.difference, 0, 'g', 4)
                           .arg(c.ciLow, 0, 'g', 4)
                           .arg(c.ciHigh, 0, 'g', 4);
        }
        ctx.out << ": " << core::BlindComparison::verdictText(c.verdict);
        if (c.disclosedFavoured()) {
            ctx.out << " — " << Cli::tr("FLAGGED: the disclosed account did better");
        }
        ctx.out << '\n';
    }
    ctx.out << Cli::tr("(median difference, percentile bootstrap with %1 resamples per metric, fixed seed)")
                   .arg(report->options.resamples)
            << Qt::endl;
    return Ok;
}

}  // namespace

std::optional<core::AccountObtained> parseAccountDisclosed(const QString& word) {
    if (word == QLatin1String("yes")) {
        return core::AccountObtained::Disclosed;
    }
    if (word == QLatin1String("no")) {
        return core::AccountObtained::Independent;
    }
    return std::nullopt;
}

int runSetAccount(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    std::optional<QString> run, account, disclosed, note;
    for (const auto& [name, slot] : {std::pair{"--run", &run}, std::pair{"--account", &account},
                                     std::pair{"--account-disclosed", &disclosed}, std::pair{"--note", &note}}) {
        auto v = takeOption(args, QString::fromLatin1(name));
        if (!v) {
            return usageError(ctx, v.error().message, kSetSynopsis);
        }
        *slot = *v;
    }
    if (!args.isEmpty() || !run || !account || !disclosed) {
        return usageError(ctx, Cli::tr("runs set-account needs --run, --account and --account-disclosed."),
                          kSetSynopsis);
    }
    bool ok = false;
    const qint64 runId = run->toLongLong(&ok);
    const auto obtained = parseAccountDisclosed(*disclosed);
    if (!ok || runId <= 0 || !obtained) {
        return usageError(ctx, Cli::tr("--run needs a run id and --account-disclosed yes or no."), kSetSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSetSynopsis, store); rc != Ok) {
        return rc;
    }
    auto st = store->run([&](QSqlDatabase& db) {
        return core::RunAccounts(db).set(runId, *account, *obtained, note.value_or(QString()), cliActor());
    });
    if (!st) {
        return reportError(ctx, st.error());
    }
    if (json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("run_id"), double(runId)},
                                       {QStringLiteral("account"), account->trimmed()},
                                       {QStringLiteral("obtained"), core::RunAccounts::obtainedKey(*obtained)}});
    } else {
        ctx.out << Cli::tr("run %1: account %2, %3")
                       .arg(runId)
                       .arg(account->trimmed(), core::RunAccounts::obtainedText(*obtained))
                << Qt::endl;
    }
    return Ok;
}

TB_CLI_COMMAND(QStringLiteral("blind"), kBlindSynopsis,
               Cli::tr("Compare a provider's runs on disclosed and independent accounts, metric by metric."), runBlind);

}  // namespace tb::cli
