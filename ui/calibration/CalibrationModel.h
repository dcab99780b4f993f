#pragma once

#include "core/report/TierBoard.h"

#include <QAbstractTableModel>

namespace tb::ui {

// Providers with their assigned, suggested and reference tiers (core TierBoard), for setting the analyst's tiers
// against the published ones. Holds provider names and tiers only, never anything of an interview.
class CalibrationModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Column { Provider, Assigned, Suggested, Reference, Difference, Previous, Count };
    enum Role {
        RawRole = Qt::UserRole + 1,  // sortable: name, tier rank (missing last), signed difference
        DisagreesRole,               // bool: the row is a disagreement
        ProviderIdRole,              // qint64: the row's provider
    };

    explicit CalibrationModel(QObject* parent = nullptr);

    void setBoard(const core::TierBoard& board);
    const core::TierBoard& board() const { return m_board; }

    // The tier the workbench stands by: the assignment, else the suggestion.
    static std::optional<core::Tier> effective(const core::TierBoardEntry& e);
    // Tiers between the workbench's tier and the reference: > 0 the workbench rates higher. Empty when either
    // is missing.
    static std::optional<int> difference(const core::TierBoardEntry& e);
    // The workbench's tier differs from the reference, or the assignment differs from the suggestion.
    static bool disagrees(const core::TierBoardEntry& e);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    core::TierBoard m_board;
};

}  // namespace tb::ui
