#pragma once

#include <QSqlDatabase>

struct pg_conn;
struct pg_result;

namespace tb::core {

// The few libpq functions the bulk path needs (COPY ... FROM STDIN, which Qt's PostgreSQL driver cannot send),
// taken from the libpq that Qt's driver already loaded, so the connection from QSqlDriver::handle() and these
// functions belong to the same library. No build-time dependency on libpq's headers; when the library cannot be
// found (another driver build), get() returns nullptr and callers use the array path (PgArrayColumns).
//
// Thread contract: the functions are thread-safe to look up; the connection belongs to its store's thread, so use
// it only inside a store job, and only while no forward-only query of that connection is still being read.
class PgLibpq {
public:
    // ExecStatusType values (libpq-fe.h).
    static constexpr int kCommandOk = 1;
    static constexpr int kCopyIn = 4;
    // PG_DIAG_SQLSTATE
    static constexpr int kDiagSqlState = 'C';

    static const PgLibpq* get();
    // The connection's PGconn*, or nullptr when the driver is not PostgreSQL or not open.
    static pg_conn* handle(const QSqlDatabase& db);

    pg_result* (*exec)(pg_conn*, const char*) = nullptr;
    int (*resultStatus)(const pg_result*) = nullptr;
    char* (*resultErrorMessage)(const pg_result*) = nullptr;
    char* (*resultErrorField)(const pg_result*, int) = nullptr;
    void (*clear)(pg_result*) = nullptr;
    int (*putCopyData)(pg_conn*, const char*, int) = nullptr;
    int (*putCopyEnd)(pg_conn*, const char*) = nullptr;
    pg_result* (*getResult)(pg_conn*) = nullptr;
    char* (*errorMessage)(const pg_conn*) = nullptr;

private:
    PgLibpq() = default;
    bool resolve();
};

}  // namespace tb::core
