#include "ui/runs/RunLogModel.h"

#include <QBrush>
#include <QColor>

#include <algorithm>

namespace tb::ui {

RunLogModel::RunLogModel(QObject* parent) : QAbstractListModel(parent) {}

int RunLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_lines.size());
}

QVariant RunLogModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Line& l = m_lines.at(index.row());
    switch (role) {
        case Qt::DisplayRole:
        case Qt::ToolTipRole:
            return l.text;
        case KindRole:
            return l.kind;
        case Qt::ForegroundRole:
            if (l.kind == QLatin1String("stderr") || l.text.contains(QLatin1String(" FAIL "))) {
                return QBrush(QColor(0xb3, 0x26, 0x1e));
            }
            if (l.kind == QLatin1String("deploy") || l.kind == QLatin1String("status")) {
                return QBrush(QColor(0x44, 0x5e, 0x91));
            }
            return {};
        default:
            return {};
    }
}

void RunLogModel::appendLines(const QString& kind, const QStringList& lines) {
    if (lines.isEmpty()) {
        return;
    }
    const int overflow = int(m_lines.size() + lines.size()) - m_maxLines;
    if (overflow > 0) {
        const int drop = std::min(overflow, int(m_lines.size()));
        if (drop > 0) {
            beginRemoveRows({}, 0, drop - 1);
            m_lines.remove(0, drop);
            endRemoveRows();
        }
    }
    const int keep = std::min(int(lines.size()), m_maxLines);
    const int first = int(m_lines.size());
    beginInsertRows({}, first, first + keep - 1);
    for (int i = int(lines.size()) - keep; i < lines.size(); ++i) {
        m_lines.append({kind, lines.at(i)});
    }
    endInsertRows();
}

void RunLogModel::clear() {
    beginResetModel();
    m_lines.clear();
    endResetModel();
}

}  // namespace tb::ui
