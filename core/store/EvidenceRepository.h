#pragma once

#include "core/Result.h"
#include "core/domain/EvidenceLink.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// Links runs and findings to verdicts as evidence (table verdict_evidence). Storage thread only; every change lands
// in the audit log in the same transaction.
class EvidenceRepository {
    Q_DECLARE_TR_FUNCTIONS(EvidenceRepository)

public:
    explicit EvidenceRepository(QSqlDatabase& db);

    // Attaches run (and finding) to the verdict of checkItemId in evaluationId; attaching the same run again
    // replaces its finding and note. The verdict itself is not changed.
    Status attach(qint64 evaluationId, qint64 checkItemId, qint64 runId, std::optional<qint64> findingId,
                  const QString& note, const QString& actor);
    QVector<EvidenceLink> evidenceFor(qint64 evaluationId, qint64 checkItemId) const;
    // Check item keys (of the run's evaluation) this run is evidence for.
    QStringList checkItemsOfRun(qint64 runId) const;

private:
    Result<qint64> verdictId(qint64 evaluationId, qint64 checkItemId) const;

    QSqlDatabase& m_db;
};

}  // namespace tb::core
