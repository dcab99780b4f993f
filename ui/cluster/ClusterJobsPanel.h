#pragma once

#include "core/domain/ClusterJobRecord.h"
#include "core/import/ProbeEvent.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace tb::ui {

class ChartView;
class ClusterJobsModel;

// A cluster's jobs, either scheduler: the scheduler's collective form (setForm: Slurm's nodes, tasks and tb-coll
// arguments; Kubernetes' note on its run dialog), Run and Cancel, the jobs Tierbench submitted with their state and
// pending reason (a double-click asks for the script or manifest as submitted), the live output and chart of the job
// that runs now. It asks (runRequested, cancelRequested, scriptRequested); the cluster view does the work and feeds
// the live parts back.
//
// Thread contract: GUI thread only.
class ClusterJobsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ClusterJobsPanel(QWidget* parent = nullptr);

    // The scheduler's form, above Run and Cancel (owned by the panel from then on).
    void setForm(QWidget* form);
    QWidget* form() const { return m_form; }
    void setTexts(const QString& run, const QString& runTip, const QString& cancelTip);
    // Kubernetes jobs: ids are job objects, reasons the scheduler's messages.
    void setKubernetes(bool kubernetes);
    // Which live page a job opens on (the output, where a log matters more than the chart) and what the output shows
    // before its first line.
    void setLiveOutput(bool first, const QString& placeholder);

    void setJobs(const QVector<core::ClusterJobRecord>& jobs);
    void setRunning(bool running);
    // Whether Run may be pressed when no job runs (the cluster's settings are read, nothing is being prepared).
    void setRunAllowed(bool allowed);
    // Cancel was pressed for the running job: disabled until it ends; the live line says so.
    void setCancelling(bool cancelling);
    // Live parts of the job that runs now.
    void jobChanged(const core::ClusterJobRecord& job);
    void runEvents(const QVector<core::ProbeEvent>& events);
    void appendOutput(const QString& text);
    // A job starts: the live parts are cleared; note is the chart's subtitle.
    void startLive(const QString& title, const QString& note);
    // The live line as the view words it (a job's end, a failure).
    void setLiveText(const QString& text);

    // The selected job, or the one that runs now.
    const core::ClusterJobRecord* selectedJob() const;

    ClusterJobsModel* model() const { return m_model; }
    QLabel* liveLabel() const { return m_live; }
    int liveSamples() const { return m_liveSamples; }

signals:
    void runRequested();
    void cancelRequested();
    void scriptRequested(const tb::core::ClusterJobRecord& job);

private:
    void updateButtons();
    void updateLiveLabel();

    ClusterJobsModel* m_model;
    QTableView* m_view;
    QWidget* m_formArea;
    QWidget* m_form = nullptr;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QLabel* m_live;
    QPlainTextEdit* m_output;
    ChartView* m_chart;
    QTabWidget* m_liveTabs;
    bool m_outputFirst = false;
    bool m_kubernetes = false;
    int m_chartSeries = -1;
    int m_liveSamples = 0;
    qint64 m_liveJob = 0;
    core::ClusterJobRecord m_lastJob;
    bool m_running = false;
    bool m_runAllowed = true;
    bool m_cancelling = false;
};

}  // namespace tb::ui
