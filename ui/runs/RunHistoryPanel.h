#pragma once

#include "ui/common/ChangeSubscription.h"

#include "core/domain/Checklist.h"
#include "core/domain/RunRecord.h"
#include "core/run/NodeCheckSuggestions.h"
#include "core/run/Recipe.h"
#include "core/run/RunEvidenceItems.h"
#include "core/store/RunHistoryQuery.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;
class QTreeWidget;

namespace tb::core {
class Store;
}

namespace tb::ui {

class EvidenceDialog;
class RenderableView;
class RunHistoryModel;

// A node's runs (probe/recipe, status, start, duration, samples); the selected run's chart and findings; "Attach as
// evidence" links the run, or the selected check of it, to a check item (verdict_evidence). For tb-node and
// scheduler-audit (slurm-audit) runs the
// mapped checks suggest verdicts: the analyst confirms one (the verdict, its evidence text and the evidence link are
// written) or picks another verdict first. Nothing is written without that click.
//
// Thread contract: GUI thread; every read and write is a store job continued with `.then(this, ...)`.
class RunHistoryPanel : public QWidget {
    Q_OBJECT

public:
    explicit RunHistoryPanel(QWidget* parent = nullptr);
    ~RunHistoryPanel() override;

    void setStore(std::shared_ptr<core::Store> store);
    void setPlace(qint64 evaluationId, qint64 nodeId);
    // Every run of the provider (imports included) instead of one node's; evaluationId is where evidence goes.
    void setProviderScope(qint64 providerId, qint64 evaluationId);
    void reload(qint64 selectRunId = 0);
    void selectRun(qint64 runId);
    qint64 currentRunId() const { return m_runId; }

    // Opens the evidence dialog for the selected run (and the selected check, if any); writes when accepted.
    void attachEvidence();
    // Writes the verdict chosen in the verdict combo for the selected suggestion, with the run as evidence.
    void confirmSuggestion();
    // Every checked suggestion with its suggested verdict, in one core call (one transaction).
    void confirmCheckedSuggestions();

    RunHistoryModel* model() const { return m_model; }
    EvidenceDialog* evidenceDialog() const;

signals:
    void loaded(int runs);
    void runShown(qint64 runId);
    void evidenceAttached(const QString& checkItemKey);
    void verdictConfirmed(const QString& checkItemKey, const QString& verdict);
    void suggestionsConfirmed(const QStringList& checkItemKeys);
    void errorOccurred(const QString& message);

private:
    void showRun(qint64 runId);
    void onSuggestionSelected();
    void updateButtons();
    // The note above the suggestions names where they come from: tb-node's checks or the scheduler audit's findings.
    void setSuggestionSource(bool schedulerAudit);

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    qint64 m_evaluationId = 0;
    qint64 m_nodeId = 0;
    qint64 m_providerScope = 0;  // > 0: the provider's runs rather than one node's
    qint64 m_runId = 0;
    bool m_shownRunning = false;  // the run drawn below was running then
    int m_shownSamples = 0;       // and had this many samples
    quint64 m_generation = 0;
    core::Checklist m_checklist;
    QVector<core::FindingRow> m_findingRows;
    QVector<core::VerdictSuggestion> m_suggestionRows;
    std::optional<core::NodeCheckSuggestions> m_mapping;
    std::optional<core::NodeCheckSuggestions> m_slurmMapping;  // a cluster's scheduler audit (slurm-audit runs)
    std::optional<core::NodeCheckSuggestions> m_kubeMapping;   // a Kubernetes cluster's audit (kube-audit runs)
    std::optional<core::RunEvidenceItems> m_evidenceItems;     // what a run is evidence for, proposed first
    std::optional<core::RecipeBook> m_recipes;
    std::optional<core::RunRecord> m_shownRun;

    RunHistoryModel* m_model;
    QTableView* m_view;
    QTabWidget* m_tabs;
    RenderableView* m_chart;
    QTreeWidget* m_findings;
    QTreeWidget* m_suggestions;
    QLabel* m_suggestNote = nullptr;
    QComboBox* m_verdict;
    QPushButton* m_confirm;
    QPushButton* m_confirmChecked;
    QPushButton* m_attach;
    QLabel* m_info;
    QPointer<EvidenceDialog> m_dialog;
};

}  // namespace tb::ui
