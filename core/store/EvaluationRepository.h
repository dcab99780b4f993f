#pragma once

#include "core/Result.h"
#include "core/domain/Checklist.h"
#include "core/domain/Delivery.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

namespace tb::core {

// Evaluations and their verdicts. Storage thread only. Every change lands in the audit log in the same transaction.
class EvaluationRepository {
    Q_DECLARE_TR_FUNCTIONS(EvaluationRepository)

public:
    explicit EvaluationRepository(QSqlDatabase& db);

    // Newest first. Empty on a database error (logged).
    QVector<Evaluation> evaluationsFor(qint64 providerId) const;
    Result<Evaluation> get(qint64 evaluationId) const;
    // A closed (final) evaluation is read-only: its verdicts, evidence links, scores and tier are refused with a
    // message saying how to re-open it (edit its status). Every such write of the GUI and the CLI passes here.
    Status requireOpen(qint64 evaluationId) const;

    // Creates the evaluation and one `unknown` verdict per check item of the rubric version.
    Result<qint64> create(qint64 providerId, const QString& rubricVersion, const QString& title,
                          const QString& reviewer, const QString& actor);
    Status update(const Evaluation& evaluation, const QString& actor);
    Status remove(qint64 evaluationId, const QString& actor);
    // Moves an evaluation to another rubric version: its verdict rows are replaced by one `unknown` per item of the
    // new version. Refused (Invalid) once any item is decided, so no verdict is ever dropped.
    Status changeRubric(qint64 evaluationId, const QString& rubricVersion, const QString& actor);

    Result<Checklist> checklist(qint64 evaluationId) const;
    // The handover dates and the planned features (checklist order); empty for an unknown evaluation.
    Result<EvaluationDelivery> delivery(qint64 evaluationId) const;

    // Sets verdict and evidence and returns the record as it was before (for undo). Confirms a suggestion.
    // expectedVersion: the verdict's row version the editor read (refused with a RowVersion conflict when it moved
    // on since); 0 when the caller read it in the same job.
    Result<VerdictRecord> setVerdict(qint64 evaluationId, qint64 checkItemId, Verdict verdict, const QString& evidence,
                                     const QString& actor, qint64 expectedVersion = 0);
    // Writes every editable field of `record` (verdict, evidence, availability, promisedDate, confirmed; located by
    // evaluationId + checkItemId) and returns the previous record. Undo passes back what setVerdict returned.
    // expectedVersion as for setVerdict() (record.rowVersion is not used: undo hands back an older record).
    Result<VerdictRecord> saveVerdict(const VerdictRecord& record, const QString& actor, qint64 expectedVersion = 0);
    Result<VerdictRecord> verdict(qint64 evaluationId, qint64 checkItemId) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
