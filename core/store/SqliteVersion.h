#pragma once

#include <QString>

namespace tb::core {

// The SQLite library Qt's driver runs (not the one a header promised at build time), asked on a private in-memory
// connection; empty when the driver is missing. For the About box and the logs of a bug report.
QString sqliteLibraryVersion();

}  // namespace tb::core
