// The workbench's database must survive a close() of the file somewhere else in the process (Qt's file dialog does
// one when it sniffs the type of every file in a folder it lists): SQLite's own POSIX locks vanish then, and a
// second process used to believe the workbench gone, checkpoint the WAL away and delete it under the workbench's
// feet (issue 12.1). Tested with the stock sqlite3 shell as the second process.
#include "core/domain/Provider.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/store/WalGuard.h"
#include "tests/support/ForeignSqlite.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace tb::core;

namespace {
const QString kActor = QStringLiteral("test");

// What a file-type sniffer does: open, read a little, close.
void sniff(const QString& path) {
    QFile f(path);
    if (f.open(QIODevice::ReadOnly)) {
        f.read(16);
    }
}

// Locks that /proc/locks lists on the file's inode: what the analyst looked at.
int locksOn(const QString& path) {
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        return -1;
    }
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QByteArray suffix = ':' + QByteArray::number(static_cast<qulonglong>(st.st_ino));
    int n = 0;
    for (const QByteArray& line : locks.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() > 5 && fields.at(5).endsWith(suffix)) {
            ++n;
        }
    }
    return n;
}
}  // namespace

class TestStoreForeignClose : public QObject {
    Q_OBJECT

    QString addProvider(Store& store, const QString& name) {
        Provider p;
        p.name = name;
        const auto id = TB_DB(&store, ProviderRepository(db).add(p, kActor));
        return id ? QString() : id.error().toString();
    }

private slots:
    void initTestCase() {
        if (!tb::test::foreignSqliteAvailable()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("no sqlite3 shell on PATH (Debian package sqlite3)"));
        }
    }

    void aCloseElsewhereInTheProcessLeavesTheWalToTheWorkbench() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tb.sqlite"));
        std::shared_ptr<Store> store;
        {
            auto opened = Store::open(path);
            QVERIFY2(opened.ok(), opened ? "" : qPrintable(opened.error().toString()));
            store = *opened;
        }
        QCOMPARE(addProvider(*store, QStringLiteral("Before")), QString());
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));

        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
            sniff(path + suffix);
        }
        QVERIFY2(locksOn(path) > 0, "after the sniff the process holds no lock on the database (/proc/locks)");
        QVERIFY2(locksOn(path + QStringLiteral("-shm")) > 0, "after the sniff the process holds no lock on -shm");
        // A second process opens and closes the file as a script would.
        QCOMPARE(tb::test::foreignSqlite(path, QStringLiteral("SELECT count(*) FROM provider WHERE name='Before'")),
                 QStringLiteral("1"));
        QVERIFY2(QFileInfo::exists(path + QStringLiteral("-wal")),
                 "the second process checkpointed and deleted the WAL the workbench still uses");

        // What the workbench writes now must be what everyone else reads, before and after it closes.
        QCOMPARE(addProvider(*store, QStringLiteral("After")), QString());
        QCOMPARE(tb::test::foreignSqlite(path, QStringLiteral("SELECT count(*) FROM provider WHERE name='After'")),
                 QStringLiteral("1"));
        QCOMPARE(tb::test::foreignSqlite(path, QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));
        store.reset();
        QCOMPARE(tb::test::foreignSqlite(path, QStringLiteral("SELECT count(*) FROM provider WHERE name IN "
                                                              "('Before','After')")),
                 QStringLiteral("2"));
        // The last connection still cleans up after itself: the guard lets go before the connection closes.
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
    }

    void theGuardsBytesAreTheOnesSqliteChecks() {
        // A foreign sqlite3 that wants the database exclusively (journal_mode=DELETE needs it) must be refused while
        // the workbench is open, even after a sniff dropped SQLite's own locks.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tb.sqlite"));
        auto opened = Store::open(path);
        QVERIFY(opened.ok());
        sniff(path);
        sniff(path + QStringLiteral("-shm"));
        const QString out = tb::test::foreignSqlite(
            path, QStringLiteral("PRAGMA busy_timeout=0; PRAGMA journal_mode=DELETE; PRAGMA journal_mode;"));
        QVERIFY2(out.contains(QLatin1String("wal")) || out.startsWith(QLatin1String("error:")), qPrintable(out));
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
    }
};

QTEST_GUILESS_MAIN(TestStoreForeignClose)
#include "tst_StoreForeignClose.moc"
