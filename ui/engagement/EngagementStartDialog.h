#pragma once

#include "core/domain/EngagementPlan.h"
#include "core/engagement/PlanLoader.h"

#include <QDialog>
#include <QHash>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QVBoxLayout;

namespace tb::core {
class Store;
}

namespace tb::ui {

// What starts an engagement on one node: the plan (a shipped one, or a file), the phases to run, the consent for
// the plan's destructive steps (named, unticked by default), and the dry run of what that choice would run, where,
// and for how many node-hours, updated as the choice changes. Start stays disabled while nothing would run or the
// plan did not load.
//
// Thread contract: GUI thread; the plan vocabulary is read in one store job when the dialog opens.
class EngagementStartDialog : public QDialog {
    Q_OBJECT

public:
    EngagementStartDialog(std::shared_ptr<core::Store> store, const QString& nodeName, QWidget* parent = nullptr);

    // The plan as chosen, the phases ticked (empty: none) and the consent; valid once accepted.
    std::optional<core::EngagementPlan> plan() const { return m_plan; }
    QStringList phases() const;
    bool consent() const;
    // Test seams: choose a plan file as Plan file… would, and whether Start can be pressed now.
    void choosePlanFile(const QString& path);
    bool canStart() const;

signals:
    void planLoaded(const QString& name);

private:
    void loadChoice();
    void loadPlan(const QString& nameOrPath);
    void showPlan();
    void refresh();

    std::shared_ptr<core::Store> m_store;
    QString m_nodeName;
    std::optional<core::PlanVocabulary> m_words;
    std::optional<core::EngagementPlan> m_plan;
    QString m_planFile;
    QHash<QString, QCheckBox*> m_phaseBoxes;

    QComboBox* m_plans;
    QLabel* m_planInfo;
    QVBoxLayout* m_phasesLayout;
    QCheckBox* m_consent;
    QTreeWidget* m_estimate;
    QLabel* m_totals;
    QDialogButtonBox* m_buttons;
    QPushButton* m_start;
};

}  // namespace tb::ui
