// tierbench-cli verify: does what the database holds for a provider still follow from its raw results?
#include "app/cli/CliSupport.h"
#include "core/settings/AnalystSettings.h"
#include "core/trust/Verification.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral("verify --provider NAME [--json]");

int runVerify(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    if (!provider) {
        return usageError(ctx, provider.error().message, kSynopsis);
    }
    if (!*provider || !args.isEmpty()) {
        return usageError(ctx, Cli::tr("verify needs --provider NAME and nothing else."), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const auto config = core::AnalystSettings::ratingConfig();  // the Rating tab's and `rate`'s interview weight
    auto report = store->run([&](QSqlDatabase& db) { return core::Verification(db, config).verify(**provider); });
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
                                       {QStringLiteral("evaluation_id"), double(report->evaluationId)},
                                       {QStringLiteral("verified_at"), report->verifiedAt},
                                       {QStringLiteral("differences"), report->differences()},
                                       {QStringLiteral("checks"), checks}});
    } else {
        for (const core::VerificationCheck& c : report->checks) {
            ctx.out << (c.matches ? "ok    " : "DIFFER") << "  " << core::Verification::kindName(c.kind) << "  "
                    << c.subject;
            if (!c.matches) {
                ctx.out << ": recorded " << c.recorded << ", now " << c.actual;
            }
            if (!c.note.isEmpty()) {
                ctx.out << " (" << c.note << ')';
            }
            ctx.out << '\n';
        }
        ctx.out << report->providerName << ": " << report->summary() << Qt::endl;
    }
    return report->passed() ? Ok : VerificationFailed;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("verify"), kSynopsis,
               Cli::tr("Check a provider's stored raw results against their hashes and recompute its scores and tier."),
               runVerify);

}  // namespace tb::cli
