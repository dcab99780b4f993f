#pragma once
// Shared by the GUI suites of tests/ui: a demo database in a temporary directory, opened through the real store,
// and a real MainWindow on it. Header-only so each suite stays one executable.

#include "core/demo/DemoDatabase.h"
#include "core/store/Store.h"
#include "ui/main/MainWindow.h"
#include "ui/common/MessageBox.h"
#include "ui/providers/ProviderListModel.h"
#include "ui/providers/ProviderPage.h"

#include <QCoreApplication>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringList>
#include <QTabWidget>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace tb::test {

class MainWindowFixture {
protected:
    // Settings go to the test-mode location under a test organisation, never the analyst's own, and to a file of
    // this test program's own: ctest runs several at once, and one that cleared a shared file (tst_ScreenLayout)
    // wiped another's analyst name or window layout mid-test.
    static void isolateSettings() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TierbenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tierbench-ui-tests-") +
                                             QFileInfo(QCoreApplication::applicationFilePath()).fileName());
        QSettings().clear();
    }

    // QTRY-based: call through QVERIFY-style flow, then check QTest::currentTestFailed().
    void openDemoWindow() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_path = m_dir->filePath(QStringLiteral("tierbench.sqlite"));
        auto opened = core::DemoDatabase::openOrCreate(m_path);
        QVERIFY2(opened.ok(), opened ? "" : qPrintable(opened.error().toString()));
        m_store = *opened;
        m_window = std::make_unique<ui::MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
        QSignalSpy loaded(m_window.get(), &ui::MainWindow::providersLoaded);
        m_window->setStore(m_store);
        QTRY_COMPARE(loaded.count(), 1);
    }

    void closeWindow() {
        ui::MessageBox::resetForTests();
        m_window.reset();
        m_store.reset();
        m_dir.reset();
    }

    // Reads one value from the database on the storage thread (tests may wait; the GUI may not).
    QVariant scalar(const QString& sql) {
        return m_store->run([sql](QSqlDatabase& db) {
            QSqlQuery q(db);
            if (!q.exec(sql) || !q.next()) {
                return QVariant();
            }
            return q.value(0);
        });
    }
    int count(const QString& sql) { return scalar(sql).toInt(); }

    // Every provider tab and every top-level view, shown in turn in a window of `size`: none may need more width
    // than the window gives it (a horizontal scroll bar on a page is a page the analyst cannot see whole), and the
    // window's own minimum must fit. Names the offenders. With `pageWidth` false only the window is checked (a page
    // may then scroll sideways inside it).
    QStringList tabsWiderThan(const QSize& size, bool pageWidth = true) {
        QStringList out;
        m_window->resize(size);
        const auto settle = [] {
            for (int i = 0; i < 3; ++i) {
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
                QCoreApplication::processEvents();
            }
        };
        QTabWidget* views = m_window->views();
        QTabWidget* tabs = m_window->providerPage()->tabs();
        for (int v = 0; v < views->count(); ++v) {
            views->setCurrentIndex(v);
            const int pages = v == 0 ? tabs->count() : 1;
            for (int t = 0; t < pages; ++t) {
                QString name = views->tabText(v).remove(u'&');
                if (v == 0) {
                    tabs->setCurrentIndex(t);
                    name += QStringLiteral(" › ") + tabs->tabText(t).remove(u'&');
                }
                settle();
                const QSize min = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
                if (min.width() > size.width() || min.height() > size.height()) {
                    out << QStringLiteral("%1: window minimum %2x%3").arg(name).arg(min.width()).arg(min.height());
                }
                if (m_window->width() > size.width() || m_window->height() > size.height()) {
                    out << QStringLiteral("%1: window grew to %2x%3")
                               .arg(name)
                               .arg(m_window->width())
                               .arg(m_window->height());
                }
                if (v == 0 && pageWidth) {
                    if (auto* scroll = qobject_cast<QScrollArea*>(tabs->widget(t)); scroll && scroll->widget()) {
                        const int need = scroll->widget()->minimumSizeHint().width();
                        if (need > scroll->viewport()->width()) {
                            out << QStringLiteral("%1: needs %2 px, has %3")
                                       .arg(name)
                                       .arg(need)
                                       .arg(scroll->viewport()->width());
                        }
                    }
                }
            }
        }
        views->setCurrentIndex(0);
        tabs->setCurrentIndex(0);
        return out;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::shared_ptr<core::Store> m_store;
    std::unique_ptr<ui::MainWindow> m_window;
};

}  // namespace tb::test
