#pragma once

#include "core/Result.h"
#include "core/domain/Engagement.h"
#include "core/domain/EngagementPlan.h"
#include "core/session/CancelToken.h"
#include "core/session/RemoteConnection.h"
#include "core/session/SshTarget.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <memory>

namespace tb::core {

struct PlanEstimate;

class Store;

// What the analyst asks for when an engagement starts on a plain node (no scheduler).
struct EngagementStartRequest {
    qint64 providerId = 0, evaluationId = 0, nodeId = 0;
    QString providerName, nodeName;
    EngagementPlan plan;
    SshTarget target;    // host, port, user and the options that reach it again (paths and names only)
    QStringList phases;  // empty: every phase
    bool destructiveConsent = false;
    QString remoteDir;  // the node's Tierbench folder; the engagement gets a folder of its own below it
    QString probesDir;  // the probe sources, deployed when a chosen step runs a probe
    QString actor;
};

// One engagement as the status shows it: the rows only (no connection), plus what it has cost so far.
struct EngagementStatus {
    EngagementRecord engagement;
    QVector<EngagementStepRecord> steps;
    double nodeHoursUsed = 0;
};

// Carries an engagement plan out on a plain node under its NodeSupervisor, with the state in the database, so that
// the workbench may go away at any moment: start() records the engagement and every step instance (left-out ones
// with why) in one transaction before anything runs; sync() reads where the node stands in one poll and, in one
// transaction, moves each step on and stores each finished step's output once (its SHA-256 recorded with the step:
// a second sync, or a sync after a kill, never imports it again) as a run attached to the step's rubric items. A
// step that ran a second time because it was cut says so. Past its node-hour budget the engagement is paused.
//
// Thread contract: the methods taking a connection on the session's worker thread (they wait for store jobs);
// status() and list() on any thread but the storage thread (one store job each, no connection).
class EngagementRunner {
    Q_DECLARE_TR_FUNCTIONS(EngagementRunner)

public:
    explicit EngagementRunner(std::shared_ptr<Store> store);

    Result<qint64> start(RemoteConnection& connection, const EngagementStartRequest& request, const CancelToken& cancel,
                         const std::function<void(const QString&)>& log = {});
    Result<EngagementStatus> sync(RemoteConnection& connection, qint64 engagementId, const QString& actor);
    Status pause(RemoteConnection& connection, qint64 engagementId, const QString& actor);
    Status resume(RemoteConnection& connection, qint64 engagementId, const QString& actor);
    // step: a step name (every instance of it) or an instance id ("collectives.0").
    Status skip(RemoteConnection& connection, qint64 engagementId, const QString& step, const QString& actor);
    Status retry(RemoteConnection& connection, qint64 engagementId, const QString& step, const QString& actor);

    Result<EngagementStatus> status(qint64 engagementId) const;
    // The same inside a store job (storage thread).
    static Result<EngagementStatus> readStatus(QSqlDatabase& db, qint64 engagementId);
    Result<QVector<EngagementListing>> list(std::optional<qint64> providerId) const;

    // The command line the node's supervisor runs for one step instance (exposed for the tests).
    static QString commandFor(const PlanStep& step, const QString& binDir, const QString& scratchDir);

private:
    // skip (again false) or retry (again true) every instance `step` names, on the node in one command and in the
    // database in one transaction.
    Status changeSteps(RemoteConnection& connection, qint64 engagementId, const QString& step, const QString& actor,
                       bool again);
    // A sentence when the evaluation's rubric lacks items the plan's steps evidence (a 3.0 plan on a 2.0
    // evaluation); empty when it has them all.
    QString rubricMismatch(const EngagementStartRequest& request, const PlanEstimate& estimate) const;

    std::shared_ptr<Store> m_store;
};

}  // namespace tb::core
