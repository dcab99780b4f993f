#include "core/store/OpenOrCreate.h"

#include "core/store/DatabaseLocation.h"

#include <QFileInfo>

namespace tb::core {

Result<std::shared_ptr<Store>> openOrCreateStore(const QString& location, const CreateDatabase& create) {
    // A team database on a server is the team's: it is migrated, never filled by `create`.
    if (!DatabaseLocation::isServerUrl(location) && !QFileInfo::exists(location) && create) {
        if (auto made = create(location); !made) {
            return made.error();
        }
    }
    return Store::open(location);
}

}  // namespace tb::core
