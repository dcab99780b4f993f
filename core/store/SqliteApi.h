#pragma once

#include <QSqlDatabase>

struct sqlite3;
struct sqlite3_stmt;

namespace tb::core {

// The few SQLite C functions the bulk insert paths use, taken from the libsqlite3 that Qt's SQLite driver already
// loaded (so the handle from QSqlDriver::handle() and these functions belong to the same library). No build-time
// dependency on the SQLite headers; when the library cannot be found (a Qt built with its own SQLite copy), get()
// returns nullptr and callers use QSqlQuery.
//
// Thread contract: the functions are thread-safe to look up; the handle belongs to the connection's thread (the
// store's thread), so use it only inside a store job.
class SqliteApi {
public:
    static constexpr int kOk = 0;
    static constexpr int kDone = 101;

    static const SqliteApi* get();
    // The connection's sqlite3*, or nullptr when the driver is not SQLite or not open.
    static sqlite3* handle(const QSqlDatabase& db);

    int (*prepare)(sqlite3*, const char*, int, sqlite3_stmt**, const char**) = nullptr;
    int (*bindInt64)(sqlite3_stmt*, int, long long) = nullptr;
    int (*bindDouble)(sqlite3_stmt*, int, double) = nullptr;
    // The last argument is the destructor; nullptr = SQLITE_STATIC (the caller keeps the bytes alive until the next
    // bind or step).
    int (*bindText)(sqlite3_stmt*, int, const char*, int, void (*)(void*)) = nullptr;
    int (*bindNull)(sqlite3_stmt*, int) = nullptr;
    int (*step)(sqlite3_stmt*) = nullptr;
    int (*reset)(sqlite3_stmt*) = nullptr;
    int (*finalize)(sqlite3_stmt*) = nullptr;
    const char* (*errmsg)(sqlite3*) = nullptr;
    // For the change notifications (ChangeRecorder): the row hook and whether a transaction is open.
    void* (*updateHook)(sqlite3*, void (*)(void*, int, const char*, const char*, long long), void*) = nullptr;
    int (*getAutocommit)(sqlite3*) = nullptr;

private:
    SqliteApi() = default;
    bool resolve();
};

}  // namespace tb::core
