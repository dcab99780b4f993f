#pragma once

#include "core/Result.h"
#include "core/store/DatabaseLocation.h"

#include <QCoreApplication>
#include <QFuture>
#include <QString>

namespace tb::core {

// What went wrong reaching a team database, in the words the connection dialog needs to say what to do next.
enum class ConnectionFault {
    None,
    InvalidAddress,   // the address does not parse (a password in it, an unknown option)
    DriverMissing,    // Qt's QPSQL driver is not installed
    PasswordNeeded,   // the server asks for a password and neither the keychain, ~/.pgpass nor the dialog had one
    PasswordRefused,  // the server refused the login's password
    DatabaseMissing,  // the server has no database of that name
    Unreachable,      // no server answers at that host and port (or the name does not resolve, or it timed out)
    TlsRefused,       // TLS failed: the certificate did not verify, or the server does not offer TLS
    ServerTooOld,     // PostgreSQL older than 11
    SchemaTooNew,     // the database was written by a newer Tierbench
    Other,
};

// "Test connection" (issue 16.2): logs in once on a connection of its own, asks the server's version and the
// database's schema version, and closes again. Nothing is created, migrated or written, so it is safe against a
// database another team uses. The messages are the store's own (Store::open says the same for the same fault;
// the CLI maps them to exit 4).
//
// Thread contract: run() blocks and may be called on any thread but the GUI's; runAsync() does it on a pool thread.
class ConnectionCheck {
    Q_DECLARE_TR_FUNCTIONS(ConnectionCheck)

public:
    struct Outcome {
        QString serverVersion;  // e.g. "15.8"
        int schemaVersion = 0;  // 0: a new, empty database (the first Connect creates the schema)
        bool encrypted = false;
        QString sessionUser;
    };

    static Result<Outcome> run(const DatabaseLocation& location);
    static QFuture<Result<Outcome>> runAsync(const DatabaseLocation& location);

    // The fault behind an error from run(), Store::open() or DatabaseLocation::parse(). libpq's reasons are read
    // from the detail in the client's language; unknown ones are Other.
    static ConnectionFault classify(const Error& error);
    // One sentence saying what the fault means and what to try; empty for None.
    static QString advice(ConnectionFault fault);
};

}  // namespace tb::core
