#pragma once

#include "core/domain/Checklist.h"
#include "core/domain/Provider.h"
#include "core/domain/RatingRecord.h"
#include "ui/common/ChangeSubscription.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QTabWidget;
class QTextBrowser;
class QTreeWidget;
class QUndoStack;

namespace tb::core {
class Store;
}

namespace tb::ui {

class ChecklistView;
class EvaluationActions;
class TierBadge;

// The right side of the Providers view: a header (name, kind, reference tier badge) over tabs. "Overview" and
// "Checklist" are built in; other pages add theirs with addTab().
class ProviderPage : public QWidget {
    Q_OBJECT

public:
    ProviderPage(QUndoStack* undoStack, QWidget* parent = nullptr);

    void setStore(std::shared_ptr<core::Store> store);
    // Shows a provider (0: none), loading it with its evaluations and the newest evaluation's checklist in one store
    // job; loaded() follows. Calling it again with the same id reloads.
    void setProvider(qint64 providerId);
    qint64 providerId() const { return m_providerId; }
    // The provider whose data the page shows now (providerId() changes at once, this one when loaded() is emitted).
    qint64 loadedProviderId() const { return m_loadedId; }
    const core::Provider& provider() const { return m_provider; }

    // Extension point for other pages: adds a tab after the built-in ones. A widget implementing StoreAware gets
    // the store, one implementing ProviderAware follows the selected provider. The page takes ownership.
    int addTab(QWidget* tab, const QString& title);

    QTabWidget* tabs() const { return m_tabs; }
    ChecklistView* checklistView() const { return m_checklist; }
    void showChecklist();
    // Shows the tab that holds `tab` (extension tabs sit in a scroll area).
    void showTab(QWidget* tab);
    // Opens the dialog that starts an evaluation of the shown provider (Overview, Checklist and Rating tabs).
    void newEvaluation();
    EvaluationActions* evaluationActions() const { return m_evaluationActions; }

signals:
    void loaded(qint64 providerId);
    void errorOccurred(const QString& message);

private:
    void installExtensionTabs();
    QWidget* buildOverview();
    void showProvider(const core::Provider& provider, const QVector<core::Evaluation>& evaluations);
    void clearPage();
    qint64 selectedEvaluationId() const;
    void updateEvaluationButtons();
    void showAssigned(const std::optional<core::RatingRecord>& assigned);

    std::shared_ptr<core::Store> m_store;
    qint64 m_providerId = 0;
    qint64 m_loadedId = 0;
    core::Provider m_provider;
    quint64 m_loadGeneration = 0;
    QList<QWidget*> m_extensionTabs;

    QLabel* m_name;
    QLabel* m_subtitle;
    TierBadge* m_badge;
    TierBadge* m_suggestedBadge;
    TierBadge* m_assignedBadge;
    std::optional<core::RatingRecord> m_assigned;  // the newest assignment shown
    QLabel* m_assignedLabel;
    QPushButton* m_editEvaluation = nullptr;
    QPushButton* m_closeEvaluation = nullptr;
    EvaluationActions* m_evaluationActions = nullptr;
    ChangeSubscription m_changes;  // the store's change signal (tier assignments)
    QTabWidget* m_tabs;
    QLabel* m_website;
    QLabel* m_kind;
    QLabel* m_gpus;
    QLabel* m_referenceTier;
    QLabel* m_v1Tier;
    QLabel* m_updated;
    QTextBrowser* m_notes;
    QTreeWidget* m_evaluations;
    ChecklistView* m_checklist;
};

}  // namespace tb::ui
