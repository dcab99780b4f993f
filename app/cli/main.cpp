// tierbench-cli: the headless front door. Global options, then a command from the registry (CliCommand.h); each
// command lives in its own <Name>Command.cpp.
#include "app/cli/CliCommand.h"
#include "app/cli/CliSupport.h"
#include "app/cli/ExitCodes.h"
#include "app/cli/TerminalText.h"
#include "core/settings/HeapTuning.h"
#include "ui/common/EnglishPlurals.h"

#include <QCoreApplication>
#include <QApplication>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace {

using namespace tb::cli;

struct ExitCodeRow {
    int code;
    const char* name;
    const char* meaning;
};

// Mirrors ExitCodes.h; the e2e test checks --help lists every one.
constexpr ExitCodeRow kExitCodes[] = {
    {Ok, "Ok", "success"},
    {Failure, "Failure", "anything not covered below"},
    {Usage, "Usage", "unknown command or option, missing argument"},
    {NotFound, "NotFound", "provider, run or file not found"},
    {DatabaseError, "DatabaseError", "cannot open, newer schema, constraint violated"},
    {InvalidInput, "InvalidInput", "a file or value that could not be parsed or validated"},
    {HostKeyRefused, "HostKeyRefused", "unknown host key not accepted, or changed key"},
    {AuthFailed, "AuthFailed", "authentication failed"},
    {Unreachable, "Unreachable", "host unreachable"},
    {ProbeFailed, "ProbeFailed", "the remote probe or recipe ran and failed"},
    {TimedOut, "TimedOut", "timed out"},
    {Cancelled, "Cancelled", "cancelled"},
    {JobFailed, "JobFailed", "a cluster job ran and failed, or the scheduler refused it"},
    {NodeFailed, "NodeFailed", "a cluster node failed during a job or reported nothing"},
    {DeadlinePassed, "DeadlinePassed", "a cluster job pended or stayed silent past its deadline and was cancelled"},
    {VerificationFailed, "VerificationFailed", "verify found a stored result or score that differs"},
    {ConflictRefused, "ConflictRefused", "a current conflict of interest and no --acknowledge: nothing started"},
    {EditConflict, "EditConflict", "another analyst saved the row since the version given: nothing saved"},
    {PermissionDenied, "PermissionDenied", "the database role may not do this"},
};

std::vector<CliCommand> sortedCommands() {
    std::vector<CliCommand> commands = cliCommands();
    std::sort(commands.begin(), commands.end(),
              [](const CliCommand& a, const CliCommand& b) { return a.name < b.name; });
    return commands;
}

void printHelp(QTextStream& out) {
    out << "tierbench-cli " << tb::app::appVersion() << " - headless Tierbench: the same database and core as the "
        << "workbench.\n\n"
        << "usage: tierbench-cli [--db PATH] COMMAND [ARGS...]\n"
        << "       tierbench-cli --help | --version\n\n"
        << "Global options:\n"
        << "  --db PATH     the workbench database (default: $TIERBENCH_DB); a path that does not exist\n"
        << "                becomes a new demo database; postgresql://USER@HOST:PORT/DBNAME[?sslmode=...]\n"
        << "                or pgservice:NAME opens a shared team database (password from ~/.pgpass)\n"
        << "  --empty-db    a --db path that does not exist becomes an empty database instead of the demo\n"
        << "  --help, -h    this text\n"
        << "  --version     the program version\n\n"
        << "Commands:\n";
    for (const CliCommand& c : sortedCommands()) {
        if (c.hidden) {
            continue;
        }
        out << "  " << QStringLiteral("%1").arg(c.synopsis, -44) << ' ' << c.summary << '\n';
    }
    out << "\nExit codes:\n";
    for (const ExitCodeRow& row : kExitCodes) {
        out << QStringLiteral("  %1  %2  %3")
                   .arg(row.code, 2)
                   .arg(QString::fromLatin1(row.name), -15)
                   .arg(QString::fromLatin1(row.meaning))
            << '\n';
    }
    out.flush();
}

// Commands that render (PDF, charts) need a QApplication: fonts need the GUI layer and Qt Charts lives in a
// QGraphicsScene, which needs the widgets one. The CLI never uses a display, so those run
// on the offscreen platform unless QT_QPA_PLATFORM says otherwise. Decided before any Q*Application exists.
bool commandNeedsGui(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        for (const CliCommand& c : cliCommands()) {
            if (c.needsGui && c.name == QLatin1String(argv[i])) {
                return true;
            }
        }
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    tb::core::tuneHeapForBulkData();  // before any thread: imports and ingest allocate in bulk
    std::unique_ptr<QCoreApplication> app;
    if (commandNeedsGui(argc, argv)) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("tierbench"));
    QCoreApplication::setOrganizationName(QStringLiteral("tierbench"));
    // English whatever the locale (scripts read it), with English plurals: "7 days late", not "7 day(s) late".
    const tb::ui::EnglishPlurals plurals;
    // Everything the commands print leaves through TerminalSafeDevice: no control from the database, an import, a
    // probe or a remote reply reaches the terminal raw (TerminalText.h).
    TerminalSafeDevice outDevice(stdout);
    TerminalSafeDevice errDevice(stderr);
    QTextStream out(&outDevice);
    QTextStream err(&errDevice);

    QStringList args = QCoreApplication::arguments().mid(1);
    QString dbPath = qEnvironmentVariable("TIERBENCH_DB");
    CliContext ctx{dbPath, {}, out, err};

    // --db may stand before or after the command word.
    auto db = takeOption(args, QStringLiteral("--db"));
    if (!db) {
        return usageError(ctx, db.error().message);
    }
    if (db->has_value()) {
        ctx.dbPath = **db;
    }
    ctx.emptyDb = takeFlag(args, QStringLiteral("--empty-db"));

    // Global options before the command word (after it, --version belongs to the command, e.g. rubric --version V).
    while (!args.isEmpty() && args.first().startsWith(u'-')) {
        const QString opt = args.takeFirst();
        if (opt == QLatin1String("--help") || opt == QLatin1String("-h")) {
            printHelp(out);
            return Ok;
        }
        if (opt == QLatin1String("--version")) {
            out << "tierbench-cli " << tb::app::appVersion() << Qt::endl;
            return Ok;
        }
        return usageError(ctx, Cli::tr("Unknown option: %1").arg(opt));
    }
    if (args.isEmpty()) {
        return usageError(ctx, Cli::tr("No command given."));
    }
    const QString name = args.takeFirst();
    if (name == QLatin1String("help") && args.isEmpty()) {
        printHelp(out);
        return Ok;
    }
    // `help COMMAND` is `COMMAND --help`.
    const bool helpFor = name == QLatin1String("help");
    const QString commandName = helpFor ? args.first() : name;
    for (const CliCommand& command : cliCommands()) {
        if (command.name == commandName) {
            if (helpFor || args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
                out << "usage: tierbench-cli [--db PATH] " << command.synopsis << '\n' << command.summary << Qt::endl;
                if (command.help) {
                    out << '\n';
                    command.help(out);
                    out.flush();
                }
                return Ok;
            }
            ctx.args = args;
            return command.run(ctx);
        }
    }
    return usageError(ctx, Cli::tr("Unknown command: %1").arg(commandName));
}
