#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// Which finished runs of a provider could be measured evidence, and which metrics each stored, counted in SQL
// without reading a sample: the rating reads the samples only of the runs whose metrics are not already covered by
// a newer run, so `rate` over thousands of imported runs reads a handful (issue 13.2). Plain SQL that PostgreSQL
// accepts too. Storage thread only, inside a store job.
class MeasuredRunQuery {
    Q_DECLARE_TR_FUNCTIONS(MeasuredRunQuery)

public:
    struct Candidate {
        qint64 runId = 0;
        QString hardwareKey;
        QStringList metrics;  // distinct sample metrics of the run
    };

    explicit MeasuredRunQuery(QSqlDatabase& db);

    // Runs with status ok and at least one sample, attached to this evaluation or to none, newest first (started_at,
    // then id). Empty on a database error (logged).
    QVector<Candidate> candidates(qint64 providerId, qint64 evaluationId) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
