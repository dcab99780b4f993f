// tierbench-cli tierboard: all providers by tier as PDF, PNG or SVG, headless (offscreen platform).
#include "app/cli/CliSupport.h"
#include "core/report/TierBoard.h"
#include "core/store/RoundRepository.h"
#include "ui/tierboard/TierBoardRenderer.h"

#include <QCoreApplication>

namespace tb::cli {
namespace {
const QString kSynopsis = QStringLiteral(
    "tierboard --out FILE.(pdf|png|svg) [--round NAME] [--by assigned|suggested|reference] [--suggested] "
    "[--reference]");

int runTierboard(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool showSuggested = takeFlag(args, QStringLiteral("--suggested"));
    const bool showReference = takeFlag(args, QStringLiteral("--reference"));
    auto out = takeOption(args, QStringLiteral("--out"));
    auto round = takeOption(args, QStringLiteral("--round"));
    auto by = takeOption(args, QStringLiteral("--by"));
    for (const auto* opt : {&out, &round, &by}) {
        if (!*opt) {
            return usageError(ctx, opt->error().message, kSynopsis);
        }
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    if (!out->has_value()) {
        return usageError(ctx, Cli::tr("tierboard needs --out FILE."), kSynopsis);
    }
    ui::TierBoardRenderer::Options options;
    options.showSuggested = showSuggested;
    options.showReference = showReference;
    if (by->has_value()) {
        if (**by == QLatin1String("suggested")) {
            options.placement = ui::TierBoardRenderer::Placement::Suggested;
        } else if (**by == QLatin1String("reference")) {
            options.placement = ui::TierBoardRenderer::Placement::Reference;
        } else if (**by != QLatin1String("assigned")) {
            return usageError(ctx, Cli::tr("--by takes assigned, suggested or reference."), kSynopsis);
        }
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString roundName = round->value_or(QString());
    auto board = store->run([roundName](QSqlDatabase& db) -> core::Result<core::TierBoard> {
        if (roundName.isEmpty()) {
            return core::TierBoard::live(db, core::RatingEngine());
        }
        auto rounds = core::RoundRepository(db).rounds();
        if (!rounds) {
            return rounds.error();
        }
        for (const core::RoundRecord& r : *rounds) {
            if (r.name == roundName) {
                return core::TierBoard::round(db, r.id);
            }
        }
        return core::makeError(core::ErrorCode::NotFound, Cli::tr("No rating round named %1.").arg(roundName));
    });
    if (!board) {
        return reportError(ctx, board.error());
    }
    if (auto st = ui::TierBoardRenderer(*board, options).exportTo(**out); !st) {
        return reportError(ctx, st.error());
    }
    ctx.out << Cli::tr("Wrote %1 (%2 providers).").arg(**out).arg(board->entries.size()) << Qt::endl;
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("tierboard"), kSynopsis,
               Cli::tr("Export the tier board (all providers by tier) as PDF, PNG or SVG."), runTierboard,
               /*needsGui=*/true);

}  // namespace tb::cli
