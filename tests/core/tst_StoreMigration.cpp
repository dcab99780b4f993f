#include "core/store/Migrator.h"
#include "core/store/Store.h"
#include "tests/support/Schema14Seed.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

namespace {

// A plain connection on the test thread, for building files the way an older Tierbench would have left them.
class RawDb {
public:
    explicit RawDb(const QString& path) : m_name(QStringLiteral("raw-%1").arg(++s_counter)) {
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        m_db.setDatabaseName(path);
        m_db.open();
    }
    ~RawDb() {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    QSqlDatabase& db() { return m_db; }
    bool exec(const QString& sql) {
        QSqlQuery q(m_db);
        return q.exec(sql);
    }

private:
    static inline int s_counter = 0;
    QString m_name;
    QSqlDatabase m_db;
};

int userVersion(const QString& path) {
    RawDb raw(path);
    QSqlQuery q(raw.db());
    q.exec(QStringLiteral("PRAGMA user_version"));
    return q.next() ? q.value(0).toInt() : -1;
}

QByteArray fileHash(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

}  // namespace

class TestStoreMigration : public QObject {
    Q_OBJECT

private slots:
    void migratesEmptyFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty.tierbench"));
        QFile(path).open(QIODevice::WriteOnly);  // zero bytes: a file that exists but was never a database
        auto store = Store::open(path);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        QCOMPARE((*store)->openInfo().schemaBefore, 0);
        QCOMPARE((*store)->openInfo().schemaAfter, Migrator::latestVersion());
        QVERIFY((*store)->openInfo().backupPath.isEmpty());  // nothing to back up
    }

    void migratesFromEveryEarlierVersion_data() {
        QTest::addColumn<int>("from");
        for (int v = 0; v < Migrator::latestVersion(); ++v) {
            QTest::addRow("v%d", v) << v;
        }
    }

    void migratesFromEveryEarlierVersion() {
        QFETCH(int, from);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.tierbench"));
        {
            RawDb raw(path);
            Migrator migrator(raw.db(), path);
            auto outcome = migrator.migrate(from);
            QVERIFY2(outcome.ok(), qPrintable(outcome ? QString() : outcome.error().toString()));
            QCOMPARE(outcome->toVersion, from);
            if (from >= 1) {
                // Schema 1 already had the provider table; a row written then must survive every later migration.
                QVERIFY(raw.exec(QStringLiteral("INSERT INTO provider (id, name) VALUES (4242, 'Kept Since Old')")));
            } else {
                QVERIFY(raw.exec(QStringLiteral("CREATE TABLE scratch (x)")));  // make the file non-empty
            }
        }
        QCOMPARE(userVersion(path), from);

        auto store = Store::open(path);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        const Store::OpenInfo info = (*store)->openInfo();
        QCOMPARE(info.schemaBefore, from);
        QCOMPARE(info.schemaAfter, Migrator::latestVersion());
        if (from >= 1) {
            QVERIFY(!info.backupPath.isEmpty());
            QVERIFY(QFileInfo::exists(info.backupPath));
            QCOMPARE(userVersion(info.backupPath), from);  // the backup is the file as it was
            const QString name = (*store)->run([](QSqlDatabase& db) {
                QSqlQuery q(db);
                q.exec(QStringLiteral("SELECT name FROM provider WHERE id = 4242"));
                return q.next() ? q.value(0).toString() : QString();
            });
            QCOMPARE(name, QStringLiteral("Kept Since Old"));
        }
        store = makeError(ErrorCode::Internal, QString());  // close before reading the file directly
        QCOMPARE(userVersion(path), Migrator::latestVersion());
    }

    // Schema 15 rebuilds the provider and rating tables for the 3.0 tier model. With foreign keys on, dropping the old
    // provider table would have cascaded into every evaluation; a 2.0 database keeps all of it, its rubric version
    // and its tier, and the store's connection has its foreign keys back on afterwards.
    void schema15KeepsTwoPointOhEvaluations() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v14.tierbench"));
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
            auto outcome = Migrator(raw.db(), path).migrate(14);
            QVERIFY2(outcome.ok(), qPrintable(outcome ? QString() : outcome.error().toString()));
            QCOMPARE(tb::test::Schema14Seed::write(raw.db()), QString());
        }
        {
            auto store = Store::open(path);
            QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
            QCOMPARE((*store)->openInfo().schemaBefore, 14);
            const int foreignKeys = (*store)->run([](QSqlDatabase& db) {
                QSqlQuery q(db);
                q.exec(QStringLiteral("PRAGMA foreign_keys"));
                return q.next() ? q.value(0).toInt() : -1;
            });
            QCOMPARE(foreignKeys, 1);
        }
        RawDb raw(path);
        QCOMPARE(tb::test::Schema14Seed::checkMigrated(raw.db()), QString());
        QSqlQuery q(raw.db());
        QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_key_check")));
        QVERIFY(!q.next());
    }

    void reopeningLatestWritesNoBackup() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("latest.tierbench"));
        { QVERIFY(Store::open(path).ok()); }
        auto again = Store::open(path);
        QVERIFY(again.ok());
        QVERIFY((*again)->openInfo().backupPath.isEmpty());
        QVERIFY(!(*again)->openInfo().created);
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.bak")}, QDir::Files).size(), 0);
    }

    void refusesNewerSchemaAndLeavesFileUntouched() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.tierbench"));
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE from_the_future (x)")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO from_the_future VALUES (1)")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 999")));
        }
        const QByteArray before = fileHash(path);
        const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files);
        auto store = Store::open(path);
        QVERIFY(!store.ok());
        QCOMPARE(store.error().code, ErrorCode::SchemaTooNew);
        QVERIFY(store.error().message.contains(QStringLiteral("999")));
        QCOMPARE(fileHash(path), before);
        // No backup, no WAL left behind: nothing was written beside it either.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), filesBefore);
        QCOMPARE(userVersion(path), 999);
    }
};

QTEST_GUILESS_MAIN(TestStoreMigration)
#include "tst_StoreMigration.moc"
