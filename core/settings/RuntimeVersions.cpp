#include "core/settings/RuntimeVersions.h"

#include <QMutex>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUuid>
#include <QtGlobal>

namespace tb::core {

namespace {
QMutex& registryMutex() {
    static QMutex m;
    return m;
}
QVector<RuntimeVersion>& registry() {
    static QVector<RuntimeVersion> r;
    return r;
}

QString sqliteVersion() {
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
}  // namespace

void registerRuntimeVersion(const QString& component, const QString& version) {
    QMutexLocker lock(&registryMutex());
    for (RuntimeVersion& v : registry()) {
        if (v.component == component) {
            v.version = version;
            return;
        }
    }
    registry().push_back({component, version});
}

QVector<RuntimeVersion> runtimeVersions() {
    QVector<RuntimeVersion> out{{QStringLiteral("Qt"), QString::fromLatin1(qVersion())},
                                {QStringLiteral("SQLite"), sqliteVersion()}};
    QMutexLocker lock(&registryMutex());
    out += registry();
    return out;
}

}  // namespace tb::core
