// Edit › Preferences as an analyst uses it: the reviewer's name, the default disclosure, the language (named in its
// own language, taking effect at the next start, which the dialog says) and the theme (at once), OK and Cancel in the
// platform's order, Esc writing nothing. "The next start" is what app/gui/main.cpp does: a fresh ui::Translators
// and Appearance::applyTheme() before a fresh MainWindow, which then speaks the language and wears the palette.
#include "core/settings/WorkbenchSettings.h"
#include "core/settings/AnalystSettings.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/main/Appearance.h"
#include "ui/main/PreferencesDialog.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QtTest>

using namespace tb;

namespace {
QStringList comboTexts(QComboBox* combo) {
    QStringList out;
    for (int i = 0; i < combo->count(); ++i) {
        out << combo->itemText(i);
    }
    return out;
}
QString firstMenu(ui::MainWindow& w) {
    return w.menuBar()->actions().value(0) ? w.menuBar()->actions().value(0)->text() : QString();
}
}  // namespace

class TestPreferences : public QObject, public test::MainWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(); }
    void init() {
        core::workbenchSettings().clear();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ui::Appearance::applyTheme(ui::Appearance::Theme::System);
    }
    void cleanup() {
        closeWindow();
        ui::Appearance::applyTheme(ui::Appearance::Theme::System);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void preferencesSitInTheEditMenu() {
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
        auto* action = m_window->findChild<QAction*>(QStringLiteral("preferencesAction"));
        QVERIFY(action);
        QCOMPARE(action->menuRole(), QAction::PreferencesRole);  // moves to the application menu on macOS
        QMenu* edit = nullptr;
        for (QAction* a : m_window->menuBar()->actions()) {
            if (a->menu() && a->menu()->actions().contains(action)) {
                edit = a->menu();
            }
        }
        QVERIFY(edit);
        QCOMPARE(edit->title(), QStringLiteral("&Edit"));
        action->trigger();
        auto* dialog = m_window->findChild<ui::PreferencesDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->reject();
    }

    void dialogFollowsThePlatform() {
        ui::PreferencesDialog dialog;
        auto* box = dialog.findChild<QDialogButtonBox*>();
        QVERIFY(box);
        // Standard buttons: the box lays them out in the platform's order (Cancel before OK on GNOME and macOS).
        QCOMPARE(box->standardButtons(), QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        QCOMPARE(box->buttons().size(), 2);
        auto* language = dialog.findChild<QComboBox*>(QStringLiteral("languageCombo"));
        auto* theme = dialog.findChild<QComboBox*>(QStringLiteral("themeCombo"));
        QVERIFY(language && theme);
        QCOMPARE(comboTexts(language),
                 (QStringList{QStringLiteral("System"), QStringLiteral("English"), QStringLiteral("Deutsch"),
                              QStringLiteral("日本語"), QStringLiteral("简体中文")}));
        QCOMPARE(comboTexts(theme),
                 (QStringList{QStringLiteral("System"), QStringLiteral("Light"), QStringLiteral("Dark")}));
        QCOMPARE(language->currentData().toString(), QString());
        QCOMPARE(theme->currentIndex(), 0);
        auto* note = dialog.findChild<QLabel*>(QStringLiteral("languageRestartNote"));
        QVERIFY(note);
        QVERIFY(note->text().contains(QStringLiteral("next time")));
    }

    void escapeWritesNothing() {
        core::AnalystSettings::setReviewerName(QStringLiteral("Ada Reviewer"));
        ui::PreferencesDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.findChild<QLineEdit*>(QStringLiteral("reviewerNameEdit"))->setText(QStringLiteral("Someone Else"));
        auto* language = dialog.findChild<QComboBox*>(QStringLiteral("languageCombo"));
        language->setCurrentIndex(language->findData(QStringLiteral("ja")));
        auto* theme = dialog.findChild<QComboBox*>(QStringLiteral("themeCombo"));
        theme->setCurrentIndex(2);
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(!dialog.isVisible());
        QCOMPARE(core::AnalystSettings::reviewerName(), QStringLiteral("Ada Reviewer"));
        QCOMPARE(ui::Appearance::language(), QString());
        QCOMPARE(ui::Appearance::theme(), ui::Appearance::Theme::System);
        QVERIFY(!ui::Appearance::isDark(QApplication::palette()));
    }

    void reviewerAndDisclosurePersist() {
        {
            ui::PreferencesDialog dialog;
            dialog.findChild<QLineEdit*>(QStringLiteral("reviewerNameEdit"))->setText(QStringLiteral("  Ada R.  "));
            dialog.findChild<QPlainTextEdit*>(QStringLiteral("defaultDisclosureEdit"))
                ->setPlainText(QStringLiteral("No commercial relationship.\n"));
            dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        QCOMPARE(core::AnalystSettings::reviewerName(), QStringLiteral("Ada R."));
        QCOMPARE(core::AnalystSettings::defaultDisclosure(), QStringLiteral("No commercial relationship."));
        ui::PreferencesDialog reopened;  // the next opening shows what was kept
        QCOMPARE(reopened.findChild<QLineEdit*>(QStringLiteral("reviewerNameEdit"))->text(), QStringLiteral("Ada R."));
    }

    // Each language, chosen and confirmed, then the next start: the catalogue main.cpp loads, and the menu bar.
    void languageAppliesAtTheNextStart_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QLocale>("systemLocale");
        QTest::addColumn<QString>("catalogue");
        QTest::addColumn<QString>("fileMenu");
        const QLocale german(QLocale::German, QLocale::Germany);
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        QTest::newRow("system (German)") << QString() << german << QStringLiteral(":/i18n/tierbench_de.qm")
                                         << QStringLiteral("&Datei");
        // English: the plurals-only catalogue, which leaves every other message the sources' English.
        const QString plurals = QStringLiteral(":/i18n/tierbench_en.qm");
        QTest::newRow("system (English)") << QString() << english << plurals << QStringLiteral("&File");
        QTest::newRow("English on a German system")
            << QStringLiteral("en") << german << plurals << QStringLiteral("&File");
        QTest::newRow("Deutsch") << QStringLiteral("de") << english << QStringLiteral(":/i18n/tierbench_de.qm")
                                 << QStringLiteral("&Datei");
        QTest::newRow("日本語") << QStringLiteral("ja") << english << QStringLiteral(":/i18n/tierbench_ja.qm")
                                << QStringLiteral("ファイル(&F)");
        QTest::newRow("简体中文") << QStringLiteral("zh_CN") << english << QStringLiteral(":/i18n/tierbench_zh_CN.qm")
                                  << QStringLiteral("文件(&F)");
    }
    void languageAppliesAtTheNextStart() {
        QFETCH(QString, code);
        QFETCH(QLocale, systemLocale);
        QFETCH(QString, catalogue);
        QFETCH(QString, fileMenu);
        ui::Appearance::setLanguage(QStringLiteral("de"));  // something else was chosen before
        {
            ui::PreferencesDialog dialog;
            auto* language = dialog.findChild<QComboBox*>(QStringLiteral("languageCombo"));
            const int index = language->findData(code);
            QVERIFY(index >= 0);
            language->setCurrentIndex(index);
            dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        }
        QCOMPARE(ui::Appearance::language(), code);
        // The running session stays as it was (the note said so) ...
        QCOMPARE(QCoreApplication::translate("tb::ui::MainWindow", "&File"), QStringLiteral("&File"));
        // ... and the next start speaks the language.
        QLocale::setDefault(systemLocale);
        ui::Translators translators;
        QCOMPARE(translators.tierbenchCatalogue(), catalogue);
        ui::MainWindow window;
        QCOMPARE(firstMenu(window), fileMenu);
    }

    // Each theme, chosen and confirmed: applied at once, and again at the next start (main.cpp's applyTheme).
    void themeAppliesAtOnceAndAtTheNextStart_data() {
        QTest::addColumn<int>("index");
        QTest::addColumn<bool>("dark");
        QTest::addColumn<QString>("style");
        const QString platform = QApplication::style()->name();
        QTest::newRow("system") << 0 << false << platform;
        QTest::newRow("light") << 1 << false << QStringLiteral("fusion");
        QTest::newRow("dark") << 2 << true << QStringLiteral("fusion");
    }
    void themeAppliesAtOnceAndAtTheNextStart() {
        QFETCH(int, index);
        QFETCH(bool, dark);
        QFETCH(QString, style);
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
        {
            ui::PreferencesDialog dialog(m_window.get());
            dialog.findChild<QComboBox*>(QStringLiteral("themeCombo"))->setCurrentIndex(index);
            dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        }
        QCOMPARE(ui::Appearance::isDark(QApplication::palette()), dark);
        QTRY_COMPARE(ui::Appearance::isDark(m_window->palette()), dark);  // the open window follows
        QCOMPARE(QApplication::style()->name().toLower(), style.toLower());

        // The next start: the platform's look first, then what main.cpp applies from the settings.
        closeWindow();
        ui::Appearance::applyTheme(ui::Appearance::Theme::System);
        QVERIFY(!ui::Appearance::isDark(QApplication::palette()));
        const auto saved = ui::Appearance::theme();
        QCOMPARE(int(saved), index);
        if (saved != ui::Appearance::Theme::System) {
            ui::Appearance::applyTheme(saved);
        }
        ui::MainWindow window;
        QCOMPARE(ui::Appearance::isDark(window.palette()), dark);
        QCOMPARE(window.palette().color(QPalette::Base),
                 dark ? ui::Appearance::darkPalette().color(QPalette::Base)
                      : (index == 1 ? ui::Appearance::lightPalette().color(QPalette::Base)
                                    : window.palette().color(QPalette::Base)));
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_Preferences.moc"
