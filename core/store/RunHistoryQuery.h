#pragma once

#include "core/Result.h"
#include "core/domain/FindingRecord.h"
#include "core/domain/RunSummary.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// Read-only queries behind the run history view (kept apart from RunRepository, which writes runs). Storage thread
// only, inside a store job.
class RunHistoryQuery {
    Q_DECLARE_TR_FUNCTIONS(RunHistoryQuery)

public:
    explicit RunHistoryQuery(QSqlDatabase& db);

    // Newest first. Empty on a database error (logged).
    QVector<RunSummary> runsForNode(qint64 nodeId, int limit = 500) const;
    // Every run of a provider: on its nodes, imported tool outputs and CLI runs alike.
    QVector<RunSummary> runsForProvider(qint64 providerId, int limit = 500) const;
    Result<RunSummary> summary(qint64 runId) const;
    // An unknown stored kind or status refuses the whole list, naming the word (RunRepository::findingFromColumns).
    Result<QVector<FindingRow>> findings(qint64 runId) const;
    // The node's known_hosts file (schema 3); empty: the default.
    QString knownHostsFile(qint64 nodeId) const;
    Status setKnownHostsFile(qint64 nodeId, const QString& path);

private:
    QVector<RunSummary> select(const QString& where, qint64 value, int limit) const;

    QSqlDatabase& m_db;
};

}  // namespace tb::core
