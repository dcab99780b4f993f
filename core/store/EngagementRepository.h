#pragma once

#include "core/Result.h"
#include "core/domain/Engagement.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QVector>

#include <optional>

namespace tb::core {

// Engagements and their step instances (tables engagement and engagement_step, schema 17). Every change is an
// audited write (AuditedWrite); reads are one statement each, so an engagement of hundreds of steps reads in one
// round trip. Storage thread only, inside the caller's store job (and its transaction).
class EngagementRepository {
    Q_DECLARE_TR_FUNCTIONS(EngagementRepository)

public:
    explicit EngagementRepository(QSqlDatabase& db);

    // The engagement and all its step instances, in the order given (position = index).
    Result<qint64> create(const EngagementRecord& engagement, const QVector<EngagementStepRecord>& steps,
                          const QString& actor);
    Result<EngagementRecord> get(qint64 id) const;
    Result<QVector<EngagementStepRecord>> steps(qint64 engagementId) const;
    // Newest first; every provider when providerId is empty.
    Result<QVector<EngagementListing>> list(std::optional<qint64> providerId) const;

    // State and why; ended_at is set with ended or stopped.
    Status setState(qint64 id, EngagementState state, const QString& note, const QString& actor);
    // Writes what may change of a step instance (state, attempt, exit code, times, node-hours, note, output hash,
    // run), located by its id.
    Status updateStep(const EngagementStepRecord& step, const QString& actor);

    static QJsonObject toJson(const EngagementRecord& e);
    static QJsonObject toJson(const EngagementStepRecord& s);

private:
    Result<EngagementStepRecord> step(qint64 stepId) const;

    QSqlDatabase& m_db;
};

}  // namespace tb::core
