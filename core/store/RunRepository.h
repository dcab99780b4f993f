#pragma once

#include "core/Result.h"
#include "core/domain/FindingRecord.h"
#include "core/domain/RunRecord.h"
#include "core/domain/SampleRecord.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVector>

#include <optional>
#include <utility>

namespace tb::core {

// Reads and writes probe_run and its children (sample, finding, raw_log).
//
// Thread contract: works on the connection it is given, so it lives inside a Store job
// (`store->run([](QSqlDatabase& db) { RunRepository repo(db); ... })`) and must not outlive it.
class RunRepository {
    Q_DECLARE_TR_FUNCTIONS(RunRepository)

public:
    explicit RunRepository(QSqlDatabase& db);

    Result<qint64> create(const RunRecord& run);
    Status update(const RunRecord& run);  // all columns but id, by run.id
    // The remote process group of a running run: what ends it after its owner died (RunOwnership).
    Status setProcessGroup(qint64 runId, qint64 pgid);
    // What a probe's hello says (its version and libraries), without reading and rewriting the whole row.
    Status setProbeInfo(qint64 runId, const QString& probeVersion, const QJsonObject& env);
    // Sets status, exit code and ended_at = now, and seals the raw logs (sealRawLogs).
    Status finish(qint64 runId, RunStatus status, std::optional<int> exitCode);

    // Batched: one transaction (unless one is already open), one prepared statement.
    Status addSamples(qint64 runId, const QVector<SampleRecord>& samples);
    Status addFindings(qint64 runId, const QVector<FindingRecord>& findings);
    // Appends to the run's stdout/stderr log. Content beyond `cap` bytes is dropped: the log ends with a marker
    // line and truncated = 1; later chunks are ignored. Bytes are kept exactly (binary-safe).
    Status appendRawLog(qint64 runId, const QString& stream, const QByteArray& chunk, qint64 cap = 64 * 1024 * 1024);
    // Folds the chunks appended while the run ran into raw_log.content and writes raw_log.sha256 of each stream
    // (once, at the end, not per chunk).
    Status sealRawLogs(qint64 runId);
    // Writes probe_run.seal_sha256 from the run's columns and stored logs as they are now (core/domain/RunSeal).
    // Called by create and update of a finished run, by sealRawLogs, and by every other writer of a sealed column.
    Status resealRun(qint64 runId);

    Result<RunRecord> get(qint64 runId) const;
    // How many samples and findings the run holds (a waiting batch's check against storing itself twice).
    Result<std::pair<qint64, qint64>> storedCounts(qint64 runId) const;
    QVector<RunRecord> runsForProvider(qint64 providerId) const;
    QVector<RunRecord> runsForNode(qint64 nodeId) const;
    QVector<SampleRecord> samples(qint64 runId, const QString& metricPrefix = {}) const;
    // Refused whole, with the word named, when a stored kind or status is not one of FindingKind's keys.
    Result<QVector<FindingRecord>> findings(qint64 runId) const;

    // One finding row as stored (the columns kind, key, status, value, detail from `first` on): the one place a
    // stored kind or status word becomes the enum. An unknown word (a database written by something else) is an
    // error that names it, never a guessed status. RunHistoryQuery and ClusterRepository read through it too.
    static Result<FindingRecord> findingFromColumns(const QSqlQuery& q, int first);

    // The stored log of one stream (empty when none) and whether it was cut at the cap.
    struct RawLog {
        QByteArray content;
        bool truncated = false;
        QString sha256;
    };
    Result<RawLog> rawLog(qint64 runId, const QString& stream) const;

private:
    // A stream's stored bytes: the folded content plus any chunks not yet folded.
    Result<QByteArray> streamContent(qint64 runId, const QString& stream, bool* hadChunks = nullptr) const;
    QVector<RunRecord> runsWhere(const QString& column, qint64 value) const;

    QSqlDatabase& m_db;
};

}  // namespace tb::core
