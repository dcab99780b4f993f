#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace tb::cli {

// What every command gets: its own arguments (after the command word), the global options, and the two streams.
struct CliContext {
    QString dbPath;    // --db PATH (required by every command that touches data)
    QStringList args;  // the command's own arguments
    QTextStream& out;
    QTextStream& err;
    bool emptyDb = false;  // --empty-db: a path that does not exist becomes an empty database, not the demo
};

// One sub-command of tierbench-cli. Each lives in its own file and registers itself with TB_CLI_COMMAND, so adding a
// command never edits main.cpp.
struct CliCommand {
    QString name;      // "providers"
    QString synopsis;  // "providers [--json]"
    QString summary;   // one line for --help
    std::function<int(CliContext&)> run;
    // Renders fonts, charts or PDFs: main() then creates a QGuiApplication (on the offscreen platform unless
    // QT_QPA_PLATFORM says otherwise) instead of a QCoreApplication.
    bool needsGui = false;
    // More than the synopsis for `COMMAND --help` (what it can run, what it accepts); empty: synopsis only.
    std::function<void(QTextStream&)> help = {};
    // Left out of --help (the shell completion's helper, CompletionCommand.cpp).
    bool hidden = false;
};

std::vector<CliCommand>& cliCommands();

struct CliCommandRegistrar {
    explicit CliCommandRegistrar(CliCommand command) { cliCommands().push_back(std::move(command)); }
};

}  // namespace tb::cli

#define TB_CLI_CONCAT_INNER(a, b) a##b
#define TB_CLI_CONCAT(a, b) TB_CLI_CONCAT_INNER(a, b)
#define TB_CLI_COMMAND(...)                                                    \
    static const ::tb::cli::CliCommandRegistrar TB_CLI_CONCAT(tbCliRegistrar_, \
                                                              __LINE__)(::tb::cli::CliCommand{__VA_ARGS__})
