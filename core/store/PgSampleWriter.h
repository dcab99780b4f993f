#pragma once

#include "core/Result.h"
#include "core/domain/SampleRecord.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QVector>

namespace tb::core {

// Samples into a PostgreSQL store in bulk, through the store's one bulk path (PgArrayColumns: each column one array
// literal the server unnests): one statement per 50,000 samples instead of a round trip per sample (a million took
// over a minute). Storage thread, inside the caller's transaction.
class PgSampleWriter {
    Q_DECLARE_TR_FUNCTIONS(PgSampleWriter)

public:
    static Status insert(QSqlDatabase& db, qint64 runId, const QVector<SampleRecord>& samples);
};

}  // namespace tb::core
