#pragma once

#include "core/domain/BaselineSet.h"

#include <QAbstractTableModel>

#include <optional>

namespace tb::ui {

// The entries of one baseline version as an editable table. Edits stay in the model until the editor saves them
// as a new version; nothing here touches the database.
class BaselineTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // A minimum size as typed: bytes, or a number with KiB/MiB/GiB/TiB (K/M/G/T, "GB" read as GiB). Empty when it
    // is not one.
    static std::optional<qint64> parseByteSize(const QString& text);
    enum Column {
        Metric,
        Hardware,
        Algorithm,
        Unit,
        Direction,
        Expected,
        Mode,
        Platinum,
        Gold,
        Silver,
        Bronze,
        MinSize,
        Per,
        Source,
        Note,
        ColumnCount
    };
    static constexpr int RawValueRole = Qt::UserRole + 1;

    explicit BaselineTableModel(QObject* parent = nullptr);

    void setSet(const core::BaselineSet& set);
    // The edited entries under the loaded version's note; not validated.
    core::BaselineSet set() const;
    void addEntry();
    void removeEntry(int row);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    core::BaselineSet m_set;
};

}  // namespace tb::ui
