// tierbench-cli db copy: one whole database into a new one, SQLite or PostgreSQL either way, verified table by table.
#include "app/cli/CliSupport.h"
#include "core/store/DatabaseCopy.h"
#include "core/store/DatabaseLocation.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kSynopsis = QStringLiteral("db copy --from DATABASE --to DATABASE [--json]");

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
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto from = takeOption(args, QStringLiteral("--from"));
    auto to = takeOption(args, QStringLiteral("--to"));
    if (!from || !to) {
        return usageError(ctx, (!from ? from.error() : to.error()).message, kSynopsis);
    }
    if (args.value(0) != QLatin1String("copy") || args.size() != 1) {
        return usageError(ctx, Cli::tr("db needs the action copy."), kSynopsis);
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
               Cli::tr("Copy a whole database into a new one (a file into a team database, or back), verified."),
               runDb);

}  // namespace tb::cli
