#pragma once

#include "core/domain/FindingRecord.h"
#include "core/run/NodeCheckSuggestions.h"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>

namespace tb::ui {

// The scheduler audit's checks: status, check, the rubric items it suggests a verdict for, what was found, and the
// command whose output is the evidence (EvidenceRole: the run_artifact name).
class ClusterAuditModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Column { Status, Check, Items, Detail, Evidence, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1, EvidenceRole };

    explicit ClusterAuditModel(QObject* parent = nullptr);
    // Which rubric items each check id suggests verdicts for (the Slurm audit's mapping unless told otherwise).
    void setSuggestions(const QString& mappingPath);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // itemTitles: checklist item key -> title, shown instead of the keys (which stay in the tooltips).
    void setFindings(qint64 runId, const QVector<core::FindingRecord>& findings,
                     const QHash<QString, QString>& itemTitles = {});
    qint64 runId() const { return m_runId; }
    int failed() const;

private:
    qint64 m_runId = 0;
    QVector<core::FindingRecord> m_checks;
    std::optional<core::NodeCheckSuggestions> m_mapping;
    QHash<QString, QString> m_itemTitles;
};

}  // namespace tb::ui
