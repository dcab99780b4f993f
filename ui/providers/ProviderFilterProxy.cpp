#include "ui/providers/ProviderFilterProxy.h"

#include "ui/providers/ProviderListModel.h"

namespace tb::ui {

ProviderFilterProxy::ProviderFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(ProviderListModel::RawValueRole);
    setDynamicSortFilter(true);
}

void ProviderFilterProxy::setSearchText(const QString& text) {
    const QStringList words = text.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_words) {
        return;
    }
    m_words = words;
    invalidateFilter();
}

void ProviderFilterProxy::setTierFilter(const QString& tierKey) {
    if (tierKey == m_tier) {
        return;
    }
    m_tier = tierKey;
    invalidateFilter();
}

void ProviderFilterProxy::setKindFilter(const QString& kindKey) {
    if (kindKey == m_kind) {
        return;
    }
    m_kind = kindKey;
    invalidateFilter();
}

bool ProviderFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QModelIndex idx = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_tier.isEmpty()) {
        const QString tier = idx.data(ProviderListModel::TierKeyRole).toString();
        if (m_tier == kNoTier ? !tier.isEmpty() : tier != m_tier) {
            return false;
        }
    }
    if (!m_kind.isEmpty() && idx.data(ProviderListModel::KindKeyRole).toString() != m_kind) {
        return false;
    }
    if (!m_words.isEmpty()) {
        const QString haystack = idx.data(ProviderListModel::SearchTextRole).toString();
        for (const QString& word : m_words) {
            if (!haystack.contains(word)) {
                return false;
            }
        }
    }
    return true;
}

}  // namespace tb::ui
