#include "ui/runs/RunPanel.h"

#include "core/run/RecipeText.h"
#include "core/run/ProbeBundle.h"
#include "core/run/ProbeCatalog.h"
#include "core/import/ProbeEvent.h"
#include "core/run/RunEventRelay.h"
#include "core/run/RunOrchestrator.h"
#include "core/store/Store.h"
#include "ui/common/GuiContinuation.h"
#include "ui/charts/LiveCharts.h"
#include "ui/runs/RecipePreview.h"
#include "ui/runs/ConnectionBanner.h"
#include "ui/runs/LiveSamplesModel.h"
#include "ui/runs/NodeSessions.h"
#include "ui/runs/ProbeArgumentsEditor.h"
#include "ui/runs/RunLogModel.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QTextBrowser>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
enum ProgressColumn { ItemColumn, StatusColumn, ProgressColumnBar, SamplesColumn, RunColumn };
// On the status cell: the row's RowPhase and, once ended, its core::RunStatus (as ints).
constexpr int PhaseRole = Qt::UserRole;
constexpr int EndedRole = Qt::UserRole + 1;

}  // namespace

RunPanel::RunPanel(NodeSessions* sessions, QWidget* parent) : QWidget(parent), m_sessions(sessions) {
    setObjectName(QStringLiteral("runPanel"));
    m_probesDir = core::ProbeBundle::defaultSourcesDir();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(buildSelection());
    splitter->addWidget(buildOutput());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter);
    m_banner = new ConnectionBanner(this);
    layout->insertWidget(0, m_banner);
    connect(m_banner, &ConnectionBanner::reconnectRequested, this, &RunPanel::reconnect);
    connect(m_banner, &ConnectionBanner::rekeyRequested, this, &RunPanel::rekeyRequested);
    connect(m_sessions, &NodeSessions::connectedNode, this, [this](qint64 nodeId) {
        // Logged in again some other way (Test connection): the warning is over.
        const auto state = m_banner->state();
        if (nodeId == m_place.node.id &&
            (state == ConnectionBanner::State::Lost || state == ConnectionBanner::State::Failed)) {
            m_banner->showState(ConnectionBanner::State::Reconnected,
                                tr("Connected to %1 again").arg(m_place.target.display()));
        }
    });
    if (auto book = core::RecipeBook::load(core::RecipeBook::builtinPath())) {
        setRecipeBook(*book);
    }
    updateButtons();
}

RunPanel::~RunPanel() {
    m_cancel.cancel();
}

QWidget* RunPanel::buildSelection() {
    auto* box = new QWidget(this);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);

    auto* pick = new QGroupBox(tr("Run on this node"), box);
    auto* pickLayout = new QHBoxLayout(pick);
    m_probes = new QListWidget(pick);
    m_probes->setObjectName(QStringLiteral("probeList"));
    for (const auto& p : core::ProbeCatalog::entries()) {
        if (!p.inRunPanel) {
            continue;
        }
        auto* item = new QListWidgetItem(QLatin1String(p.name), m_probes);
        item->setData(Qt::UserRole, QLatin1String(p.name));
        item->setToolTip(core::ProbeCatalog::description(QLatin1String(p.name)));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_recipes = new QListWidget(pick);
    m_recipes->setObjectName(QStringLiteral("recipeList"));
    auto* probesCol = new QVBoxLayout;
    probesCol->addWidget(new QLabel(tr("Probes"), pick));
    probesCol->addWidget(m_probes);
    auto* recipesCol = new QVBoxLayout;
    recipesCol->addWidget(new QLabel(tr("Recipes (hands-on timings)"), pick));
    recipesCol->addWidget(m_recipes);
    // What a recipe does on the node, before it runs: the recipe clicked or ticked last.
    m_recipePreview = new QTextBrowser(pick);
    m_recipePreview->setObjectName(QStringLiteral("recipePreview"));
    m_recipePreview->setPlaceholderText(tr("Click a recipe to see what it runs on the node."));
    m_recipePreview->setMaximumHeight(m_recipePreview->fontMetrics().height() * 8);
    recipesCol->addWidget(m_recipePreview);
    // The recipe clicked or ticked last while it is still current or ticked; else another ticked one; else nothing
    // (a cleared selection must not leave the last recipe's commands on show as if they were about to run).
    auto preview = [this](QListWidgetItem* item) {
        const auto stillPicked = [this](QListWidgetItem* i) {
            return i && (i == m_recipes->currentItem() || i->checkState() == Qt::Checked);
        };
        if (!stillPicked(item)) {
            item = m_recipes->currentItem();
            for (int i = 0; !item && i < m_recipes->count(); ++i) {
                item = m_recipes->item(i)->checkState() == Qt::Checked ? m_recipes->item(i) : nullptr;
            }
        }
        if (const auto recipe = item ? m_book.find(item->data(Qt::UserRole).toString()) : std::nullopt) {
            m_recipePreview->setHtml(RecipePreview::html(*recipe));
        } else {
            m_recipePreview->clear();
        }
    };
    connect(m_recipes, &QListWidget::currentItemChanged, this, preview);
    connect(m_recipes, &QListWidget::itemChanged, this, preview);
    pickLayout->addLayout(probesCol, 2);
    pickLayout->addLayout(recipesCol, 3);
    auto* buttons = new QVBoxLayout;
    m_runButton = new QPushButton(tr("&Run"), pick);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_cancelButton = new QPushButton(tr("&Cancel"), pick);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_rerunButton = new QPushButton(tr("Re&run"), pick);
    m_rerunButton->setObjectName(QStringLiteral("rerunButton"));
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_rerunButton);
    buttons->addStretch();
    pickLayout->addLayout(buttons);
    connect(m_runButton, &QPushButton::clicked, this, &RunPanel::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &RunPanel::cancel);
    connect(m_rerunButton, &QPushButton::clicked, this, &RunPanel::rerun);
    connect(m_probes, &QListWidget::itemChanged, this, &RunPanel::updateButtons);
    connect(m_recipes, &QListWidget::itemChanged, this, &RunPanel::updateButtons);
    // The editor shows the probe last clicked or ticked; a probe whose arguments the probe would refuse carries a
    // warning in the list and keeps Run disabled (updateButtons).
    m_argsEditor = new ProbeArgumentsEditor(box);
    connect(m_probes, &QListWidget::currentItemChanged, m_argsEditor, [this](QListWidgetItem* current) {
        m_argsEditor->setProbe(current ? current->data(Qt::UserRole).toString() : QString());
    });
    connect(m_probes, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (item->checkState() == Qt::Checked && m_probes->currentItem() != item) {
            m_probes->setCurrentItem(item);
        }
    });
    m_probes->setIconSize(QSize(fontMetrics().height(), fontMetrics().height()));
    const auto markProbe = [this](const QString& probe) {
        for (int i = 0; i < m_probes->count(); ++i) {
            QListWidgetItem* item = m_probes->item(i);
            if (item->data(Qt::UserRole).toString() == probe) {
                const bool ok = m_argsEditor->isValid(probe);
                const QString about = core::ProbeCatalog::description(probe);
                item->setIcon(ok ? QIcon() : style()->standardIcon(QStyle::SP_MessageBoxWarning));
                item->setToolTip(ok ? about : about + u'\n' + m_argsEditor->problemSummary(probe));
            }
        }
        updateButtons();
    };
    connect(m_argsEditor, &ProbeArgumentsEditor::argumentsChanged, this, markProbe);
    for (const auto& p : core::ProbeCatalog::entries()) {
        if (!p.inRunPanel) {
            continue;
        }
        markProbe(QLatin1String(p.name));  // arguments saved in an earlier session may be refused now
    }
    auto* leftColumn = new QVBoxLayout;
    leftColumn->addWidget(pick, 1);
    leftColumn->addWidget(m_argsEditor, 0);
    row->addLayout(leftColumn, 4);

    auto* progressBox = new QGroupBox(tr("Progress"), box);
    auto* progressLayout = new QVBoxLayout(progressBox);
    m_status = new QLabel(tr("Choose a node."), progressBox);
    m_status->setObjectName(QStringLiteral("runStatusLabel"));
    m_status->setWordWrap(true);
    progressLayout->addWidget(m_status);
    m_progress = new QTreeWidget(progressBox);
    m_progress->setObjectName(QStringLiteral("progressTree"));
    m_progress->setRootIsDecorated(false);
    m_progress->setHeaderLabels({tr("Item"), tr("Status"), tr("Progress"), tr("Samples"), tr("Run")});
    // The short columns fit their text; the bar takes what is left, so its header is never cut to "Prog".
    for (int column : {int(ItemColumn), int(StatusColumn), int(SamplesColumn), int(RunColumn)}) {
        m_progress->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    }
    m_progress->header()->setSectionResizeMode(ProgressColumnBar, QHeaderView::Stretch);
    m_progress->header()->setStretchLastSection(false);
    progressLayout->addWidget(m_progress);
    row->addWidget(progressBox, 3);
    return box;
}

QWidget* RunPanel::buildOutput() {
    m_outputTabs = new QTabWidget(this);
    m_outputTabs->setObjectName(QStringLiteral("runOutputTabs"));

    auto* logPage = new QWidget(m_outputTabs);
    auto* logLayout = new QVBoxLayout(logPage);
    m_filter = new QLineEdit(logPage);
    m_filter->setObjectName(QStringLiteral("logFilter"));
    m_filter->setPlaceholderText(tr("Filter the log (e.g. FAIL, pcie, stderr)…"));
    m_filter->setClearButtonEnabled(true);
    logLayout->addWidget(m_filter);
    m_log = new RunLogModel(this);
    m_logProxy = new QSortFilterProxyModel(this);
    m_logProxy->setSourceModel(m_log);
    m_logProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    auto* logView = new QListView(logPage);
    logView->setObjectName(QStringLiteral("logView"));
    logView->setModel(m_logProxy);
    logView->setUniformItemSizes(true);
    QFont mono = logView->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    logView->setFont(mono);
    logLayout->addWidget(logView);
    connect(m_filter, &QLineEdit::textChanged, m_logProxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_logProxy, &QAbstractItemModel::rowsInserted, logView, [logView] {
        // Follow the tail unless the analyst scrolled up to read.
        if (!logView->underMouse()) {
            logView->scrollToBottom();
        }
    });
    m_outputTabs->addTab(logPage, tr("Lo&g"));

    m_samples = new LiveSamplesModel(this);
    m_samplesView = new QTableView(m_outputTabs);
    m_samplesView->setObjectName(QStringLiteral("samplesView"));
    m_samplesView->setModel(m_samples);
    m_samplesView->verticalHeader()->hide();
    m_samplesView->verticalHeader()->setDefaultSectionSize(m_samplesView->fontMetrics().height() + 6);
    m_samplesView->horizontalHeader()->setSectionResizeMode(int(LiveSamplesModel::Column::Probe),
                                                            QHeaderView::ResizeToContents);
    m_samplesView->horizontalHeader()->setSectionResizeMode(int(LiveSamplesModel::Column::Metric),
                                                            QHeaderView::Stretch);
    m_outputTabs->addTab(m_samplesView, tr("Sa&mples"));

    m_chart = new LiveCharts(m_outputTabs);
    m_chart->setObjectName(QStringLiteral("liveChart"));
    m_outputTabs->addTab(m_chart, tr("Char&t"));
    return m_outputTabs;
}

void RunPanel::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    updateButtons();
}

void RunPanel::setPlace(const RunPlace& place) {
    if (place.node.id != m_place.node.id) {
        if (place.node.id > 0 && m_sessions->isLost(place.node.id)) {
            m_banner->showState(ConnectionBanner::State::Lost,
                                tr("The connection to %1 was lost during a run").arg(place.target.display()),
                                tr("Its samples are kept. Reconnect logs in again without running anything."));
        } else {
            m_banner->dismiss();
        }
    }
    const bool refused = place.node.id > 0 && !place.hostKeyRefused.isEmpty();
    if (refused) {
        m_banner->showState(ConnectionBanner::State::KeyRefused,
                            tr("The host key of %1 was refused").arg(place.target.display()), place.hostKeyRefused);
    } else if (m_banner->state() == ConnectionBanner::State::KeyRefused) {
        m_banner->dismiss();
    }
    m_place = place;
    if (!m_running) {
        if (refused) {
            m_status->setText(tr("Not ready: %1 presents a host key other than the one it was registered with. "
                                 "Nothing runs there until the node is re-keyed.")
                                  .arg(place.target.display()));
        } else {
            m_status->setText(place.node.id > 0 ? tr("Ready to run on %1.").arg(place.target.display())
                                                : tr("Choose a node."));
        }
    }
    updateButtons();
}

void RunPanel::setProbeSources(const QString& probesDir, const QString& prebuiltDir) {
    m_probesDir = probesDir;
    m_prebuiltDir = prebuiltDir;
}

void RunPanel::setProbeArguments(const QString& probe, const QStringList& args) {
    m_argsEditor->setArguments(probe, args);
}

void RunPanel::setRecipeBook(const core::RecipeBook& book) {
    m_book = book;
    m_recipes->clear();
    m_recipePreview->clear();
    for (const core::Recipe& r : book.recipes()) {
        auto* item = new QListWidgetItem(core::RecipeText::title(r), m_recipes);
        item->setData(Qt::UserRole, r.name);
        item->setToolTip(RecipePreview::html(r));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
}

void RunPanel::select(const QStringList& probes, const QStringList& recipes) {
    for (int i = 0; i < m_probes->count(); ++i) {
        auto* item = m_probes->item(i);
        item->setCheckState(probes.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
    for (int i = 0; i < m_recipes->count(); ++i) {
        auto* item = m_recipes->item(i);
        item->setCheckState(recipes.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

void RunPanel::updateButtons() {
    bool any = false;
    for (QListWidget* list : {m_probes, m_recipes}) {
        for (int i = 0; i < list->count(); ++i) {
            any = any || list->item(i)->checkState() == Qt::Checked;
        }
    }
    const bool keyRefused = !m_place.hostKeyRefused.isEmpty();
    const bool ready = m_store && m_place.node.id > 0 && !m_running && !m_reconnecting && !keyRefused;
    // A probe's arguments that the probe would refuse keep Run (and a Rerun of that probe) disabled; the tooltip
    // says which, the editor shows the message beside the field.
    const auto argsProblem = [this](const QStringList& probes) {
        for (const QString& probe : probes) {
            const QString problem = m_argsEditor->problemSummary(probe);
            if (!problem.isEmpty()) {
                return tr("Fix the arguments first: %1").arg(problem);
            }
        }
        return QString();
    };
    QStringList checkedProbes, lastProbes;
    for (int i = 0; i < m_probes->count(); ++i) {
        if (m_probes->item(i)->checkState() == Qt::Checked) {
            checkedProbes << m_probes->item(i)->data(Qt::UserRole).toString();
        }
    }
    for (const Item& item : std::as_const(m_lastBatch)) {
        if (item.kind == core::RunKind::Probe) {
            lastProbes << item.name;
        }
    }
    const QString keyProblem =
        keyRefused ? tr("The node's host key was refused: re-key the node once the provider confirmed the new key")
                   : QString();
    const QString runProblem = keyRefused ? keyProblem : argsProblem(checkedProbes);
    const QString rerunProblem = keyRefused ? keyProblem : argsProblem(lastProbes);
    m_runButton->setEnabled(ready && any && runProblem.isEmpty());
    m_runButton->setToolTip(runProblem);
    m_rerunButton->setEnabled(ready && !m_lastBatch.isEmpty() && rerunProblem.isEmpty());
    m_rerunButton->setToolTip(rerunProblem);
    // The batch reads each probe's arguments when it starts that probe: no edits under a running batch.
    m_argsEditor->setEnabled(!m_running);
    m_cancelButton->setEnabled(m_running);
}

void RunPanel::run() {
    QVector<Item> items;
    for (int i = 0; i < m_probes->count(); ++i) {
        if (m_probes->item(i)->checkState() == Qt::Checked) {
            items.append({core::RunKind::Probe, m_probes->item(i)->data(Qt::UserRole).toString()});
        }
    }
    for (int i = 0; i < m_recipes->count(); ++i) {
        if (m_recipes->item(i)->checkState() == Qt::Checked) {
            items.append({core::RunKind::Recipe, m_recipes->item(i)->data(Qt::UserRole).toString()});
        }
    }
    startBatch(items);
}

void RunPanel::rerun() {
    startBatch(m_lastBatch);
}

void RunPanel::cancel() {
    if (!m_running) {
        return;
    }
    m_cancel.cancel();
    m_status->setText(tr("Cancelling: signalling the remote process group…"));
    log(QStringLiteral("status"), {tr("cancel requested")});
    m_cancelButton->setEnabled(false);
}

void RunPanel::startBatch(const QVector<Item>& items) {
    if (m_running || m_reconnecting || items.isEmpty() || !m_store || m_place.node.id <= 0 ||
        !m_place.hostKeyRefused.isEmpty()) {
        return;
    }
    m_banner->dismiss();  // a run logs in again by itself
    m_batch = items;
    m_lastBatch = items;
    m_next = 0;
    m_running = true;
    m_cancel = core::CancelToken();
    m_progress->clear();
    m_samples->clear();
    m_log->clear();
    resetLiveChart();
    for (const Item& item : items) {
        auto* row = new QTreeWidgetItem(m_progress);
        row->setText(ItemColumn, item.name);
        row->setText(StatusColumn, tr("queued"));
        row->setData(StatusColumn, PhaseRole, int(RowPhase::Queued));
        row->setText(SamplesColumn, QStringLiteral("0"));
        auto* bar = new QProgressBar(m_progress);
        bar->setRange(0, 0);  // busy until the probe reports progress
        bar->setTextVisible(false);
        bar->setMaximumHeight(14);
        bar->setVisible(false);
        m_progress->setItemWidget(row, ProgressColumnBar, bar);
    }
    m_progress->resizeColumnToContents(ItemColumn);
    updateButtons();
    emit batchStarted();
    m_status->setText(tr("Connecting to %1…").arg(m_place.target.display()));
    const qint64 nodeId = m_place.node.id;
    m_sessions->connectNode(nodeId, m_place.target, this, [this](const core::Status& st) {
        if (!st) {
            for (int i = 0; i < m_batch.size(); ++i) {
                setRowPhase(i, RowPhase::NotRun, st.error().message);
            }
            log(QStringLiteral("stderr"), {st.error().toString()});
            finishBatch(st.error().message);
            return;
        }
        log(QStringLiteral("status"), {tr("connected to %1").arg(m_place.target.display())});
        startNext();
    });
}

void RunPanel::startNext() {
    if (m_next >= m_batch.size()) {
        finishBatch(batchSummary());
        return;
    }
    const int row = m_next++;
    const Item item = m_batch.at(row);
    if (m_cancel.isCancelled()) {
        setRowEnded(row, core::RunStatus::Cancelled);
        startNext();
        return;
    }
    core::RemoteSession* session = m_sessions->session(m_place.node.id);
    if (!session) {
        finishBatch(tr("The node's session is gone."));
        return;
    }
    core::RunRequest request;
    request.providerId = m_place.providerId;
    request.evaluationId = m_place.evaluationId;
    request.nodeId = m_place.node.id;
    request.providerName = m_place.providerName;
    request.remoteDir = m_place.node.remoteDir;
    request.launcher = m_place.node.launcher;
    if (item.kind == core::RunKind::Recipe) {
        request.recipe = m_book.find(item.name);
        if (!request.recipe) {
            setRowEnded(row, core::RunStatus::Failed, tr("No recipe named %1").arg(item.name));
            startNext();
            return;
        }
    } else {
        request.probe = item.name;
        request.probeArgs = m_argsEditor->arguments(item.name);
        log(QStringLiteral("status"), {tr("command: %1").arg(m_argsEditor->commandLine(item.name))});
        request.probesDir = m_probesDir;
        request.prebuiltDir = m_prebuiltDir;
        if (m_probesDir.isEmpty()) {
            setRowEnded(row, core::RunStatus::Failed, tr("The probe sources were not found (set TB_PROBES_DIR)"));
            startNext();
            return;
        }
    }
    setRowPhase(row, item.kind == core::RunKind::Probe ? RowPhase::Deploying : RowPhase::Starting);
    m_status->setText(tr("Running %1 on %2…").arg(item.name, m_place.target.display()));
    // No parent: the relay must outlive this panel while the worker still reports through it (a panel destroyed
    // mid-run); the job deletes it when the run is over.
    auto* relay = new core::RunEventRelay();
    connect(relay, &core::RunEventRelay::logLine, this,
            [this](const QString& line) { log(QStringLiteral("deploy"), {line}); });
    connect(relay, &core::RunEventRelay::created, this, [this, row](qint64 runId) {
        if (auto* r = m_progress->topLevelItem(row)) {
            r->setText(RunColumn, QString::number(runId));
        }
        setRowPhase(row, RowPhase::Running);
        emit runStarted(runId);
    });
    connect(relay, &core::RunEventRelay::events, this,
            [this, row](qint64, const QVector<core::ProbeEvent>& events) { onEvents(row, events); });
    connect(relay, &core::RunEventRelay::stderrText, this, [this](qint64, const QByteArray& text) {
        QStringList lines = QString::fromUtf8(text.left(64 * 1024)).split(u'\n', Qt::SkipEmptyParts);
        log(QStringLiteral("stderr"), lines);
    });
    const std::shared_ptr<core::Store> store = m_store;
    const core::CancelToken cancel = m_cancel;
    session->submit([store, request, cancel, relay](core::RemoteConnection& connection) {
        auto result =
            core::RunOrchestrator(store, relay).run(connection, request, cancel, [relay](const QString& line) {
                relay->log(line);
            });
        relay->deleteLater();  // after its last signal, on the GUI thread
        return result;
    }) | ui::whileAlive(this, [this, row](const core::Result<core::OrchestratedRun>& result) {
        if (!result) {
            setRowEnded(row, core::RunStatus::Failed, result.error().toString());
            log(QStringLiteral("stderr"), {result.error().toString()});
            if (result.error().code == core::ErrorCode::Unreachable) {
                connectionLost(row, result.error().message, 0, 0);  // e.g. during the deploy
                return;
            }
        } else {
            const core::RunOutcome& o = result->outcome;
            setRowEnded(row, o.status, o.error ? o.error->toString() : QString());
            if (auto* bar = qobject_cast<QProgressBar*>(
                    m_progress->itemWidget(m_progress->topLevelItem(row), ProgressColumnBar))) {
                bar->setRange(0, 1);
                bar->setValue(o.status == core::RunStatus::Ok ? 1 : 0);
            }
            // A recipe is one timed command: it has no checks to count.
            log(QStringLiteral("status"), {m_batch.value(row).kind == core::RunKind::Recipe
                                               ? tr("%1: %2, %3 samples")
                                                     .arg(m_batch.value(row).name, core::runStatusName(o.status))
                                                     .arg(o.storedSamples())
                                               : tr("%1: %2, %3 samples, %4 checks (%5 failed)")
                                                     .arg(m_batch.value(row).name, core::runStatusName(o.status))
                                                     .arg(o.storedSamples())
                                                     .arg(o.checks)
                                                     .arg(o.failedChecks)});
            if (o.error && o.status == core::RunStatus::Failed) {
                log(QStringLiteral("stderr"), {o.error->toString()});  // why, with the exit code in words
            }
            emit runFinished(o.runId, o.status);
            if (o.status == core::RunStatus::Interrupted) {
                connectionLost(row, o.error ? o.error->message : QString(), o.runId, o.samples);
                return;
            }
        }
        startNext();
    });
}

void RunPanel::onEvents(int row, const QVector<core::ProbeEvent>& events) {
    QTreeWidgetItem* item = m_progress->topLevelItem(row);
    const QString probe = m_batch.value(row).name;
    QStringList lines;
    int samples = 0;
    for (const core::ProbeEvent& e : events) {
        switch (e.type) {
            case core::ProbeEventType::Hello:
                lines << tr("%1 %2 on %3 (%4)").arg(e.hello.probe, e.hello.version, e.hello.host, e.hello.backend);
                break;
            case core::ProbeEventType::Fact:
                lines << QStringLiteral("fact  %1 = %2").arg(e.finding.key, e.finding.value.left(200));
                break;
            case core::ProbeEventType::Check:
                lines << QStringLiteral("check %1 %2 %3")
                             .arg(core::findingStatusKey(e.finding.status).toUpper(), -5)
                             .arg(e.finding.key, e.finding.detail);
                break;
            case core::ProbeEventType::Log:
                lines << QStringLiteral("[%1] %2").arg(e.log.level, e.log.message);
                break;
            case core::ProbeEventType::Progress:
                if (item && e.progress.total > 0) {
                    if (auto* bar = qobject_cast<QProgressBar*>(m_progress->itemWidget(item, ProgressColumnBar))) {
                        bar->setRange(0, 1000);
                        bar->setValue(int(1000 * e.progress.done / e.progress.total));
                        bar->setToolTip(e.progress.what);
                    }
                }
                break;
            case core::ProbeEventType::Sample: {
                ++samples;
                lines << QStringLiteral("sample %1%2 = %3 %4")
                             .arg(e.sample.metric, e.sample.sizeBytes
                                                       ? QStringLiteral(" @ ") + formatBytes(*e.sample.sizeBytes)
                                                       : QString())
                             .arg(e.sample.value, 0, 'g', 6)
                             .arg(e.sample.unit);
                if (e.sample.sizeBytes && *e.sample.sizeBytes > 0) {
                    chartSample(probe, e.sample);
                }
                break;
            }
            case core::ProbeEventType::End:
                lines << tr("end: %1").arg(e.end.status);
                break;
            case core::ProbeEventType::Raw:
                if (!e.rawLine.isEmpty()) {
                    lines << e.rawLine.left(1000);
                }
                break;
        }
    }
    if (samples > 0) {
        m_samples->appendEvents(probe, events);
        if (item) {
            item->setText(SamplesColumn, QString::number(item->text(SamplesColumn).toInt() + samples));
        }
    }
    log(QStringLiteral("log"), lines);
}

// "Done: 2 ok." or "Finished: 1 ok, 1 failed.": a batch whose runs failed must not read as a success.
QString RunPanel::batchSummary() const {
    QStringList order;
    QHash<QString, int> counts;
    bool allOk = true;
    for (int i = 0; i < m_progress->topLevelItemCount(); ++i) {
        const QString status = m_progress->topLevelItem(i)->text(StatusColumn);
        if (!counts.contains(status)) {
            order << status;
        }
        ++counts[status];
        allOk = allOk &&
                m_progress->topLevelItem(i)->data(StatusColumn, EndedRole).toInt() == int(core::RunStatus::Ok) &&
                m_progress->topLevelItem(i)->data(StatusColumn, PhaseRole).toInt() == int(RowPhase::Ended);
    }
    QStringList parts;
    for (const QString& status : order) {
        parts << QStringLiteral("%1 %2").arg(counts.value(status)).arg(status);
    }
    const QString list = parts.join(QStringLiteral(", "));
    if (m_cancel.isCancelled()) {
        return tr("Cancelled: %1.").arg(list);
    }
    return allOk ? tr("Done: %1.").arg(list) : tr("Finished: %1.").arg(list);
}

void RunPanel::resetLiveChart() {
    m_chart->reset(m_place.node.name);
}

void RunPanel::chartSample(const QString& probe, const core::SampleRecord& sample) {
    m_chart->addSample(probe, sample);
}

void RunPanel::setRowPhase(int row, RowPhase phase, const QString& tip) {
    QTreeWidgetItem* item = m_progress->topLevelItem(row);
    if (!item) {
        return;
    }
    switch (phase) {
        case RowPhase::Queued:
            item->setText(StatusColumn, tr("queued"));
            break;
        case RowPhase::Deploying:
            item->setText(StatusColumn, tr("deploying"));
            break;
        case RowPhase::Starting:
            item->setText(StatusColumn, tr("starting"));
            break;
        case RowPhase::Running:
            item->setText(StatusColumn, core::runStatusName(core::RunStatus::Running));
            break;
        case RowPhase::NotRun:
            item->setText(StatusColumn, tr("not run"));
            break;
        case RowPhase::Ended:
            break;  // setRowEnded sets the text
    }
    item->setData(StatusColumn, PhaseRole, int(phase));
    item->setToolTip(StatusColumn, tip);
    if (auto* bar = qobject_cast<QProgressBar*>(m_progress->itemWidget(item, ProgressColumnBar))) {
        bar->setVisible(phase != RowPhase::Queued);
        const bool busy = phase == RowPhase::Running || phase == RowPhase::Deploying || phase == RowPhase::Starting;
        if (!busy && bar->maximum() == 0) {
            bar->setRange(0, 1);
            bar->setValue(phase == RowPhase::Ended &&
                                  item->data(StatusColumn, EndedRole).toInt() == int(core::RunStatus::Ok)
                              ? 1
                              : 0);
        }
    }
}

void RunPanel::setRowEnded(int row, core::RunStatus status, const QString& tip) {
    QTreeWidgetItem* item = m_progress->topLevelItem(row);
    if (!item) {
        return;
    }
    item->setText(StatusColumn, core::runStatusName(status));
    item->setData(StatusColumn, EndedRole, int(status));
    setRowPhase(row, RowPhase::Ended, tip);
}

void RunPanel::connectionLost(int row, const QString& why, qint64 runId, int samples) {
    const QString node = m_place.node.name.isEmpty() ? m_place.target.display() : m_place.node.name;
    const QString item = m_batch.value(row).name;
    int notRun = 0;
    for (int i = m_next; i < m_batch.size(); ++i, ++notRun) {
        setRowPhase(i, RowPhase::NotRun, tr("The connection to %1 was lost before this item started.").arg(node));
        m_progress->removeItemWidget(m_progress->topLevelItem(i), ProgressColumnBar);  // no bar: nothing ran
    }
    m_next = int(m_batch.size());
    m_sessions->markLost(m_place.node.id, why);
    QStringList detail;
    if (!why.isEmpty()) {
        detail << (why.endsWith(u'.') ? why : why + u'.');
    }
    detail << (runId > 0 ? tr("Run %1 (%2) is marked interrupted; the samples received before the drop are kept: %3.")
                               .arg(QString::number(runId), item, QString::number(samples))
                         : tr("%1 had not started on the node; nothing was recorded for it.").arg(item));
    if (notRun > 0) {
        detail << tr("Queued items not run: %1.").arg(notRun);
    }
    detail << tr("Reconnect logs in again without running anything; Rerun then repeats the batch.");
    const QString headline = tr("Connection to %1 (%2) lost during %3").arg(node, m_place.target.display(), item);
    m_banner->showState(ConnectionBanner::State::Lost, headline, detail.join(u' '));
    log(QStringLiteral("stderr"), {headline + QStringLiteral(": ") + why});
    finishBatch(runId > 0 ? tr("Connection to %1 lost. Samples kept: %2 (run %3, interrupted).")
                                .arg(node, QString::number(samples), QString::number(runId))
                          : tr("Connection to %1 lost.").arg(node));
}

void RunPanel::reconnect() {
    if (m_running || m_reconnecting || m_place.node.id <= 0 || !m_place.hostKeyRefused.isEmpty()) {
        return;
    }
    m_reconnecting = true;
    updateButtons();
    const qint64 nodeId = m_place.node.id;
    const QString where = m_place.target.display();
    m_banner->showState(ConnectionBanner::State::Reconnecting, tr("Reconnecting to %1…").arg(where),
                        tr("Answer the host key or passphrase question if one appears."));
    m_status->setText(tr("Reconnecting to %1…").arg(where));
    m_sessions->drop(nodeId);  // always a fresh login
    m_sessions->connectNode(nodeId, m_place.target, this, [this, nodeId, where](const core::Status& st) {
        m_reconnecting = false;
        if (nodeId == m_place.node.id) {
            if (st) {
                m_banner->showState(ConnectionBanner::State::Reconnected, tr("Connected to %1 again").arg(where),
                                    tr("Run or Rerun when ready; the interrupted run stays in the history."));
                m_status->setText(tr("Connected to %1. Ready to run.").arg(where));
                log(QStringLiteral("status"), {tr("connected to %1 again").arg(where)});
            } else {
                m_banner->showState(ConnectionBanner::State::Failed, tr("Could not reconnect to %1").arg(where),
                                    st.error().message);
                m_status->setText(tr("Not connected to %1: the reconnect failed.").arg(where));
                log(QStringLiteral("stderr"), {st.error().toString()});
            }
        }
        updateButtons();
    });
}

void RunPanel::finishBatch(const QString& text) {
    m_running = false;
    m_status->setText(text);
    m_chart->flushPending();
    updateButtons();
    emit batchFinished();
}

void RunPanel::log(const QString& kind, const QStringList& lines) {
    m_log->appendLines(kind, lines);
}

}  // namespace tb::ui
