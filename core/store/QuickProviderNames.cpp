#include "core/store/QuickProviderNames.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUuid>

namespace tb::core {

QStringList quickProviderNames(const QString& sqlitePath) {
    QStringList names;
    if (sqlitePath.isEmpty() || sqlitePath.contains(QStringLiteral("://")) ||
        sqlitePath.startsWith(QStringLiteral("pgservice:")) || !QFileInfo(sqlitePath).isFile()) {
        return names;
    }
    const QString connection = QStringLiteral("tb-quick-names-") + QUuid::createUuid().toString(QUuid::Id128);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(sqlitePath);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=200"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT name FROM provider ORDER BY name"))) {
                while (q.next()) {
                    names << q.value(0).toString();
                }
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return names;
}

}  // namespace tb::core
