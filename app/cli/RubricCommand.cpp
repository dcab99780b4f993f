// tierbench-cli rubric: a rubric version's criteria with weights and check items.
#include "app/cli/CliSupport.h"
#include "core/store/RubricRepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral("rubric [--version V] [--json]");

QJsonObject toJson(const core::Rubric& r) {
    QJsonArray criteria;
    for (const core::Criterion& c : r.criteria) {
        QJsonArray items;
        for (const core::CheckItem& i : c.items) {
            items.append(QJsonObject{{QStringLiteral("key"), i.key},
                                     {QStringLiteral("title"), i.title},
                                     {QStringLiteral("question"), i.question},
                                     {QStringLiteral("guidance"), i.guidance},
                                     {QStringLiteral("weight"), i.weight},
                                     {QStringLiteral("gate"), i.gate}});
        }
        criteria.append(QJsonObject{{QStringLiteral("key"), c.key},
                                    {QStringLiteral("name"), c.name},
                                    {QStringLiteral("weight"), c.weight},
                                    {QStringLiteral("description"), c.description},
                                    {QStringLiteral("items"), items}});
    }
    return QJsonObject{{QStringLiteral("version"), r.version},
                       {QStringLiteral("title"), r.title},
                       {QStringLiteral("published"), r.published},
                       {QStringLiteral("source"), r.source},
                       {QStringLiteral("criteria"), criteria}};
}

int runRubric(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto version = takeOption(args, QStringLiteral("--version"));
    if (!version) {
        return usageError(ctx, version.error().message, kSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString wanted = version->value_or(core::RubricRepository::defaultVersion());
    auto rubric = store->run([wanted](QSqlDatabase& db) { return core::RubricRepository(db).load(wanted); });
    if (!rubric) {
        return reportError(ctx, rubric.error());
    }
    if (json) {
        printJson(ctx.out, toJson(*rubric));
        return Ok;
    }
    ctx.out << rubric->title << " (" << rubric->version << ")\n";
    for (const core::Criterion& c : rubric->criteria) {
        ctx.out << '\n' << QStringLiteral("%1  %2").arg(c.name, -14).arg(c.weight, 0, 'f', 2) << '\n';
        for (const core::CheckItem& i : c.items) {
            ctx.out << "  " << QStringLiteral("%1  %2").arg(i.key, -34).arg(i.title);
            if (!i.gate.isEmpty()) {
                ctx.out << "  [" << i.gate << ']';
            }
            ctx.out << '\n';
        }
    }
    ctx.out.flush();
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("rubric"), kSynopsis,
               Cli::tr("Show a rubric version's criteria, weights and check items."), runRubric);

}  // namespace tb::cli
