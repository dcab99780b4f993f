#pragma once

#include "core/baseline/RunComparison.h"

#include <QAbstractTableModel>

namespace tb::ui {

// Ranked comparison rows: provider, run, hardware, headline, expected, percentage of expected, tier band, note.
class CompareTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Rank, Provider, Run, Hardware, Headline, Expected, Percent, Band, Note, ColumnCount };
    static constexpr int RawValueRole = Qt::UserRole + 1;

    explicit CompareTableModel(QObject* parent = nullptr);
    void setRows(const QVector<core::ComparisonRow>& rows);
    const QVector<core::ComparisonRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<core::ComparisonRow> m_rows;
};

}  // namespace tb::ui
