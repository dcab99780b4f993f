#pragma once

#include "core/Result.h"
#include "core/store/Store.h"

#include <QCoreApplication>
#include <QFuture>
#include <QSqlDatabase>
#include <QString>

#include <memory>

namespace tb::core {

// The demo workbench: every provider the ClusterMAX article names, with its published tiers as reference, and one
// worked (illustrative) evaluation. The data lives in :/demo/*.json.
class DemoDatabase {
    Q_DECLARE_TR_FUNCTIONS(DemoDatabase)

public:
    // <AppDataLocation>/tierbench.sqlite
    static QString defaultPath();

    // Opens `path`; when the file did not exist, builds the demo database there first (build()), so an interrupted
    // first start never leaves an empty workbench: openOrCreateStore (core/store/OpenOrCreate.h) with build().
    // Blocking (tests); the GUI uses openOrCreateAsync(), which does the same on a pool thread.
    static Result<std::shared_ptr<Store>> openOrCreate(const QString& path);
    static QFuture<Result<std::shared_ptr<Store>>> openOrCreateAsync(const QString& path);

    // Builds the demo workbench at `path`, which does not exist yet: in a file beside it, moved into place only when
    // complete, so a build killed at any moment leaves no file or the whole demo. When another process put a file
    // there meanwhile, that one is kept. Blocking.
    static Status build(const QString& path);

    // Adds the demo providers and the worked evaluation to an empty, migrated database, in one transaction.
    // Storage thread only.
    static Status populate(QSqlDatabase& db);

    static QString actor() { return QStringLiteral("demo"); }
};

}  // namespace tb::core
