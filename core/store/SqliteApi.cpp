#include "core/store/SqliteApi.h"

#include <QSqlDriver>
#include <QVariant>

#include <mutex>
#include <type_traits>

#if __has_include(<dlfcn.h>)
#include <dlfcn.h>
#define TB_HAVE_DLFCN 1
#endif

namespace tb::core {

bool SqliteApi::resolve() {
#ifdef TB_HAVE_DLFCN
    // RTLD_NOLOAD: only the copy Qt's driver already loaded, never a second one.
    void* lib = dlopen("libsqlite3.so.0", RTLD_LAZY | RTLD_NOLOAD);
    if (!lib)
        return false;
    auto sym = [lib](auto& fn, const char* name) {
        fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
        return fn != nullptr;
    };
    const bool ok = sym(prepare, "sqlite3_prepare_v2") && sym(bindInt64, "sqlite3_bind_int64") &&
                    sym(bindDouble, "sqlite3_bind_double") && sym(bindText, "sqlite3_bind_text") &&
                    sym(bindNull, "sqlite3_bind_null") && sym(step, "sqlite3_step") && sym(reset, "sqlite3_reset") &&
                    sym(finalize, "sqlite3_finalize") && sym(errmsg, "sqlite3_errmsg") &&
                    sym(updateHook, "sqlite3_update_hook") && sym(getAutocommit, "sqlite3_get_autocommit");
    // The reference taken by dlopen is kept: the driver keeps the library loaded for the process anyway.
    return ok;
#else
    return false;
#endif
}

const SqliteApi* SqliteApi::get() {
    // A failed look-up is retried on the next call: before Qt's driver is loaded the library is not there yet.
    static std::mutex mutex;
    static SqliteApi api;
    static bool resolved = false;
    std::lock_guard lock(mutex);
    if (!resolved)
        resolved = api.resolve();
    return resolved ? &api : nullptr;
}

sqlite3* SqliteApi::handle(const QSqlDatabase& db) {
    if (!db.isOpen() || !db.driver())
        return nullptr;
    const QVariant v = db.driver()->handle();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(v.constData());
}

}  // namespace tb::core
