#pragma once

#include "core/Result.h"
#include "core/cost/PriceCsv.h"
#include "core/domain/PriceRecord.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

struct PricePage {
    QList<PriceRecord> records;  // every version, oldest first per model and term
    QList<PriceRecord> current;  // the one in force today per model and term
};

struct PriceImportOutcome {
    int imported = 0;
    QList<PriceCsv::RowError> errors;  // non-empty: nothing was imported
};

// The pricing workflows the Pricing tab, the cost view and the CLI share. Each call is one transaction on the
// storage thread (inside a Store job).
class PricingWorkflow {
    Q_DECLARE_TR_FUNCTIONS(PricingWorkflow)

public:
    static constexpr qint64 kMaxCsvBytes = 8 * 1024 * 1024;

    explicit PricingWorkflow(QSqlDatabase& db);

    Result<PricePage> page(qint64 providerId, const QDate& today = QDate::currentDate()) const;
    // Adds (id 0) or updates; returns the id. Audited.
    Result<qint64> save(const PriceRecord& record, const QString& actor);
    Status remove(qint64 id, const QString& actor);
    // providerId > 0: every row must name that provider (a row of another is an error of that row).
    Result<PriceImportOutcome> importCsvFile(const QString& path, qint64 providerId, const QString& actor);
    Result<PriceImportOutcome> importCsv(const QString& text, qint64 providerId, const QString& actor);
    Status exportCsvFile(const QString& path, qint64 providerId) const;
    Result<QString> exportCsv(qint64 providerId) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
