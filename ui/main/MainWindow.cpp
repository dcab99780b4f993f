#include "ui/main/MainWindow.h"

#include "ui/common/GuiContinuation.h"
#include "core/trust/ConflictGate.h"
#include "ui/trust/ConflictWarning.h"
#include "ui/trust/TrustMenu.h"
#include "core/settings/AnalystSettings.h"
#include "ui/trust/FactCheckWriter.h"
#include "ui/trust/VerificationDialog.h"

#include "ui/common/ChangeSubscription.h"
#include "ui/main/PreferencesDialog.h"
#include "core/store/ChangeNotifier.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RowVersion.h"
#include "core/store/Store.h"
#include "ui/common/AnalystName.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBox.h"
#include "ui/common/RowConflictPrompt.h"
#include "ui/providers/ProviderDialog.h"
#include "ui/providers/ProviderFilterProxy.h"
#include "ui/providers/ProviderListModel.h"
#include "ui/providers/ProviderPage.h"
#include "ui/common/StoreAware.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistView.h"
#include "ui/baselines/BaselineEditor.h"
#include "ui/calibration/CalibrationView.h"
#include "ui/compare/CompareView.h"
#include "ui/imports/FileActions.h"
#include "ui/team/TeamDatabaseMenu.h"
#include "ui/pricing/CostCompareView.h"
#include "ui/tierboard/TierBoardView.h"
#include "ui/walkthrough/WalkthroughMode.h"
#include "ui/walkthrough/WalkthroughWindow.h"
#include "ui/cluster/ClustersTab.h"
#include "ui/runs/NodesRunsTab.h"
#include "ui/report/ReviewPdfWriter.h"
#include "ui/main/HelpMenu.h"
#include "ui/main/ScreenLayout.h"
#include "core/report/ReviewContentLoader.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QDir>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
using Column = ProviderListModel::Column;

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
const QString kSplitterKey = QStringLiteral("mainWindow/providerSplitter");
const QString kListHeaderKey = QStringLiteral("mainWindow/providerListHeader");
const QString kLastProviderKey = QStringLiteral("mainWindow/lastProvider");
}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      m_undoStack(new QUndoStack(this)),
      m_model(new ProviderListModel(this)),
      m_proxy(new ProviderFilterProxy(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Tierbench"));
    m_proxy->setSourceModel(m_model);

    m_views = new QTabWidget(this);
    m_views->setObjectName(QStringLiteral("viewTabs"));
    m_views->setDocumentMode(true);
    setCentralWidget(m_views);

    m_dbLabel = new QLabel(this);
    m_dbLabel->setObjectName(QStringLiteral("databasePathLabel"));
    m_dbLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addPermanentWidget(m_dbLabel);

    createActions();
    addView(tr("Providers"), buildProvidersView());
    installExtensionViews();
    restoreSettings();
    updateActions();
    setStatusText(tr("Opening the database…"));
}

MainWindow::~MainWindow() = default;

void MainWindow::installExtensionViews() {
    // Extension point: one line per view, e.g. `addView(tr("Tier board"), new TierBoardView(this));`
    addView(tr("Tier board"), new TierBoardView(this));
    addView(tr("Compare"), new CompareView(this));
    addView(tr("Baselines"), new BaselineEditor(this));
    auto* calibration = new CalibrationView(this);
    addView(tr("Calibration"), calibration);
    connect(calibration, &CalibrationView::providerActivated, this, [this](qint64 providerId) {
        if (selectProvider(providerId)) {
            m_views->setCurrentIndex(0);
        }
    });
    addView(tr("Costs"), new CostCompareView(this));
}

void MainWindow::setConnectionFactory(const core::RemoteSession::ConnectionFactory& factory) {
    for (NodesRunsTab* tab : findChildren<NodesRunsTab*>()) {
        tab->setConnectionFactory(factory);
    }
    for (ClustersTab* tab : findChildren<ClustersTab*>()) {
        tab->setConnectionFactory(factory);
    }
}

void MainWindow::verifyProvider() {
    if (!m_store || m_page->loadedProviderId() <= 0) {
        setStatusText(tr("Select a provider to verify its stored results."));
        return;
    }
    auto* dialog = new VerificationDialog(m_store, m_page->provider().name, this);
    dialog->show();
    dialog->verify();
}

void MainWindow::exportReview() {
    const qint64 providerId = m_page->loadedProviderId();
    const qint64 evaluationId = m_page->checklistView()->model()->evaluationId();
    if (!m_store || providerId <= 0) {
        setStatusText(tr("Select a provider to export its review."));
        return;
    }
    const QString suggested = m_page->provider().name.simplified().replace(u' ', u'-') + QStringLiteral("-review.pdf");
    FileDialog::saveFile(
        this, tr("Export review PDF"), suggested, tr("PDF (*.pdf)"), QStringLiteral("pdf"), this,
        [this, providerId, evaluationId](const QString& path) { exportReviewTo(path, providerId, evaluationId); });
}

void MainWindow::exportReviewTo(const QString& path, qint64 providerId, qint64 evaluationId) {
    setStatusText(tr("Exporting the review…"));
    // The content is read on the storage thread; only the painting, which needs the GUI's fonts, runs here.
    m_store->submit([providerId, evaluationId](QSqlDatabase& db) {
        return core::ReviewContentLoader::load(db, providerId, evaluationId);
    }) | ui::whileAlive(this, [this, path](core::Result<core::ReviewContent> content) {
        if (!content) {
            setStatusText(content.error().toString());
            return;
        }
        auto written = ReviewPdfWriter::write(*content, path);
        setStatusText(written ? tr("Wrote %1 (%n page(s)).", nullptr, written->pageCount).arg(path)
                              : written.error().toString());
    });
}

void MainWindow::exportFactCheck() {
    const qint64 providerId = m_page->loadedProviderId();
    if (!m_store || providerId <= 0) {
        setStatusText(tr("Select a provider to export its fact-check bundle."));
        return;
    }
    const QString suggested =
        m_page->provider().name.simplified().replace(u' ', u'-') + QStringLiteral("-factcheck.zip");
    FileDialog::saveFile(this, tr("Export fact-check bundle"), suggested, tr("Zip file (*.zip)"), QStringLiteral("zip"),
                         this, [this, providerId](const QString& path) { chooseFactCheckKey(providerId, path); });
}

void MainWindow::chooseFactCheckKey(qint64 providerId, const QString& path) {
    // The key is the analyst's choice, remembered as a path only; ssh-keygen reads it (or asks ssh-agent) when the
    // bundle is signed, and never prompts.
    const QString remembered = QSettings().value(QStringLiteral("factcheck/signKey")).toString();
    const bool haveKey = !remembered.isEmpty() && QFileInfo(remembered).isFile();
    MessageBox::Labels buttons;
    if (haveKey) {
        buttons << qMakePair(QMessageBox::Yes, tr("Sign with %1").arg(QFileInfo(remembered).fileName()));
    }
    buttons << qMakePair(QMessageBox::Open, tr("Choose a key…")) << qMakePair(QMessageBox::No, tr("Export unsigned"))
            << qMakePair(QMessageBox::Cancel, tr("Cancel"));
    MessageBox::choice(
        this, tr("Sign the fact-check bundle"),
        tr("Sign the bundle with your SSH key, so the provider can check that it comes from you? An unsigned bundle "
           "proves only that its files are consistent, not who made it."),
        buttons, haveKey ? QMessageBox::Yes : QMessageBox::Open, this,
        [this, providerId, path, remembered](MessageBox::Answer answer) {
            if (answer == QMessageBox::Yes) {
                writeFactCheck(providerId, path, remembered);
            } else if (answer == QMessageBox::No) {
                writeFactCheck(providerId, path, {});
            } else if (answer == QMessageBox::Open) {
                const QString start =
                    remembered.isEmpty() ? QDir::home().filePath(QStringLiteral(".ssh")) : QFileInfo(remembered).path();
                FileDialog::openFile(this, tr("SSH key to sign the bundle with"), start, tr("All files (*)"), this,
                                     [this, providerId, path](const QString& key) {
                                         QSettings().setValue(QStringLiteral("factcheck/signKey"), key);
                                         writeFactCheck(providerId, path, key);
                                     });
            }
        });
}

void MainWindow::writeFactCheck(qint64 providerId, const QString& path, const QString& signKey) {
    setStatusText(tr("Exporting the fact-check bundle…"));
    const auto config = core::AnalystSettings::ratingConfig();
    // Read on the storage thread; the review PDF is painted here, as the review export does.
    m_store->submit([providerId, config](QSqlDatabase& db) {
        return FactCheckWriter::collect(db, providerId, config);
    }) | ui::whileAlive(this, [this, path, signKey](core::Result<FactCheckWriter::Job> job) {
        if (!job) {
            setStatusText(job.error().toString());
            return;
        }
        auto files = FactCheckWriter::finish(*job, path, {}, signKey);
        setStatusText(files ? (signKey.isEmpty() ? tr("Wrote %1 (%n file(s)), unsigned.", nullptr, *files)
                                                 : tr("Wrote %1 (%n file(s)), signed.", nullptr, *files))
                                  .arg(path)
                            : files.error().toString());
    });
}

void MainWindow::startWalkthrough() {
    const qint64 evaluationId = m_page->checklistView()->model()->evaluationId();
    if (!m_store || evaluationId <= 0) {
        setStatusText(tr("Select a provider with an evaluation to start a walkthrough."));
        return;
    }
    // A current conflict of interest of the reviewer is flagged before the walkthrough starts (issue 18.6).
    const qint64 providerId = m_page->loadedProviderId();
    const QString actor = analystName();
    ConflictWarning::confirm(
        this, m_store, {actor}, providerId, 0, this, [this, evaluationId, providerId, actor](bool acknowledged) {
            if (!acknowledged) {
                openWalkthrough(evaluationId);
                return;
            }
            // A walkthrough writes nothing as it starts: the acknowledgement is its own
            // audited change, asked again by the core call that records it.
            m_store->submit([providerId, actor](QSqlDatabase& db) {
                return core::ConflictGate(db).pass({actor}, providerId, true, QStringLiteral("walkthrough"), actor);
            }) |
                ui::whileAlive(this, [this, evaluationId](const core::Result<QVector<core::ConflictRecord>>& recorded) {
                    if (!recorded) {
                        setStatusText(recorded.error().message);
                        return;
                    }
                    openWalkthrough(evaluationId);
                });
        });
}

void MainWindow::openWalkthrough(qint64 evaluationId) {
    WalkthroughWindow* window = WalkthroughMode::start(m_store, evaluationId);
    // Answers recorded in the walkthrough belong on the checklist the analyst returns to.
    connect(window, &WalkthroughWindow::verdictSaved, this,
            [this, evaluationId] { m_page->checklistView()->showEvaluation(evaluationId); });
}

int MainWindow::addView(const QString& title, QWidget* view, const QKeySequence& shortcut) {
    const int index = m_views->addTab(view, title);
    auto* action = new QAction(title, this);
    action->setObjectName(QStringLiteral("viewAction%1").arg(index + 1));
    action->setShortcut(
        shortcut.isEmpty() && index < 9 ? QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + index)) : shortcut);
    connect(action, &QAction::triggered, this, [this, view] {
        m_views->setCurrentWidget(view);
        view->setFocus();
    });
    m_viewMenu->addAction(action);
    addAction(action);
    if (auto* aware = dynamic_cast<StoreAware*>(view); aware && m_store && !m_viewsWaitForStore) {
        aware->setStore(m_store);
    }
    return index;
}

void MainWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    m_fileActions = new FileActions(this, file);  // import, open and new database, files dropped on the window
    // Connect to team database… and the recent ones, after New database… (issue 16.2).
    const QList<QAction*> fileItems = file->actions();
    QAction* afterNew =
        fileItems.value(fileItems.indexOf(findChild<QAction*>(QStringLiteral("newDatabaseAction"))) + 1);
    m_teamMenu = new TeamDatabaseMenu(this, file, afterNew);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_undoStack->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    QAction* redo = m_undoStack->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    m_findAction = edit->addAction(tr("&Find provider"));
    m_findAction->setObjectName(QStringLiteral("findAction"));
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_views->setCurrentIndex(0);
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
    edit->addSeparator();
    QAction* preferences = edit->addAction(tr("&Preferences…"), this, [this] {
        auto* dialog = new PreferencesDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setShortcut(QKeySequence::Preferences);  // empty where the platform has none

    QMenu* provider = menuBar()->addMenu(tr("&Provider"));
    m_newAction = provider->addAction(tr("&New provider…"), this, &MainWindow::addProvider);
    m_newAction->setObjectName(QStringLiteral("newProviderAction"));
    m_newAction->setShortcut(QKeySequence::New);
    m_editAction = provider->addAction(tr("&Edit provider…"), this, &MainWindow::editProvider);
    m_editAction->setObjectName(QStringLiteral("editProviderAction"));
    m_editAction->setShortcut(QKeySequence(Qt::Key_F2));
    m_deleteAction = provider->addAction(tr("&Delete provider…"), this, &MainWindow::deleteProvider);
    m_deleteAction->setObjectName(QStringLiteral("deleteProviderAction"));
    m_deleteAction->setShortcut(QKeySequence::Delete);
    // Delete only from the list (and the menu): in text fields the key keeps deleting characters.
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    provider->addSeparator();
    QAction* checklist = provider->addAction(tr("Open &checklist"), this, [this] {
        m_views->setCurrentIndex(0);
        m_page->showChecklist();
        m_page->setFocus();
    });
    checklist->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_walkthroughAction =
        provider->addAction(tr("Start &walkthrough with provider…"), this, &MainWindow::startWalkthrough);
    m_walkthroughAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    m_walkthroughAction->setObjectName(QStringLiteral("walkthroughAction"));
    QAction* verify = provider->addAction(tr("&Verify stored results…"), this, &MainWindow::verifyProvider);
    verify->setObjectName(QStringLiteral("verifyProviderAction"));
    TrustMenu::populate(provider, this,
                        {[this] { return m_store; }, [this] { return m_page->loadedProviderId(); },
                         [this] { return m_page->provider().name; }, [this](const QString& t) { setStatusText(t); }});
    QAction* exportPdf = provider->addAction(tr("E&xport review PDF…"), this, &MainWindow::exportReview);
    exportPdf->setObjectName(QStringLiteral("exportReviewAction"));
    exportPdf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    QAction* factCheck = provider->addAction(tr("Export &fact-check bundle…"), this, &MainWindow::exportFactCheck);
    factCheck->setObjectName(QStringLiteral("exportFactCheckAction"));

    m_viewMenu = menuBar()->addMenu(tr("&View"));

    HelpMenu::populate(menuBar()->addMenu(tr("&Help")), this);
}

QWidget* MainWindow::buildProvidersView() {
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("providerSplitter"));

    auto* left = new QWidget(m_splitter);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(6, 6, 0, 6);
    m_search = new QLineEdit(left);
    m_search->setObjectName(QStringLiteral("providerSearch"));
    m_search->setPlaceholderText(tr("Search providers (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    leftLayout->addWidget(m_search);

    auto* filters = new QHBoxLayout;
    auto* tierLabel = new QLabel(tr("&Tier:"), left);
    m_tierFilter = new QComboBox(left);
    m_tierFilter->setObjectName(QStringLiteral("tierFilter"));
    m_tierFilter->addItem(tr("All tiers"), QString());
    for (core::Tier tier : core::kAllTiers) {
        m_tierFilter->addItem(core::tierName(tier), core::tierKey(tier));
    }
    m_tierFilter->addItem(tr("Not rated"), ProviderFilterProxy::kNoTier);
    tierLabel->setBuddy(m_tierFilter);
    auto* kindLabel = new QLabel(tr("K&ind:"), left);
    m_kindFilter = new QComboBox(left);
    m_kindFilter->setObjectName(QStringLiteral("kindFilter"));
    m_kindFilter->addItem(tr("All kinds"), QString());
    for (core::ProviderKind kind : core::kAllProviderKinds) {
        m_kindFilter->addItem(core::providerKindName(kind), core::providerKindKey(kind));
    }
    kindLabel->setBuddy(m_kindFilter);
    filters->addWidget(tierLabel);
    filters->addWidget(m_tierFilter, 1);
    filters->addWidget(kindLabel);
    filters->addWidget(m_kindFilter, 1);
    leftLayout->addLayout(filters);

    m_list = new QTreeView(left);
    m_list->setObjectName(QStringLiteral("providerList"));
    m_list->setModel(m_proxy);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(static_cast<int>(Column::Name), Qt::AscendingOrder);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setColumnHidden(static_cast<int>(Column::GpuModels), true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(static_cast<int>(Column::Name), QHeaderView::Stretch);
    m_list->addAction(m_deleteAction);
    leftLayout->addWidget(m_list, 1);
    m_countLabel = new QLabel(left);
    m_countLabel->setObjectName(QStringLiteral("providerCountLabel"));
    m_countLabel->setEnabled(false);
    leftLayout->addWidget(m_countLabel);

    m_page = new ProviderPage(m_undoStack, m_splitter);
    m_splitter->addWidget(left);
    m_splitter->addWidget(m_page);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({430, 850});
    m_splitter->setChildrenCollapsible(false);

    connect(m_search, &QLineEdit::textChanged, m_proxy, &ProviderFilterProxy::setSearchText);
    connect(m_tierFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setTierFilter(m_tierFilter->currentData().toString()); });
    connect(m_kindFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setKindFilter(m_kindFilter->currentData().toString()); });
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_proxy, signal, this, &MainWindow::updateCountLabel);
    }
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateCountLabel);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateCountLabel);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::onCurrentProviderChanged);
    connect(m_list, &QTreeView::activated, this, [this] {
        m_page->showChecklist();
        m_page->setFocus();
    });
    connect(m_page, &ProviderPage::errorOccurred, this,
            [this](const QString& message) { statusBar()->showMessage(message, 10000); });
    // Return in the search field jumps into the (filtered) list.
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (m_proxy->rowCount() > 0) {
            if (!m_list->currentIndex().isValid()) {
                m_list->setCurrentIndex(m_proxy->index(0, 0));
            }
            m_list->setFocus();
        }
    });

    setTabOrder(m_search, m_tierFilter);
    setTabOrder(m_tierFilter, m_kindFilter);
    setTabOrder(m_kindFilter, m_list);
    setTabOrder(m_list, m_page->tabs());
    return m_splitter;
}

void MainWindow::setStatusText(const QString& text) {
    statusBar()->showMessage(text);
}

void MainWindow::showDatabaseError(const core::Error& error) {
    setStatusText(error.message);
    m_dbLabel->setText(tr("No database open"));
}

void MainWindow::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    m_undoStack->clear();
    m_dbLabel->setText(tr("Database: %1").arg(m_store ? m_store->path() : tr("none")));
    // Which database is open, in the title too: a team database's address (it holds no password) or the file's name.
    if (!m_store) {
        setWindowTitle(tr("Tierbench"));
    } else if (m_store->isPostgreSql()) {
        setWindowTitle(tr("%1 (team database) — Tierbench").arg(m_store->path()));
    } else {
        setWindowTitle(tr("%1 — Tierbench").arg(QFileInfo(m_store->path()).fileName()));
    }
    m_dbLabel->setToolTip(m_store ? m_store->path() : QString());
    m_page->setStore(m_store);
    if (m_store) {
        // A team database's server went away or came back (the store reconnects and re-reads by itself).
        connect(m_store->changes(), &core::ChangeNotifier::connectionStateChanged, this,
                [this, path = m_store->path()](bool connected, const QString& message) {
                    statusBar()->showMessage(message, connected ? 10000 : 0);
                    m_dbLabel->setText(connected ? tr("Database: %1").arg(path)
                                                 : tr("Database: %1 (disconnected)").arg(path));
                });
    }
    // The provider list (names, kinds, tiers) and the open provider's header follow changes made anywhere.
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (c.touchesAny({core::EntityKind::Provider, core::EntityKind::Rating, core::EntityKind::Evaluation})) {
            refreshProviders(c);
        }
    });
    // The other views (tier board, compare, calibration, costs, baselines) get the store once the provider list has
    // arrived: the storage thread runs jobs in order, and their loads (ratings of every provider) used to stand
    // before the list and the open provider's page, the first screen.
    m_viewsWaitForStore = true;
    if (!m_store) {
        handStoreToViews();  // no list to wait for
    }
    statusBar()->clearMessage();
    reloadProviders(m_rememberedProvider);
}

void MainWindow::handStoreToViews() {
    if (!m_viewsWaitForStore) {
        return;
    }
    m_viewsWaitForStore = false;
    for (int i = 0; i < m_views->count(); ++i) {
        if (auto* aware = dynamic_cast<StoreAware*>(m_views->widget(i))) {
            aware->setStore(m_store);
        }
    }
}

void MainWindow::reloadProviders(qint64 selectId) {
    if (!m_store) {
        return;
    }
    setStatusText(tr("Loading providers…"));
    // Only the provider table: nothing on the startup path reads runs or samples.
    m_store->submit([](QSqlDatabase& db) { return core::ProviderRepository(db).list(); }) |
        ui::whileAlive(this, [this, selectId](const core::Result<QVector<core::Provider>>& read) {
            if (!read && m_model->rowCount() > 0) {
                // The server is away or the file is locked: the list keeps what it shows and says why it is not
                // fresh; the next change (the reconnect's refresh) reads it again.
                statusBar()->showMessage(read.error().message);
                return;
            }
            const QVector<core::Provider> providers = read ? *read : QVector<core::Provider>();
            m_model->setProviders(providers);
            if (read) {
                statusBar()->clearMessage();
            } else {
                statusBar()->showMessage(read.error().message);  // an empty list that is not "no providers"
            }
            if (!selectProvider(selectId) && m_proxy->rowCount() > 0) {
                m_list->setCurrentIndex(m_proxy->index(0, 0));
            } else if (m_proxy->rowCount() == 0) {
                m_page->setProvider(0);  // another (empty) database: no page of the previous one's provider
            }
            updateActions();
            handStoreToViews();  // after the page's load, which selecting the provider queued
            emit providersLoaded(static_cast<int>(providers.size()));
            m_firstLoadDone = true;
        });
}

void MainWindow::refreshProviders(const core::ChangeSet& changes) {
    if (!m_store || !m_firstLoadDone) {
        return;  // the first load is under way and will show the change
    }
    // Quietly, unlike reloadProviders(): no status text, no providersLoaded; the selection stays where it was.
    m_store->submit([](QSqlDatabase& db) { return core::ProviderRepository(db).list(); }) |
        ui::whileAlive(this, [this, changes](const core::Result<QVector<core::Provider>>& read) {
            if (!read) {
                // The server is away or the file is locked: keep the list and say so; the next change (the
                // reconnect's refresh) reads it again.
                statusBar()->showMessage(read.error().message);
                return;
            }
            const QVector<core::Provider>& providers = *read;
            // The list's selection, not the loaded page: a save may just have selected a provider still loading.
            const qint64 keep = currentProviderId();
            m_model->setProviders(providers);
            if (!selectProvider(keep) && m_proxy->rowCount() > 0) {
                m_list->setCurrentIndex(m_proxy->index(0, 0));
            }
            // The page's header and evaluation list, when they are what changed (not for every rating edit: the
            // page reload would reset the checklist under the analyst).
            if (keep > 0 && m_page->loadedProviderId() == keep && changes.touchesProvider(keep) &&
                (changes.touches(core::EntityKind::Provider, keep) || changes.touches(core::EntityKind::Evaluation))) {
                m_page->setProvider(keep);
            }
            updateActions();
        });
}

bool MainWindow::selectProvider(qint64 providerId) {
    if (providerId == 0 || m_model->rowOfId(providerId) < 0) {
        return false;
    }
    QModelIndex proxyIndex = m_proxy->mapFromSource(m_model->index(m_model->rowOfId(providerId), 0));
    if (!proxyIndex.isValid()) {
        m_search->clear();
        m_tierFilter->setCurrentIndex(0);
        m_kindFilter->setCurrentIndex(0);
        proxyIndex = m_proxy->mapFromSource(m_model->index(m_model->rowOfId(providerId), 0));
    }
    m_list->setCurrentIndex(proxyIndex);
    m_list->scrollTo(proxyIndex);
    return true;
}

bool MainWindow::selectProviderByName(const QString& name) {
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const core::Provider* p = m_model->providerAt(row);
        if (p->name.compare(name.trimmed(), Qt::CaseInsensitive) == 0) {
            return selectProvider(p->id);
        }
    }
    return false;
}

qint64 MainWindow::currentProviderId() const {
    const QModelIndex idx = m_list->currentIndex();
    return idx.isValid() ? idx.data(ProviderListModel::IdRole).toLongLong() : 0;
}

void MainWindow::onCurrentProviderChanged() {
    const qint64 id = currentProviderId();
    if (id != m_page->providerId() || id == 0) {
        m_page->setProvider(id);
    }
    if (id != 0) {
        m_rememberedProvider = id;
    }
    updateActions();
}

void MainWindow::updateActions() {
    const bool haveStore = m_store != nullptr;
    const bool haveProvider = haveStore && currentProviderId() != 0;
    m_newAction->setEnabled(haveStore);
    m_editAction->setEnabled(haveProvider);
    m_deleteAction->setEnabled(haveProvider);
}

void MainWindow::updateCountLabel() {
    const int shown = m_proxy->rowCount();
    const int total = m_model->rowCount();
    // Explicit singular/plural rather than "(s)": English has no numerus translation file.
    const QString all = total == 1 ? tr("1 provider") : tr("%1 providers").arg(total);
    m_countLabel->setText(shown == total ? all : tr("%1 of %2 shown").arg(shown).arg(all));
}

void MainWindow::addProvider() {
    if (!m_store) {
        return;
    }
    auto* dialog = new ProviderDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setNameTaken(
        [this](const QString& name, qint64 exceptId) { return m_model->containsName(name, exceptId); });
    connect(dialog, &ProviderDialog::saveRequested, this,
            [this, dialog](const core::Provider& p) { saveProvider(dialog, p); });
    dialog->open();
}

void MainWindow::editProvider() {
    const core::Provider* current = m_model->providerById(currentProviderId());
    if (!m_store || !current) {
        return;
    }
    auto* dialog = new ProviderDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setProvider(*current);
    dialog->setNameTaken(
        [this](const QString& name, qint64 exceptId) { return m_model->containsName(name, exceptId); });
    connect(dialog, &ProviderDialog::saveRequested, this,
            [this, dialog](const core::Provider& p) { saveProvider(dialog, p); });
    dialog->open();
}

void MainWindow::saveProvider(ProviderDialog* dialog, const core::Provider& provider) {
    const QString actor = analystName();
    QPointer<ProviderDialog> guard(dialog);
    m_store->submit([provider, actor](QSqlDatabase& db) -> core::Result<core::Provider> {
        core::ProviderRepository repo(db);
        qint64 id = provider.id;
        if (id == 0) {
            auto added = repo.add(provider, actor);
            if (!added) {
                return added.error();
            }
            id = *added;
        } else if (auto st = repo.update(provider, actor); !st) {
            return st.error();
        }
        return repo.get(id);
    }) | ui::whileAlive(this, [this, guard, provider](const core::Result<core::Provider>& saved) {
        if (!saved && guard && core::RowVersion::isConflict(saved.error())) {
            resolveProviderConflict(guard, provider, saved.error());
            return;
        }
        if (!saved) {
            // The database refused it (e.g. a duplicate added by another process): keep the dialog open.
            if (guard) {
                guard->showError(saved.error().message);
            }
            return;
        }
        if (guard) {
            guard->accept();
        }
        m_model->upsert(*saved);
        selectProvider(saved->id);
        m_page->setProvider(saved->id);  // reload: name, tier and notes may have changed
        statusBar()->showMessage(tr("Saved provider “%1”.").arg(saved->name), 5000);
        emit providersChanged();
    });
}

void MainWindow::resolveProviderConflict(ProviderDialog* dialog, const core::Provider& provider,
                                         const core::Error& conflict) {
    QPointer<ProviderDialog> guard(dialog);
    RowConflictPrompt::ask(
        dialog, tr("Someone else changed this provider"), conflict, dialog,
        [this, guard, provider, message = conflict.message](RowConflictPrompt::Answer answer, qint64 theirVersion) {
            if (!guard) {
                return;
            }
            if (answer == RowConflictPrompt::Answer::Overwrite) {
                core::Provider mine = provider;
                mine.rowVersion = theirVersion;  // knowingly: over exactly the version we were told about
                saveProvider(guard, mine);
                return;
            }
            if (answer == RowConflictPrompt::Answer::KeepEditing) {
                guard->showError(message);  // the dialog keeps the analyst's text; saving again asks again
                return;
            }
            const qint64 id = provider.id;
            m_store->submit([id](QSqlDatabase& db) { return core::ProviderRepository(db).get(id); }) |
                ui::whileAlive(this, [this, guard](const core::Result<core::Provider>& theirs) {
                    if (!guard) {
                        return;
                    }
                    if (!theirs) {
                        guard->showError(theirs.error().message);
                        return;
                    }
                    guard->setProvider(*theirs);
                    m_model->upsert(*theirs);
                    guard->showError(tr("Reloaded: this is the version %1 saved.").arg(theirs->changedBy));
                });
        });
}

void MainWindow::deleteProvider() {
    const core::Provider* current = m_model->providerById(currentProviderId());
    if (!m_store || !current) {
        return;
    }
    const qint64 id = current->id;
    const QString name = current->name;
    m_store->submit([id](QSqlDatabase& db) { return core::ProviderRepository(db).dependents(id); }) |
        ui::whileAlive(this, [this, id, name](const core::Result<core::DependentCounts>& counts) {
            if (!counts) {
                MessageBox::critical(this, tr("Delete provider"), counts.error().message, counts.error().detail);
                return;
            }
            const QString text =
                tr("Delete the provider “%1”?").arg(name) + QStringLiteral("\n\n") +
                tr("This also deletes everything recorded for it (evaluations with their verdicts: %1; probe runs "
                   "with their samples: %2; interviews: %3).")
                    .arg(counts->evaluations)
                    .arg(counts->runs)
                    .arg(counts->interviews) +
                QStringLiteral("\n") + tr("Other providers are not affected. This cannot be undone.");
            MessageBox::question(this, tr("Delete provider"), text, QMessageBox::Yes | QMessageBox::Cancel,
                                 QMessageBox::Cancel, this, [this, id, name](MessageBox::Answer answer) {
                                     if (answer != QMessageBox::Yes) {
                                         return;
                                     }
                                     const QString actor = analystName();
                                     m_store->submit([id, actor](QSqlDatabase& db) {
                                         return core::ProviderRepository(db).remove(id, actor);
                                     }) | ui::whileAlive(this, [this, id, name](const core::Status& st) {
                                         if (!st) {
                                             MessageBox::critical(this, tr("Delete provider"), st.error().message,
                                                                  st.error().detail);
                                             return;
                                         }
                                         // Undo steps may point at verdicts that no longer exist.
                                         m_undoStack->clear();
                                         m_model->removeId(id);
                                         if (m_rememberedProvider == id) {
                                             m_rememberedProvider = 0;
                                         }
                                         onCurrentProviderChanged();
                                         statusBar()->showMessage(tr("Deleted provider “%1”.").arg(name), 5000);
                                         emit providersChanged();
                                     });
                                 });
        });
}

// The layout is kept per set of screens (ScreenLayout.h) and, as the fallback for a setup not seen before, as the
// last one used anywhere (the keys without a screen group).
void MainWindow::restoreSettings() {
    QSettings settings;
    const QString group = screenLayoutGroup(QStringLiteral("mainWindow"), currentScreens());
    auto value = [&](const QString& key) {
        const QString leaf = key.section(u'/', 1);
        const QString perScreen = group + u'/' + leaf;
        return settings.contains(perScreen) ? settings.value(perScreen) : settings.value(key);
    };
    if (!restoreGeometry(value(kGeometryKey).toByteArray())) {
        // First start (or unreadable settings): a size from the screen, not the widgets' size hint.
        if (const QScreen* screen = QGuiApplication::primaryScreen()) {
            setGeometry(firstWindowGeometry(screen->availableGeometry()));
        }
    }
    restoreState(value(kStateKey).toByteArray());
    if (const QVariant splitter = value(kSplitterKey); splitter.isValid()) {
        m_splitter->restoreState(splitter.toByteArray());
    }
    if (const QVariant header = value(kListHeaderKey); header.isValid()) {
        m_list->header()->restoreState(header.toByteArray());
    }
    m_rememberedProvider = settings.value(kLastProviderKey, 0).toLongLong();
}

void MainWindow::saveSettings() const {
    QSettings settings;
    const QString group = screenLayoutGroup(QStringLiteral("mainWindow"), currentScreens());
    const std::pair<QString, QByteArray> layout[] = {{kGeometryKey, saveGeometry()},
                                                     {kStateKey, saveState()},
                                                     {kSplitterKey, m_splitter->saveState()},
                                                     {kListHeaderKey, m_list->header()->saveState()}};
    for (const auto& [key, bytes] : layout) {
        settings.setValue(key, bytes);
        settings.setValue(group + u'/' + key.section(u'/', 1), bytes);
    }
    settings.setValue(kLastProviderKey, m_rememberedProvider);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // A run in progress: ask first (without a nested event loop), then cancel and close. The sessions wind down on
    // their workers (core::SessionReaper), so closing does not wait for the remote kill grace.
    QStringList busyNodes;
    for (const NodesRunsTab* tab : findChildren<NodesRunsTab*>()) {
        if (tab->isRunning()) {
            busyNodes << tab->runningNodeName();
        }
    }
    if (!busyNodes.isEmpty() && !m_closeConfirmed) {
        event->ignore();
        MessageBox::question(
            this, tr("Close Tierbench"),
            tr("A run is in progress on %1. Cancel it and close?").arg(busyNodes.join(QStringLiteral(", "))),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No, this, [this](MessageBox::Answer answer) {
                if (answer != QMessageBox::Yes) {
                    return;
                }
                m_closeConfirmed = true;
                close();
            });
        return;
    }
    for (NodesRunsTab* tab : findChildren<NodesRunsTab*>()) {
        tab->cancelRun();
    }
    m_closeConfirmed = false;
    saveSettings();
    QMainWindow::closeEvent(event);
}

}  // namespace tb::ui
