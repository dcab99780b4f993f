#pragma once

#include "core/Result.h"
#include "core/domain/SampleRecord.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QVector>

namespace tb::core {

// Samples into a PostgreSQL store in bulk. One INSERT per sample costs a server round trip each (a million samples
// took over a minute); Qt's driver offers no COPY, so each column travels as one array literal and the server
// unnests them: one statement per 50,000 samples. Text elements are quoted and escaped by the array syntax, never
// spliced into SQL. Storage thread, inside the caller's transaction.
class PgSampleWriter {
    Q_DECLARE_TR_FUNCTIONS(PgSampleWriter)

public:
    static Status insert(QSqlDatabase& db, qint64 runId, const QVector<SampleRecord>& samples);
    // One element of a PostgreSQL array literal holding `text` (double quotes, backslash escapes).
    static void appendQuoted(QByteArray& out, const QByteArray& text);
};

}  // namespace tb::core
