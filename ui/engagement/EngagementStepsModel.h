#pragma once

#include "core/domain/Engagement.h"

#include <QAbstractTableModel>
#include <QVector>

namespace tb::ui {

// The step instances of one engagement for the Engagement page: step, phase, where, state (with the attempt when a
// step ran again), node-hours, the run it produced and the note (why it was left out, skipped or rerun).
//
// Thread contract: GUI thread.
class EngagementStepsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Step, Phase, Where, State, NodeHours, Run, Note, ColumnCount };

    explicit EngagementStepsModel(QObject* parent = nullptr);

    void setSteps(const QVector<core::EngagementStepRecord>& steps);
    const core::EngagementStepRecord* stepAt(int row) const;
    // The row of an instance id ("collectives.0"), -1 when absent; keeps a selection across reloads.
    int rowOf(const QString& instanceId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // "waiting", "running", "ended", ... as people read them, in the UI's language.
    static QString stateText(core::EngagementStepState state);

private:
    QVector<core::EngagementStepRecord> m_steps;
};

}  // namespace tb::ui
