#pragma once

#include "core/launch/ClusterSnapshot.h"

#include <QAbstractTableModel>

namespace tb::ui {

// A cluster's partitions or its nodes (one model class, two shapes) from a discovery: name, state, GPUs (GRES),
// nodes or partitions, time limit or CPUs and memory. Nodes that cannot take a job are drawn in red with their
// reason.
class ClusterSnapshotModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Shape { Partitions, Nodes };
    enum Role { RawValueRole = Qt::UserRole + 1 };

    explicit ClusterSnapshotModel(Shape shape, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setSnapshot(const core::ClusterSnapshot& snapshot);

private:
    Shape m_shape;
    core::ClusterSnapshot m_snapshot;
};

}  // namespace tb::ui
