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

    // Opens `path`; when the file did not exist, builds the demo database beside it and moves it into place whole
    // first, so an interrupted first start never leaves an empty workbench. Blocking (CLI, tests); the GUI uses
    // openOrCreateAsync(), which does the same on a pool thread.
    static Result<std::shared_ptr<Store>> openOrCreate(const QString& path);
    static QFuture<Result<std::shared_ptr<Store>>> openOrCreateAsync(const QString& path);

    // Adds the demo providers and the worked evaluation to an empty, migrated database, in one transaction.
    // Storage thread only.
    static Status populate(QSqlDatabase& db);

    static QString actor() { return QStringLiteral("demo"); }
};

}  // namespace tb::core
