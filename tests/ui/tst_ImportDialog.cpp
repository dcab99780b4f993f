// Issue 12.10: imports from the GUI (File › Import tool output… and files dropped on the window): provider and
// evaluation picked, what was recognised shown before anything is stored, then stored through the core call the
// CLI uses; File › Open database… and New database… switch the store without a restart and the views follow.
#include "tests/support/TestSupport.h"
#include "tests/support/Widgets.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/common/FileDialog.h"
#include "ui/providers/ProviderPage.h"
#include "ui/imports/FileActions.h"
#include "ui/imports/ImportDialog.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QMimeData>
#include <QPushButton>
#include <QTreeWidget>
#include <QUrl>
#include <QtTest>

using namespace tb;

class TestImportDialog : public QObject, public test::MainWindowFixture {
    Q_OBJECT

    QString fixture(const QString& name) const {
        return test::sourceDir() + QStringLiteral("/tests/core/fixtures/imports/") + name;
    }

    static void shot(QWidget* w, const QString& name) {
        const QString dir = qEnvironmentVariable("TB_SHOTS_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            w->grab().save(dir + u'/' + name);
        }
    }

    int runsOf(const QString& provider) {
        return count(QStringLiteral("SELECT COUNT(*) FROM probe_run r JOIN provider p ON p.id = r.provider_id "
                                    "WHERE p.name = '%1'")
                         .arg(provider));
    }

private slots:
    void initTestCase() { isolateSettings(); }
    void init() { openDemoWindow(); }
    void cleanup() {
        ui::FileDialog::resetForTests();
        closeWindow();
    }

    void showsWhatWasRecognisedAndStoresOnlyOnStore() {
        const int before = runsOf(QStringLiteral("Crusoe"));
        const QString garbage = m_dir->filePath(QStringLiteral("notes.txt"));
        QFile g(garbage);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("shopping list: milk, eggs\n");
        g.close();

        ui::FileActions* actions = m_window->fileActions();
        QVERIFY(actions);
        actions->importFiles({fixture(QStringLiteral("nccl-newest-allreduce.txt")), garbage});
        ui::ImportDialog* d = actions->importDialog();
        QVERIFY(d && d->isVisible());
        QTRY_COMPARE(d->pendingParses(), 0);
        QTreeWidget* tree = tb::test::child<QTreeWidget>(d, "recognisedTree");
        QCOMPARE(tree->topLevelItemCount(), 2);
        QCOMPARE(tree->topLevelItem(0)->text(1), QStringLiteral("nccl-tests"));
        QVERIFY(tree->topLevelItem(0)->text(2).toInt() >= 1);
        QVERIFY(tree->topLevelItem(0)->text(3).toInt() > 5);
        QCOMPARE(tree->topLevelItem(1)->text(1), QStringLiteral("not imported"));
        QVERIFY(!tree->topLevelItem(1)->text(4).isEmpty());  // why
        QCOMPARE(runsOf(QStringLiteral("Crusoe")), before);  // nothing stored yet

        // The provider list arrives from the storage thread; under a loaded test run it may still be on its way.
        QTRY_VERIFY(tb::test::child<QComboBox>(d, "importProviderCombo")->findText(QStringLiteral("Crusoe")) >= 0);
        const int crusoe = tb::test::child<QComboBox>(d, "importProviderCombo")->findText(QStringLiteral("Crusoe"));
        tb::test::child<QComboBox>(d, "importProviderCombo")->setCurrentIndex(crusoe);
        QTRY_VERIFY(tb::test::child<QComboBox>(d, "importEvaluationCombo")->count() >=
                    2);  // "none" and the demo evaluation
        QTRY_VERIFY(tb::test::child<QPushButton>(d, "importStoreButton")->isEnabled());
        shot(d, QStringLiteral("import-dialog.png"));
        const qint64 evaluation = tb::test::child<QComboBox>(d, "importEvaluationCombo")->currentData().toLongLong();
        QVERIFY(evaluation > 0);
        QSignalSpy stored(d, &ui::ImportDialog::stored);
        tb::test::child<QPushButton>(d, "importStoreButton")->click();
        QTRY_COMPARE(stored.count(), 1);
        const auto ids = stored.at(0).at(1).value<QVector<qint64>>();
        QVERIFY(!ids.isEmpty());
        QCOMPARE(runsOf(QStringLiteral("Crusoe")), before + int(ids.size()));
        QCOMPARE(count(QStringLiteral("SELECT COUNT(*) FROM probe_run WHERE id = %1 AND kind = 'import' AND "
                                      "evaluation_id = %2 AND probe = 'nccl-tests' AND raw_sha256 <> ''")
                           .arg(ids.first())
                           .arg(evaluation)),
                 1);
    }

    void filesDroppedOnTheWindowOpenTheImport() {
        auto* mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(fixture(QStringLiteral("lspci-acs-on.txt")))});
        const QPoint at(m_window->width() / 2, m_window->height() / 2);
        QDragEnterEvent enter(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(at), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &drop);
        QVERIFY(drop.isAccepted());
        ui::ImportDialog* d = m_window->fileActions()->importDialog();
        QVERIFY(d);
        QTRY_COMPARE(d->pendingParses(), 0);
        QCOMPARE(tb::test::child<QTreeWidget>(d, "recognisedTree")->topLevelItemCount(), 1);
        QCOMPARE(tb::test::child<QTreeWidget>(d, "recognisedTree")->topLevelItem(0)->text(1), QStringLiteral("lspci"));
        delete mime;
    }

    void openAndNewDatabaseSwitchTheStore() {
        const int demoProviders = m_window->providerModel()->rowCount();
        QVERIFY(demoProviders > 50);
        QSignalSpy opened(m_window->fileActions(), &ui::FileActions::databaseOpened);
        QSignalSpy loaded(m_window.get(), &ui::MainWindow::providersLoaded);
        const QString fresh = m_dir->filePath(QStringLiteral("team-a.sqlite"));
        m_window->fileActions()->openDatabase(fresh, true);
        QTRY_COMPARE(opened.count(), 1);
        QCOMPARE(m_window->store()->path(), fresh);
        QTRY_VERIFY(loaded.count() >= 1);
        QCOMPARE(m_window->providerModel()->rowCount(), 0);                     // a new database is empty, not the demo
        QTRY_COMPARE(m_window->providerPage()->loadedProviderId(), qint64(0));  // no page of the old database
        shot(m_window.get(), QStringLiteral("new-database.png"));
        m_store.reset();  // the demo file is now closed by everyone

        // Back to the demo file: the list follows without a restart.
        m_window->fileActions()->openDatabase(m_path, false);
        QTRY_COMPARE(opened.count(), 2);
        QTRY_COMPARE(m_window->providerModel()->rowCount(), demoProviders);

        // New on an existing file is refused; nothing is switched.
        QSignalSpy failed(m_window->fileActions(), &ui::FileActions::databaseFailed);
        m_window->fileActions()->openDatabase(m_path, true);
        QCOMPARE(failed.count(), 1);
        QCOMPARE(m_window->store()->path(), m_path);
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_ImportDialog.moc"
