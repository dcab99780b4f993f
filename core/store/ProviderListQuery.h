#pragma once

#include "core/Result.h"
#include "core/domain/Provider.h"

#include <QSqlDatabase>
#include <QVector>

namespace tb::core {

// Every provider, ordered by name, or the error when the database could not be read. A list on screen is refreshed
// with this rather than ProviderRepository::list() (which answers an empty list on error): a query that fails while
// the team database's server is away must leave the providers the analyst sees in place, not empty the list.
// Storage thread.
Result<QVector<Provider>> readProviderList(QSqlDatabase& db);

}  // namespace tb::core
