// tierbench-cli providers: the provider list, as a table or JSON.
#include "app/cli/CliSupport.h"
#include "app/cli/TerminalText.h"
#include "app/cli/ProviderEditCommand.h"
#include "core/store/ProviderRepository.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral("providers [--json] | providers add|edit|remove ... (see providers --help)");

void printProvidersHelp(QTextStream& out) {
    out << "providers [--json]: the list\n"
        << kProviderEditSynopsis << '\n'
        << "remove deletes the provider with its evaluations, runs and interviews (audited).\n";
}

int runProviders(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    if (!args.isEmpty() &&
        QStringList{QStringLiteral("add"), QStringLiteral("edit"), QStringLiteral("remove")}.contains(args.first())) {
        const QString action = args.takeFirst();
        return runProviderEdit(ctx, action, args, json);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const auto read = store->run([](QSqlDatabase& db) { return core::ProviderRepository(db).list(); });
    if (!read) {
        return reportError(ctx, read.error());  // a database that cannot be read is not an empty list
    }
    const QVector<core::Provider>& providers = *read;
    if (json) {
        QJsonArray list;
        for (const core::Provider& p : providers) {
            list.append(core::providerToJson(p));
        }
        printJson(ctx.out, list);
        return Ok;
    }
    int width = 4;
    for (const core::Provider& p : providers) {
        width = std::max(width, int(oneLine(p.name).size()));
    }
    ctx.out << QStringLiteral("%1  %2  %3  %4  %5")
                   .arg(QStringLiteral("ID"), 5)
                   .arg(QStringLiteral("NAME"), -width)
                   .arg(QStringLiteral("KIND"), -11)
                   .arg(QStringLiteral("TIER"), -15)
                   .arg(QStringLiteral("ROUND"))
            << '\n';
    for (const core::Provider& p : providers) {
        ctx.out << QStringLiteral("%1  %2  %3  %4  %5")
                       .arg(p.id, 5)
                       .arg(oneLine(p.name), -width)
                       .arg(core::providerKindKey(p.kind), -11)
                       .arg(p.referenceTier ? core::tierKey(*p.referenceTier) : QStringLiteral("-"), -15)
                       .arg(p.referenceRound.isEmpty() ? QStringLiteral("-") : oneLine(p.referenceRound))
                << '\n';
    }
    ctx.out.flush();
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("providers"), kSynopsis,
               Cli::tr("List the providers with kind and reference tier; add, edit or remove one."), runProviders,
               false, printProvidersHelp);

}  // namespace tb::cli
