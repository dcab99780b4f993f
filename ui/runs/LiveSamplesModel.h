#pragma once

#include "core/import/ProbeEvent.h"

#include <QAbstractTableModel>
#include <QVector>

namespace tb::ui {

// The samples of the runs in the run panel as they arrive: one row per sample (probe, metric, the devices it was
// measured on, size, value, unit, median/min/max when the probe reported them). Bounded: beyond maxRows the oldest rows
// are dropped (the store keeps everything). RawValueRole gives numbers for sorting and charts.
//
// Thread contract: GUI thread only; fed from queued RunEventRelay signals.
class LiveSamplesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Column { Probe, Metric, Devices, Size, Value, Unit, Wrong, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1 };

    explicit LiveSamplesModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Appends the Sample events of `events` (others are ignored) in one insertion.
    void appendEvents(const QString& probe, const QVector<core::ProbeEvent>& events);
    void append(const QString& probe, const QVector<core::SampleRecord>& samples);
    void clear();
    void setMaxRows(int maxRows) { m_maxRows = maxRows; }
    const core::SampleRecord& sampleAt(int row) const { return m_rows.at(row).sample; }
    static QString devicesOf(const QJsonObject& extra);

private:
    struct Row {
        QString probe;
        core::SampleRecord sample;
    };
    QVector<Row> m_rows;
    int m_maxRows = 100000;
};

// "1 KiB", "8 GiB", "3 B" for a byte count (binary units, as the charts label sizes).
QString formatBytes(qint64 bytes);

}  // namespace tb::ui
