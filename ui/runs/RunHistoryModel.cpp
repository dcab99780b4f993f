#include "ui/runs/RunHistoryModel.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>

namespace tb::ui {

QString formatDuration(double seconds) {
    if (seconds < 1.0) {
        return QObject::tr("< 1 s");  // the store keeps start and end to the second
    }
    if (seconds < 60.0) {
        return QObject::tr("%1 s").arg(seconds, 0, 'f', 1);
    }
    const qint64 s = qRound64(seconds);
    if (s < 3600) {
        return QObject::tr("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    }
    return QObject::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
}

RunHistoryModel::RunHistoryModel(QObject* parent) : QAbstractTableModel(parent) {}

int RunHistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_runs.size());
}

int RunHistoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(Column::ColumnCount);
}

QVariant RunHistoryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const core::RunSummary& r = m_runs.at(index.row());
    const auto column = Column(index.column());
    if (role == RunIdRole) {
        return r.id;
    }
    if (role == RawValueRole) {
        switch (column) {
            case Column::Duration:
                return r.durationS ? QVariant(*r.durationS) : QVariant();
            case Column::Samples:
                return r.samples;
            case Column::Checks:
                return r.checks;
            default:
                role = Qt::DisplayRole;
                break;
        }
    }
    if (role == Qt::ForegroundRole && column == Column::Status) {
        if (r.status == core::RunStatus::Ok) {
            return QBrush(QColor(0x1b, 0x6e, 0x34));
        }
        if (core::runStatusIsFailure(r.status)) {
            return QBrush(QColor(0xb3, 0x26, 0x1e));
        }
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        return column >= Column::Duration ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (column) {
        case Column::Name:
            return r.name;
        case Column::Kind:
            return core::runKindName(r.kind);
        case Column::Status:
            return r.exitCode && r.status != core::RunStatus::Ok
                       ? tr("%1 (exit %2)").arg(core::runStatusName(r.status)).arg(*r.exitCode)
                       : core::runStatusName(r.status);
        case Column::Started: {
            const QDateTime t = QDateTime::fromString(r.startedAt, Qt::ISODate);
            return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) : r.startedAt;
        }
        case Column::Duration:
            return r.durationS ? formatDuration(*r.durationS) : core::runStatusName(core::RunStatus::Running);
        case Column::Samples:
            return r.samples;
        case Column::Checks:
            return r.failedChecks > 0 ? tr("%1 (%2 failed)").arg(r.checks).arg(r.failedChecks)
                                      : QString::number(r.checks);
        case Column::ColumnCount:
            break;
    }
    return {};
}

QVariant RunHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (Column(section)) {
        case Column::Name:
            return tr("Probe / recipe / tool");
        case Column::Kind:
            return tr("Kind");
        case Column::Status:
            return tr("Status");
        case Column::Started:
            return tr("Started");
        case Column::Duration:
            return tr("Duration");
        case Column::Samples:
            return tr("Samples");
        case Column::Checks:
            return tr("Checks");
        case Column::ColumnCount:
            break;
    }
    return {};
}

void RunHistoryModel::setRuns(const QVector<core::RunSummary>& runs) {
    beginResetModel();
    m_runs = runs;
    endResetModel();
}

int RunHistoryModel::rowOfRun(qint64 runId) const {
    for (int i = 0; i < m_runs.size(); ++i) {
        if (m_runs.at(i).id == runId) {
            return i;
        }
    }
    return -1;
}

}  // namespace tb::ui
