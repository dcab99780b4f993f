#pragma once

#include "core/Result.h"
#include "core/store/DatabaseLocation.h"

#include <QFuture>

#include <memory>

namespace tb::core {

class Store;

// Opens the store of a parsed location, which may carry a password in memory (DatabaseLocation::setPassword: the
// keychain's or the connection dialog's). The password reaches the storage thread's connections (the store's, the
// listener's, and their reconnects) through DatabaseLocation::handOverPassword and nothing else: not the address,
// not a log line. Without one it is Store::open of the address, and libpq's ~/.pgpass or PGPASSFILE decides.
//
// Thread contract: as Store::openAsync (any thread; the GUI continues with `.then(this, ...)`).
class StoreOpener {
public:
    static QFuture<Result<std::shared_ptr<Store>>> openAsync(const DatabaseLocation& location);
    // Blocks: CLI, tests and workers only.
    static Result<std::shared_ptr<Store>> open(const DatabaseLocation& location);
};

}  // namespace tb::core
