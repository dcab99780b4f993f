#pragma once

#include "core/Result.h"
#include "core/domain/AnonymisedInterview.h"
#include "core/domain/Interview.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// Customer interviews and their per-criterion sentiment. Storage thread only. Every change is validated first and
// lands in the audit log in the same transaction.
class InterviewRepository {
    Q_DECLARE_TR_FUNCTIONS(InterviewRepository)

public:
    explicit InterviewRepository(QSqlDatabase& db);

    // Oldest first; providerId 0 lists every provider's interviews.
    Result<QList<Interview>> list(qint64 providerId = 0) const;
    Result<Interview> get(qint64 interviewId) const;
    // For views outside the provider's page: the same rows, anonymised.
    Result<QList<AnonymisedInterview>> anonymised(qint64 providerId = 0) const;

    // The criteria (key, name) a provider's interview sentiment speaks to: those of the rubric of its newest
    // evaluation, else of the newest rubric version. Position order.
    Result<QList<QPair<QString, QString>>> sentimentCriteria(qint64 providerId) const;

    Result<qint64> add(const Interview& interview, const QString& actor);
    Status update(const Interview& interview, const QString& actor);
    Status remove(qint64 interviewId, const QString& actor);

private:
    Status writeSentiment(qint64 interviewId, const QMap<QString, int>& sentiment);

    QSqlDatabase& m_db;
};

}  // namespace tb::core
