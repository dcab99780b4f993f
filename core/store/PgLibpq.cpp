#include "core/store/PgLibpq.h"

#include <QSqlDriver>
#include <QVariant>

#include <mutex>
#include <type_traits>

#if __has_include(<dlfcn.h>)
#include <dlfcn.h>
#define TB_HAVE_DLFCN 1
#endif

namespace tb::core {

bool PgLibpq::resolve() {
#ifdef TB_HAVE_DLFCN
    // RTLD_NOLOAD: only the copy Qt's driver already loaded, never a second one.
    void* lib = dlopen("libpq.so.5", RTLD_LAZY | RTLD_NOLOAD);
    if (!lib)
        return false;
    auto sym = [lib](auto& fn, const char* name) {
        fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
        return fn != nullptr;
    };
    // The reference taken by dlopen is kept: the driver keeps the library loaded for the process anyway.
    return sym(exec, "PQexec") && sym(resultStatus, "PQresultStatus") &&
           sym(resultErrorMessage, "PQresultErrorMessage") && sym(resultErrorField, "PQresultErrorField") &&
           sym(clear, "PQclear") && sym(putCopyData, "PQputCopyData") && sym(putCopyEnd, "PQputCopyEnd") &&
           sym(getResult, "PQgetResult") && sym(errorMessage, "PQerrorMessage");
#else
    return false;
#endif
}

const PgLibpq* PgLibpq::get() {
    // A failed look-up is retried on the next call: before Qt's driver is loaded the library is not there yet.
    static std::mutex mutex;
    static PgLibpq api;
    static bool resolved = false;
    std::lock_guard lock(mutex);
    if (!resolved)
        resolved = api.resolve();
    return resolved ? &api : nullptr;
}

pg_conn* PgLibpq::handle(const QSqlDatabase& db) {
    if (!db.isOpen() || !db.driver())
        return nullptr;
    const QVariant v = db.driver()->handle();
    // Qt names the type by the struct behind libpq's typedef: "pg_conn*" (Qt 6.4), "PGconn*" in other builds.
    if (!v.isValid() || (qstrcmp(v.typeName(), "pg_conn*") != 0 && qstrcmp(v.typeName(), "PGconn*") != 0))
        return nullptr;
    return *static_cast<pg_conn* const*>(v.constData());
}

}  // namespace tb::core
