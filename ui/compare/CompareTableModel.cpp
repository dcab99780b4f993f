#include "ui/compare/CompareTableModel.h"

#include "ui/common/TierPalette.h"

#include <QLocale>

namespace tb::ui {

CompareTableModel::CompareTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CompareTableModel::setRows(const QVector<core::ComparisonRow>& rows) {
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int CompareTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CompareTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CompareTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size()) {
        return {};
    }
    const core::ComparisonRow& r = m_rows[index.row()];
    const auto& h = r.headline;
    const bool has = h.verdict.hasBaseline;
    if (role == Qt::BackgroundRole && index.column() == Band && has) {
        return tierColor(h.verdict.band);
    }
    if (role == Qt::ForegroundRole && index.column() == Band && has) {
        return tierTextColor(h.verdict.band);
    }
    if (role == RawValueRole) {
        switch (index.column()) {
            case Rank:
                return index.row() + 1;
            case Headline:
                return h.value;
            case Expected:
                return has ? QVariant(h.verdict.expected) : QVariant();
            case Percent:
                return has ? QVariant(h.verdict.percent) : QVariant();
            case Band:
                return has ? QVariant(core::tierRank(h.verdict.band)) : QVariant();
            default:
                break;
        }
    }
    if (role != Qt::DisplayRole && role != RawValueRole && role != Qt::ToolTipRole) {
        return {};
    }
    switch (index.column()) {
        case Rank:
            return index.row() + 1;
        case Provider:
            return r.provider;
        case Run:
            return r.run.sourceName.isEmpty() ? tr("run %1").arg(r.run.id) : r.run.sourceName;
        case Hardware:
            return r.run.hardwareKey;
        case Headline:
            return core::formatValue(h.value, h.unit);
        case Expected:
            return has ? core::formatValue(h.verdict.expected, h.unit) : QStringLiteral("—");
        case Percent:
            return has ? QLocale::c().toString(h.verdict.percent, 'f', 1) + QStringLiteral(" %") : QStringLiteral("—");
        case Band:
            return has ? core::tierName(h.verdict.band) : tr("no comparable baseline");
        case Note: {
            QStringList parts;
            if (!h.note.isEmpty()) {
                parts << h.note;
            }
            if (!h.match.reason.isEmpty()) {
                parts << h.match.reason;
            }
            return parts.join(QStringLiteral("; "));
        }
        default:
            return {};
    }
}

QVariant CompareTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
        case Rank:
            return tr("#");
        case Provider:
            return tr("Provider");
        case Run:
            return tr("Run");
        case Hardware:
            return tr("Hardware");
        case Headline:
            return tr("Headline");
        case Expected:
            return tr("Expected");
        case Percent:
            return tr("% of expected");
        case Band:
            return tr("Band");
        case Note:
            return tr("Note");
        default:
            return {};
    }
}

}  // namespace tb::ui
