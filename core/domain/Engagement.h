#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace tb::core {

// Where an engagement stands as a whole: running (its supervisor takes the next step), paused (by the analyst or
// its budget), ended (every step has an end), stopped (cancelled; nothing more runs).
enum class EngagementState { Running, Paused, Ended, Stopped };

// Where one step instance stands. Ended: exit 0; failed: any other end (124: past its deadline, 125: cut twice);
// left_out: never sent to the node (phase not chosen, destructive without consent, nothing to run it on).
enum class EngagementStepState { Waiting, Running, Ended, Failed, Skipped, LeftOut, Cancelled };

QString engagementStateKey(EngagementState state);
std::optional<EngagementState> engagementStateFromKey(const QString& key);
QString engagementStepStateKey(EngagementStepState state);
std::optional<EngagementStepState> engagementStepStateFromKey(const QString& key);
// Ended, failed, skipped, left out or cancelled: nothing more happens to it unless the analyst retries it.
bool isFinal(EngagementStepState state);

// One engagement as stored (table engagement, schema 17). The target and its SSH options are what a later command
// needs to reconnect; only paths and names, never a secret.
struct EngagementRecord {
    qint64 id = 0;
    qint64 providerId = 0, evaluationId = 0;
    std::optional<qint64> nodeId;
    QString planName, planVersion;
    QByteArray planJson;  // the plan file as started: a later edit of the file changes nothing here
    QString targetSpec;   // "[user@]host[:port]"
    QString jump, identityFile, knownHostsFile;
    QStringList phases;  // empty: all
    QString remoteDir;   // the supervisor's folder on the node
    EngagementState state = EngagementState::Running;
    QString stateNote;  // why it is paused or stopped ("budget of 1.00 node-hours used up")
    QString consentBy, consentAt;
    QStringList consentSteps;  // the destructive steps the consent covers
    double budgetNodeHours = 0;
    QString createdBy, createdAt, endedAt;
};

// One step instance ("collectives.0") as stored (table engagement_step).
struct EngagementStepRecord {
    qint64 id = 0;
    qint64 engagementId = 0;
    int position = 0;
    QString stepName, instanceId, phase;
    QString kind;    // planStepKindKey
    QString target;  // the probe, recipe, audit or import format
    QString where;   // the node(s) it runs on, for people
    int nodes = 1;
    int deadlineS = 0;
    EngagementStepState state = EngagementStepState::Waiting;
    int attempt = 0;
    std::optional<int> exitCode;
    QString startedAt, endedAt;
    double nodeHours = 0;  // elapsed × nodes, once it ended
    QString note;          // why it was left out, skipped, or run again
    QString outputSha256;  // the output imported (once) into runId
    std::optional<qint64> runId;
};

// What `engagement list` shows of one engagement.
struct EngagementListing {
    EngagementRecord engagement;
    QString providerName;
    int steps = 0, finished = 0;
    double nodeHoursUsed = 0;
};

}  // namespace tb::core
