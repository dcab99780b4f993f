#pragma once

#include "core/Result.h"
#include "core/domain/RunStatus.h"
#include "core/run/Recipe.h"
#include "core/session/CancelToken.h"
#include "core/session/SshTarget.h"
#include "core/store/NodeRepository.h"

#include <QElapsedTimer>
#include <QHash>
#include <QWidget>

#include <memory>

class QLabel;
class QTextBrowser;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTabWidget;
class QTreeWidget;

namespace tb::core {
class Store;
struct ProbeEvent;
struct SampleRecord;
}  // namespace tb::core

namespace tb::ui {

class LiveCharts;
class ConnectionBanner;
class LiveSamplesModel;
class NodeSessions;
class ProbeArgumentsEditor;
class RunLogModel;

// Where the run panel runs: the node, the evaluation and provider its runs are recorded under, and how to log in.
struct RunPlace {
    qint64 providerId = 0;
    qint64 evaluationId = 0;
    QString providerName;
    core::NodeRecord node;
    core::SshTarget target;
    // Not empty: the node presents a host key other than the one it was registered with (Test connection refused
    // it). Says which; nothing runs there until the node is re-keyed.
    QString hostKeyRefused;
};

// Picks probes and recipes and runs them one after the other on the node: logs in (host key and passphrase
// dialogs through NodeSessions), deploys the probe bundle (cached when unchanged), runs, and shows progress per
// item, a live log with a filter, a live samples table and a live chart while the results stream in. Cancel signals
// the remote process group (core's cancel path); Rerun runs the last selection again.
//
// Thread contract: GUI thread. Remote work runs on the node's session worker; results arrive as queued signals.
class RunPanel : public QWidget {
    Q_OBJECT

public:
    RunPanel(NodeSessions* sessions, QWidget* parent = nullptr);
    ~RunPanel() override;

    void setStore(std::shared_ptr<core::Store> store);
    void setPlace(const RunPlace& place);  // node id 0: nothing to run on
    const RunPlace& place() const { return m_place; }
    void setProbeSources(const QString& probesDir, const QString& prebuiltDir);
    void setRecipeBook(const core::RecipeBook& book);
    // Arguments per probe, as if entered in the arguments editor (options without a field are passed on quoted).
    void setProbeArguments(const QString& probe, const QStringList& args);

    // Selects exactly these probes and recipes (by name) in the lists.
    void select(const QStringList& probes, const QStringList& recipes);
    void run();
    void cancel();
    void rerun();
    // After a dropped connection: logs in to the node again (dialogs as usual) without running anything.
    void reconnect();
    bool isRunning() const { return m_running; }

    LiveSamplesModel* samplesModel() const { return m_samples; }
    RunLogModel* logModel() const { return m_log; }
    QSortFilterProxyModel* logProxy() const { return m_logProxy; }

signals:
    void batchStarted();
    void runStarted(qint64 runId);
    void runFinished(qint64 runId, tb::core::RunStatus status);
    void batchFinished();
    // The analyst asked, from the refused-key banner, to re-key the node (the nodes tab does it).
    void rekeyRequested();

private:
    struct Item {
        core::RunKind kind = core::RunKind::Probe;  // Probe or Recipe
        QString name;
    };
    // Where a row of the batch stands. Ended rows carry the run's status; NotRun rows never started.
    enum class RowPhase { Queued, Deploying, Starting, Running, Ended, NotRun };
    QWidget* buildSelection();
    QWidget* buildOutput();
    void startBatch(const QVector<Item>& items);
    void startNext();
    void finishBatch(const QString& text);
    void onEvents(int row, const QVector<core::ProbeEvent>& events);
    void setRowPhase(int row, RowPhase phase, const QString& tip = {});
    void setRowEnded(int row, core::RunStatus status, const QString& tip = {});
    void resetLiveChart();
    void chartSample(const QString& probe, const core::SampleRecord& sample);
    QString batchSummary() const;
    void log(const QString& kind, const QStringList& lines);
    void updateButtons();
    // The connection broke during item `row` (run `runId`, 0 when it had not started): says so, marks the rest of the
    // batch not run and offers Reconnect.
    void connectionLost(int row, const QString& why, qint64 runId, int samples);

    NodeSessions* m_sessions;
    std::shared_ptr<core::Store> m_store;
    RunPlace m_place;
    core::RecipeBook m_book;
    QString m_probesDir, m_prebuiltDir;

    QVector<Item> m_batch, m_lastBatch;
    int m_next = 0;
    bool m_running = false;
    bool m_reconnecting = false;
    core::CancelToken m_cancel;

    QListWidget* m_probes;
    ProbeArgumentsEditor* m_argsEditor;
    QListWidget* m_recipes;
    QTextBrowser* m_recipePreview;
    QPushButton* m_runButton;
    QPushButton* m_cancelButton;
    QPushButton* m_rerunButton;
    QLabel* m_status;
    ConnectionBanner* m_banner;
    QTreeWidget* m_progress;
    QTabWidget* m_outputTabs;
    QLineEdit* m_filter;
    RunLogModel* m_log;
    QSortFilterProxyModel* m_logProxy;
    LiveSamplesModel* m_samples;
    QTableView* m_samplesView;
    LiveCharts* m_chart;
};

}  // namespace tb::ui
