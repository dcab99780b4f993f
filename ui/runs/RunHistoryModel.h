#pragma once

#include "core/store/RunHistoryQuery.h"

#include <QAbstractTableModel>
#include <QVector>

namespace tb::ui {

// A node's runs, newest first: what ran, status, start, duration, samples and checks. RawValueRole gives sortable
// values (seconds, counts); RunIdRole the run id.
//
// Thread contract: GUI thread only; rows come from a RunHistoryQuery store job.
class RunHistoryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Column { Name, Kind, Status, Started, Duration, Samples, Checks, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1, RunIdRole };

    explicit RunHistoryModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRuns(const QVector<core::RunSummary>& runs);
    const core::RunSummary& runAt(int row) const { return m_runs.at(row); }
    int rowOfRun(qint64 runId) const;

private:
    QVector<core::RunSummary> m_runs;
};

// "< 1 s", "12.0 s", "3 min 05 s", "1 h 02 min" (start and end are stored to the second)
QString formatDuration(double seconds);

}  // namespace tb::ui
