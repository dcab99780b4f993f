#pragma once

#include "core/domain/Provider.h"

#include <QAbstractTableModel>
#include <QVector>

namespace tb::ui {

// The providers of the open database, one row each. Filled in one piece from a store job (setProviders); rows are
// then added, changed and removed one by one as the analyst edits.
class ProviderListModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Column { Name, ReferenceTier, Kind, GpuModels, Count };
    enum Role {
        RawValueRole = Qt::UserRole + 1,  // for sorting: lower-case name, tier rank (99 = none), kind key, text
        IdRole,                           // provider.id (qint64)
        TierKeyRole,                      // reference tier key, "" when none
        KindKeyRole,                      // provider kind key
        SearchTextRole,                   // everything the search field matches against, lower case
    };

    explicit ProviderListModel(QObject* parent = nullptr);

    void setProviders(QVector<core::Provider> providers);
    // Inserts or replaces the provider with the same id.
    void upsert(const core::Provider& provider);
    void removeId(qint64 id);

    const core::Provider* providerAt(int row) const;
    const core::Provider* providerById(qint64 id) const;
    int rowOfId(qint64 id) const;
    // Case- and space-insensitive, as the database's unique index on lower(trim(name)).
    bool containsName(const QString& name, qint64 exceptId = 0) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<core::Provider> m_providers;
};

}  // namespace tb::ui
