#include "core/store/SqliteVersion.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUuid>

namespace tb::core {

QString sqliteLibraryVersion() {
    QString version;
    const QString name = QStringLiteral("tb-sqlite-version-") + QUuid::createUuid().toString(QUuid::Id128);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT sqlite_version()")) && q.next()) {
                version = q.value(0).toString();
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return version;
}

}  // namespace tb::core
