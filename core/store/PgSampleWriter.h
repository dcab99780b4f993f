#pragma once

#include "core/Result.h"
#include "core/domain/SampleRecord.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QVector>

namespace tb::core {

// Samples into a PostgreSQL store in bulk: one binary COPY on the store's connection (PgBinaryCopy; a million
// samples in about the time psql's \copy of the same rows takes), or, where libpq cannot be reached, the array
// path (PgArrayColumns: each column one array literal the server unnests, one statement per 50,000 samples).
// Storage thread, inside the caller's transaction.
class PgSampleWriter {
    Q_DECLARE_TR_FUNCTIONS(PgSampleWriter)

public:
    static Status insert(QSqlDatabase& db, qint64 runId, const QVector<SampleRecord>& samples);

private:
    static Status copy(QSqlDatabase& db, qint64 runId, const QVector<SampleRecord>& samples);
    static Status insertArrays(QSqlDatabase& db, qint64 runId, const QVector<SampleRecord>& samples);
};

}  // namespace tb::core
