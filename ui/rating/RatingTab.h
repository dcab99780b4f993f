#pragma once

#include "ui/common/ChangeSubscription.h"

#include "core/rating/ProviderRating.h"
#include "core/domain/RatingRecord.h"
#include "ui/common/ProviderAware.h"
#include "ui/common/StoreAware.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace tb::ui {

class TierBadge;

// The "Rating" tab of the provider page. Top: the suggested tier with the reasons, the gates it hit (each naming
// itself) and the standing among the evaluated peers. Middle: per criterion the suggested score, expandable into
// the verdicts, measurements and interviews that moved it and by how much, and the analyst's final score with its
// rationale. Bottom: assigning a tier (a justification is required when it differs from the suggestion: the button
// stays disabled and the core refuses it too), Unavailable with its reason, and the history of assignments.
//
// Thread contract: GUI thread; the rating is computed and every change written by store jobs. Changes are audited
// by the core repositories in the same transaction.
class RatingTab : public QWidget, public ProviderAware, public StoreAware {
    Q_OBJECT

public:
    explicit RatingTab(QWidget* parent = nullptr);

    void setStore(std::shared_ptr<core::Store> store) override;
    void setProvider(qint64 providerId) override;

    const core::ProviderRating& rating() const { return m_rating; }
    qint64 providerId() const { return m_providerId; }
    const QList<core::RatingRecord>& history() const { return m_history; }

    // Selects the criterion row with this key (for the final score editor).
    bool selectCriterion(const QString& key);

public slots:
    void reload();
    // Assigns the tier chosen in the form. Refused (with the message in the form) when a justification is needed
    // and missing.
    void assignTier();
    // Marks the evaluation "unable to test" (ClusterMAX 3.0: the provider could not be tested at all; a state, not
    // the tier Unavailable), or clears the mark when it is set; as `tierbench-cli tier unable-to-test`.
    void toggleUnableToTest();
    // Saves the final score and rationale of the selected criterion.
    void saveFinalScore();
    void clearFinalScore();

signals:
    void reloaded();
    // The analyst asked to start an evaluation (the button shown while the provider has none).
    void startEvaluationRequested();
    // A change was written (assignTier/saveFinalScore) or refused (ok false, message says why).
    void changeFinished(bool ok, const QString& message);
    void errorOccurred(const QString& message);

private:
    QWidget* buildSuggestionBox();
    QWidget* buildCriteriaBox();
    QWidget* buildAssignBox();
    void showRating();
    void showHistory();
    void updateScoreEditor();
    void updateAssignForm();
    bool justificationNeeded() const;
    std::optional<core::Tier> chosenTier() const;
    void writeFinalScore(qint64 criterionId, std::optional<double> score, const QString& rationale);

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    qint64 m_providerId = 0;
    quint64 m_generation = 0;
    core::ProviderRating m_rating;
    qint64 m_tierFormEvaluation = -1;  // the evaluation the tier choice was last set up for
    QList<core::RatingRecord> m_history;
    QHash<qint64, QString> m_roundNames;

    TierBadge* m_badge;
    TierBadge* m_assignedBadge = nullptr;
    QPushButton* m_startEvaluation = nullptr;
    QLabel* m_suggestion;
    QLabel* m_standing;
    QLabel* m_reasons;
    QLabel* m_delivery;
    QLabel* m_coverage = nullptr;
    QLabel* m_gates;
    QDoubleSpinBox* m_interviewWeight;
    QTreeWidget* m_criteria;
    QLabel* m_scoreTitle;
    QCheckBox* m_override;
    QDoubleSpinBox* m_finalScore;
    QLineEdit* m_rationale;
    QPushButton* m_saveScore;
    QComboBox* m_tier;
    QComboBox* m_reason;
    QPlainTextEdit* m_justification;
    QLabel* m_assignHint;
    QPushButton* m_assign;
    QPushButton* m_unableToTest;
    QTreeWidget* m_historyTree;
    QLabel* m_status;
};

}  // namespace tb::ui
