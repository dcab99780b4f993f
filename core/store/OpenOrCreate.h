#pragma once

#include "core/Result.h"
#include "core/store/Store.h"

#include <QString>

#include <functional>
#include <memory>

namespace tb::core {

// Makes the database at a local path that does not exist yet; it must leave a whole database there or nothing.
using CreateDatabase = std::function<Status(const QString& path)>;

// Opens the workbench database at `location` through Store::open. A local path that does not exist yet is first
// made by `create` (the workbench and the CLI pass DemoDatabase::build), and so is a 0-byte file (no database in it
// nor in a WAL beside it); any other existing file is opened (and migrated) as it is, and a server URL is the team's:
// migrated, never made here. Blocking, like Store::open.
Result<std::shared_ptr<Store>> openOrCreateStore(const QString& location, const CreateDatabase& create);

}  // namespace tb::core
