#include "core/store/Migrator.h"
#include "core/store/Store.h"

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
};

QTEST_GUILESS_MAIN(TestStore)
#include "tst_Store.moc"
