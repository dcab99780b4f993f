#include "ui/baselines/BaselineTableModel.h"

#include "core/baseline/BaselineVerdict.h"

#include <QColor>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace tb::ui {

BaselineTableModel::BaselineTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void BaselineTableModel::setSet(const core::BaselineSet& set) {
    beginResetModel();
    m_set = set;
    endResetModel();
}

core::BaselineSet BaselineTableModel::set() const {
    return m_set;
}

void BaselineTableModel::addEntry() {
    beginInsertRows({}, int(m_set.entries.size()), int(m_set.entries.size()));
    core::Baseline b;
    b.metric = QStringLiteral("all_reduce.busbw");
    b.hardwareKey = QStringLiteral("8xH100-SXM/nvlink");
    b.unit = QStringLiteral("GB/s");
    b.expected = 1;
    m_set.entries.push_back(b);
    endInsertRows();
}

void BaselineTableModel::removeEntry(int row) {
    if (row < 0 || row >= m_set.entries.size()) {
        return;
    }
    beginRemoveRows({}, row, row);
    m_set.entries.removeAt(row);
    endRemoveRows();
}

int BaselineTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_set.entries.size());
}

int BaselineTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BaselineTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_set.entries.size()) {
        return {};
    }
    const core::Baseline& b = m_set.entries[index.row()];
    if (role == Qt::BackgroundRole && index.column() == Source && b.source.trimmed().isEmpty()) {
        return QColor(0xe0, 0x6c, 0x6c, 90);  // a missing source is what blocks saving
    }
    if (role == Qt::ToolTipRole && index.column() == MinSize) {
        return b.minSizeBytes ? tr("%1 bytes; the headline counts samples of this size and larger. Type a size such "
                                   "as 64 MiB, 1 GiB or a number of bytes.")
                                    .arg(*b.minSizeBytes)
                              : tr("Every size counts. Type a size such as 64 MiB, 1 GiB or a number of bytes.");
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != RawValueRole) {
        return {};
    }
    if (index.column() == MinSize && role != RawValueRole) {
        return b.minSizeBytes ? QVariant(core::formatBytes(*b.minSizeBytes)) : QVariant();
    }
    // The file's words ("fraction", "nic") are what editing takes; the reader sees them in the language.
    if (role == Qt::DisplayRole && index.column() == Mode) {
        return b.tiers.mode == core::TierEdges::Mode::Fraction ? tr("fraction") : tr("absolute");
    }
    if (role == Qt::DisplayRole && index.column() == Per) {
        return b.per == QLatin1String("nic") ? tr("per NIC") : b.per == QLatin1String("node") ? tr("per node") : b.per;
    }
    switch (index.column()) {
        case Metric:
            return b.metric;
        case Hardware:
            return b.hardwareKey;
        case Algorithm:
            return b.algorithm;
        case Unit:
            return b.unit;
        case Direction:
            return core::directionKey(b.direction);
        case Expected:
            return b.expected;
        case Mode:
            return b.tiers.mode == core::TierEdges::Mode::Fraction ? QStringLiteral("fraction")
                                                                   : QStringLiteral("absolute");
        case Platinum:
            return b.tiers.platinum;
        case Gold:
            return b.tiers.gold;
        case Silver:
            return b.tiers.silver;
        case Bronze:
            return b.tiers.bronze;
        case MinSize:
            return b.minSizeBytes ? QVariant(*b.minSizeBytes) : QVariant();
        case Per:
            return b.per;
        case Source:
            return b.source;
        case Note:
            return b.note;
        default:
            return {};
    }
}

bool BaselineTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || role != Qt::EditRole || index.row() >= m_set.entries.size()) {
        return false;
    }
    core::Baseline& b = m_set.entries[index.row()];
    const QString text = value.toString().trimmed();
    bool ok = true;
    switch (index.column()) {
        case Metric:
            b.metric = text;
            break;
        case Hardware:
            b.hardwareKey = text;
            break;
        case Algorithm:
            b.algorithm = text.toLower();
            break;
        case Unit:
            b.unit = text;
            break;
        case Direction: {
            const auto d = core::directionFromKey(text.toLower());
            if (!d) {
                return false;
            }
            b.direction = *d;
            break;
        }
        case Expected:
            b.expected = value.toDouble(&ok);
            break;
        case Mode:
            if (text == QLatin1String("fraction")) {
                b.tiers.mode = core::TierEdges::Mode::Fraction;
            } else if (text == QLatin1String("absolute")) {
                b.tiers.mode = core::TierEdges::Mode::Absolute;
            } else {
                return false;
            }
            break;
        case Platinum:
            b.tiers.platinum = value.toDouble(&ok);
            break;
        case Gold:
            b.tiers.gold = value.toDouble(&ok);
            break;
        case Silver:
            b.tiers.silver = value.toDouble(&ok);
            break;
        case Bronze:
            b.tiers.bronze = value.toDouble(&ok);
            break;
        case MinSize:
            if (text.isEmpty()) {
                b.minSizeBytes.reset();
            } else {
                const auto bytes = parseByteSize(text);
                ok = bytes.has_value();
                if (ok) {
                    b.minSizeBytes = *bytes;
                }
            }
            break;
        case Per:
            b.per = text.toLower();
            break;
        case Source:
            b.source = value.toString();
            break;
        case Note:
            b.note = value.toString();
            break;
        default:
            return false;
    }
    if (!ok) {
        return false;
    }
    emit dataChanged(index.siblingAtColumn(0), index.siblingAtColumn(ColumnCount - 1));
    return true;
}

Qt::ItemFlags BaselineTableModel::flags(const QModelIndex& index) const {
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable : Qt::NoItemFlags;
}

QVariant BaselineTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
        case Metric:
            return tr("Metric");
        case Hardware:
            return tr("Hardware");
        case Algorithm:
            return tr("Algorithm");
        case Unit:
            return tr("Unit");
        case Direction:
            return tr("Better");
        case Expected:
            return tr("Expected");
        case Mode:
            return tr("Edges");
        case Platinum:
            return tr("Platinum");
        case Gold:
            return tr("Gold");
        case Silver:
            return tr("Silver");
        case Bronze:
            return tr("Bronze");
        case MinSize:
            return tr("Min. size (bytes)");
        case Per:
            return tr("Per");
        case Source:
            return tr("Source");
        case Note:
            return tr("Note");
        default:
            return {};
    }
}

std::optional<qint64> BaselineTableModel::parseByteSize(const QString& text) {
    // "1073741824", "1 GiB", "64MiB", "512 KiB", "2 GB" (read as GiB: sweep sizes are powers of two), "1.5 GiB".
    static const QRegularExpression re(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([KMGT]?)(?:I?B)?\\s*$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    bool ok = false;
    const double number = QLocale::c().toDouble(m.captured(1), &ok);
    if (!ok) {
        return std::nullopt;
    }
    const QString unit = m.captured(2).toUpper();
    const int shift = unit.isEmpty() ? 0 : 10 * (int(QStringLiteral("KMGT").indexOf(unit)) + 1);
    const double bytes = std::ldexp(number, shift);
    if (bytes < 0 || bytes > 9.0e18 || (unit.isEmpty() && m.captured(1).contains(u'.'))) {
        return std::nullopt;
    }
    return qint64(std::llround(bytes));
}

}  // namespace tb::ui
