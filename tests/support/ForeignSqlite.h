#pragma once

#include <QString>

namespace tb::test {

// Runs the stock `sqlite3` shell on `path` in a process of its own, as an analyst's script would while the
// workbench is open, and returns its standard output trimmed (the error text, prefixed "error:", when it failed).
// A second process is the point: SQLite's locks only protect against other processes.
QString foreignSqlite(const QString& path, const QString& sql);
bool foreignSqliteAvailable();

}  // namespace tb::test
