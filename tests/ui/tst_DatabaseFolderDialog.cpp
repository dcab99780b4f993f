// Issue 12.1 the way it was found: with the workbench open on a database, *Export review PDF…* shows Qt's own file
// dialog on the database's folder. Listing a folder must not open the database's files (Qt sniffed each file's
// type by reading it, and the close() that followed dropped SQLite's locks), and a second process that opens the
// database afterwards must not take the WAL away.
#include "tests/support/ForeignSqlite.h"
#include "tests/support/ServiceCheck.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/common/FileDialog.h"
#include "ui/providers/ProviderPage.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QSocketNotifier>

#include <sys/inotify.h>
#include <unistd.h>

using namespace tb;

namespace {
// Counts the opens of files in one folder whose names start with a prefix, through inotify: the kernel sees every
// open, whoever in the process makes it.
class OpenWatch {
public:
    OpenWatch(const QString& folder, const QString& prefix) : m_prefix(prefix.toUtf8()) {
        m_fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (m_fd >= 0) {
            inotify_add_watch(m_fd, QFile::encodeName(folder).constData(), IN_OPEN);
        }
    }
    ~OpenWatch() {
        if (m_fd >= 0) {
            ::close(m_fd);
        }
    }
    bool ok() const { return m_fd >= 0; }
    // Drains the events so far; returns the names opened.
    QStringList drain() {
        alignas(inotify_event) char buf[8192];
        for (;;) {
            const ssize_t n = ::read(m_fd, buf, sizeof buf);
            if (n <= 0) {
                break;
            }
            for (ssize_t off = 0; off < n;) {
                auto* ev = reinterpret_cast<inotify_event*>(buf + off);
                const QByteArray name(ev->len ? ev->name : "");
                if (name.startsWith(m_prefix)) {
                    m_opened << QString::fromUtf8(name);
                }
                off += static_cast<ssize_t>(sizeof(inotify_event) + ev->len);
            }
        }
        return m_opened;
    }

private:
    int m_fd = -1;
    QByteArray m_prefix;
    QStringList m_opened;
};
}  // namespace

class TestDatabaseFolderDialog : public QObject, public test::MainWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() {
        isolateSettings();
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
    }
    void cleanupTestCase() { closeWindow(); }

    void exportDialogOnTheDatabaseFolderKeepsTheDatabaseSafe() {
        if (!test::foreignSqliteAvailable()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("no sqlite3 shell on PATH (Debian package sqlite3)"));
        }
        ui::FileDialog::resetForTests();  // no answer prepared: the real dialog shows
        const QString folder = QFileInfo(m_path).absolutePath();
        const qint64 providerId = scalar(QStringLiteral("SELECT id FROM provider ORDER BY name LIMIT 1")).toLongLong();
        QVERIFY(m_window->selectProvider(providerId));
        QTRY_COMPARE(m_window->providerPage()->loadedProviderId(), providerId);
        // The storage thread is idle from here on: any open of the database files is someone else's.
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM provider WHERE id=%1").arg(providerId)).toInt(), 1);
        OpenWatch watch(folder, QFileInfo(m_path).fileName());
        QVERIFY(watch.ok());

        QAction* exportAction = nullptr;
        for (QAction* a : m_window->findChildren<QAction*>()) {
            if (a->text().remove(u'&').contains(QLatin1String("Export review PDF"))) {
                exportAction = a;
            }
        }
        QVERIFY(exportAction);
        exportAction->trigger();
        QFileDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<QFileDialog*>()) && dialog->isVisible());
        QVERIFY2(dialog->testOption(QFileDialog::DontUseNativeDialog) || !dialog->windowHandle() ||
                     dialog->findChild<QFileSystemModel*>(),
                 "expected Qt's own dialog");
        // Type the database's folder into the name field, as the analyst did, and let the dialog list it fully.
        dialog->setDirectory(folder);
        auto* model = dialog->findChild<QFileSystemModel*>();
        QVERIFY(model);
        QTRY_VERIFY(model->index(m_path).isValid());
        const QModelIndex walType = model->index(m_path + QStringLiteral("-wal"), 2);
        QTRY_VERIFY(!model->data(model->index(m_path, 2)).toString().isEmpty());
        QTRY_VERIFY(!walType.isValid() || !model->data(walType).toString().isEmpty());
        QTest::qWait(200);  // the gatherer's last batch

        QCOMPARE(watch.drain(), QStringList());

        // A second process reads the file; the WAL the workbench writes into must still be there afterwards.
        QCOMPARE(test::foreignSqlite(m_path, QStringLiteral("SELECT count(*) > 0 FROM provider")), QStringLiteral("1"));
        QVERIFY2(QFileInfo::exists(m_path + QStringLiteral("-wal")), "the second process deleted the WAL");
        dialog->reject();

        // And what the workbench saves now, the second process reads.
        QCOMPARE(m_store->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            return q.exec(
                QStringLiteral("INSERT INTO provider(name, kind, created_at, updated_at) VALUES ('Seen', 'neocloud', "
                               "'2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')"));
        }),
                 true);
        QCOMPARE(test::foreignSqlite(m_path, QStringLiteral("SELECT count(*) FROM provider WHERE name='Seen'")),
                 QStringLiteral("1"));
    }
};

QTEST_MAIN(TestDatabaseFolderDialog)
#include "tst_DatabaseFolderDialog.moc"
