#include "ui/cluster/ClusterSnapshotModel.h"

#include <QBrush>
#include <QColor>

namespace tb::ui {

ClusterSnapshotModel::ClusterSnapshotModel(Shape shape, QObject* parent)
    : QAbstractTableModel(parent), m_shape(shape) {}

int ClusterSnapshotModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) {
        return 0;
    }
    return static_cast<int>(m_shape == Shape::Partitions ? m_snapshot.queues.size() : m_snapshot.nodes.size());
}

int ClusterSnapshotModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : (m_shape == Shape::Partitions ? 5 : 6);
}

QVariant ClusterSnapshotModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    if (m_shape == Shape::Partitions) {
        const auto& q = m_snapshot.queues.at(index.row());
        if (role == Qt::DisplayRole || role == RawValueRole) {
            switch (index.column()) {
                case 0:
                    return q.isDefault ? q.name + QStringLiteral(" *") : q.name;
                case 1:
                    return q.state;
                case 2:
                    return role == RawValueRole ? QVariant(q.nodes.size()) : QVariant(q.nodes.size());
                case 3:
                    return q.gpus;
                case 4:
                    return q.maxTime;
                default:
                    return {};
            }
        }
        if (role == Qt::ForegroundRole && q.state.compare(QLatin1String("UP"), Qt::CaseInsensitive) != 0) {
            return QBrush(QColor(0xb0, 0x1e, 0x1e));
        }
        if (role == Qt::ToolTipRole) {
            return q.nodes.join(QStringLiteral(", "));
        }
        return {};
    }
    const auto& n = m_snapshot.nodes.at(index.row());
    if (role == Qt::DisplayRole || role == RawValueRole) {
        switch (index.column()) {
            case 0:
                return n.name;
            case 1:
                return n.state;
            case 2:
                return role == RawValueRole
                           ? QVariant(n.gpus)
                           : QVariant(n.gpus > 0 ? tr("%1 of %2 in use").arg(n.gpusUsed).arg(n.gpus) : tr("none"));
            case 3:
                return n.gres;
            case 4:
                return role == RawValueRole
                           ? QVariant(n.cpus)
                           : QVariant(tr("%1 CPUs, %2 GiB").arg(n.cpus).arg(n.memoryMb / 1024.0, 0, 'f', 0));
            case 5:
                return n.queues.join(QStringLiteral(", "));
            default:
                return {};
        }
    }
    if (role == Qt::ForegroundRole && !n.usable) {
        return QBrush(QColor(0xb0, 0x1e, 0x1e));
    }
    if (role == Qt::ToolTipRole && !n.reason.isEmpty()) {
        return n.reason;
    }
    return {};
}

QVariant ClusterSnapshotModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    if (m_shape == Shape::Partitions) {
        const char* names[] = {QT_TR_NOOP("Partition"), QT_TR_NOOP("State"), QT_TR_NOOP("Nodes"), QT_TR_NOOP("GPUs"),
                               QT_TR_NOOP("Time limit")};
        return section >= 0 && section < 5 ? tr(names[section]) : QVariant();
    }
    const char* names[] = {QT_TR_NOOP("Node"), QT_TR_NOOP("State"),           QT_TR_NOOP("GPUs"),
                           QT_TR_NOOP("GRES"), QT_TR_NOOP("CPUs and memory"), QT_TR_NOOP("Partitions")};
    return section >= 0 && section < 6 ? tr(names[section]) : QVariant();
}

void ClusterSnapshotModel::setSnapshot(const core::ClusterSnapshot& snapshot) {
    beginResetModel();
    m_snapshot = snapshot;
    endResetModel();
}

}  // namespace tb::ui
