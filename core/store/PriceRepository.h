#pragma once

#include "core/Result.h"
#include "core/domain/PriceRecord.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>

namespace tb::core {

// price_record rows. Every write is audited (entity "price_record"). Storage thread, inside a Store job.
class PriceRepository {
    Q_DECLARE_TR_FUNCTIONS(PriceRepository)

public:
    explicit PriceRepository(QSqlDatabase& db);

    // Every record of the provider (0: all), by GPU model, term, then date (oldest first).
    Result<QList<PriceRecord>> list(qint64 providerId) const;
    Result<PriceRecord> get(qint64 id) const;
    // The record in force on `day` for each GPU model and term: the newest with effective_on <= day.
    Result<QList<PriceRecord>> current(qint64 providerId, const QDate& day) const;

    // Checks what the schema cannot say in a sentence (negative price, unknown bundle component, empty source).
    static Status validate(const PriceRecord& record);

    Result<qint64> add(const PriceRecord& record, const QString& actor);
    // record.rowVersion: the version the editor read; a record another analyst saved since is refused with a
    // RowVersion conflict (who, when), nothing written; 0: no check. The version moves on.
    Status update(const PriceRecord& record, const QString& actor);
    Status remove(qint64 id, const QString& actor);

    static QJsonObject toJson(const PriceRecord& record);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
