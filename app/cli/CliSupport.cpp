#include "app/cli/CliSupport.h"

#include "core/demo/DemoDatabase.h"
#include "core/store/DatabaseLocation.h"
#include "core/store/OpenOrCreate.h"
#include "core/store/RowVersion.h"
#include "core/store/SqlState.h"
#include "core/settings/AnalystSettings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tb::cli {

int exitCodeFor(core::ErrorCode code) {
    using core::ErrorCode;
    switch (code) {
        case ErrorCode::InvalidArgument:
        case ErrorCode::Parse:
        case ErrorCode::TooLarge:
            return InvalidInput;
        case ErrorCode::NotFound:
            return NotFound;
        case ErrorCode::Duplicate:
        case ErrorCode::Database:
        case ErrorCode::SchemaTooNew:
            return DatabaseError;
        case ErrorCode::HostKeyUnknown:
        case ErrorCode::HostKeyChanged:
            return HostKeyRefused;
        case ErrorCode::AuthenticationFailed:
            return AuthFailed;
        case ErrorCode::Unreachable:
            return Unreachable;
        case ErrorCode::Timeout:
            return TimedOut;
        case ErrorCode::Cancelled:
            return Cancelled;
        case ErrorCode::ProbeFailed:
            return ProbeFailed;
        case ErrorCode::Io:
        case ErrorCode::Unsupported:
        case ErrorCode::Internal:
            return Failure;
    }
    return Failure;
}

int exitCodeFor(const core::Error& error) {
    if (core::RowVersion::isConflict(error)) {
        return EditConflict;
    }
    if (core::isPermissionDenied(error)) {
        return PermissionDenied;
    }
    return exitCodeFor(error.code);
}

int reportError(CliContext& ctx, const core::Error& error) {
    ctx.err << "tierbench-cli: " << error.toString() << Qt::endl;
    return exitCodeFor(error);
}

QString takeIfVersion(QStringList& args, qint64* version) {
    *version = 0;
    auto v = takeOption(args, QStringLiteral("--if-version"));
    if (!v) {
        return v.error().message;
    }
    if (!v->has_value()) {
        return {};
    }
    bool ok = false;
    const qint64 n = (*v)->toLongLong(&ok);
    if (!ok || n <= 0) {
        return Cli::tr("--if-version needs a row version (a positive number), not %1.").arg(**v);
    }
    *version = n;
    return {};
}

int usageError(CliContext& ctx, const QString& problem, const QString& synopsis) {
    ctx.err << "tierbench-cli: " << problem << Qt::endl;
    if (!synopsis.isEmpty()) {
        ctx.err << Cli::tr("usage: tierbench-cli [--db PATH] %1").arg(synopsis) << Qt::endl;
    }
    ctx.err << Cli::tr("Run 'tierbench-cli --help' for the list of commands.") << Qt::endl;
    return Usage;
}

core::Result<std::shared_ptr<core::Store>> openStore(const CliContext& ctx) {
    if (ctx.dbPath.isEmpty()) {
        return core::makeError(core::ErrorCode::InvalidArgument, Cli::tr("No database given: use --db PATH or set "
                                                                         "TIERBENCH_DB."));
    }
    // A path that does not exist yet becomes the demo workbench (--help says so, and so does a line on stderr:
    // 91 example providers arriving unannounced looked like someone else's data), or an empty one with --empty-db;
    // anything else opens as it is.
    const QFileInfo file(ctx.dbPath);
    const bool fresh = !core::DatabaseLocation::isServerUrl(ctx.dbPath) && (!file.exists() || file.size() == 0);
    auto opened =
        core::openOrCreateStore(ctx.dbPath, ctx.emptyDb ? core::CreateDatabase() : &core::DemoDatabase::build);
    if (opened && fresh) {
        ctx.err << (ctx.emptyDb ? Cli::tr("%1 did not exist: made an empty database there.").arg(ctx.dbPath)
                                : Cli::tr("%1 did not exist: made a demo database there (example providers, runs and "
                                          "interviews). For an empty one instead, give --empty-db with a new path.")
                                      .arg(ctx.dbPath))
                << '\n';
        ctx.err.flush();
    }
    return opened;
}

int openStoreForCommand(CliContext& ctx, const QString& synopsis, std::shared_ptr<core::Store>& store) {
    if (ctx.dbPath.isEmpty()) {
        return usageError(ctx, Cli::tr("No database given: use --db PATH or set TIERBENCH_DB."), synopsis);
    }
    auto opened = openStore(ctx);
    if (!opened) {
        return reportError(ctx, opened.error());
    }
    store = *opened;
    return Ok;
}

QString cliActor() {
    return core::AnalystSettings::analystName();  // the workbench's name too
}

bool takeFlag(QStringList& args, const QString& flag) {
    return args.removeAll(flag) > 0;
}

core::Result<std::optional<QString>> takeOption(QStringList& args, const QString& name) {
    const QString prefix = name + u'=';
    for (int i = 0; i < args.size(); ++i) {
        if (args[i].startsWith(prefix)) {
            const QString value = args[i].mid(prefix.size());
            args.removeAt(i);
            return std::optional<QString>(value);
        }
        if (args[i] == name) {
            if (i + 1 >= args.size()) {
                return core::makeError(core::ErrorCode::InvalidArgument, Cli::tr("%1 needs a value.").arg(name));
            }
            const QString value = args[i + 1];
            args.remove(i, 2);
            return std::optional<QString>(value);
        }
    }
    return std::optional<QString>();
}

core::Result<QStringList> takeAll(QStringList& args, const QString& name) {
    QStringList values;
    for (;;) {
        auto v = takeOption(args, name);
        if (!v) {
            return v.error();
        }
        if (!v->has_value()) {
            return values;
        }
        values << **v;
    }
}

void printJson(QTextStream& out, const QJsonValue& value) {
    QJsonDocument doc = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
    out.flush();
}

}  // namespace tb::cli
