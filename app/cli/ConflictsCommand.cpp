// tierbench-cli conflicts (issue 18.6): the register of each reviewer's relationships with providers.
#include "app/cli/CliSupport.h"
#include "core/store/ProviderRepository.h"
#include "core/settings/AnalystSettings.h"
#include "core/trust/Conflicts.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral(
    "conflicts (add [--reviewer R] --provider NAME --relationship consulting|investment|employment|other --from "
    "YYYY-MM-DD [--until YYYY-MM-DD] [--note TEXT] | list [--reviewer R] [--provider NAME] | end --id ID --until "
    "YYYY-MM-DD) [--json]");

QJsonObject toJson(const core::ConflictRecord& c) {
    return {{QStringLiteral("id"), double(c.id)},
            {QStringLiteral("reviewer"), c.reviewer},
            {QStringLiteral("provider"), c.providerName},
            {QStringLiteral("relationship"), core::Conflicts::relationshipKey(c.relationship)},
            {QStringLiteral("from"), c.from},
            {QStringLiteral("until"), c.until},
            {QStringLiteral("note"), c.note},
            {QStringLiteral("current"), c.currentOn(QDateTime::currentDateTimeUtc().date())}};
}

int runConflicts(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const QString verb = args.isEmpty() ? QString() : args.takeFirst();
    std::optional<QString> reviewer, provider, relationship, from, until, note, id;
    for (const auto& [name, slot] :
         {std::pair{"--reviewer", &reviewer}, std::pair{"--provider", &provider},
          std::pair{"--relationship", &relationship}, std::pair{"--from", &from}, std::pair{"--until", &until},
          std::pair{"--note", &note}, std::pair{"--id", &id}}) {
        auto v = takeOption(args, QString::fromLatin1(name));
        if (!v) {
            return usageError(ctx, v.error().message, kSynopsis);
        }
        *slot = *v;
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    if (verb != QLatin1String("add") && verb != QLatin1String("list") && verb != QLatin1String("end")) {
        return usageError(ctx, Cli::tr("conflicts needs add, list or end."), kSynopsis);
    }
    std::optional<core::Relationship> kind;
    if (verb == QLatin1String("add")) {
        kind = relationship ? core::Conflicts::relationshipFromKey(*relationship) : std::nullopt;
        if (!provider || !kind || !from) {
            return usageError(ctx,
                              Cli::tr("conflicts add needs --provider, --relationship (consulting, investment, "
                                      "employment, other) and --from."),
                              kSynopsis);
        }
    }
    bool idOk = false;
    const qint64 conflictId = id ? id->toLongLong(&idOk) : 0;
    if (verb == QLatin1String("end") && (!idOk || !until)) {
        return usageError(ctx, Cli::tr("conflicts end needs --id ID and --until YYYY-MM-DD."), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString who = reviewer.value_or(core::AnalystSettings::reviewerName());
    if (verb == QLatin1String("add")) {
        auto added = store->run([&](QSqlDatabase& db) {
            return core::Conflicts(db).add(who, *provider, *kind, *from, until.value_or(QString()),
                                           note.value_or(QString()), cliActor());
        });
        if (!added) {
            return reportError(ctx, added.error());
        }
        if (json) {
            printJson(ctx.out, QJsonObject{{QStringLiteral("id"), double(*added)}});
        } else {
            ctx.out << Cli::tr("conflict %1 recorded").arg(*added) << Qt::endl;
        }
        return Ok;
    }
    if (verb == QLatin1String("end")) {
        auto st = store->run([&](QSqlDatabase& db) { return core::Conflicts(db).end(conflictId, *until, cliActor()); });
        if (!st) {
            return reportError(ctx, st.error());
        }
        if (json) {
            printJson(ctx.out,
                      QJsonObject{{QStringLiteral("id"), double(conflictId)}, {QStringLiteral("until"), *until}});
        } else {
            ctx.out << Cli::tr("conflict %1 ends on %2").arg(conflictId).arg(*until) << Qt::endl;
        }
        return Ok;
    }
    auto list = store->run([&](QSqlDatabase& db) -> core::Result<QVector<core::ConflictRecord>> {
        qint64 providerId = 0;
        if (provider) {
            auto p = core::ProviderRepository(db).findByName(*provider);
            if (!p) {
                return p.error();
            }
            providerId = p->id;
        }
        return core::Conflicts(db).list(reviewer.value_or(QString()), providerId);
    });
    if (!list) {
        return reportError(ctx, list.error());
    }
    if (json) {
        QJsonArray a;
        for (const auto& c : *list) {
            a.append(toJson(c));
        }
        printJson(ctx.out, a);
        return Ok;
    }
    for (const auto& c : *list) {
        ctx.out << QStringLiteral("%1  ").arg(c.id, 4) << c.describe()
                << (c.currentOn(QDateTime::currentDateTimeUtc().date()) ? Cli::tr("  [current]") : QString()) << '\n';
    }
    ctx.out.flush();
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("conflicts"), kSynopsis,
               Cli::tr("The register of reviewers' relationships with providers (consulting, investment, employment)."),
               runConflicts);

}  // namespace tb::cli
