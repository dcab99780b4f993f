// tierbench-cli providers add|edit|remove (issue 12.12): the provider list managed from a script, through the same
// audited repository calls as the workbench's provider dialog.
#include "app/cli/ProviderEditCommand.h"

#include "core/store/ProviderRepository.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

namespace tb::cli {

namespace {
struct Field {
    const char* option;
    QString core::Provider::*member;
};
const Field kFields[] = {
    {"--website", &core::Provider::website},
    {"--gpus", &core::Provider::gpuModels},
    {"--round", &core::Provider::referenceRound},
    {"--notes", &core::Provider::notes},
};
}  // namespace

const QString kProviderEditSynopsis = QStringLiteral(
    "providers (add --name NAME | edit --name NAME [--rename NEW] [--if-version N] | remove --name NAME) [--website "
    "URL] "
    "[--kind neocloud|hyperscaler|...] [--gpus LIST] [--tier KEY] [--round R] [--notes TEXT] [--json]");

int runProviderEdit(CliContext& ctx, const QString& action, QStringList args, bool json) {
    std::optional<QString> name, rename, kind, tier;
    const std::pair<const char*, std::optional<QString>*> options[] = {
        {"--name", &name}, {"--rename", &rename}, {"--kind", &kind}, {"--tier", &tier}};
    for (const auto& [option, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(option));
        if (!v) {
            return usageError(ctx, v.error().message, kProviderEditSynopsis);
        }
        *slot = *v;
    }
    QHash<QString, QString> given;
    for (const Field& f : kFields) {
        auto v = takeOption(args, QLatin1String(f.option));
        if (!v) {
            return usageError(ctx, v.error().message, kProviderEditSynopsis);
        }
        if (v->has_value()) {
            given.insert(QLatin1String(f.option), **v);
        }
    }
    qint64 ifVersion = 0;
    if (const QString problem = takeIfVersion(args, &ifVersion); !problem.isEmpty()) {
        return usageError(ctx, problem, kProviderEditSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kProviderEditSynopsis);
    }
    if (!name || name->trimmed().isEmpty()) {
        return usageError(ctx, Cli::tr("providers %1 needs --name NAME.").arg(action), kProviderEditSynopsis);
    }
    std::optional<core::ProviderKind> kindValue;
    if (kind) {
        kindValue = core::providerKindFromKey(*kind);
        if (!kindValue) {
            return usageError(ctx, Cli::tr("Unknown --kind %1.").arg(*kind), kProviderEditSynopsis);
        }
    }
    std::optional<core::Tier> tierValue;
    if (tier && !tier->isEmpty()) {
        tierValue = core::tierFromKey(*tier);
        if (!tierValue) {
            return usageError(ctx, Cli::tr("Unknown --tier %1.").arg(*tier), kProviderEditSynopsis);
        }
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kProviderEditSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString actor = cliActor();
    auto result = store->run([&](QSqlDatabase& db) -> core::Result<core::Provider> {
        core::ProviderRepository repo(db);
        if (action == QLatin1String("remove")) {
            auto p = repo.findByName(*name);
            if (!p) {
                return p.error();
            }
            if (auto st = repo.remove(p->id, actor); !st) {
                return st.error();
            }
            return *p;
        }
        core::Provider p;
        if (action == QLatin1String("edit")) {
            auto found = repo.findByName(*name);
            if (!found) {
                return found.error();
            }
            p = *found;
            p.rowVersion = ifVersion;  // 0: read just now in this transaction, nothing to check
            if (rename) {
                p.name = *rename;
            }
        } else {
            p.name = *name;
        }
        for (const Field& f : kFields) {
            if (given.contains(QLatin1String(f.option))) {
                p.*(f.member) = given.value(QLatin1String(f.option));
            }
        }
        if (kindValue) {
            p.kind = *kindValue;
        }
        if (tier) {
            p.referenceTier = tierValue;
        }
        if (action == QLatin1String("add")) {
            auto id = repo.add(p, actor);  // a duplicate name is refused (exit 4)
            if (!id) {
                return id.error();
            }
            return repo.get(*id);
        }
        if (auto st = repo.update(p, actor); !st) {
            return st.error();
        }
        return repo.get(p.id);
    });
    if (!result) {
        return reportError(ctx, result.error());
    }
    if (json) {
        QJsonObject o = core::providerToJson(*result);
        o.insert(QStringLiteral("row_version"), result->rowVersion);  // what --if-version names
        o.insert(QStringLiteral("changed_by"), result->changedBy);
        printJson(ctx.out, o);
    } else if (action == QLatin1String("remove")) {
        ctx.out << Cli::tr("Removed %1 with its evaluations, runs and interviews.").arg(result->name) << Qt::endl;
    } else {
        ctx.out << Cli::tr("%1 (id %2) saved.").arg(result->name).arg(result->id) << Qt::endl;
    }
    return Ok;
}

}  // namespace tb::cli
