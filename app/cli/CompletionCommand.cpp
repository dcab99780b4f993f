// `tierbench-cli __complete WHAT`: the hidden helper of the bash completion (packaging/tierbench-cli.bash-completion).
// Commands, their options and sub-commands come from the registry --help prints, so the completion never lists
// something the CLI does not take. Provider names are read from an existing SQLite file opened read-only, without
// migrations or the demo build (core::quickProviderNames), so a Tab press is fast, never creates or changes a
// database and prints nothing on any error.
#include "app/cli/CliCommand.h"
#include "app/cli/CliSupport.h"
#include "app/cli/ExitCodes.h"
#include "core/store/QuickProviderNames.h"

#include <QRegularExpression>

#include <algorithm>

namespace tb::cli {

namespace {

const CliCommand* findCommand(const QString& name) {
    for (const CliCommand& c : cliCommands()) {
        if (c.name == name && !c.hidden) {
            return &c;
        }
    }
    return nullptr;
}

// What `COMMAND --help` prints: the synopsis and the command's own help text.
QString helpText(const CliCommand& c) {
    QString text = c.synopsis;
    if (c.help) {
        QString more;
        QTextStream s(&more);
        c.help(s);
        s.flush();
        text += u'\n' + more;
    }
    return text;
}

QStringList optionsIn(const QString& text) {
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])--[a-z][a-z0-9-]*"));
    QStringList out;
    for (auto it = option.globalMatch(text); it.hasNext();) {
        out << it.next().captured(0);
    }
    out.removeDuplicates();
    return out;
}

// The command's options. A command that passes arguments on after "--" (run: the probe's own) documents those in
// its help too; they are offered only after the "--" (trailing = true), the command's own only before it.
QStringList optionsOf(const CliCommand& c, bool trailing) {
    const QStringList own = optionsIn(c.synopsis) << QStringLiteral("--help");
    const bool passesOn = c.synopsis.contains(QStringLiteral("[-- "));
    QStringList out;
    if (trailing) {
        if (passesOn) {
            for (const QString& o : optionsIn(helpText(c))) {
                if (!own.contains(o)) {
                    out << o;
                }
            }
        }
    } else {
        out = passesOn ? own : own + optionsIn(helpText(c));
    }
    std::sort(out.begin(), out.end());
    out.removeDuplicates();
    return out;
}

// Sub-command words of the synopsis: a lowercase word right after the command's own name, after "(" or after "| "
// ("providers add|edit|remove", "(list ... | add ...)"); option values ("--by a|b") have no space after the bar.
QStringList subcommandsOf(const CliCommand& c) {
    static const QRegularExpression word(QStringLiteral("(?:^|\\(|\\| )\\s*([a-z][a-z|-]*)(?=[\\s)\\]]|$)"));
    QStringList out;
    for (auto it = word.globalMatch(c.synopsis); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        // A parenthesised group is a choice only when it has alternatives ("(see providers --help)" is a remark).
        if (m.captured(0).startsWith(u'(')) {
            const qsizetype close = c.synopsis.indexOf(u')', m.capturedStart(0));
            if (!c.synopsis.mid(m.capturedStart(0), close - m.capturedStart(0)).contains(QStringLiteral(" | "))) {
                continue;
            }
        }
        for (const QString& w : m.captured(1).split(u'|', Qt::SkipEmptyParts)) {
            if (w != c.name) {
                out << w;
            }
        }
    }
    // After the command's name itself ("providers add|edit|remove", "cluster ...|fault-drill|...").
    static const QRegularExpression afterName(
        QStringLiteral("(?:^|\\| )(\\S+) ([a-z][a-z-]*(?:\\|[a-z][a-z-]*)+)(?=\\s|$)"));
    for (auto it = afterName.globalMatch(c.synopsis); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(1) == c.name) {
            out << m.captured(2).split(u'|');
        }
    }
    std::sort(out.begin(), out.end());
    out.removeDuplicates();
    return out;
}

int runComplete(CliContext& ctx) {
    const QStringList& a = ctx.args;
    const QString what = a.value(0);
    QStringList words;
    if (what == QLatin1String("commands")) {
        for (const CliCommand& c : cliCommands()) {
            if (!c.hidden) {
                words << c.name;
            }
        }
        words << QStringLiteral("help");
        std::sort(words.begin(), words.end());
    } else if (what == QLatin1String("options") || what == QLatin1String("trailing-options") ||
               what == QLatin1String("subcommands")) {
        const CliCommand* c = findCommand(a.value(1));
        if (!c) {
            return Usage;
        }
        words = what == QLatin1String("subcommands") ? subcommandsOf(*c)
                                                     : optionsOf(*c, what == QLatin1String("trailing-options"));
    } else if (what == QLatin1String("providers")) {
        words = core::quickProviderNames(ctx.dbPath);
    } else if (what == QLatin1String("global-options")) {
        words = QStringList{QStringLiteral("--db"), QStringLiteral("--help"), QStringLiteral("--version")};
    } else {
        return Usage;
    }
    for (const QString& w : words) {
        ctx.out << w << '\n';
    }
    ctx.out.flush();
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(
    QStringLiteral("__complete"),
    QStringLiteral("__complete commands|global-options|options CMD|trailing-options CMD|subcommands CMD|providers"),
    QStringLiteral("shell completion helper"), runComplete, false, {}, true);

}  // namespace tb::cli
