#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// One row of a node's run history: what ran, how it ended, when, for how long and how many samples it stored.
struct RunSummary {
    qint64 id = 0;
    QString kind;  // probe|recipe|import
    QString name;  // probe or recipe name
    QString status;
    std::optional<int> exitCode;
    QString startedAt, endedAt;  // ISO 8601 UTC; endedAt empty while running
    std::optional<double> durationS;
    int samples = 0;
    int checks = 0;
    int failedChecks = 0;
};

// A finding with its row id (verdict_evidence.finding_id points at it).
struct FindingRow {
    qint64 id = 0;
    QString kind, key, status, value, detail;
};

// Read-only queries behind the run history view (kept apart from RunRepository, which writes runs). Storage thread
// only, inside a store job.
class RunHistoryQuery {
public:
    explicit RunHistoryQuery(QSqlDatabase& db);

    // Newest first. Empty on a database error (logged).
    QVector<RunSummary> runsForNode(qint64 nodeId, int limit = 500) const;
    // Every run of a provider: on its nodes, imported tool outputs and CLI runs alike.
    QVector<RunSummary> runsForProvider(qint64 providerId, int limit = 500) const;
    Result<RunSummary> summary(qint64 runId) const;
    QVector<FindingRow> findings(qint64 runId) const;
    // The node's known_hosts file (schema 3); empty: the default.
    QString knownHostsFile(qint64 nodeId) const;
    Status setKnownHostsFile(qint64 nodeId, const QString& path);

private:
    QVector<RunSummary> select(const QString& where, qint64 value, int limit) const;

    QSqlDatabase& m_db;
};

}  // namespace tb::core
