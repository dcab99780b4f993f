// tierbench-cli prices: list, import (CSV, all rows or none) and export the providers' price records.
#include "app/cli/CliSupport.h"
#include "core/store/PriceRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/usecase/PricingWorkflow.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral(
    "prices (list [--history] | import FILE | export FILE) [--provider NAME] [--date YYYY-MM-DD] [--json]");

int runPrices(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const bool history = takeFlag(args, QStringLiteral("--history"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    auto date = takeOption(args, QStringLiteral("--date"));
    if (!provider || !date) {
        return usageError(ctx, (!provider ? provider.error() : date.error()).message, kSynopsis);
    }
    if (args.isEmpty()) {
        return usageError(ctx, Cli::tr("prices needs list, import FILE or export FILE."), kSynopsis);
    }
    const QString action = args.takeFirst();
    QString file;
    if (action == QLatin1String("import") || action == QLatin1String("export")) {
        if (args.isEmpty()) {
            return usageError(ctx, Cli::tr("prices %1 needs a FILE.").arg(action), kSynopsis);
        }
        file = args.takeFirst();
    } else if (action != QLatin1String("list")) {
        return usageError(ctx, Cli::tr("Unknown prices action: %1").arg(action), kSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    QDate day = QDate::currentDate();
    if (date->has_value() && !(day = QDate::fromString(**date, Qt::ISODate)).isValid()) {
        return usageError(ctx, Cli::tr("--date needs YYYY-MM-DD."), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString name = provider->value_or(QString());
    auto providerId = store->run([&](QSqlDatabase& db) -> core::Result<qint64> {
        if (name.isEmpty()) {
            return qint64(0);
        }
        auto p = core::ProviderRepository(db).findByName(name);
        if (!p) {
            return p.error();
        }
        return p->id;
    });
    if (!providerId) {
        return reportError(ctx, providerId.error());
    }
    const qint64 pid = *providerId;

    if (action == QLatin1String("import")) {
        const QString who = cliActor();
        auto outcome =
            store->run([&](QSqlDatabase& db) { return core::PricingWorkflow(db).importCsvFile(file, pid, who); });
        if (!outcome) {
            return reportError(ctx, outcome.error());
        }
        if (json) {
            QJsonArray errors;
            for (const auto& e : outcome->errors) {
                errors.append(QJsonObject{{QStringLiteral("row"), e.row},
                                          {QStringLiteral("column"), e.column},
                                          {QStringLiteral("message"), e.message}});
            }
            printJson(ctx.out,
                      QJsonObject{{QStringLiteral("imported"), outcome->imported}, {QStringLiteral("errors"), errors}});
        }
        if (!outcome->errors.isEmpty()) {
            for (const auto& e : outcome->errors) {
                ctx.err << "tierbench-cli: " << file << ": " << e.toString() << '\n';
            }
            ctx.err << Cli::tr("Nothing was imported.") << '\n';
            ctx.err.flush();
            return InvalidInput;
        }
        if (!json) {
            ctx.out << Cli::tr("Imported %1 price records.").arg(outcome->imported) << '\n';
        }
        ctx.out.flush();
        return Ok;
    }
    if (action == QLatin1String("export")) {
        auto st = store->run([&](QSqlDatabase& db) { return core::PricingWorkflow(db).exportCsvFile(file, pid); });
        if (!st) {
            return reportError(ctx, st.error());
        }
        return Ok;
    }
    auto rows =
        store->run([&](QSqlDatabase& db) -> core::Result<std::pair<QList<core::PriceRecord>, QHash<qint64, QString>>> {
            auto page = core::PricingWorkflow(db).page(pid, day);
            if (!page) {
                return page.error();
            }
            auto providers = core::ProviderRepository(db).list();
            if (!providers) {
                return providers.error();
            }
            QHash<qint64, QString> names;
            for (const auto& p : *providers) {
                names.insert(p.id, p.name);
            }
            return std::pair{history ? page->records : page->current, names};
        });
    if (!rows) {
        return reportError(ctx, rows.error());
    }
    const auto& [records, names] = *rows;
    if (json) {
        QJsonArray list;
        for (const auto& r : records) {
            QJsonObject o = core::PriceRepository::toJson(r);
            o.insert(QStringLiteral("id"), r.id);
            o.insert(QStringLiteral("provider"), names.value(r.providerId));
            o.remove(QStringLiteral("provider_id"));
            list.append(o);
        }
        printJson(ctx.out, list);
        return Ok;
    }
    ctx.out << QStringLiteral("%1  %2  %3  %4  %5  %6")
                   .arg(QStringLiteral("ID"), 5)
                   .arg(QStringLiteral("PROVIDER"), -16)
                   .arg(QStringLiteral("GPU"), -12)
                   .arg(QStringLiteral("USD/GPU-H"), 9)
                   .arg(QStringLiteral("TERM"), -10)
                   .arg(QStringLiteral("FROM        SOURCE"))
            << '\n';
    for (const auto& r : records) {
        ctx.out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7")
                       .arg(r.id, 5)
                       .arg(names.value(r.providerId), -16)
                       .arg(r.gpuModel, -12)
                       .arg(r.usdPerGpuHour, 9, 'f', 2)
                       .arg(core::priceTermKey(r.term), -10)
                       .arg(r.effectiveOn.toString(Qt::ISODate), r.source)
                << '\n';
    }
    ctx.out.flush();
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("prices"), kSynopsis,
               Cli::tr("List, import (CSV, all rows or none) or export the price records."), runPrices);

}  // namespace tb::cli
