#pragma once

#include "core/Result.h"

#include <QObject>
#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>

class QTabWidget;

namespace tb::core {
class Store;
}
namespace tb::ui {
class MainWindow;
}

namespace tb::app {

// Options of the `tierbench` command line that steer the start (see main.cpp).
struct GuiOptions {
    QString databasePath;
    QString screenshotPath;      // grab the window once filled, save, quit
    bool quitWhenReady = false;  // print ready_ms / peak RSS, quit (startup benchmark)
    QSize windowSize;            // invalid: the remembered geometry
    QString providerName;        // select this provider first
    QString page;                // a provider tab by title: "overview", "checklist", "rating", "nodes & runs"...
    QString view;                // a main-window view by title: "tier board", "compare", "calibration"...
    QString checkItemKey;        // with page=checklist: select this item ("" = the first with evidence)
};

// Opens the database without blocking the window, creates the demo data in a new file, hands the store to the
// window, and carries out the unattended options (screenshot, quit when ready).
//
// Thread contract: GUI thread; the store does its work on its own thread.
class GuiStartup : public QObject {
    Q_OBJECT

public:
    GuiStartup(ui::MainWindow* window, GuiOptions options, QObject* parent = nullptr);

    void start();

    // The tab index of a provider page (--page) or window view (--view) named by its stable, untranslated key
    // ("overview", "checklist", "interviews", "rating", "nodes", "clusters", "results", "pricing"; "providers",
    // "tierboard", "compare", "baselines", "calibration", "costs") or by its title as shown; -1 when unknown.
    static int pageIndex(ui::MainWindow* window, const QString& name);
    static int viewIndex(ui::MainWindow* window, const QString& name);
    static QStringList pageKeys();
    static QStringList viewKeys();

private:
    void openTeamDatabase(const QString& address);
    void onOpened(const core::Result<std::shared_ptr<core::Store>>& opened);
    void fail(const core::Error& error);
    void onProvidersLoaded();
    void onPageLoaded(qint64 providerId);
    void finishUnattended();
    static int tabIndex(QTabWidget* tabs, const QStringList& keys, const QString& name);

    ui::MainWindow* m_window;
    GuiOptions m_options;
    std::shared_ptr<core::Store> m_store;
    bool m_ready = false;
    bool m_waitingForPage = false;
    bool m_done = false;
};

}  // namespace tb::app
