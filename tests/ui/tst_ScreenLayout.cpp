// The main window keeps its layout per set of screens (issue 21.4): the group depends on the screens, not on their
// order; a window closed on one setup is restored from that setup's layout, and a setup not seen before falls back
// to the last layout used anywhere.
#include "MainWindowFixture.h"
#include "ui/main/ScreenLayout.h"

#include <QtTest>

using tb::ui::ScreenShape;

class TestScreenLayout : public QObject, tb::test::MainWindowFixture {
    Q_OBJECT

    static QString currentGroup() {
        return tb::ui::screenLayoutGroup(QStringLiteral("mainWindow"), tb::ui::currentScreens());
    }

private slots:
    void initTestCase() { isolateSettings(); }

    void groupFollowsTheScreens() {
        const ScreenShape laptop{QStringLiteral("eDP-1"), QRect(0, 0, 1920, 1200), 1.25};
        const ScreenShape monitor{QStringLiteral("DP-2"), QRect(1920, 0, 2560, 1440), 1.0};
        const QString alone = tb::ui::screenLayoutGroup(QStringLiteral("mainWindow"), {laptop});
        const QString docked = tb::ui::screenLayoutGroup(QStringLiteral("mainWindow"), {laptop, monitor});
        QVERIFY(alone.startsWith(QStringLiteral("mainWindow/screens-")));
        QVERIFY(alone != docked);
        QCOMPARE(tb::ui::screenLayoutGroup(QStringLiteral("mainWindow"), {monitor, laptop}), docked);
        ScreenShape moved = monitor;
        moved.geometry.moveLeft(-2560);  // the monitor now left of the laptop
        QVERIFY(tb::ui::screenLayoutGroup(QStringLiteral("mainWindow"), {laptop, moved}) != docked);
        ScreenShape scaled = laptop;
        scaled.devicePixelRatio = 2.0;
        QVERIFY(tb::ui::screenLayoutGroup(QStringLiteral("mainWindow"), {scaled}) != alone);
    }

    void firstStartUsesMostOfTheScreen() {
        // Loop 4: the first window was 968x555 on a 1600x1000 screen, its widgets' size hint.
        QCOMPARE(tb::ui::firstWindowGeometry(QRect(0, 0, 1600, 1000)), QRect(80, 50, 1440, 900));
        QCOMPARE(tb::ui::firstWindowGeometry(QRect(0, 0, 2560, 1440)).size(), QSize(1600, 1000));
        const QRect small(0, 32, 1280, 688);  // 1280x720 less a top panel
        QVERIFY(small.contains(tb::ui::firstWindowGeometry(small)));
        QVERIFY(tb::ui::firstWindowGeometry(small).width() >= 1152);
        QSettings().clear();
        tb::ui::MainWindow w;
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        QCOMPARE(w.size(), tb::ui::firstWindowGeometry(available).size());
    }

    void noTabIsWiderOrTallerThanTheScreen() {
        QSettings().clear();
        openDemoWindow();
        if (QTest::currentTestFailed()) {
            return;
        }
        QVERIFY(m_window->selectProviderByName(QStringLiteral("Crusoe")));
        QTRY_VERIFY(m_window->providerPage()->loadedProviderId() > 0);
        const QStringList at1400 = tabsWiderThan(QSize(1400, 900));
        const QStringList at1280 = tabsWiderThan(QSize(1280, 720));
        closeWindow();
        QVERIFY2(at1400.isEmpty(), qPrintable(at1400.join(QStringLiteral("; "))));
        QVERIFY2(at1280.isEmpty(), qPrintable(at1280.join(QStringLiteral("; "))));
    }

    void closingSavesThisSetupsLayout() {
        QSettings().clear();
        openDemoWindow();
        if (QTest::currentTestFailed()) {
            return;
        }
        m_window->resize(1010, 690);
        QVERIFY(m_window->close());
        const QString group = currentGroup();
        QSettings settings;
        QVERIFY2(settings.contains(group + QStringLiteral("/geometry")), qPrintable(group));
        QVERIFY(settings.contains(group + QStringLiteral("/providerSplitter")));
        QCOMPARE(settings.value(group + QStringLiteral("/geometry")),
                 settings.value(QStringLiteral("mainWindow/geometry")));
        closeWindow();
    }

    void restoresThisSetupsLayoutBeforeTheLastOneAnywhere() {
        // Two layouts saved: this setup's (900x600) and, as the last used anywhere, another (1100x750).
        QSettings().clear();
        {
            const QByteArray mine = [&] {
                tb::ui::MainWindow w;
                w.resize(900, 600);
                return w.saveGeometry();
            }();
            const QByteArray elsewhere = [&] {
                tb::ui::MainWindow w;
                w.resize(1100, 750);
                return w.saveGeometry();
            }();
            QSettings settings;
            settings.clear();
            settings.setValue(currentGroup() + QStringLiteral("/geometry"), mine);
            settings.setValue(QStringLiteral("mainWindow/geometry"), elsewhere);
        }
        {
            tb::ui::MainWindow w;
            QCOMPARE(w.size(), QSize(900, 600));
        }
        // A setup never seen: the last layout anywhere.
        {
            QSettings settings;
            settings.remove(currentGroup());
        }
        {
            tb::ui::MainWindow w;
            QCOMPARE(w.size(), QSize(1100, 750));
        }
    }
};

QTEST_MAIN(TestScreenLayout)
#include "tst_ScreenLayout.moc"
