#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <utility>

namespace tb::core {

// The statements of core/import/ImportService that RunRepository does not cover: finding the provider by a
// typed name, marking an imported file's log as cut, and naming the collective of an imported run afterwards.
// Storage thread, inside the caller's store job and transaction; `whatFailed` is the caller's sentence for a
// database error.
class ImportRepository {
public:
    explicit ImportRepository(QSqlDatabase& db) : m_db(db) {}

    Status markRawLogTruncated(qint64 runId, const QString& whatFailed);
    // An imported run's operation and args_json (text, as stored); nullopt when there is no imported run runId.
    Result<std::optional<std::pair<QString, QString>>> importedRun(qint64 runId, const QString& whatFailed) const;
    Status setOperation(qint64 runId, const QString& operation, const QString& argsJson, const QString& whatFailed);
    // "unknown.busbw.ip" -> "<operation>.busbw.ip" for every sample of the run.
    Status renameUnknownSamples(qint64 runId, const QString& operation, const QString& whatFailed);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
