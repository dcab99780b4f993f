// tierbench-cli baselines: every baseline of the newest version with its source; import and export as JSON.
#include "app/cli/CliSupport.h"
#include "core/store/BaselineRepository.h"
#include "core/baseline/BaselineVerdict.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral("baselines [--json] [--import FILE] [--export FILE]");

int runBaselines(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto importPath = takeOption(args, QStringLiteral("--import"));
    auto exportPath = takeOption(args, QStringLiteral("--export"));
    if (!importPath || !exportPath) {
        return usageError(ctx, (!importPath ? importPath.error() : exportPath.error()).message, kSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    if (importPath->has_value()) {
        auto file = core::BaselineSet::loadFile(**importPath);
        if (!file) {
            return reportError(ctx, file.error());
        }
        const QString origin = **importPath;
        auto id = store->run([&](QSqlDatabase& db) {
            core::BaselineRepository repo(db);
            (void)repo.latestOrBuiltin(QStringLiteral("cli"));  // version 1 stays the built-in library
            return repo.createVersion(*file, origin, QStringLiteral("cli"));
        });
        if (!id) {
            return reportError(ctx, id.error());
        }
    }
    auto set = store->run(
        [](QSqlDatabase& db) { return core::BaselineRepository(db).latestOrBuiltin(QStringLiteral("cli")); });
    if (!set) {
        return reportError(ctx, set.error());
    }
    if (exportPath->has_value()) {
        QFile out(**exportPath);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(set->toJson()) < 0) {
            return reportError(ctx, core::makeError(core::ErrorCode::Io, Cli::tr("Cannot write the baselines file"),
                                                    **exportPath + QStringLiteral(": ") + out.errorString()));
        }
    }
    if (json) {
        QJsonObject root = QJsonDocument::fromJson(set->toJson()).object();
        root.insert(QStringLiteral("note"), set->note);
        printJson(ctx.out, root);
        return Ok;
    }
    if (importPath->has_value() || exportPath->has_value()) {
        ctx.out << Cli::tr("Baselines version %1: %2 entries").arg(set->version).arg(set->entries.size()) << '\n';
    }
    ctx.out << Cli::tr("Baselines version %1 (%2)").arg(set->version, set->note) << "\n\n";
    for (const core::Baseline& b : set->entries) {
        QString expected = core::formatValue(b.expected, b.unit);
        if (b.per == QLatin1String("nic")) {
            expected += Cli::tr(" per NIC");
        }
        ctx.out << QStringLiteral("%1  %2  %3  %4  %5")
                       .arg(b.metric, -30)
                       .arg(b.hardwareKey, -20)
                       .arg(b.algorithm.isEmpty() ? QStringLiteral("-") : b.algorithm, -5)
                       .arg(b.direction == core::BetterDirection::Higher ? QStringLiteral(">=") : QStringLiteral("<="))
                       .arg(expected)
                << '\n'
                << QStringLiteral("      source: ") << b.source << '\n';
    }
    ctx.out.flush();
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("baselines"), kSynopsis,
               Cli::tr("List the expected figures with their sources; import or export JSON."), runBaselines);

}  // namespace tb::cli
