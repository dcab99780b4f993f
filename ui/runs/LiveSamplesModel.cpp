#include "ui/runs/LiveSamplesModel.h"

#include <QJsonValue>

#include <algorithm>

namespace tb::ui {

QString formatBytes(qint64 bytes) {
    static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = double(bytes);
    int u = 0;
    while (v >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    return QStringLiteral("%1 %2").arg(v, 0, 'g', v >= 100 ? 4 : 3).arg(QLatin1String(units[u]));
}

LiveSamplesModel::LiveSamplesModel(QObject* parent) : QAbstractTableModel(parent) {}

int LiveSamplesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LiveSamplesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(Column::ColumnCount);
}

// Which devices a sample was measured on, from the probe's extra fields (probes/PROTOCOL.md): one device for a
// copy, a pair for peer-to-peer, a rank count for a collective. Without it, two devices' rows look like repeats.
QString LiveSamplesModel::devicesOf(const QJsonObject& extra) {
    const QJsonValue src = extra.value(QStringLiteral("src"));
    const QJsonValue dst = extra.value(QStringLiteral("dst"));
    if (src.isDouble() && dst.isDouble()) {
        return QStringLiteral("%1 \u2192 %2").arg(src.toInteger()).arg(dst.toInteger());
    }
    const QJsonValue device = extra.value(QStringLiteral("device"));
    if (device.isDouble()) {
        return QString::number(device.toInteger());
    }
    const QJsonValue ranks = extra.value(QStringLiteral("ranks"));
    if (ranks.isDouble()) {
        return tr("%n rank(s)", nullptr, int(ranks.toInteger()));
    }
    return {};
}

QVariant LiveSamplesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row& r = m_rows.at(index.row());
    const auto column = Column(index.column());
    if (role == RawValueRole) {
        switch (column) {
            case Column::Size:
                return r.sample.sizeBytes ? QVariant(*r.sample.sizeBytes) : QVariant();
            case Column::Value:
                return r.sample.value;
            case Column::Wrong:
                return r.sample.extra.value(QStringLiteral("wrong")).toVariant();
            default:
                break;
        }
        role = Qt::DisplayRole;
    }
    if (role == Qt::TextAlignmentRole) {
        return column == Column::Size || column == Column::Value || column == Column::Wrong
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) {
        return {};
    }
    switch (column) {
        case Column::Probe:
            return r.probe;
        case Column::Metric:
            return r.sample.metric;
        case Column::Devices:
            return devicesOf(r.sample.extra);
        case Column::Size:
            return r.sample.sizeBytes ? formatBytes(*r.sample.sizeBytes) : QString();
        case Column::Value:
            return QString::number(r.sample.value, 'g', 6);
        case Column::Unit:
            return r.sample.unit;
        case Column::Wrong: {
            const QJsonValue w = r.sample.extra.value(QStringLiteral("wrong"));
            return w.isDouble() ? QString::number(w.toDouble()) : QString();
        }
        case Column::ColumnCount:
            break;
    }
    return {};
}

QVariant LiveSamplesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (Column(section)) {
        case Column::Probe:
            return tr("Probe");
        case Column::Metric:
            return tr("Metric");
        case Column::Devices:
            return tr("Devices");
        case Column::Size:
            return tr("Size");
        case Column::Value:
            return tr("Value");
        case Column::Unit:
            return tr("Unit");
        case Column::Wrong:
            return tr("Wrong");
        case Column::ColumnCount:
            break;
    }
    return {};
}

void LiveSamplesModel::appendEvents(const QString& probe, const QVector<core::ProbeEvent>& events) {
    QVector<core::SampleRecord> samples;
    for (const core::ProbeEvent& e : events) {
        if (e.type == core::ProbeEventType::Sample) {
            samples.append(e.sample);
        }
    }
    append(probe, samples);
}

void LiveSamplesModel::append(const QString& probe, const QVector<core::SampleRecord>& samples) {
    if (samples.isEmpty()) {
        return;
    }
    const int overflow = int(m_rows.size() + samples.size()) - m_maxRows;
    if (overflow > 0) {
        const int drop = std::min(overflow, int(m_rows.size()));
        if (drop > 0) {
            beginRemoveRows({}, 0, drop - 1);
            m_rows.remove(0, drop);
            endRemoveRows();
        }
    }
    const int keep = std::min(int(samples.size()), m_maxRows);
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + keep - 1);
    for (int i = int(samples.size()) - keep; i < samples.size(); ++i) {
        m_rows.append({probe, samples.at(i)});
    }
    endInsertRows();
}

void LiveSamplesModel::clear() {
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

}  // namespace tb::ui
