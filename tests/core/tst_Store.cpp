#include "core/store/Migrator.h"
#include "core/store/SqlDialect.h"
#include "core/store/Store.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

class TestStore : public QObject {
    Q_OBJECT

private slots:
    void createsAndMigratesNewFile() {
        QTemporaryDir dir;
        auto store = Store::open(dir.filePath(QStringLiteral("new.tierbench")));
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        QCOMPARE((*store)->openInfo().schemaAfter, Migrator::latestVersion());
        QVERIFY((*store)->openInfo().created);
        const auto pragmas = (*store)->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("PRAGMA journal_mode"));
            q.next();
            QString mode = q.value(0).toString();
            q.exec(QStringLiteral("PRAGMA foreign_keys"));
            q.next();
            return mode + u'/' + q.value(0).toString();
        });
        QCOMPARE(pragmas, QStringLiteral("wal/1"));
    }

    // Every schema step exists for both engines under the same number and name (a new SQLite migration needs its
    // PostgreSQL twin in resources/migrations/postgresql/).
    void migrationsExistForBothEnginesUnderTheSameNumbers() {
        const QStringList sqlite = Migrator::scriptPaths(SqlDialect::sqlite());
        const QStringList pg = Migrator::scriptPaths(SqlDialect::postgreSql());
        QCOMPARE(sqlite.size(), Migrator::latestVersion());
        QStringList sqliteNames, pgNames;
        for (const QString& p : sqlite) {
            sqliteNames << QFileInfo(p).fileName();
        }
        for (const QString& p : pg) {
            pgNames << QFileInfo(p).fileName();
        }
        QCOMPARE(pgNames, sqliteNames);
    }
};

QTEST_GUILESS_MAIN(TestStore)
#include "tst_Store.moc"
