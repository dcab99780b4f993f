#include "ui/engagement/EngagementStepsModel.h"

#include <QBrush>
#include <QColor>

namespace tb::ui {

EngagementStepsModel::EngagementStepsModel(QObject* parent) : QAbstractTableModel(parent) {}

void EngagementStepsModel::setSteps(const QVector<core::EngagementStepRecord>& steps) {
    beginResetModel();
    m_steps = steps;
    endResetModel();
}

const core::EngagementStepRecord* EngagementStepsModel::stepAt(int row) const {
    return row >= 0 && row < m_steps.size() ? &m_steps.at(row) : nullptr;
}

int EngagementStepsModel::rowOf(const QString& instanceId) const {
    for (int i = 0; i < m_steps.size(); ++i) {
        if (m_steps.at(i).instanceId == instanceId) {
            return i;
        }
    }
    return -1;
}

int EngagementStepsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_steps.size());
}

int EngagementStepsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString EngagementStepsModel::stateText(core::EngagementStepState state) {
    switch (state) {
        case core::EngagementStepState::Waiting:
            return tr("waiting");
        case core::EngagementStepState::Running:
            return tr("running");
        case core::EngagementStepState::Ended:
            return tr("ended");
        case core::EngagementStepState::Failed:
            return tr("failed");
        case core::EngagementStepState::Skipped:
            return tr("skipped");
        case core::EngagementStepState::LeftOut:
            return tr("left out");
        case core::EngagementStepState::Cancelled:
            return tr("cancelled");
    }
    return {};
}

QVariant EngagementStepsModel::data(const QModelIndex& index, int role) const {
    const core::EngagementStepRecord* s = stepAt(index.row());
    if (!s) {
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
            case Step:
                return s->instanceId;
            case Phase:
                return s->phase;
            case Where:
                return s->where;
            case State:
                // A step that ran again says so (a cut step is rerun once; Retry starts another attempt).
                return s->attempt > 1 ? tr("%1 (attempt %2)").arg(stateText(s->state)).arg(s->attempt)
                                      : stateText(s->state);
            case NodeHours:
                return s->nodeHours > 0 ? QString::number(s->nodeHours, 'f', 2) : QString();
            case Run:
                return s->runId ? QString::number(*s->runId) : QString();
            case Note:
                return s->note;
            default:
                return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Note && !s->note.isEmpty()) {
        return s->note;
    }
    if (role == Qt::ForegroundRole && index.column() == State) {
        // The same greens and reds as the run history: failure must not read as progress.
        if (s->state == core::EngagementStepState::Failed || s->state == core::EngagementStepState::Cancelled) {
            return QBrush(QColor(0xb3, 0x26, 0x1e));
        }
        if (s->state == core::EngagementStepState::Ended) {
            return QBrush(QColor(0x1b, 0x6e, 0x34));
        }
    }
    return {};
}

QVariant EngagementStepsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
        case Step:
            return tr("Step");
        case Phase:
            return tr("Phase");
        case Where:
            return tr("Where");
        case State:
            return tr("State");
        case NodeHours:
            return tr("Node-hours");
        case Run:
            return tr("Run");
        case Note:
            return tr("Note");
        default:
            return {};
    }
}

}  // namespace tb::ui
