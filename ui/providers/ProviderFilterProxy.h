#pragma once

#include <QSortFilterProxyModel>

namespace tb::ui {

// Search and filters of the provider list. Sorts by ProviderListModel::RawValueRole (tier rank, not tier name).
class ProviderFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    // Special tier filter value: providers without a reference tier.
    static inline const QString kNoTier = QStringLiteral("none");

    explicit ProviderFilterProxy(QObject* parent = nullptr);

    // Every whitespace-separated word must occur in name, website, GPU models or notes (case-insensitive).
    void setSearchText(const QString& text);
    // A tier key ("gold"), kNoTier, or empty for all.
    void setTierFilter(const QString& tierKey);
    // A kind key ("neocloud"), or empty for all.
    void setKindFilter(const QString& kindKey);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QStringList m_words;
    QString m_tier;
    QString m_kind;
};

}  // namespace tb::ui
