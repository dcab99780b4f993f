#pragma once

#include "core/domain/Checklist.h"

#include <QAbstractItemModel>
#include <QHash>

#include <optional>

namespace tb::ui {

// One evaluation's checklist as a two-level tree: criterion rows (weight, progress) with their check items below
// (title, verdict, evidence). Items without a stored verdict read as Unknown.
class ChecklistModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    enum class Column { Title, Verdict, Weight, Evidence, Count };
    enum Role {
        RawValueRole = Qt::UserRole + 1,  // weight as a number, verdict key, full evidence text
        RowKindRole,                      // "criterion" or "item"
        CheckItemIdRole,                  // check_item.id on item rows, 0 on criterion rows
        VerdictKeyRole,                   // item rows: "pass", ...
        QuestionRole,
        GuidanceRole,
        EvidenceRole,  // full evidence text
    };

    // A verdict and its evidence: what one undo step restores.
    struct State {
        core::Verdict verdict = core::Verdict::Unknown;
        QString evidence;
        bool operator==(const State&) const = default;
    };

    explicit ChecklistModel(QObject* parent = nullptr);

    void setChecklist(core::Checklist checklist);
    // The same evaluation as stored now: rows whose verdict or evidence changed emit dataChanged, nothing is reset,
    // so the view keeps its selection and expansion. Another evaluation or rubric: setChecklist().
    void refresh(core::Checklist checklist);
    void clear();
    bool isEmpty() const { return m_checklist.rubric.criteria.isEmpty(); }
    qint64 evaluationId() const { return m_checklist.evaluation.id; }
    const core::Checklist& checklist() const { return m_checklist; }

    // Updates one item's verdict and evidence in the model only (the caller saves it). Ignored when the model shows
    // another evaluation. Returns whether a row changed.
    bool applyState(qint64 evaluationId, qint64 checkItemId, const State& state);
    State stateOf(qint64 checkItemId) const;
    // The verdict row version an edit of this item names (RowVersion), moved on by one for the edit: this
    // workbench's own queued edits follow each other without tripping over their own versions, while another
    // analyst's save in between is refused. Stored versions (setChecklist, refresh) only ever raise it.
    qint64 claimVersion(qint64 checkItemId);
    // A version this workbench knows is stored now (after overwriting knowingly).
    void noteStoredVersion(qint64 checkItemId, qint64 version);

    const core::CheckItem* itemAt(const QModelIndex& index) const;
    QModelIndex indexOfItem(qint64 checkItemId, Column column = Column::Title) const;
    // Items with a verdict other than Unknown, and all items, over the whole checklist.
    int decidedCount() const;
    int itemCount() const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant criterionData(int criterionRow, Column column, int role) const;
    QVariant itemData(int criterionRow, int itemRow, Column column, int role) const;
    void rebuildIndex();

    core::Checklist m_checklist;
    QHash<qint64, State> m_states;                   // by check item id
    QHash<qint64, qint64> m_versions;                // by check item id: the version the next edit names
    QHash<qint64, std::pair<int, int>> m_positions;  // check item id -> (criterion row, item row)
};

}  // namespace tb::ui
