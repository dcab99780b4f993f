#pragma once

#include "core/Result.h"
#include "core/domain/TrustRecords.h"

#include <QByteArray>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <functional>
#include <optional>

namespace tb::core {

// What the trust checks (Verification, SampleRederivation) and the fact-check bundle read back: a provider's stored
// logs, artifacts, runs and findings, as stored.
// Storage thread, inside the caller's store job; read only. `whatFailed` is the caller's sentence for a failure.
class TrustRepository {
public:
    explicit TrustRepository(QSqlDatabase& db) : m_db(db) {}

    // Every raw log stream of the provider's runs, by run and stream, one at a time (the contents can be large).
    Status forEachRawLog(qint64 providerId, const QString& whatFailed,
                         const std::function<void(const StoredLogRow&)>& visit) const;
    // Every artifact of the provider's runs, by run and name, one at a time.
    Status forEachArtifact(qint64 providerId, const QString& whatFailed,
                           const std::function<void(const StoredArtifactRow&)>& visit) const;
    // The provider's probe and import runs that are not running, in id order.
    Result<QList<StoredRunRow>> derivableRuns(qint64 providerId, const QString& whatFailed) const;
    // Every run of the provider (or the one run) with its stored seal and the seal its columns and logs give now,
    // in id order.
    Result<QList<StoredSealRow>> runSeals(qint64 providerId, const QString& whatFailed) const;
    Result<std::optional<StoredSealRow>> runSeal(qint64 runId, const QString& whatFailed) const;
    // The run's stored stdout as folded into raw_log; nullopt when none is kept or it was cut at the cap.
    Result<std::optional<QByteArray>> wholeStdout(qint64 runId, const QString& whatFailed) const;

    // The run's args and env, when the run is the provider's; nullopt otherwise.
    Result<std::optional<StoredRunJson>> runJson(qint64 runId, qint64 providerId, const QString& whatFailed) const;
    // One stream of the run's raw log as folded into raw_log; nullopt when none is kept.
    Result<std::optional<StoredStream>> stream(qint64 runId, const QString& stream, const QString& whatFailed) const;
    // The run's findings in id order, their words as stored.
    Result<QVector<StoredFindingRow>> findings(qint64 runId, const QString& whatFailed) const;

private:
    Result<QList<StoredSealRow>> seals(const char* column, qint64 value, const QString& whatFailed) const;

    QSqlDatabase& m_db;
};

}  // namespace tb::core
