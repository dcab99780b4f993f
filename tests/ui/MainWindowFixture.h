#pragma once
// Shared by the GUI suites of tests/ui: a demo database in a temporary directory, opened through the real store,
// and a real MainWindow on it. Header-only so each suite stays one executable.

#include "core/demo/DemoDatabase.h"
#include "core/store/Store.h"
#include "ui/MainWindow.h"
#include "ui/MessageBox.h"
#include "ui/ProviderListModel.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace tb::test {

class MainWindowFixture {
protected:
    // Settings go to the test-mode location under a test organisation, never the analyst's own.
    static void isolateSettings() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TierbenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tierbench-ui-tests"));
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

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::shared_ptr<core::Store> m_store;
    std::unique_ptr<ui::MainWindow> m_window;
};

}  // namespace tb::test
