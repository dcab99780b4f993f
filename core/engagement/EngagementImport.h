#pragma once

#include "core/Result.h"
#include "core/domain/Checklist.h"
#include "core/domain/Engagement.h"
#include "core/domain/RunStatus.h"
#include "core/engagement/NodeSupervisor.h"
#include "core/run/ProbeRunner.h"
#include "core/run/RunRecorder.h"
#include "core/run/ToolLogImport.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QVector>

#include <memory>

namespace tb::core {

class Store;

// One sync of an engagement, between the node's poll and the database: take() is told what the node says of each
// step instance and reads the output of each that ended and is not imported yet (through RunRecorder, the road a
// probe's JSON Lines or a recipe's sample line take in a live run); commit() writes it all in one transaction: each
// step's new state, each output as a run of the provider, evaluation and node, attached as evidence to the step's
// rubric items, its SHA-256 recorded with the step (a step whose row already has one, written by a sync that got
// there first, is not imported again), and the engagement paused past its budget or ended when every step has.
//
// Thread contract: the session's worker thread; commit() waits for one store job.
class EngagementImport {
    Q_DECLARE_TR_FUNCTIONS(EngagementImport)

public:
    EngagementImport(Store& store, EngagementRecord engagement, QString actor);
    ~EngagementImport();

    Status take(const EngagementStepRecord& step, const SupervisedState& node, NodeSupervisor& supervisor);
    // The node-hours the engagement has used once the changes taken are written.
    double nodeHoursAfter(const QVector<EngagementStepRecord>& before) const;
    Status commit(const QVector<EngagementStepRecord>& before, bool overBudget);

    // Elapsed time between two of the node's ISO 8601 times, in hours; 0 when either is not a time.
    static double hoursBetween(const QString& started, const QString& ended);

private:
    Status attachEvidence(QSqlDatabase& db, const EngagementStepRecord& row, qint64 runId, const QStringList& evidences,
                          const std::optional<Checklist>& checklist) const;

    struct Output {
        std::unique_ptr<RunSpec> spec;  // null for an import step: its output is only a tool's
        std::optional<ToolLog> tool;    // an import step's file, a recipe's tool log (torchtitan's)
        RunRecorder::Batch batch;
        RunStatus status = RunStatus::Failed;
        std::optional<int> exitCode;
        QString sha256;
    };
    struct Change {
        EngagementStepRecord row;
        std::shared_ptr<Output> output;
    };

    Store& m_store;
    EngagementRecord m_engagement;
    QString m_actor;
    QVector<Change> m_changes;
};

}  // namespace tb::core
