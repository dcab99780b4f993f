#pragma once

#include <QString>
#include <QStringList>

namespace tb::core {

// POSIX sh quoting for remote command lines. Every remote command is built from structured arguments through
// these functions, never by pasting text: provider and node names, paths and recipe arguments are untrusted.
class ShellQuote {
public:
    // One word, safe in any POSIX shell: bare when it only holds characters that need no quoting, otherwise
    // wrapped in single quotes with each ' written as '\''. The empty string becomes ''. Newlines and non-ASCII
    // text pass through inside the quotes unchanged (sh treats them literally there).
    static QString quote(const QString& word);
    // Quotes each argument and joins them with single spaces: the command line that runs argv[0] with argv[1..].
    static QString join(const QStringList& argv);
    // A remote path that may start with "~/": the tilde must stay outside the quotes to expand, so it becomes
    // "$HOME"/'rest'. Any other path is quote()d.
    static QString path(const QString& remotePath);
};

}  // namespace tb::core
