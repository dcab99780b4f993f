#include "ui/cluster/ClusterJobsPanel.h"

#include "ui/charts/ChartView.h"
#include "ui/charts/SweepChart.h"
#include "ui/cluster/ClusterJobsModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace tb::ui {

ClusterJobsPanel::ClusterJobsPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("clusterJobsPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Horizontal, this);

    // The scheduler's form (setForm), then Run and Cancel.
    m_formArea = new QWidget(split);
    auto* formLayout = new QVBoxLayout(m_formArea);
    auto* buttons = new QHBoxLayout;
    m_run = new QPushButton(tr("&Run tb-coll across nodes"), m_formArea);
    m_run->setObjectName(QStringLiteral("runCollective"));
    m_cancel = new QPushButton(tr("&Cancel job"), m_formArea);
    m_cancel->setObjectName(QStringLiteral("cancelJob"));
    m_cancel->setToolTip(tr("scancel, then wait until squeue holds nothing of the job"));
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    formLayout->addLayout(buttons);
    formLayout->addStretch();

    // The jobs and the live view of the one that runs.
    auto* right = new QSplitter(Qt::Vertical, split);
    m_model = new ClusterJobsModel(this);
    m_view = new QTableView(right);
    m_view->setObjectName(QStringLiteral("clusterJobs"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    // The columns fit their contents; Detail, the last and longest, takes what is left and is elided there, so no
    // column is pushed out of sight behind a scroll bar (the tooltip shows the whole detail).
    m_view->horizontalHeader()->setSectionResizeMode(int(ClusterJobsModel::Column::Detail), QHeaderView::Stretch);
    m_view->setTextElideMode(Qt::ElideRight);
    auto* live = new QWidget(right);
    auto* liveLayout = new QVBoxLayout(live);
    liveLayout->setContentsMargins(0, 0, 0, 0);
    m_live = new QLabel(tr("No job is running."), live);
    m_live->setObjectName(QStringLiteral("liveState"));
    m_live->setWordWrap(true);
    liveLayout->addWidget(m_live);
    auto* liveTabs = m_liveTabs = new QTabWidget(live);
    m_chart = new ChartView(liveTabs);
    m_chart->setObjectName(QStringLiteral("clusterLiveChart"));
    m_chart->setSweepChart(std::make_unique<SweepChart>());
    m_output = new QPlainTextEdit(liveTabs);
    m_output->setObjectName(QStringLiteral("clusterLiveOutput"));
    m_output->setReadOnly(true);
    m_output->setMaximumBlockCount(20000);
    liveTabs->addTab(m_chart, tr("Cha&rt"));
    liveTabs->addTab(m_output, tr("Ou&tput"));
    liveLayout->addWidget(liveTabs, 1);
    right->setStretchFactor(0, 2);
    right->setStretchFactor(1, 3);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    layout->addWidget(split);

    connect(m_run, &QPushButton::clicked, this, &ClusterJobsPanel::runRequested);
    connect(m_cancel, &QPushButton::clicked, this, &ClusterJobsPanel::cancelRequested);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ClusterJobsPanel::updateButtons);
    m_view->setToolTip(tr("Double-click a job for its script or manifest as submitted"));
    connect(m_view, &QTableView::doubleClicked, this,
            [this](const QModelIndex& index) { emit scriptRequested(m_model->jobAt(index.row())); });
    updateButtons();
}

void ClusterJobsPanel::setForm(QWidget* form) {
    auto* layout = static_cast<QVBoxLayout*>(m_formArea->layout());
    if (m_form) {
        layout->removeWidget(m_form);
        m_form->deleteLater();
    }
    m_form = form;
    if (form) {
        form->setParent(m_formArea);
        layout->insertWidget(0, form);
        form->show();
    }
}

void ClusterJobsPanel::setTexts(const QString& run, const QString& runTip, const QString& cancelTip) {
    m_run->setText(run);
    m_run->setToolTip(runTip);
    m_cancel->setToolTip(cancelTip);
}

void ClusterJobsPanel::setKubernetes(bool kubernetes) {
    m_kubernetes = kubernetes;
    m_model->setKubernetes(kubernetes);
}

void ClusterJobsPanel::setLiveOutput(bool first, const QString& placeholder) {
    m_outputFirst = first;
    m_output->setPlaceholderText(placeholder);
    m_liveTabs->setCurrentWidget(first ? static_cast<QWidget*>(m_output) : m_chart);
}

void ClusterJobsPanel::setJobs(const QVector<core::ClusterJobRecord>& jobs) {
    const qint64 selected = [this] {
        const QModelIndexList rows = m_view->selectionModel()->selectedRows();
        return rows.isEmpty() ? qint64(0) : m_model->jobAt(rows.first().row()).id;
    }();
    m_model->setJobs(jobs);
    m_view->resizeColumnsToContents();
    // The scheduler's message can be a paragraph: capped, elided, whole in the tooltip, so the columns after it stay
    // in sight.
    const int reasonColumn = int(ClusterJobsModel::Column::Reason);
    m_view->setColumnWidth(reasonColumn, qMin(m_view->columnWidth(reasonColumn), 340));
    if (const int row = m_model->rowOf(selected); selected > 0 && row >= 0) {
        m_view->selectRow(row);
    }
    updateButtons();
}

void ClusterJobsPanel::setRunAllowed(bool allowed) {
    m_runAllowed = allowed;
    updateButtons();
}

void ClusterJobsPanel::setCancelling(bool cancelling) {
    m_cancelling = cancelling;
    if (cancelling && m_liveJob != 0) {
        updateLiveLabel();
    }
    updateButtons();
}

void ClusterJobsPanel::setLiveText(const QString& text) {
    m_live->setText(text);
}

void ClusterJobsPanel::setRunning(bool running) {
    m_running = running;
    updateButtons();
}

const core::ClusterJobRecord* ClusterJobsPanel::selectedJob() const {
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (!rows.isEmpty()) {
        return &m_model->jobAt(rows.first().row());
    }
    const int live = m_model->rowOf(m_liveJob);
    return live >= 0 ? &m_model->jobAt(live) : nullptr;
}

void ClusterJobsPanel::updateButtons() {
    const core::ClusterJobRecord* j = selectedJob();
    const bool inQueue = j && !j->schedulerId.isEmpty() &&
                         (j->outcome == core::RunStatus::Running || j->outcome == core::RunStatus::Interrupted) &&
                         j->state != QLatin1String("COMPLETED") && j->state != QLatin1String("CANCELLED");
    m_cancel->setEnabled(m_running ? !m_cancelling : inQueue);
    m_run->setEnabled(!m_running && m_runAllowed);
}

void ClusterJobsPanel::startLive(const QString& title, const QString& note) {
    m_output->clear();
    m_cancelling = false;
    m_liveTabs->setCurrentWidget(m_outputFirst ? static_cast<QWidget*>(m_output) : m_chart);
    m_liveSamples = 0;
    m_liveJob = 0;
    auto sweep = std::make_unique<SweepChart>();
    sweep->setTitle(title);
    sweep->setValueAxisTitle(tr("busbw (GB/s)"));
    sweep->setSubtitle(note);
    m_chartSeries = sweep->addSeries(tr("all_reduce busbw"), {});
    m_chart->setSweepChart(std::move(sweep));
    m_live->setText(tr("Submitting…"));
}

void ClusterJobsPanel::jobChanged(const core::ClusterJobRecord& job) {
    m_liveJob = job.id;
    m_lastJob = job;
    m_model->upsert(job);
    updateLiveLabel();
    updateButtons();
}

void ClusterJobsPanel::updateLiveLabel() {
    const core::ClusterJobRecord& job = m_lastJob;
    QString text = tr("Job %1: %2").arg(job.schedulerId.isEmpty() ? tr("(submitting)") : job.schedulerId, job.state);
    if (!job.reason.isEmpty()) {
        // Slurm's reason is a pending reason's word; Kubernetes' is the scheduler's (or Kueue's, Volcano's) message.
        text = m_kubernetes
                   ? tr("Job %1: %2. The scheduler says: %3")
                         .arg(job.schedulerId.isEmpty() ? tr("(submitting)") : job.schedulerId, job.state, job.reason)
                   : tr("%1 — pending: %2").arg(text, job.reason);
    }
    if (!job.nodes.isEmpty()) {
        text = tr("%1 on %2").arg(text, job.nodes);
    }
    if (job.outcome != core::RunStatus::Running) {
        text += QStringLiteral(" · ") + core::runStatusName(job.outcome);
        if (!job.outcomeDetail.isEmpty()) {
            text += QStringLiteral(": ") + job.outcomeDetail;
        }
    }
    text = tr("%1 · %n sample(s)", nullptr, m_liveSamples).arg(text);
    if (m_cancelling && job.outcome == core::RunStatus::Running) {
        text = tr("%1 (cancelling)").arg(text);
    }
    m_live->setText(text);
}

void ClusterJobsPanel::runEvents(const QVector<core::ProbeEvent>& events) {
    SweepChart* chart = m_chart->sweepChart();
    for (const core::ProbeEvent& e : events) {
        if (e.type != core::ProbeEventType::Sample) {
            continue;
        }
        ++m_liveSamples;
        if (chart && e.sample.metric == QLatin1String("all_reduce.busbw") && e.sample.sizeBytes) {
            chart->appendPoint(m_chartSeries, double(*e.sample.sizeBytes), e.sample.value);
        }
    }
    if (m_liveJob != 0) {
        updateLiveLabel();  // the sample count follows the chart
    }
}

void ClusterJobsPanel::appendOutput(const QString& text) {
    QScrollBar* bar = m_output->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    m_output->appendPlainText(text.endsWith(u'\n') ? text.chopped(1) : text);
    if (atEnd) {
        bar->setValue(bar->maximum());
    }
}

}  // namespace tb::ui
