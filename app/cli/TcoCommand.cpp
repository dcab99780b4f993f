// tierbench-cli tco: a provider's cost under a scenario (the eight components, goodput, the effective price of a
// useful GPU-hour, which inputs were measured), or every priced provider side by side with --all.
#include "app/cli/CliSupport.h"
#include "app/cli/TerminalText.h"
#include "core/store/ProviderRepository.h"
#include "core/cost/ProviderCosts.h"
#include "core/usecase/PricingWorkflow.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral(
    "tco (--provider NAME | --all) [--scenario pretrain|research|inference|FILE.json] [--gpu MODEL] "
    "[--date YYYY-MM-DD] [--json]");

core::Result<core::CostScenario> scenarioFrom(const QString& spec) {
    if (auto builtIn = core::CostScenario::find(spec)) {
        return *builtIn;
    }
    QFile file(spec);
    if (!spec.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        return core::makeError(
            core::ErrorCode::InvalidArgument,
            Cli::tr("Unknown scenario \"%1\": pretrain, research, inference or a .json file.").arg(spec));
    }
    if (!file.open(QIODevice::ReadOnly)) {
        return core::makeError(core::ErrorCode::NotFound, Cli::tr("Cannot read %1: %2").arg(spec, file.errorString()));
    }
    if (file.size() > 1024 * 1024) {
        return core::makeError(core::ErrorCode::TooLarge, Cli::tr("%1 is too large for a scenario.").arg(spec));
    }
    QJsonParseError pe{};
    const auto doc = QJsonDocument::fromJson(file.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        return core::makeError(core::ErrorCode::Parse, Cli::tr("%1 is not a JSON object.").arg(spec), pe.errorString());
    }
    return core::CostScenario::fromJson(doc.object());
}

QString money(double usd) {
    return QStringLiteral("$%L1").arg(usd, 0, 'f', usd < 100 ? 2 : 0);
}

void printText(QTextStream& out, const core::ProviderCost& c) {
    out << oneLine(c.providerName) << " - " << c.scenario.name << " (" << c.presetReason << ")\n";
    if (c.price) {
        out << "  price: " << c.price->gpuModel << ", " << money(c.price->usdPerGpuHour) << "/GPU-h, "
            << core::priceTermName(c.price->term) << ", " << c.price->source << " ("
            << c.price->effectiveOn.toString(Qt::ISODate) << ")\n";
    }
    if (!c.result) {
        out << "  no result: " << (c.error ? c.error->message : QString()) << '\n';
        return;
    }
    const core::CostBreakdown& r = *c.result;
    for (const core::CostLine& l : r.lines) {
        out << QStringLiteral("  %1 %2 /month").arg(l.name, -18).arg(money(l.usdPerMonth), 16) << '\n';
    }
    out << QStringLiteral("  %1 %2 /month, %3 over the term")
               .arg(QStringLiteral("TCO"), -18)
               .arg(money(r.tcoPerMonth), 16)
               .arg(money(r.tcoContract))
        << '\n';
    out << QStringLiteral("  goodput loss %1% (%2 failures a month, %3: %4 lost GPU-h each)")
               .arg(r.goodputLoss * 100, 0, 'f', 2)
               .arg(r.failuresPerMonth, 0, 'f', 1)
               .arg(core::CostInputs::recoveryName(c.inputs.recovery()))
               .arg(r.lostGpuHoursPerFailure, 0, 'f', 1)
        << '\n';
    out << "  effective price of a useful GPU-hour: " << money(r.effectivePricePerUsefulGpuHour) << '\n';
    out << QStringLiteral("  checkpoint interval offered: Young %1 min, Daly %2 min")
               .arg(r.youngIntervalHours * 60, 0, 'f', 1)
               .arg(r.dalyIntervalHours * 60, 0, 'f', 1)
        << '\n';
    for (auto it = c.inputs.all().cbegin(); it != c.inputs.all().cend(); ++it) {
        if (it->origin == core::InputOrigin::Measured) {
            out << "  measured " << it.key() << " = " << it->value << ": " << it->evidence
                << (it->note.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(it->note)) << '\n';
        } else if (!it->note.isEmpty()) {
            out << "  " << it.key() << ": " << it->note << '\n';
        }
    }
    for (const QString& n : c.measured.notes) {
        out << "  " << n << '\n';
    }
    for (const QString& n : r.caveats) {
        out << "  caveat: " << n << '\n';
    }
}

int runTco(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const bool all = takeFlag(args, QStringLiteral("--all"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    auto scenarioSpec = takeOption(args, QStringLiteral("--scenario"));
    auto gpu = takeOption(args, QStringLiteral("--gpu"));
    auto date = takeOption(args, QStringLiteral("--date"));
    for (const auto* o : {&provider, &scenarioSpec, &gpu, &date}) {
        if (!*o) {
            return usageError(ctx, o->error().message, kSynopsis);
        }
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    if (provider->has_value() == all) {
        return usageError(ctx, Cli::tr("tco needs --provider NAME or --all."), kSynopsis);
    }
    QDate day = QDate::currentDate();
    if (date->has_value()) {
        day = QDate::fromString(**date, Qt::ISODate);
        if (!day.isValid()) {
            return usageError(ctx, Cli::tr("--date needs YYYY-MM-DD."), kSynopsis);
        }
    }
    auto scenario = scenarioFrom(scenarioSpec->value_or(QStringLiteral("pretrain")));
    if (!scenario) {
        return reportError(ctx, scenario.error());
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const core::CostScenario s = *scenario;
    if (all) {
        auto costs = store->run([&](QSqlDatabase& db) { return core::ProviderCosts(db).compare(s, day); });
        if (!costs) {
            return reportError(ctx, costs.error());
        }
        if (json) {
            QJsonArray list;
            for (const auto& c : *costs) {
                list.append(c.toJson());
            }
            printJson(ctx.out, list);
        } else {
            for (const auto& c : *costs) {
                printText(ctx.out, c);
            }
        }
        ctx.out.flush();
        return Ok;
    }
    const QString name = **provider;
    const QString model = gpu->value_or(QString());
    auto cost = store->run([&](QSqlDatabase& db) -> core::Result<core::ProviderCost> {
        auto p = core::ProviderRepository(db).findByName(name);
        if (!p) {
            return p.error();
        }
        return core::ProviderCosts(db).cost(p->id, s, model, day);
    });
    if (!cost) {
        return reportError(ctx, cost.error());
    }
    if (json) {
        printJson(ctx.out, cost->toJson());
    } else {
        printText(ctx.out, *cost);
    }
    ctx.out.flush();
    // The calculator refused (no price, zero MTBF): the reason is in the output, and the exit code says so.
    if (cost->error) {
        if (!json) {
            return reportError(ctx, *cost->error);
        }
        return exitCodeFor(cost->error->code);
    }
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("tco"), kSynopsis,
               Cli::tr("A provider's TCO, goodput and effective price of a useful GPU-hour under a scenario."), runTco);

}  // namespace tb::cli
