#include "tests/support/TestDatabase.h"

#include "tests/support/PgTestServer.h"

#include <QSqlDatabase>
#include <QSqlQuery>

namespace tb::test {

bool TestDatabase::postgreSqlRequested() {
    return qEnvironmentVariable("TB_TEST_ENGINE").compare(QLatin1String("postgresql"), Qt::CaseInsensitive) == 0;
}

QString TestDatabase::create(const QString& fileName, QString* whyNot) {
    if (postgreSqlRequested()) {
        PgTestServer* server = PgTestServer::shared(whyNot);
        return server ? server->createDatabase(whyNot) : QString();
    }
    if (!m_dir) {
        m_dir = std::make_unique<QTemporaryDir>();
    }
    return m_dir->filePath(fileName);
}

QVariant peekSqlite(const QString& path, const QString& sql) {
    static const QString name = QStringLiteral("tb-test-peek");
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next()) {
                value = q.value(0);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

bool makeSqliteFile(const QString& path, const QStringList& statements) {
    static const QString name = QStringLiteral("tb-test-make");
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            ok = true;
            for (const QString& statement : statements) {
                ok = ok && q.exec(statement);
            }
            q.finish();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

}  // namespace tb::test
