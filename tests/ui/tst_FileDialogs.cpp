// Every file the workbench asks for goes through ui/FileDialog, the seam a test answers: the tier board's export
// (and its failure, through MessageBox), the baseline editor's import and export, the interviews' CSV import and
// export, the node dialog's key file, and the review PDF of the main window. Each is driven through the real button
// or action, as a person would.
#include "tests/support/Widgets.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBox.h"
#include "ui/providers/ProviderPage.h"
#include "ui/baselines/BaselineEditor.h"
#include "ui/baselines/BaselineTableModel.h"
#include "ui/interviews/InterviewsTab.h"
#include "ui/runs/NodeDialog.h"
#include "ui/tierboard/TierBoardView.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>

using namespace tb;

class TestFileDialogs : public QObject, public test::MainWindowFixture {
    Q_OBJECT

    QTemporaryDir m_out;

    QString out(const QString& name) const { return m_out.filePath(name); }
    template <typename W>
    static QPushButton* button(W* widget, const char* name) {
        return widget->template findChild<QPushButton*>(QLatin1String(name));
    }
    ui::InterviewsTab* interviewsTab() { return m_window->providerPage()->findChild<ui::InterviewsTab*>(); }
    // Selects the provider (another one first, so the page really loads it) and waits until the page and its
    // interviews tab show it.
    void showProvider(qint64 id) {
        const qint64 other =
            scalar(QStringLiteral("SELECT id FROM provider WHERE id <> %1 LIMIT 1").arg(id)).toLongLong();
        QVERIFY(m_window->selectProvider(other));
        QSignalSpy page(m_window->providerPage(), &ui::ProviderPage::loaded);
        QSignalSpy interviews(interviewsTab(), &ui::InterviewsTab::reloaded);
        QVERIFY(m_window->selectProvider(id));
        QTRY_VERIFY(m_window->providerPage()->loadedProviderId() == id && page.count() >= 1);
        QTRY_VERIFY(interviews.count() >= 1);
    }

private slots:
    void initTestCase() {
        isolateSettings();
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
    }
    void init() {
        ui::FileDialog::resetForTests();
        ui::MessageBox::resetForTests();
    }
    void cleanupTestCase() { closeWindow(); }

    void tierBoardExportsWhereTheDialogSaysAndReportsAFailure() {
        ui::TierBoardView view;
        view.setStore(m_store);
        QPushButton* exportButton = button(&view, "tierBoardExport");
        QVERIFY(exportButton);
        QSignalSpy exported(&view, &ui::TierBoardView::exported);
        ui::FileDialog::setNextPath(out(QStringLiteral("board.svg")));
        exportButton->click();
        QTRY_COMPARE(exported.count(), 1);
        QCOMPARE(ui::FileDialog::lastCaption(), QStringLiteral("Export tier board"));
        QVERIFY(QFileInfo(out(QStringLiteral("board.svg"))).size() > 0);
        QVERIFY(ui::MessageBox::lastText().isEmpty());
        // A folder that does not exist: the failure is shown through MessageBox, not a bypassing QMessageBox.
        ui::MessageBox::setNextAnswer(QMessageBox::Ok);
        ui::FileDialog::setNextPath(out(QStringLiteral("missing/board.pdf")));
        exportButton->click();
        QTRY_COMPARE(exported.count(), 2);
        QVERIFY2(!ui::MessageBox::lastText().isEmpty(), "the failed export was not reported");
        // Cancel: nothing happens. Answers arrive in order, so once the next export is through, the cancelled one
        // has had its turn and did not export.
        ui::FileDialog::setNextPath(QString());
        exportButton->click();
        ui::FileDialog::setNextPath(out(QStringLiteral("again.png")));
        exportButton->click();
        QTRY_COMPARE(exported.count(), 3);
        QCOMPARE(exported.last().at(0).toString(), out(QStringLiteral("again.png")));
    }

    void baselinesGoOutAndComeBackThroughTheDialog() {
        ui::BaselineEditor editor;
        QSignalSpy loaded(&editor, &ui::BaselineEditor::loaded);
        editor.setStore(m_store);
        QTRY_VERIFY(loaded.count() >= 1);
        const QString file = out(QStringLiteral("baselines.json"));
        ui::FileDialog::setNextPath(file);
        button(&editor, "exportBaselines")->click();
        QTRY_VERIFY(QFileInfo(file).size() > 0);
        QCOMPARE(ui::FileDialog::lastCaption(), QStringLiteral("Export baselines"));
        const int rows = editor.model()->rowCount();
        ui::FileDialog::setNextPath(file);
        button(&editor, "importBaselines")->click();
        QTRY_COMPARE(ui::FileDialog::lastCaption(), QStringLiteral("Import baselines"));
        QTRY_COMPARE(editor.model()->rowCount(), rows);
    }

    void interviewsExportAndImportThroughTheDialog() {
        const qint64 provider =
            scalar(QStringLiteral("SELECT provider_id FROM evaluation ORDER BY id LIMIT 1")).toLongLong();
        QVERIFY(provider > 0);
        showProvider(provider);
        QVERIFY(!QTest::currentTestFailed());
        ui::InterviewsTab* tab = interviewsTab();
        QVERIFY(tab);
        QSignalSpy importedSpy(tab, &ui::InterviewsTab::importFinished);
        // A file that is not there: the failure goes through MessageBox, nothing is imported.
        ui::FileDialog::setNextPath(out(QStringLiteral("no-such.csv")));
        ui::MessageBox::setNextAnswer(QMessageBox::Ok);
        button(tab, "interviewImport")->click();
        QTRY_COMPARE(importedSpy.count(), 1);
        QCOMPARE(importedSpy.first().at(0).toInt(), 0);
        QVERIFY2(ui::MessageBox::lastText().contains(QStringLiteral("no-such.csv")),
                 qPrintable(ui::MessageBox::lastText()));
        QCOMPARE(ui::FileDialog::lastCaption(), QStringLiteral("Import interviews"));
        // A good file for this provider comes in, and goes out again through Export.
        const QString name = scalar(QStringLiteral("SELECT name FROM provider WHERE id = %1").arg(provider)).toString();
        QFile in(out(QStringLiteral("in.csv")));
        QVERIFY(in.open(QIODevice::WriteOnly));
        in.write(QStringLiteral("provider,held_on,interviewee_name,interviewee_role,org_type,channel,consent,tags,"
                                "notes_html\n\"%1\",2026-02-01,Pat Doe,SRE,enterprise,phone,yes,ops,\n")
                     .arg(name)
                     .toUtf8());
        in.close();
        ui::FileDialog::setNextPath(in.fileName());
        button(tab, "interviewImport")->click();
        QTRY_COMPARE(importedSpy.count(), 2);
        QVERIFY2(importedSpy.last().at(1).toStringList().isEmpty(),
                 qPrintable(importedSpy.last().at(1).toStringList().join(u'\n')));
        QCOMPARE(importedSpy.last().at(0).toInt(), 1);
        QSignalSpy exportedSpy(tab, &ui::InterviewsTab::exportFinished);
        const QString csv = out(QStringLiteral("interviews.csv"));
        QTRY_VERIFY(button(tab, "interviewExport")->isEnabled());
        ui::FileDialog::setNextPath(csv);
        button(tab, "interviewExport")->click();
        QTRY_COMPARE(exportedSpy.count(), 1);
        QVERIFY2(exportedSpy.first().at(0).toBool(), qPrintable(exportedSpy.first().at(1).toString()));
        QFile written(csv);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().contains("Pat Doe"));
    }

    void nodeDialogTakesTheKeyFileFromTheDialog() {
        ui::NodeDialog dialog;
        auto* browse = dialog.findChild<QToolButton*>(QStringLiteral("identityFieldBrowse"));
        QVERIFY(browse);
        ui::FileDialog::setNextPath(QStringLiteral("/home/analyst/.ssh/id_ed25519"));
        browse->click();
        QTRY_COMPARE(tb::test::child<QLineEdit>(&dialog, "identityField")->text(),
                     QStringLiteral("/home/analyst/.ssh/id_ed25519"));
        QCOMPARE(ui::FileDialog::lastCaption(), QStringLiteral("Choose a private key file"));
    }

    // Export dialogs start in the documents folder, then in the folder last chosen (kept in the settings, which hold
    // that folder's path and nothing else); a path the caller proposes (a key file's place) is kept.
    void dialogsStartInTheDocumentsFolderThenTheLastUsed() {
        QSettings().remove(QStringLiteral("fileDialogs/lastFolder"));
        QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        if (!QFileInfo(documents).isDir()) {
            documents = QDir::homePath();  // a machine without one (a CI container): home
        }
        QCOMPARE(ui::FileDialog::startFolder(), documents);
        QCOMPARE(ui::FileDialog::startPath(QStringLiteral("prices.csv")), documents + QStringLiteral("/prices.csv"));
        QCOMPARE(ui::FileDialog::startPath(QStringLiteral("/home/analyst/.ssh/id_ed25519")),
                 QStringLiteral("/home/analyst/.ssh/id_ed25519"));

        ui::TierBoardView view;
        view.setStore(m_store);
        QPushButton* exportButton = button(&view, "tierBoardExport");
        QVERIFY(exportButton);
        ui::FileDialog::setNextPath(out(QStringLiteral("first-board.svg")));
        QSignalSpy exported(&view, &ui::TierBoardView::exported);
        exportButton->click();
        QTRY_COMPARE(exported.count(), 1);
        QCOMPARE(ui::FileDialog::lastStart(), documents + QStringLiteral("/tierboard.pdf"));
        // The next dialog, of another view, starts where the analyst went.
        QCOMPARE(QSettings().value(QStringLiteral("fileDialogs/lastFolder")).toString(), m_out.path());
        QCOMPARE(ui::FileDialog::startPath(QStringLiteral("review.pdf")), m_out.filePath(QStringLiteral("review.pdf")));
        // A folder that is gone falls back to the documents folder.
        QSettings().setValue(QStringLiteral("fileDialogs/lastFolder"), m_out.filePath(QStringLiteral("gone")));
        QCOMPARE(ui::FileDialog::startFolder(), documents);
    }

    void reviewPdfGoesWhereTheDialogSays() {
        const qint64 provider =
            scalar(QStringLiteral("SELECT provider_id FROM evaluation ORDER BY id LIMIT 1")).toLongLong();
        showProvider(provider);
        QVERIFY(!QTest::currentTestFailed());
        auto* action = m_window->findChild<QAction*>(QStringLiteral("exportReviewAction"));
        QVERIFY(action);
        const QString pdf = out(QStringLiteral("review.pdf"));
        ui::FileDialog::setNextPath(pdf);
        QTRY_VERIFY(action->isEnabled());
        action->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(pdf).size() > 1000, 30000);
        QCOMPARE(ui::FileDialog::lastCaption(), QStringLiteral("Export review PDF"));
    }
};

QTEST_MAIN(TestFileDialogs)
#include "tst_FileDialogs.moc"
