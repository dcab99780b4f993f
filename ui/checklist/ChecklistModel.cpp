#include "ui/checklist/ChecklistModel.h"

#include <algorithm>

#include "core/rubric/RubricText.h"
#include "ui/common/VerdictPalette.h"

#include <QFont>

namespace tb::ui {

namespace {
using Column = ChecklistModel::Column;
// internalId of criterion rows; item rows carry their criterion row + 1.
constexpr quintptr kCriterionId = 0;

QString firstLine(const QString& text) {
    const qsizetype nl = text.indexOf(QLatin1Char('\n'));
    return nl < 0 ? text : text.left(nl) + QStringLiteral(" …");
}
}  // namespace

ChecklistModel::ChecklistModel(QObject* parent) : QAbstractItemModel(parent) {}

void ChecklistModel::setChecklist(core::Checklist checklist) {
    beginResetModel();
    m_checklist = std::move(checklist);
    m_states.clear();
    m_versions.clear();
    for (const auto& v : m_checklist.verdicts) {
        m_states.insert(v.checkItemId, State{v.verdict, v.evidence});
        m_versions.insert(v.checkItemId, v.rowVersion);
    }
    rebuildIndex();
    endResetModel();
}

qint64 ChecklistModel::claimVersion(qint64 checkItemId) {
    auto it = m_versions.find(checkItemId);
    if (it == m_versions.end()) {
        return 0;  // not shown here: the store checks nothing
    }
    return it.value()++;
}

void ChecklistModel::noteStoredVersion(qint64 checkItemId, qint64 version) {
    if (auto it = m_versions.find(checkItemId); it != m_versions.end()) {
        it.value() = std::max(it.value(), version);
    }
}

void ChecklistModel::refresh(core::Checklist fresh) {
    if (fresh.evaluation.id != m_checklist.evaluation.id || fresh.rubric.id != m_checklist.rubric.id ||
        fresh.rubric.itemCount() != m_checklist.rubric.itemCount()) {
        setChecklist(std::move(fresh));
        return;
    }
    QHash<qint64, State> states;
    for (const auto& v : fresh.verdicts) {
        states.insert(v.checkItemId, State{v.verdict, v.evidence});
        m_versions[v.checkItemId] = std::max(m_versions.value(v.checkItemId), v.rowVersion);
    }
    m_checklist.evaluation = fresh.evaluation;
    m_checklist.verdicts = fresh.verdicts;
    for (auto it = m_positions.constBegin(); it != m_positions.constEnd(); ++it) {
        const State after = states.value(it.key());
        if (m_states.value(it.key()) == after) {
            continue;
        }
        m_states.insert(it.key(), after);
        const auto [c, i] = it.value();
        const QModelIndex criterionIndex = index(c, 0);
        emit dataChanged(index(i, 0, criterionIndex), index(i, columnCount() - 1, criterionIndex));
        emit dataChanged(criterionIndex, index(c, columnCount() - 1));
    }
}

void ChecklistModel::clear() {
    setChecklist({});
}

void ChecklistModel::rebuildIndex() {
    m_positions.clear();
    const auto& criteria = m_checklist.rubric.criteria;
    for (int c = 0; c < criteria.size(); ++c) {
        for (int i = 0; i < criteria[c].items.size(); ++i) {
            m_positions.insert(criteria[c].items[i].id, {c, i});
        }
    }
}

bool ChecklistModel::applyState(qint64 evaluationId, qint64 checkItemId, const State& state) {
    if (evaluationId != m_checklist.evaluation.id || !m_positions.contains(checkItemId)) {
        return false;
    }
    if (stateOf(checkItemId) == state) {
        return false;
    }
    m_states.insert(checkItemId, state);
    // Keep the checklist value in step, so checklist() is what the database now holds.
    bool found = false;
    for (auto& v : m_checklist.verdicts) {
        if (v.checkItemId == checkItemId) {
            v.verdict = state.verdict;
            v.evidence = state.evidence;
            found = true;
        }
    }
    if (!found) {
        core::VerdictRecord record;
        record.evaluationId = evaluationId;
        record.checkItemId = checkItemId;
        record.verdict = state.verdict;
        record.evidence = state.evidence;
        m_checklist.verdicts.append(record);
    }
    const auto [c, i] = m_positions.value(checkItemId);
    const QModelIndex criterionIndex = index(c, 0);
    emit dataChanged(index(i, 0, criterionIndex), index(i, columnCount() - 1, criterionIndex));
    emit dataChanged(criterionIndex, index(c, columnCount() - 1));
    return true;
}

ChecklistModel::State ChecklistModel::stateOf(qint64 checkItemId) const {
    return m_states.value(checkItemId);
}

const core::CheckItem* ChecklistModel::itemAt(const QModelIndex& idx) const {
    if (!idx.isValid() || idx.internalId() == kCriterionId) {
        return nullptr;
    }
    const int c = static_cast<int>(idx.internalId() - 1);
    return &m_checklist.rubric.criteria[c].items[idx.row()];
}

QModelIndex ChecklistModel::indexOfItem(qint64 checkItemId, Column column) const {
    const auto it = m_positions.constFind(checkItemId);
    if (it == m_positions.constEnd()) {
        return {};
    }
    return index(it->second, static_cast<int>(column), index(it->first, 0));
}

int ChecklistModel::decidedCount() const {
    int n = 0;
    for (auto it = m_positions.constBegin(); it != m_positions.constEnd(); ++it) {
        if (m_states.value(it.key()).verdict != core::Verdict::Unknown) {
            ++n;
        }
    }
    return n;
}

int ChecklistModel::itemCount() const {
    return static_cast<int>(m_positions.size());
}

QModelIndex ChecklistModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    if (!parent.isValid()) {
        return createIndex(row, column, kCriterionId);
    }
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex ChecklistModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kCriterionId) {
        return {};
    }
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kCriterionId);
}

int ChecklistModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) {
        return static_cast<int>(m_checklist.rubric.criteria.size());
    }
    if (parent.internalId() != kCriterionId || parent.column() != 0) {
        return 0;
    }
    return static_cast<int>(m_checklist.rubric.criteria[parent.row()].items.size());
}

int ChecklistModel::columnCount(const QModelIndex&) const {
    return static_cast<int>(Column::Count);
}

QVariant ChecklistModel::data(const QModelIndex& idx, int role) const {
    if (!checkIndex(idx, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    const auto column = static_cast<Column>(idx.column());
    if (idx.internalId() == kCriterionId) {
        return criterionData(idx.row(), column, role);
    }
    return itemData(static_cast<int>(idx.internalId() - 1), idx.row(), column, role);
}

QVariant ChecklistModel::criterionData(int criterionRow, Column column, int role) const {
    const core::Criterion& c = m_checklist.rubric.criteria[criterionRow];
    if (role == RowKindRole) {
        return QStringLiteral("criterion");
    }
    if (role == CheckItemIdRole) {
        return qint64(0);
    }
    int decided = 0, pass = 0, partial = 0, fail = 0;
    for (const auto& item : c.items) {
        const core::Verdict v = m_states.value(item.id).verdict;
        decided += v != core::Verdict::Unknown;
        pass += v == core::Verdict::Pass;
        partial += v == core::Verdict::Partial;
        fail += v == core::Verdict::Fail;
    }
    if (role == Qt::FontRole) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::ToolTipRole) {
        return tr("%1: %2 of %3 items decided (%4 pass, %5 partial, %6 fail)")
            .arg(core::RubricText::name(c))
            .arg(decided)
            .arg(c.items.size())
            .arg(pass)
            .arg(partial)
            .arg(fail);
    }
    switch (column) {
        case Column::Title:
            if (role == Qt::DisplayRole) {
                return core::RubricText::name(c);
            }
            if (role == RawValueRole) {
                return c.position;
            }
            break;
        case Column::Verdict:
            if (role == Qt::DisplayRole) {
                return tr("%1/%2 decided").arg(decided).arg(c.items.size());
            }
            if (role == RawValueRole) {
                return c.items.isEmpty() ? 0.0 : double(decided) / double(c.items.size());
            }
            break;
        case Column::Weight:
            if (role == Qt::DisplayRole) {
                return tr("%1 %").arg(c.weight * 100.0, 0, 'f', 0);
            }
            if (role == RawValueRole) {
                return c.weight;
            }
            if (role == Qt::TextAlignmentRole) {
                return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
            }
            break;
        case Column::Evidence:
            if (role == Qt::DisplayRole) {
                return tr("%1 pass · %2 partial · %3 fail").arg(pass).arg(partial).arg(fail);
            }
            break;
        case Column::Count:
            break;
    }
    return {};
}

QVariant ChecklistModel::itemData(int criterionRow, int itemRow, Column column, int role) const {
    const core::CheckItem& item = m_checklist.rubric.criteria[criterionRow].items[itemRow];
    const State state = m_states.value(item.id);
    switch (role) {
        case RowKindRole:
            return QStringLiteral("item");
        case CheckItemIdRole:
            return item.id;
        case VerdictKeyRole:
            return core::verdictKey(state.verdict);
        case QuestionRole:
            return core::RubricText::question(item);
        case GuidanceRole:
            return core::RubricText::guidance(item);
        case EvidenceRole:
            return state.evidence;
        default:
            break;
    }
    switch (column) {
        case Column::Title:
            if (role == Qt::DisplayRole) {
                return core::RubricText::title(item);
            }
            if (role == RawValueRole) {
                return item.position;
            }
            if (role == Qt::ToolTipRole) {
                return core::RubricText::text(item.question.isEmpty() ? item.title : item.question);
            }
            break;
        case Column::Verdict:
            if (role == Qt::DisplayRole) {
                return core::verdictName(state.verdict);
            }
            if (role == RawValueRole) {
                return core::verdictKey(state.verdict);
            }
            if (role == Qt::DecorationRole) {
                return verdictIcon(state.verdict);
            }
            break;
        case Column::Weight:
            if (role == Qt::DisplayRole) {
                return item.weight == 1.0 ? QString() : tr("×%1").arg(item.weight);
            }
            if (role == RawValueRole) {
                return item.weight;
            }
            if (role == Qt::TextAlignmentRole) {
                return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
            }
            break;
        case Column::Evidence:
            if (role == Qt::DisplayRole) {
                return firstLine(state.evidence);
            }
            if (role == RawValueRole) {
                return state.evidence;
            }
            if (role == Qt::ToolTipRole && !state.evidence.isEmpty()) {
                return state.evidence;
            }
            break;
        case Column::Count:
            break;
    }
    return {};
}

QVariant ChecklistModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (static_cast<Column>(section)) {
        case Column::Title:
            return tr("Criterion / check item");
        case Column::Verdict:
            return tr("Verdict");
        case Column::Weight:
            return tr("Weight");
        case Column::Evidence:
            return tr("Evidence");
        case Column::Count:
            break;
    }
    return {};
}

}  // namespace tb::ui
