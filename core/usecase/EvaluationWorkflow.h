#pragma once

#include "core/Result.h"
#include "core/domain/Checklist.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// Edits of an evaluation and its verdicts that the checklist, the walkthrough, the nodes tab and `tierbench-cli run`
// share. Each call is one transaction on the storage thread (inside a Store job), audited.
class EvaluationWorkflow {
    Q_DECLARE_TR_FUNCTIONS(EvaluationWorkflow)

public:
    explicit EvaluationWorkflow(QSqlDatabase& db);

    // The provider's newest evaluation, or a new draft of the default rubric titled "Hands-on tests" when it has
    // none (hands-on runs always belong to an evaluation). Returns the evaluation id.
    Result<qint64> newestOrNew(qint64 providerId, const QString& actor);
    // Sets verdict and evidence (confirming a suggestion); returns the record as it was, for undo.
    Result<VerdictRecord> setVerdict(qint64 evaluationId, qint64 checkItemId, Verdict verdict, const QString& evidence,
                                     const QString& actor);
    // Writes every editable field of the record back (undo, the walkthrough's edits); returns the previous record.
    Result<VerdictRecord> saveVerdict(const VerdictRecord& record, const QString& actor);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
