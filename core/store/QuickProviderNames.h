#pragma once

#include <QString>
#include <QStringList>

namespace tb::core {

// The provider names of an existing SQLite database, read through a read-only connection that neither migrates nor
// builds the demo and waits at most a moment for a writer: for the shell completion, where a Tab press must be
// fast and must never create or change a file. Empty when the path is not an SQLite file or cannot be read; a team
// database (postgresql://, pgservice:) is not asked, so a Tab press never waits on the network or a password.
QStringList quickProviderNames(const QString& sqlitePath);

}  // namespace tb::core
