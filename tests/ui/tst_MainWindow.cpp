// The main window on a real demo database: list filled from the file, status bar, search and filters through the
// widgets, keyboard reach, views, remembered state.
#include "tests/ui/MainWindowFixture.h"
#include "ui/providers/ProviderFilterProxy.h"
#include "ui/providers/ProviderPage.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTreeView>

using namespace tb;

class TestMainWindow : public QObject, public test::MainWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(); }
    void init() { openDemoWindow(); }
    void cleanup() { closeWindow(); }

    void listIsFilledFromTheDatabase() {
        const int inDb = count(QStringLiteral("SELECT count(*) FROM provider"));
        QVERIFY(inDb > 20);  // the demo database tracks every provider the article names
        QCOMPARE(m_window->providerModel()->rowCount(), inDb);
        // Something is selected and its page shows it.
        QVERIFY(m_window->currentProviderId() != 0);
        QTRY_COMPARE(m_window->providerPage()->providerId(), m_window->currentProviderId());
        auto* name = m_window->findChild<QLabel*>(QStringLiteral("providerNameLabel"));
        QTRY_COMPARE(name->text(), m_window->providerPage()->provider().name);
    }

    void statusBarShowsTheDatabaseFile() {
        auto* label = m_window->findChild<QLabel*>(QStringLiteral("databasePathLabel"));
        QVERIFY(label);
        QVERIFY2(label->text().contains(m_store->path()), qPrintable(label->text()));
        QVERIFY(label->isVisible());
    }

    void searchFieldFilters() {
        auto* search = m_window->findChild<QLineEdit*>(QStringLiteral("providerSearch"));
        auto* list = m_window->findChild<QTreeView*>(QStringLiteral("providerList"));
        const int all = list->model()->rowCount();
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        QTest::keySequence(m_window.get(), QKeySequence::Find);
        QTRY_VERIFY(search->hasFocus());
        QTest::keyClicks(search, QStringLiteral("coreweave"));
        QCOMPARE(list->model()->rowCount(), 1);
        QCOMPARE(list->model()->index(0, 0).data().toString(), QStringLiteral("CoreWeave"));
        search->clear();
        QCOMPARE(list->model()->rowCount(), all);
        QTest::keyClicks(search, QStringLiteral("no such provider anywhere"));
        QCOMPARE(list->model()->rowCount(), 0);
        auto* count = m_window->findChild<QLabel*>(QStringLiteral("providerCountLabel"));
        QVERIFY2(count->text().startsWith(QLatin1String("0 of")), qPrintable(count->text()));
        QVERIFY(!count->text().contains(QLatin1String("(s)")));
        search->clear();
    }

    void tierAndKindFilters() {
        auto* tier = m_window->findChild<QComboBox*>(QStringLiteral("tierFilter"));
        auto* kind = m_window->findChild<QComboBox*>(QStringLiteral("kindFilter"));
        auto* list = m_window->findChild<QTreeView*>(QStringLiteral("providerList"));
        tier->setCurrentIndex(tier->findData(QStringLiteral("platinum")));
        const int platinum = count(QStringLiteral("SELECT count(*) FROM provider WHERE reference_tier='platinum'"));
        QVERIFY(platinum > 0);
        QCOMPARE(list->model()->rowCount(), platinum);
        for (int r = 0; r < list->model()->rowCount(); ++r) {
            QCOMPARE(list->model()->index(r, 0).data(ui::ProviderListModel::TierKeyRole).toString(),
                     QStringLiteral("platinum"));
        }
        tier->setCurrentIndex(0);
        kind->setCurrentIndex(kind->findData(QStringLiteral("hyperscaler")));
        QCOMPARE(list->model()->rowCount(),
                 count(QStringLiteral("SELECT count(*) FROM provider WHERE kind='hyperscaler'")));
        kind->setCurrentIndex(0);
        QCOMPARE(list->model()->rowCount(), m_window->providerModel()->rowCount());
    }

    void selectingShowsTheProvider() {
        QVERIFY(m_window->selectProviderByName(QStringLiteral("Nebius")));
        const qint64 id = scalar(QStringLiteral("SELECT id FROM provider WHERE name='Nebius'")).toLongLong();
        QCOMPARE(m_window->currentProviderId(), id);
        QTRY_COMPARE(m_window->providerPage()->provider().id, id);
        QCOMPARE(m_window->providerPage()->provider().name, QStringLiteral("Nebius"));
    }

    void actionsHaveShortcuts() {
        const auto shortcut = [this](const char* name) {
            auto* action = m_window->findChild<QAction*>(QLatin1String(name));
            return action ? action->shortcut() : QKeySequence();
        };
        QCOMPARE(shortcut("newProviderAction"), QKeySequence(QKeySequence::New));
        QCOMPARE(shortcut("editProviderAction"), QKeySequence(Qt::Key_F2));
        QCOMPARE(shortcut("deleteProviderAction"), QKeySequence(QKeySequence::Delete));
        QCOMPARE(shortcut("findAction"), QKeySequence(QKeySequence::Find));
        QCOMPARE(shortcut("undoAction"), QKeySequence(Qt::CTRL | Qt::Key_Z));
        QCOMPARE(shortcut("redoAction"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
        QCOMPARE(shortcut("viewAction1"), QKeySequence(Qt::CTRL | Qt::Key_1));
    }

    // Issue 12.8: the window fits a 1280x720 screen (its minimum height was 762 px). The largest tab decides;
    // the message names it when one grows too tall again.
    void fitsA1280x720Screen() {
        const int frame = 40;  // a window manager's title bar
        QStringList tall;
        for (QTabWidget* tabs : {m_window->providerPage()->tabs(), m_window->views()}) {
            for (int i = 0; i < tabs->count(); ++i) {
                const int h = tabs->widget(i)->minimumSizeHint().height();
                tall << QStringLiteral("%1=%2").arg(tabs->tabText(i)).arg(h);
            }
        }
        const QSize min = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
        QVERIFY2(min.height() + frame <= 720, qPrintable(QStringLiteral("minimum %1x%2; tabs: %3")
                                                             .arg(min.width())
                                                             .arg(min.height())
                                                             .arg(tall.join(QStringLiteral(", ")))));
        QVERIFY(min.width() <= 1280);
    }

    void addedViewsGetCtrlNumber() {
        auto* extra = new QLabel(QStringLiteral("extra view"));
        const int index = m_window->addView(QStringLiteral("Extra"), extra);
        QCOMPARE(index, m_window->views()->count() - 1);
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + index)));
        QTRY_COMPARE(m_window->views()->currentWidget(), extra);
        QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_1));
        QTRY_COMPARE(m_window->views()->currentIndex(), 0);
    }

    void remembersTheLastProviderAndGeometry() {
        QVERIFY(m_window->selectProviderByName(QStringLiteral("Nebius")));
        const qint64 id = m_window->currentProviderId();
        m_window->resize(1240, 777);
        m_window->close();  // saves settings

        ui::MainWindow second;
        QCOMPARE(second.size(), QSize(1240, 777));
        second.show();
        QSignalSpy loaded(&second, &ui::MainWindow::providersLoaded);
        second.setStore(m_store);
        QTRY_COMPARE(loaded.count(), 1);
        QCOMPARE(second.currentProviderId(), id);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_MainWindow.moc"
