#include "tests/support/TestDatabase.h"

#include "tests/support/PgTestServer.h"

#include <QSqlDatabase>

namespace tb::test {

bool TestDatabase::postgreSqlRequested() {
    return qEnvironmentVariable("TB_TEST_ENGINE").compare(QLatin1String("postgresql"), Qt::CaseInsensitive) == 0;
}

QString TestDatabase::create(const QString& fileName, QString* whyNot) {
    if (postgreSqlRequested()) {
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
            if (whyNot) {
                *whyNot = QStringLiteral("Qt's PostgreSQL driver is not installed (Debian package libqt6sql6-psql)");
            }
            return {};
        }
        PgTestServer* server = PgTestServer::shared(whyNot);
        return server ? server->createDatabase(whyNot) : QString();
    }
    if (!m_dir) {
        m_dir = std::make_unique<QTemporaryDir>();
    }
    return m_dir->filePath(fileName);
}

}  // namespace tb::test
