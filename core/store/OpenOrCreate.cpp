#include "core/store/OpenOrCreate.h"

#include "core/store/DatabaseLocation.h"

#include <QFile>
#include <QFileInfo>

namespace tb::core {

namespace {

// A 0-byte file (`touch`, a copy that failed, a disk that filled up before SQLite wrote its first page) holds no
// database: treated as missing, it becomes what a new path becomes. Opened as it is, it would be migrated into an
// empty, schema-only workbench and stay one for ever. A main file can be empty while its content still sits in the
// WAL beside it (never checkpointed): that one is a database and is left alone.
bool holdsNoDatabase(const QString& path) {
    const QFileInfo file(path);
    if (!file.isFile() || file.size() != 0) {
        return false;
    }
    const QFileInfo wal(path + QStringLiteral("-wal"));
    return !wal.exists() || wal.size() == 0;
}

}  // namespace

Result<std::shared_ptr<Store>> openOrCreateStore(const QString& location, const CreateDatabase& create) {
    // A team database on a server is the team's: it is migrated, never filled by `create`.
    if (DatabaseLocation::isServerUrl(location) || !create) {
        return Store::open(location);
    }
    if (holdsNoDatabase(location)) {
        // `create` puts its database in place only where no file is (DemoDatabase::build links, never replaces).
        QFile::remove(location);
        for (const char* suffix : {"-wal", "-shm", "-journal"}) {
            if (QFileInfo(location + QLatin1String(suffix)).size() == 0) {
                QFile::remove(location + QLatin1String(suffix));
            }
        }
    }
    if (!QFileInfo::exists(location)) {
        if (auto made = create(location); !made) {
            return made.error();
        }
    }
    return Store::open(location);
}

}  // namespace tb::core
