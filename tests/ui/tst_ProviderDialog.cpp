// Adding, editing and deleting providers through the real dialogs on a real database: validation keeps invalid
// input out of the file, and a deletion asks first and takes only that provider's data.
#include "tests/ui/MainWindowFixture.h"
#include "core/store/ProviderRepository.h"
#include "ui/common/AnalystName.h"
#include "ui/common/MessageBox.h"
#include "ui/providers/ProviderDialog.h"
#include "ui/providers/ProviderPage.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

using namespace tb;
using tb::ui::ProviderDialog;

class TestProviderDialog : public QObject, public test::MainWindowFixture {
    Q_OBJECT

    ProviderDialog* openDialog(const char* actionName) {
        auto* action = m_window->findChild<QAction*>(QLatin1String(actionName));
        if (!action || !action->isEnabled()) {
            return nullptr;
        }
        action->trigger();
        return m_window->findChild<ProviderDialog*>();
    }
    static void clickSave(ProviderDialog* dialog) {
        auto* buttons = dialog->findChild<QDialogButtonBox*>(QStringLiteral("buttonBox"));
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    }
    int providers() { return count(QStringLiteral("SELECT count(*) FROM provider")); }

    // Opens the editor on Nebius, types "mine", then another analyst ("bob") saves the provider first, as another
    // workbench would. Returns the provider's id.
    qint64 openEditorAndLetBobSaveFirst() {
        if (!m_window->selectProviderByName(QStringLiteral("Nebius"))) {
            return 0;
        }
        const qint64 id = m_window->currentProviderId();
        ProviderDialog* dialog = openDialog("editProviderAction");
        if (!dialog) {
            return 0;
        }
        dialog->findChild<QLineEdit*>(QStringLiteral("gpuEdit"))->setText(QStringLiteral("mine"));
        const bool bobSaved = m_store->run([id](QSqlDatabase& db) {
            core::ProviderRepository repo(db);
            auto p = repo.get(id);
            if (!p) {
                return false;
            }
            p->gpuModels = QStringLiteral("bob's GPUs");
            return repo.update(*p, QStringLiteral("bob")).ok();
        });
        return bobSaved ? id : 0;
    }

private slots:
    void initTestCase() { isolateSettings(); }
    void init() { openDemoWindow(); }
    void cleanup() { closeWindow(); }

    void addProviderThroughTheDialog() {
        const int before = providers();
        ProviderDialog* dialog = openDialog("newProviderAction");
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("nameEdit")), QStringLiteral("  Test Cloud "));
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("websiteEdit")),
                         QStringLiteral("https://test.example"));
        auto* kind = dialog->findChild<QComboBox*>(QStringLiteral("kindCombo"));
        kind->setCurrentIndex(kind->findData(QStringLiteral("marketplace")));
        auto* tier = dialog->findChild<QComboBox*>(QStringLiteral("tierCombo"));
        tier->setCurrentIndex(tier->findData(QStringLiteral("bronze")));
        QPointer<ProviderDialog> guard(dialog);
        clickSave(dialog);
        QTRY_VERIFY(!guard || !guard->isVisible());
        QCOMPARE(providers(), before + 1);
        QCOMPARE(scalar(QStringLiteral("SELECT kind || '/' || reference_tier FROM provider WHERE name='Test Cloud'"))
                     .toString(),
                 QStringLiteral("marketplace/bronze"));
        // The list has it, selected, and the page shows it.
        QCOMPARE(m_window->providerModel()->rowCount(), before + 1);
        const qint64 id = scalar(QStringLiteral("SELECT id FROM provider WHERE name='Test Cloud'")).toLongLong();
        QCOMPARE(m_window->currentProviderId(), id);
        QTRY_COMPARE(m_window->providerPage()->provider().name, QStringLiteral("Test Cloud"));
    }

    void refuseDuplicateName() {
        const int before = providers();
        ProviderDialog* dialog = openDialog("newProviderAction");
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        // Case and surrounding spaces do not make a different provider.
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("nameEdit")), QStringLiteral(" coreweave "));
        clickSave(dialog);
        auto* error = dialog->findChild<QLabel*>(QStringLiteral("errorLabel"));
        QTRY_VERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QLatin1String("already exists")), qPrintable(error->text()));
        QVERIFY(dialog->isVisible());
        QCOMPARE(providers(), before);
        QCOMPARE(m_window->providerModel()->rowCount(), before);
        dialog->reject();
    }

    void refuseEmptyName() {
        const int before = providers();
        ProviderDialog* dialog = openDialog("newProviderAction");
        QVERIFY(dialog);
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("nameEdit")), QStringLiteral("   "));
        clickSave(dialog);
        QVERIFY(!dialog->errorText().isEmpty());
        QVERIFY(dialog->isVisible());
        QCOMPARE(providers(), before);
        dialog->reject();
    }

    void databaseRefusalIsShownInline() {
        // The dialog's own check is bypassed (as if another process added the name meanwhile): the database's
        // unique index still refuses, and the dialog says so and stays open.
        const int before = providers();
        ProviderDialog* dialog = openDialog("newProviderAction");
        QVERIFY(dialog);
        dialog->setNameTaken({});
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("nameEdit")), QStringLiteral("NEBIUS"));
        clickSave(dialog);
        QTRY_VERIFY(!dialog->errorText().isEmpty());
        QVERIFY(dialog->isVisible());
        QCOMPARE(providers(), before);
        dialog->reject();
    }

    void editProvider() {
        QVERIFY(m_window->selectProviderByName(QStringLiteral("Nebius")));
        const qint64 id = m_window->currentProviderId();
        ProviderDialog* dialog = openDialog("editProviderAction");
        QVERIFY(dialog);
        auto* gpus = dialog->findChild<QLineEdit*>(QStringLiteral("gpuEdit"));
        gpus->setText(QStringLiteral("H200, B200, GB200"));
        QPointer<ProviderDialog> guard(dialog);
        clickSave(dialog);
        QTRY_VERIFY(!guard || !guard->isVisible());
        QCOMPARE(scalar(QStringLiteral("SELECT gpu_models FROM provider WHERE id=%1").arg(id)).toString(),
                 QStringLiteral("H200, B200, GB200"));
        QCOMPARE(m_window->providerModel()->providerById(id)->gpuModels, QStringLiteral("H200, B200, GB200"));
        QVERIFY(count(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity='provider' AND entity_id=%1 AND "
                                     "action='update'")
                          .arg(id)) >= 1);
    }

    // Another analyst saves the provider while this editor is open (issue 16.4): saving is refused with who did
    // it; "Overwrite" saves this version over theirs knowingly.
    void aConflictingEditCanBeOverwrittenKnowingly() {
        const qint64 id = openEditorAndLetBobSaveFirst();
        QVERIFY(id > 0);
        ProviderDialog* dialog = m_window->findChild<ProviderDialog*>();
        ui::MessageBox::resetForTests();
        ui::MessageBox::setNextAnswer(QMessageBox::Save);
        QPointer<ProviderDialog> guard(dialog);
        clickSave(dialog);
        QTRY_VERIFY(!guard || !guard->isVisible());
        QVERIFY2(ui::MessageBox::lastText().contains(QLatin1String("bob")), qPrintable(ui::MessageBox::lastText()));
        QCOMPARE(scalar(QStringLiteral("SELECT gpu_models FROM provider WHERE id=%1").arg(id)).toString(),
                 QStringLiteral("mine"));
        QCOMPARE(scalar(QStringLiteral("SELECT changed_by FROM provider WHERE id=%1").arg(id)).toString(),
                 ui::analystName());
    }

    // The same conflict, answered "Reload": nothing of this editor's is saved, the editor shows bob's version.
    void aConflictingEditCanBeReloaded() {
        const qint64 id = openEditorAndLetBobSaveFirst();
        QVERIFY(id > 0);
        ProviderDialog* dialog = m_window->findChild<ProviderDialog*>();
        ui::MessageBox::resetForTests();
        ui::MessageBox::setNextAnswer(QMessageBox::Reset);
        clickSave(dialog);
        auto* gpus = dialog->findChild<QLineEdit*>(QStringLiteral("gpuEdit"));
        QTRY_COMPARE(gpus->text(), QStringLiteral("bob's GPUs"));
        QVERIFY(dialog->isVisible());
        QCOMPARE(scalar(QStringLiteral("SELECT gpu_models FROM provider WHERE id=%1").arg(id)).toString(),
                 QStringLiteral("bob's GPUs"));
        QCOMPARE(scalar(QStringLiteral("SELECT changed_by FROM provider WHERE id=%1").arg(id)).toString(),
                 QStringLiteral("bob"));
        // Saving now goes over the version shown: no second question.
        gpus->setText(QStringLiteral("after reload"));
        QPointer<ProviderDialog> guard(dialog);
        clickSave(dialog);
        QTRY_VERIFY(!guard || !guard->isVisible());
        QCOMPARE(scalar(QStringLiteral("SELECT gpu_models FROM provider WHERE id=%1").arg(id)).toString(),
                 QStringLiteral("after reload"));
    }

    void deleteAsksAndRemovesOnlyThatProvider() {
        // The provider with the worked evaluation: its deletion has something to take along.
        const qint64 id = scalar(QStringLiteral("SELECT provider_id FROM evaluation LIMIT 1")).toLongLong();
        QVERIFY(id > 0);
        const QString name = scalar(QStringLiteral("SELECT name FROM provider WHERE id=%1").arg(id)).toString();
        const int before = providers();
        const int otherEvaluations =
            count(QStringLiteral("SELECT count(*) FROM evaluation WHERE provider_id<>%1").arg(id));
        const int ownEvaluations =
            count(QStringLiteral("SELECT count(*) FROM evaluation WHERE provider_id=%1").arg(id));
        const int otherVerdicts = count(
            QStringLiteral(
                "SELECT count(*) FROM verdict v JOIN evaluation e ON e.id=v.evaluation_id WHERE e.provider_id<>%1")
                .arg(id));
        QVERIFY(ownEvaluations > 0);
        QVERIFY(m_window->selectProvider(id));

        // Cancel: asked, nothing removed.
        ui::MessageBox::setNextAnswer(QMessageBox::Cancel);
        m_window->findChild<QAction*>(QStringLiteral("deleteProviderAction"))->trigger();
        QTRY_VERIFY(ui::MessageBox::lastText().contains(name));
        QVERIFY2(ui::MessageBox::lastText().contains(
                     QStringLiteral("evaluations with their verdicts: %1;").arg(ownEvaluations)),
                 qPrintable(ui::MessageBox::lastText()));
        QVERIFY(ui::MessageBox::lastText().contains(QLatin1String("probe runs with their samples:")));
        QVERIFY(ui::MessageBox::lastText().contains(QLatin1String("interviews:")));
        // A later store job runs after any the cancelled question might have started.
        QCOMPARE(providers(), before);
        QCOMPARE(m_window->providerModel()->rowCount(), before);

        // Yes: only this provider and what hangs off it.
        ui::MessageBox::resetForTests();
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        m_window->findChild<QAction*>(QStringLiteral("deleteProviderAction"))->trigger();
        QTRY_COMPARE(providers(), before - 1);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM provider WHERE id=%1").arg(id)), 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM evaluation WHERE provider_id=%1").arg(id)), 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM evaluation")), otherEvaluations);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM verdict")), otherVerdicts);
        QTRY_COMPARE(m_window->providerModel()->rowCount(), before - 1);
        QCOMPARE(m_window->providerModel()->rowOfId(id), -1);
        QVERIFY(m_window->currentProviderId() != id);
    }
};

QTEST_MAIN(TestProviderDialog)
#include "tst_ProviderDialog.moc"
