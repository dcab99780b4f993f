#include "ui/cluster/ClusterJobsModel.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QLocale>

namespace tb::ui {

ClusterJobsModel::ClusterJobsModel(QObject* parent) : QAbstractTableModel(parent) {}

int ClusterJobsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_jobs.size());
}

int ClusterJobsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(Column::ColumnCount);
}

QVariant ClusterJobsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_jobs.size()) {
        return {};
    }
    const core::ClusterJobRecord& j = m_jobs.at(index.row());
    const auto column = static_cast<Column>(index.column());
    if (role == JobIdRole) {
        return j.id;
    }
    if (role == Qt::DisplayRole || role == RawValueRole || role == Qt::ToolTipRole) {
        switch (column) {
            case Column::Kind:
                return core::clusterJobKindName(j.kind);
            case Column::SchedulerId:
                return role == RawValueRole ? QVariant(j.schedulerId.toLongLong()) : QVariant(j.schedulerId);
            case Column::State:
                return j.state;
            case Column::Reason:
                return j.reason;
            case Column::Nodes:
                return j.nodes;
            case Column::Outcome:
                return core::runStatusName(j.outcome);
            case Column::Detail:
                return role == Qt::DisplayRole ? j.outcomeDetail.left(160) : j.outcomeDetail;
            case Column::Submitted: {
                // The stored ISO time in UTC; shown in local time, short (the full stamp in the tooltip).
                const QDateTime at = QDateTime::fromString(j.submittedAt, Qt::ISODate);
                if (role == Qt::DisplayRole && at.isValid()) {
                    return QLocale().toString(at.toLocalTime(), QLocale::ShortFormat);
                }
                return j.submittedAt;
            }
            case Column::ColumnCount:
                break;
        }
    }
    if (role == Qt::ForegroundRole && column == Column::Outcome) {
        if (core::runStatusIsFailure(j.outcome)) {
            return QBrush(QColor(0xb0, 0x1e, 0x1e));
        }
    }
    if (role == Qt::ForegroundRole && column == Column::Reason && !j.reason.isEmpty()) {
        return QBrush(QColor(0x8a, 0x5a, 0x00));
    }
    return {};
}

QVariant ClusterJobsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (static_cast<Column>(section)) {
        case Column::Kind:
            return tr("Job");
        case Column::SchedulerId:
            return m_kubernetes ? tr("Kubernetes object") : tr("Slurm id");
        case Column::State:
            return tr("State");
        case Column::Reason:
            return m_kubernetes ? tr("Scheduler's reason") : tr("Pending reason");
        case Column::Nodes:
            return tr("Nodes");
        case Column::Outcome:
            return tr("Outcome");
        case Column::Detail:
            return tr("Detail");
        case Column::Submitted:
            return tr("Submitted");
        case Column::ColumnCount:
            break;
    }
    return {};
}

void ClusterJobsModel::setJobs(const QVector<core::ClusterJobRecord>& jobs) {
    beginResetModel();
    m_jobs = jobs;
    endResetModel();
}

int ClusterJobsModel::rowOf(qint64 jobId) const {
    for (int i = 0; i < m_jobs.size(); ++i) {
        if (m_jobs.at(i).id == jobId) {
            return i;
        }
    }
    return -1;
}

void ClusterJobsModel::upsert(const core::ClusterJobRecord& job) {
    const int row = rowOf(job.id);
    if (row >= 0) {
        m_jobs[row] = job;
        emit dataChanged(index(row, 0), index(row, columnCount() - 1));
        return;
    }
    beginInsertRows({}, 0, 0);
    m_jobs.prepend(job);
    endInsertRows();
}

}  // namespace tb::ui
