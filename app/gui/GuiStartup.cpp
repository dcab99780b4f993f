#include "app/gui/GuiStartup.h"

#include "app/gui/ProcessStats.h"
#include "core/demo/DemoDatabase.h"
#include "core/store/ConnectionCheck.h"
#include "core/store/DatabaseLocation.h"
#include "core/store/SecretStore.h"
#include "core/store/Store.h"
#include "core/store/Store.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistView.h"
#include "ui/common/GuiContinuation.h"
#include "ui/main/MainWindow.h"
#include "ui/common/MessageBox.h"
#include "ui/providers/ProviderListModel.h"
#include "ui/providers/ProviderPage.h"
#include "ui/team/ConnectDialog.h"
#include "ui/team/RecentConnections.h"
#include "ui/team/TeamDatabaseMenu.h"

#include <QApplication>
#include <QFileInfo>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>

namespace tb::app {

GuiStartup::GuiStartup(ui::MainWindow* window, GuiOptions options, QObject* parent)
    : QObject(parent), m_window(window), m_options(std::move(options)) {
    connect(m_window, &ui::MainWindow::providersLoaded, this, &GuiStartup::onProvidersLoaded);
    connect(m_window->providerPage(), &ui::ProviderPage::loaded, this, &GuiStartup::onPageLoaded);
}

void GuiStartup::start() {
    const QString path = m_options.databasePath;
    const bool existed =
        core::DatabaseLocation::isServerUrl(path) || (QFileInfo(path).exists() && QFileInfo(path).size() > 0);
    m_window->setStatusText(tr("Opening %1…").arg(path));
    if (!existed) {
        m_window->setStatusText(tr("Creating the demo database…"));
    }
    if (core::DatabaseLocation::isServerUrl(path)) {
        openTeamDatabase(path);
        return;
    }
    core::DemoDatabase::openOrCreateAsync(path) |
        ui::whileAlive(this, [this](const core::Result<std::shared_ptr<core::Store>>& opened) { onOpened(opened); });
}

// `--db postgresql://…`: the keychain's password for it, if it keeps one, travels in memory to the store; without one
// libpq's ~/.pgpass or PGPASSFILE decides, as in the CLI.
void GuiStartup::openTeamDatabase(const QString& address) {
    auto location = core::DatabaseLocation::parse(address);
    if (!location) {
        onOpened(location.error());
        return;
    }
    const auto open = [this](const core::DatabaseLocation& target) {
        core::Store::openAsync(target) |
            ui::whileAlive(this,
                           [this](const core::Result<std::shared_ptr<core::Store>>& opened) { onOpened(opened); });
    };
    core::SecretStore* secrets = m_window->teamDatabaseMenu()->secretStore();
    if (!secrets || m_options.quitWhenReady || !m_options.screenshotPath.isEmpty()) {
        open(*location);  // unattended runs never wait for a keychain
        return;
    }
    secrets->read(location->secretKey(), this, [open, target = *location](const core::Result<QString>& stored) mutable {
        if (stored) {
            target.setPassword(*stored);
        }
        open(target);
    });
}

void GuiStartup::onOpened(const core::Result<std::shared_ptr<core::Store>>& opened) {
    if (!opened) {
        fail(opened.error());
        return;
    }
    m_store = *opened;
    if (m_store->isPostgreSql()) {
        ui::RecentConnections::remember(m_options.databasePath);
    }
    m_window->setStore(m_store);
}

void GuiStartup::fail(const core::Error& error) {
    m_window->showDatabaseError(error);
    if (m_options.quitWhenReady || !m_options.screenshotPath.isEmpty()) {
        std::fprintf(stderr, "tierbench: %s\n", qPrintable(error.toString()));
        QCoreApplication::exit(1);
        return;
    }
    // A team database that wants a password neither the keychain nor ~/.pgpass has: ask for it in the dialog.
    if (core::DatabaseLocation::isServerUrl(m_options.databasePath)) {
        const auto fault = core::ConnectionCheck::classify(error);
        if (fault == core::ConnectionFault::PasswordNeeded || fault == core::ConnectionFault::PasswordRefused) {
            m_window->teamDatabaseMenu()->openDialog(m_options.databasePath)->showFault(error);
            return;
        }
    }
    // Nothing was changed in the file; say why and close once the analyst has read it.
    ui::MessageBox::critical(m_window, tr("Could not open the database"),
                             error.message + QStringLiteral("\n\n") + m_options.databasePath, error.detail, this,
                             [](ui::MessageBox::Answer) { QCoreApplication::exit(1); });
}

void GuiStartup::onProvidersLoaded() {
    if (m_ready) {
        return;
    }
    m_ready = true;
    if (m_options.quitWhenReady) {
        m_window->repaint();  // "shown with the list filled" includes having painted it once
        std::printf("ready_ms=%lld\npeak_rss_kib=%lld\nproviders=%d\n", static_cast<long long>(msSinceProcessStart()),
                    static_cast<long long>(peakRssKiB()), m_window->providerModel()->rowCount());
        std::fflush(stdout);
        QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(0); });
        m_done = true;
        return;
    }
    // --provider, --page and --view also serve an interactive start; --screenshot then grabs and quits.
    if (m_options.screenshotPath.isEmpty() && m_options.providerName.isEmpty() && m_options.page.isEmpty() &&
        m_options.view.isEmpty()) {
        return;
    }
    if (!m_options.providerName.isEmpty() && !m_window->selectProviderByName(m_options.providerName)) {
        std::fprintf(stderr, "tierbench: no provider named %s\n", qPrintable(m_options.providerName));
    }
    m_waitingForPage = true;
    // The selection may already have been loaded by the time the list arrived.
    if (m_window->providerPage()->loadedProviderId() == m_window->currentProviderId()) {
        onPageLoaded(m_window->currentProviderId());
    }
}

void GuiStartup::onPageLoaded(qint64 providerId) {
    if (!m_waitingForPage || m_done || providerId != m_window->currentProviderId()) {
        return;
    }
    m_waitingForPage = false;
    ui::ProviderPage* page = m_window->providerPage();
    if (m_options.page == QLatin1String("checklist")) {
        page->showChecklist();
        ui::ChecklistView* view = page->checklistView();
        const core::Checklist& checklist = view->model()->checklist();
        qint64 itemId = 0;
        if (!m_options.checkItemKey.isEmpty()) {
            if (const core::CheckItem* item = checklist.rubric.item(m_options.checkItemKey)) {
                itemId = item->id;
            }
        } else {
            for (const auto& v : checklist.verdicts) {
                if (!v.evidence.isEmpty()) {
                    itemId = v.checkItemId;
                    break;
                }
            }
        }
        view->selectItem(itemId);
    } else if (const int index = pageIndex(m_window, m_options.page); index >= 0) {
        page->tabs()->setCurrentIndex(index);  // main() refused an unknown one before the window showed
    }
    // Other views and tabs load their data on the storage thread: give them time before grabbing.
    const bool elsewhere =
        !m_options.view.isEmpty() || (!m_options.page.isEmpty() && m_options.page != QLatin1String("overview") &&
                                      m_options.page != QLatin1String("checklist"));
    if (const int index = viewIndex(m_window, m_options.view); index >= 0) {
        m_window->views()->setCurrentIndex(index);
    }
    if (m_options.screenshotPath.isEmpty()) {
        m_done = true;  // an interactive start: the window stays
        return;
    }
    QTimer::singleShot(elsewhere ? 1500 : 200, this, &GuiStartup::finishUnattended);
}

// A tab title as the analyst reads it: mnemonic markers gone, "&&" back to one "&" ("Nodes && &runs" reads
// "Nodes & runs").
static QString readableTitle(QString text) {
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'&') {
            if (i + 1 < text.size() && text.at(i + 1) == u'&') {
                out += u'&';
                ++i;
            }
            continue;
        }
        out += text.at(i);
    }
    return out;
}

// In the order the tabs are added (ProviderPage, MainWindow); tst_MainWindow checks each key opens its tab.
QStringList GuiStartup::pageKeys() {
    return {QStringLiteral("overview"), QStringLiteral("checklist"), QStringLiteral("interviews"),
            QStringLiteral("rating"),   QStringLiteral("nodes"),     QStringLiteral("clusters"),
            QStringLiteral("results"),  QStringLiteral("pricing")};
}

QStringList GuiStartup::viewKeys() {
    return {QStringLiteral("providers"), QStringLiteral("tierboard"),   QStringLiteral("compare"),
            QStringLiteral("baselines"), QStringLiteral("calibration"), QStringLiteral("costs")};
}

int GuiStartup::tabIndex(QTabWidget* tabs, const QStringList& keys, const QString& name) {
    const QString wanted = name.simplified();
    if (wanted.isEmpty()) {
        return -1;
    }
    const int keyed = int(keys.indexOf(wanted.toLower()));
    if (keyed >= 0 && keyed < tabs->count()) {
        return keyed;
    }
    for (int i = 0; i < tabs->count(); ++i) {  // the title as shown, in the language shown (kept for old scripts)
        if (readableTitle(tabs->tabText(i)).compare(wanted, Qt::CaseInsensitive) == 0) {
            return i;
        }
    }
    return -1;
}

int GuiStartup::pageIndex(ui::MainWindow* window, const QString& name) {
    return tabIndex(window->providerPage()->tabs(), pageKeys(), name);
}

int GuiStartup::viewIndex(ui::MainWindow* window, const QString& name) {
    return tabIndex(window->views(), viewKeys(), name);
}

void GuiStartup::finishUnattended() {
    if (m_done) {
        return;
    }
    m_done = true;
    const bool saved = m_window->grab().save(m_options.screenshotPath);
    if (!saved) {
        std::fprintf(stderr, "tierbench: could not write %s\n", qPrintable(m_options.screenshotPath));
    }
    QCoreApplication::exit(saved ? 0 : 1);
}

}  // namespace tb::app
