#pragma once

#include "core/domain/ClusterJobRecord.h"
#include "core/cluster/ClusterOperations.h"
#include "core/import/ProbeEvent.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace tb::ui {

class ChartView;
class ClusterJobsModel;
class ProbeArgumentsEditor;

// A cluster's jobs: the collective form (nodes, tasks and GPUs per node, exclusive, tb-coll's arguments in the same
// editor the run panel uses), the jobs Tierbench submitted with their state and pending reason, the live output and
// chart of the job that runs now, and Cancel. It asks (runRequested, cancelRequested); the cluster view does the work
// on its sessions and feeds the live parts back.
//
// Thread contract: GUI thread only.
class ClusterJobsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ClusterJobsPanel(QWidget* parent = nullptr);

    void setJobs(const QVector<core::ClusterJobRecord>& jobs);
    void setRunning(bool running);
    // Live parts of the job that runs now.
    void jobChanged(const core::ClusterJobRecord& job);
    void runEvents(const QVector<core::ProbeEvent>& events);
    void appendOutput(const QString& text);
    void startLive(const QString& title);

    core::CollectiveRequest request() const;
    // The selected job, or the one that runs now.
    const core::ClusterJobRecord* selectedJob() const;

    QTableView* jobsView() const { return m_view; }
    ClusterJobsModel* model() const { return m_model; }
    QPlainTextEdit* output() const { return m_output; }
    ChartView* chart() const { return m_chart; }
    ProbeArgumentsEditor* arguments() const { return m_args; }
    QSpinBox* nodesField() const { return m_nodes; }
    QSpinBox* tasksField() const { return m_tasks; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QLabel* liveLabel() const { return m_live; }
    int liveSamples() const { return m_liveSamples; }

signals:
    void runRequested();
    void cancelRequested();

private:
    void updateButtons();
    void updateLiveLabel();

    ClusterJobsModel* m_model;
    QTableView* m_view;
    QSpinBox* m_nodes;
    QSpinBox* m_tasks;
    QSpinBox* m_gpus;
    QCheckBox* m_exclusive;
    QCheckBox* m_container;
    ProbeArgumentsEditor* m_args;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QLabel* m_live;
    QPlainTextEdit* m_output;
    ChartView* m_chart;
    int m_chartSeries = -1;
    int m_liveSamples = 0;
    qint64 m_liveJob = 0;
    core::ClusterJobRecord m_lastJob;
    bool m_running = false;
};

}  // namespace tb::ui
