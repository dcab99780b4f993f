#include "ui/cluster/ClusterAuditModel.h"

#include "core/domain/FindingKind.h"
#include "core/launch/slurm/SlurmAudit.h"
#include "core/run/NodeFindingTitles.h"
#include "core/rubric/RubricText.h"

#include <QBrush>
#include <QColor>

namespace tb::ui {

ClusterAuditModel::ClusterAuditModel(QObject* parent) : QAbstractTableModel(parent) {
    if (auto m = core::NodeCheckSuggestions::load(core::SlurmAudit::suggestionsPath())) {
        m_mapping = *m;
    }
}

void ClusterAuditModel::setSuggestions(const QString& mappingPath) {
    beginResetModel();
    m_mapping.reset();
    if (auto m = core::NodeCheckSuggestions::load(mappingPath)) {
        m_mapping = *m;
    }
    endResetModel();
}

int ClusterAuditModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_checks.size());
}

int ClusterAuditModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(Column::ColumnCount);
}

QVariant ClusterAuditModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_checks.size()) {
        return {};
    }
    const core::FindingRecord& f = m_checks.at(index.row());
    const auto column = static_cast<Column>(index.column());
    if (role == EvidenceRole) {
        return f.value;
    }
    const QStringList items = m_mapping ? m_mapping->itemsFor(f.key) : QStringList();
    if (role == Qt::ToolTipRole && (column == Column::Check || column == Column::Items)) {
        // The ids stay one hover away, for reading the JSON and the scheduler audit's code.
        return column == Column::Check ? f.key : items.join(QStringLiteral(", "));
    }
    if (role == Qt::DisplayRole && column == Column::Check) {
        return core::NodeFindingTitles::title(core::findingKindKey(core::FindingKind::Check), f.key);
    }
    if (role == Qt::DisplayRole && column == Column::Items) {
        QStringList titles;
        for (const QString& key : items) {
            titles << core::RubricText::text(m_itemTitles.value(key, key));  // rubric text, as the checklist shows it
        }
        return titles.join(QStringLiteral("; "));
    }
    if (role == Qt::DisplayRole || role == RawValueRole || role == Qt::ToolTipRole) {
        switch (column) {
            case Column::Status:  // the stored key for sorting and copying, its translated name on screen
                return role == RawValueRole ? core::findingStatusKey(f.status) : core::findingStatusName(f.status);
            case Column::Check:
                return f.key;
            case Column::Items:
                return items.join(QStringLiteral(", "));
            case Column::Detail:
                return f.detail;
            case Column::Evidence:
                return f.value;
            case Column::ColumnCount:
                break;
        }
    }
    if (role == Qt::ForegroundRole && column == Column::Status) {
        switch (f.status) {
            case core::FindingStatus::Fail:
                return QBrush(QColor(0xb0, 0x1e, 0x1e));
            case core::FindingStatus::Warn:
                return QBrush(QColor(0x8a, 0x5a, 0x00));
            case core::FindingStatus::Pass:
                return QBrush(QColor(0x1e, 0x7a, 0x3a));
            case core::FindingStatus::None:
            case core::FindingStatus::Waived:
            case core::FindingStatus::Unknown:
                break;
        }
    }
    return {};
}

QVariant ClusterAuditModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (static_cast<Column>(section)) {
        case Column::Status:
            return tr("Status");
        case Column::Check:
            return tr("Check");
        case Column::Items:
            return tr("Suggests a verdict for");
        case Column::Detail:
            return tr("Found");
        case Column::Evidence:
            return tr("Evidence");
        case Column::ColumnCount:
            break;
    }
    return {};
}

void ClusterAuditModel::setFindings(qint64 runId, const QVector<core::FindingRecord>& findings,
                                    const QHash<QString, QString>& itemTitles) {
    beginResetModel();
    m_runId = runId;
    m_itemTitles = itemTitles;
    m_checks.clear();
    for (const core::FindingRecord& f : findings) {
        if (core::isCheck(f)) {
            m_checks.append(f);
        }
    }
    endResetModel();
}

int ClusterAuditModel::failed() const {
    int n = 0;
    for (const auto& f : m_checks) {
        n += core::hasStatus(f, core::FindingStatus::Fail) ? 1 : 0;
    }
    return n;
}

}  // namespace tb::ui
