#include "core/store/StoreOpener.h"

#include "core/store/Store.h"

namespace tb::core {

QFuture<Result<std::shared_ptr<Store>>> StoreOpener::openAsync(const DatabaseLocation& location) {
    const QString address = location.isSqlite() ? location.filePath() : location.display();
    // Taken back by the parse() inside Store::openAsync, on this thread, before it returns.
    DatabaseLocation::handOverPassword(location);
    return Store::openAsync(address);
}

Result<std::shared_ptr<Store>> StoreOpener::open(const DatabaseLocation& location) {
    return openAsync(location).result();
}

}  // namespace tb::core
