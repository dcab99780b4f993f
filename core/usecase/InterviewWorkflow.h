#pragma once

#include "core/Result.h"
#include "core/domain/Interview.h"
#include "core/interview/InterviewCsv.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// What the interviews page shows for one provider.
struct InterviewPage {
    QList<Interview> interviews;              // oldest first
    QList<QPair<QString, QString>> criteria;  // key, name: the criteria the sentiment speaks to
};

// The interview workflows of a provider's page. Each call is one transaction on the storage thread (inside a Store
// job): a CSV import adds every row or none.
class InterviewWorkflow {
    Q_DECLARE_TR_FUNCTIONS(InterviewWorkflow)

public:
    static constexpr qint64 kMaxCsvBytes = 32 * 1024 * 1024;

    explicit InterviewWorkflow(QSqlDatabase& db);

    Result<InterviewPage> page(qint64 providerId) const;
    // Adds (id 0) or updates the interview; returns its id.
    Result<qint64> save(const Interview& interview, const QString& actor);
    Status remove(qint64 interviewId, const QString& actor);
    // Reads a CSV file and imports it under `providerId`: a row of another provider is an error of that row (an
    // import on one provider's page never writes to another), and any row error means nothing is imported.
    // The Result fails only when the file or the store does; row errors come in the outcome.
    Result<InterviewCsv::ImportOutcome> importCsvFile(const QString& path, qint64 providerId, const QString& actor);
    // Writes the provider's interviews to `path` (atomically: a failed write leaves the old file).
    Status exportCsvFile(const QString& path, qint64 providerId) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
