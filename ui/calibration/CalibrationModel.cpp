#include "ui/calibration/CalibrationModel.h"

#include "ui/common/TierPalette.h"

#include <QColor>

namespace tb::ui {

namespace {
QVariant tierText(std::optional<core::Tier> t) {
    return t ? core::tierName(*t) : CalibrationModel::tr("—");
}
QVariant tierRaw(std::optional<core::Tier> t) {
    return t ? core::tierRank(*t) : 99;
}
const QColor kDisagree(0xf6, 0xd5, 0xcf);
}  // namespace

CalibrationModel::CalibrationModel(QObject* parent) : QAbstractTableModel(parent) {}

void CalibrationModel::setBoard(const core::TierBoard& board) {
    beginResetModel();
    m_board = board;
    endResetModel();
}

std::optional<core::Tier> CalibrationModel::effective(const core::TierBoardEntry& e) {
    return e.assigned ? e.assigned : e.suggested;
}

std::optional<int> CalibrationModel::difference(const core::TierBoardEntry& e) {
    const auto mine = effective(e);
    if (!mine || !e.reference) {
        return std::nullopt;
    }
    return core::tierRank(*e.reference) - core::tierRank(*mine);
}

bool CalibrationModel::disagrees(const core::TierBoardEntry& e) {
    const auto diff = difference(e);
    if (diff && *diff != 0) {
        return true;
    }
    return e.assigned && e.suggested && *e.assigned != *e.suggested;
}

int CalibrationModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_board.entries.size());
}

int CalibrationModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(Column::Count);
}

QVariant CalibrationModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const core::TierBoardEntry& e = m_board.entries[index.row()];
    const auto column = static_cast<Column>(index.column());
    if (role == DisagreesRole) {
        return disagrees(e);
    }
    if (role == ProviderIdRole) {
        return e.providerId;
    }
    if (role == Qt::ToolTipRole && column == Column::Provider) {
        return tr("Double-click or press Enter to open %1").arg(e.name);
    }
    const auto diff = difference(e);
    if (role == Qt::DisplayRole || role == RawRole) {
        const bool raw = role == RawRole;
        switch (column) {
            case Column::Provider:
                return e.name;
            case Column::Assigned:
                if (e.unableToTest) {  // no tier: after every tier, before nothing at all
                    return raw ? QVariant(98) : QVariant(core::unableToTestName());
                }
                return raw ? tierRaw(e.assigned) : tierText(e.assigned);
            case Column::Suggested:
                return raw ? tierRaw(e.suggested) : tierText(e.suggested);
            case Column::Reference:
                return raw ? tierRaw(e.reference) : tierText(e.reference);
            case Column::Difference:
                if (raw) {
                    return diff ? *diff : -99;
                }
                if (!diff) {
                    return tr("—");
                }
                if (*diff == 0) {
                    return tr("agrees");
                }
                if (*diff == 1 || *diff == -1) {
                    return *diff > 0 ? tr("1 tier higher") : tr("1 tier lower");
                }
                return *diff > 0 ? tr("%1 tiers higher").arg(*diff) : tr("%1 tiers lower").arg(-*diff);
            case Column::Previous: {
                if (raw) {
                    return tierRaw(e.previous);
                }
                if (!e.previous) {
                    return tr("—");
                }
                const int move = e.movement();
                const QString arrow = move > 0   ? QStringLiteral(" ▲%1").arg(move)
                                      : move < 0 ? QStringLiteral(" ▼%1").arg(-move)
                                                 : QString();
                return core::tierName(*e.previous) + arrow;
            }
            case Column::Count:
                break;
        }
        return {};
    }
    if (role == Qt::BackgroundRole) {
        if ((column == Column::Assigned || column == Column::Reference || column == Column::Difference) && diff &&
            *diff != 0) {
            return kDisagree;
        }
        if ((column == Column::Assigned || column == Column::Suggested) && e.assigned && e.suggested &&
            *e.assigned != *e.suggested) {
            return kDisagree;
        }
        return {};
    }
    if (role == Qt::ToolTipRole) {
        if (column == Column::Difference && diff && *diff != 0) {
            return tr("%1 is rated %2 here and %3 in the reference.")
                .arg(e.name, core::tierName(*effective(e)), core::tierName(*e.reference));
        }
        if (column == Column::Assigned && e.assigned && e.suggested && *e.assigned != *e.suggested) {
            return tr("Assigned %1 against the suggested %2 (see the rating tab for the justification).")
                .arg(core::tierName(*e.assigned), core::tierName(*e.suggested));
        }
        if (column == Column::Previous && !m_board.comparedWith.isEmpty()) {
            return tr("Assigned tier in round %1").arg(m_board.comparedWith);
        }
    }
    if (role == Qt::DecorationRole) {
        std::optional<core::Tier> t;
        if (column == Column::Assigned) {
            t = e.assigned;
        } else if (column == Column::Suggested) {
            t = e.suggested;
        } else if (column == Column::Reference) {
            t = e.reference;
        }
        if (t) {
            return tierColor(*t);
        }
    }
    return {};
}

QVariant CalibrationModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (static_cast<Column>(section)) {
        case Column::Provider:
            return tr("Provider");
        case Column::Assigned:
            return tr("Assigned");
        case Column::Suggested:
            return tr("Suggested");
        case Column::Reference:
            return tr("Reference");
        case Column::Difference:
            return tr("Against reference");
        case Column::Previous:
            return m_board.comparedWith.isEmpty() ? tr("Previous round") : tr("Round %1").arg(m_board.comparedWith);
        case Column::Count:
            break;
    }
    return {};
}

}  // namespace tb::ui
