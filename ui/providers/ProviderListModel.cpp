#include "ui/providers/ProviderListModel.h"

#include "ui/common/TierPalette.h"

#include <QHash>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

namespace tb::ui {

namespace {
using Column = ProviderListModel::Column;

QIcon tierIcon(core::Tier tier) {
    static QHash<int, QIcon> cache;
    const int key = static_cast<int>(tier);
    if (auto it = cache.constFind(key); it != cache.constEnd()) {
        return *it;
    }
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(tierColor(tier).darker(140));
        painter.setBrush(tierColor(tier));
        painter.drawRoundedRect(QRectF(1.5, 1.5, 11, 11), 3, 3);
    }
    QIcon icon(pixmap);
    cache.insert(key, icon);
    return icon;
}

QString normalizedName(const QString& name) {
    return name.trimmed().toLower();
}
}  // namespace

ProviderListModel::ProviderListModel(QObject* parent) : QAbstractTableModel(parent) {}

void ProviderListModel::setProviders(QVector<core::Provider> providers) {
    beginResetModel();
    m_providers = std::move(providers);
    endResetModel();
}

void ProviderListModel::upsert(const core::Provider& provider) {
    const int row = rowOfId(provider.id);
    if (row >= 0) {
        m_providers[row] = provider;
        emit dataChanged(index(row, 0), index(row, columnCount() - 1));
        return;
    }
    const int at = static_cast<int>(m_providers.size());
    beginInsertRows({}, at, at);
    m_providers.append(provider);
    endInsertRows();
}

void ProviderListModel::removeId(qint64 id) {
    const int row = rowOfId(id);
    if (row < 0) {
        return;
    }
    beginRemoveRows({}, row, row);
    m_providers.removeAt(row);
    endRemoveRows();
}

const core::Provider* ProviderListModel::providerAt(int row) const {
    return row >= 0 && row < m_providers.size() ? &m_providers[row] : nullptr;
}

const core::Provider* ProviderListModel::providerById(qint64 id) const {
    return providerAt(rowOfId(id));
}

int ProviderListModel::rowOfId(qint64 id) const {
    for (int i = 0; i < m_providers.size(); ++i) {
        if (m_providers[i].id == id) {
            return i;
        }
    }
    return -1;
}

bool ProviderListModel::containsName(const QString& name, qint64 exceptId) const {
    const QString wanted = normalizedName(name);
    for (const auto& p : m_providers) {
        if (p.id != exceptId && normalizedName(p.name) == wanted) {
            return true;
        }
    }
    return false;
}

int ProviderListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_providers.size());
}

int ProviderListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(Column::Count);
}

QVariant ProviderListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const core::Provider& p = m_providers[index.row()];
    const auto column = static_cast<Column>(index.column());
    switch (role) {
        case IdRole:
            return p.id;
        case TierKeyRole:
            return p.referenceTier ? core::tierKey(*p.referenceTier) : QString();
        case KindKeyRole:
            return core::providerKindKey(p.kind);
        case SearchTextRole:
            return QStringList{p.name, p.website, p.gpuModels, p.notes}.join(QLatin1Char('\n')).toLower();
        default:
            break;
    }
    switch (column) {
        case Column::Name:
            if (role == Qt::DisplayRole || role == Qt::EditRole) {
                return p.name;
            }
            if (role == RawValueRole) {
                return p.name.toLower();
            }
            if (role == Qt::ToolTipRole) {
                return p.website.isEmpty() ? p.name : p.name + QLatin1Char('\n') + p.website;
            }
            break;
        case Column::ReferenceTier:
            if (role == Qt::DisplayRole) {
                return p.referenceTier ? core::tierName(*p.referenceTier) : QString();
            }
            if (role == RawValueRole) {
                return p.referenceTier ? core::tierRank(*p.referenceTier) : 99;
            }
            if (role == Qt::DecorationRole && p.referenceTier) {
                return tierIcon(*p.referenceTier);
            }
            if (role == Qt::ToolTipRole && p.referenceTier) {
                return p.referenceRound.isEmpty()
                           ? core::tierName(*p.referenceTier)
                           : tr("ClusterMAX %1: %2").arg(p.referenceRound, core::tierName(*p.referenceTier));
            }
            break;
        case Column::Kind:
            if (role == Qt::DisplayRole) {
                return core::providerKindName(p.kind);
            }
            if (role == RawValueRole) {
                return core::providerKindKey(p.kind);
            }
            break;
        case Column::GpuModels:
            if (role == Qt::DisplayRole || role == RawValueRole) {
                return p.gpuModels;
            }
            break;
        case Column::Count:
            break;
    }
    return {};
}

QVariant ProviderListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (static_cast<Column>(section)) {
        case Column::Name:
            return tr("Provider");
        case Column::ReferenceTier:
            return tr("Reference tier");
        case Column::Kind:
            return tr("Kind");
        case Column::GpuModels:
            return tr("GPUs");
        case Column::Count:
            break;
    }
    return {};
}

}  // namespace tb::ui
