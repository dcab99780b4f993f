// tierbench-cli db copy: one whole database into a new one, SQLite or PostgreSQL either way, verified table by table.
// tierbench-cli db roles --print-sql: the set-up commands of a team database's roles (core/store/TeamRoles).
#include "app/cli/CliSupport.h"
#include "core/store/DatabaseCopy.h"
#include "core/store/DatabaseLocation.h"
#include "core/store/TeamRoles.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral(
    "db (copy --from DATABASE --to DATABASE [--json] | roles --print-sql [--step setup|grants] [--database NAME] "
    "[--owner ROLE] [--analyst LOGIN]... [--reviewer LOGIN]...)");

int runRoles(CliContext& ctx, QStringList args) {
    const bool print = takeFlag(args, QStringLiteral("--print-sql"));
    core::TeamRoles roles;
    std::optional<QString> step, database, owner;
    const std::pair<const char*, std::optional<QString>*> options[] = {
        {"--step", &step}, {"--database", &database}, {"--owner", &owner}};
    for (const auto& [option, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(option));
        if (!v) {
            return usageError(ctx, v.error().message, kSynopsis);
        }
        *slot = *v;
    }
    auto analysts = takeAll(args, QStringLiteral("--analyst"));
    auto reviewers = takeAll(args, QStringLiteral("--reviewer"));
    if (!analysts || !reviewers) {
        return usageError(ctx, (!analysts ? analysts.error() : reviewers.error()).message, kSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    if (!print) {
        return usageError(ctx, Cli::tr("db roles needs --print-sql (it prints the commands; it runs nothing)."),
                          kSynopsis);
    }
    if (step && *step != QLatin1String("setup") && *step != QLatin1String("grants")) {
        return usageError(ctx, Cli::tr("--step must be setup or grants, not %1.").arg(*step), kSynopsis);
    }
    if (database) {
        roles.database = *database;
    }
    if (owner) {
        roles.owner = *owner;
    }
    roles.analysts = *analysts;
    roles.reviewers = *reviewers;
    if (auto st = roles.validate(); !st) {
        return reportError(ctx, st.error());
    }
    if (!step) {
        ctx.out << roles.fullScript();
    } else if (*step == QLatin1String("setup")) {
        ctx.out << roles.setupSql();
    } else {
        ctx.out << roles.grantsSql();
    }
    ctx.out.flush();
    return Ok;
}

// A file or server the copy reads: it must exist (no demo database is made up for a source).
core::Result<std::shared_ptr<core::Store>> openSource(const QString& where) {
    auto location = core::DatabaseLocation::parse(where);
    if (!location) {
        return location.error();
    }
    if (location->isSqlite() && !QFileInfo::exists(location->filePath())) {
        return core::makeError(core::ErrorCode::NotFound, Cli::tr("The source %1 does not exist.").arg(where));
    }
    return core::Store::open(where);
}

void removeDatabaseFile(const QString& path) {
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        QFile::remove(path + suffix);
    }
}

int runDb(CliContext& ctx) {
    QStringList args = ctx.args;
    if (args.value(0) == QLatin1String("roles")) {
        args.removeFirst();
        return runRoles(ctx, args);
    }
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto from = takeOption(args, QStringLiteral("--from"));
    auto to = takeOption(args, QStringLiteral("--to"));
    if (!from || !to) {
        return usageError(ctx, (!from ? from.error() : to.error()).message, kSynopsis);
    }
    if (args.value(0) != QLatin1String("copy") || args.size() != 1) {
        return usageError(ctx, Cli::tr("db needs the action copy or roles."), kSynopsis);
    }
    if (!*from || !*to) {
        return usageError(ctx, Cli::tr("db copy needs --from and --to."), kSynopsis);
    }
    auto source = openSource(**from);
    if (!source) {
        return reportError(ctx, source.error());
    }
    auto target = core::DatabaseLocation::parse(**to);
    if (!target) {
        return reportError(ctx, target.error());
    }
    // A new file is ours to remove again if the copy fails; an existing one (an empty store) is left as it was,
    // which the copy's one transaction guarantees.
    const bool newFile = target->isSqlite() && !QFileInfo::exists(target->filePath());
    auto destination = core::Store::open(**to);
    if (!destination) {
        return reportError(ctx, destination.error());
    }
    auto report = core::DatabaseCopy::copy(**source, **destination, cliActor());
    destination->reset();
    if (!report) {
        if (newFile) {
            removeDatabaseFile(target->filePath());
        }
        return reportError(ctx, report.error());
    }
    if (json) {
        QJsonArray tables;
        for (const core::TableCopy& t : report->tables) {
            tables.append(QJsonObject{{QStringLiteral("table"), t.table},
                                      {QStringLiteral("rows"), double(t.digest.rows)},
                                      {QStringLiteral("sha256"), QString::fromLatin1(t.digest.sha256)}});
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("from"), report->from},
                                       {QStringLiteral("to"), report->to},
                                       {QStringLiteral("rows"), double(report->rows)},
                                       {QStringLiteral("verified"), true},
                                       {QStringLiteral("tables"), tables}});
        return Ok;
    }
    for (const core::TableCopy& t : report->tables) {
        ctx.out << QStringLiteral("%1 %2  %3")
                       .arg(t.table, -22)
                       .arg(t.digest.rows, 9)
                       .arg(QString::fromLatin1(t.digest.sha256.left(16)))
                << '\n';
    }
    ctx.out << Cli::tr("Copied %1 rows in %2 tables from %3 to %4; every table's rows and digest match.")
                   .arg(report->rows)
                   .arg(report->tables.size())
                   .arg(report->from, report->to)
            << Qt::endl;
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("db"), kSynopsis,
               Cli::tr("Copy a whole database into a new one (a file into a team database, or back), verified; print "
                       "the set-up commands of a team database's roles."),
               runDb);

}  // namespace tb::cli
