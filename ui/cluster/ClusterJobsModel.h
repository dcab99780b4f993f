#pragma once

#include "core/domain/ClusterJobRecord.h"

#include <QAbstractTableModel>
#include <QVector>

namespace tb::ui {

// The jobs Tierbench submitted to a cluster, newest first: what, the Slurm id, the scheduler's state and pending
// reason, the nodes, how it ended for Tierbench and why. JobIdRole gives the row's job id.
class ClusterJobsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // Detail last: it is the long one, stretched to the panel's edge and elided there (the tooltip has all of it).
    enum class Column { Kind, SchedulerId, State, Reason, Nodes, Submitted, Outcome, Detail, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1, JobIdRole };

    explicit ClusterJobsModel(QObject* parent = nullptr);
    // Kubernetes jobs: the id is the job object ("mpijob/NAME"), the reason the scheduler's message.
    void setKubernetes(bool kubernetes) { m_kubernetes = kubernetes; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setJobs(const QVector<core::ClusterJobRecord>& jobs);
    // A job as the runner reports it while it runs: updated in place, or added on top.
    void upsert(const core::ClusterJobRecord& job);
    const core::ClusterJobRecord& jobAt(int row) const { return m_jobs.at(row); }
    int rowOf(qint64 jobId) const;

private:
    QVector<core::ClusterJobRecord> m_jobs;
    bool m_kubernetes = false;
};

}  // namespace tb::ui
