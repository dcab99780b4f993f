#pragma once

#include "app/cli/CliCommand.h"
#include "app/cli/ExitCodes.h"
#include "core/Result.h"
#include "core/store/Store.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace tb::app {
const char* appVersion();  // app/AppVersion.cpp
}

// Helpers every tierbench-cli command shares: the database from --db, option parsing, errors to exit codes, JSON.
namespace tb::cli {

// The command line's messages (context "Cli"). Marked for translation like the GUI's, but the catalogue covers the
// GUI only: the CLI's output stays English for scripts.
class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// The one mapping from core error codes to the CLI's stable exit codes.
int exitCodeFor(core::ErrorCode code);
// The exit code for an error, with those that are told apart by more than their code: a row another analyst saved
// since the version given (Conflict), a database role that may not write (PermissionDenied).
int exitCodeFor(const core::Error& error);

// Prints "tierbench-cli: <message> (<detail>)" on stderr and returns the matching exit code.
int reportError(CliContext& ctx, const core::Error& error);
// Prints a usage problem and the command's synopsis on stderr; returns ExitCode::Usage.
int usageError(CliContext& ctx, const QString& problem, const QString& synopsis = {});

// Opens the store at --db (or $TIERBENCH_DB); a path that does not exist yet becomes a new demo database.
core::Result<std::shared_ptr<core::Store>> openStore(const CliContext& ctx);
// openStore() for commands: no database given is a usage error, a failure is reported. Returns Ok and sets
// `store`, or the exit code to return.
int openStoreForCommand(CliContext& ctx, const QString& synopsis, std::shared_ptr<core::Store>& store);

// Who the audit log names for this command line: the reviewer name of the Preferences, else "tierbench-cli".
QString cliActor();

// Removes a flag ("--json") from args; true when it was there.
bool takeFlag(QStringList& args, const QString& flag);
// Removes "--name VALUE" or "--name=VALUE" from args. Empty optional when absent; an error when the value is missing.
core::Result<std::optional<QString>> takeOption(QStringList& args, const QString& name);
// Removes every "--name VALUE" of an option that may be given more than once ("--run 3 --run 4"), in order.
core::Result<QStringList> takeAll(QStringList& args, const QString& name);
// `--if-version N`: the row version a script read (the `row_version` of `--json`); the edit is refused with exit 21,
// naming who saved since, when the row moved on. 0 when not given. An error message, or empty.
QString takeIfVersion(QStringList& args, qint64* version);

// Indented, key-sorted JSON and a final newline: stable output for scripts and diffs.
void printJson(QTextStream& out, const QJsonValue& value);

}  // namespace tb::cli
