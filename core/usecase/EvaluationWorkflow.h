#pragma once

#include "core/Result.h"
#include "core/domain/Checklist.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// What an analyst states when starting or editing an evaluation (issue 12.9). Dates are ISO 8601 (YYYY-MM-DD) or
// empty; the reviewer and the disclosure come from the Preferences by default, never from $USER.
struct EvaluationDraft {
    QString title;
    QString rubricVersion;  // empty: the default rubric (create), unchanged (edit)
    EvaluationStatus status = EvaluationStatus::Draft;
    QString reviewer;
    QString conflictDisclosure;
    QString testingFrom;
    QString testingUntil;
    QString handoverRequested;
    QString handoverReceived;
    // The evaluation's row version the editor read (RowVersion); edit() refuses when it moved on since. 0: no check.
    qint64 expectedVersion = 0;

    static EvaluationDraft of(const Evaluation& evaluation);
};

// Edits of an evaluation and its verdicts that the checklist, the walkthrough, the nodes tab and `tierbench-cli run`
// share. Each call is one transaction on the storage thread (inside a Store job), audited.
class EvaluationWorkflow {
    Q_DECLARE_TR_FUNCTIONS(EvaluationWorkflow)

public:
    explicit EvaluationWorkflow(QSqlDatabase& db);

    // The provider's newest evaluation, or a new draft titled "Hands-on tests" when it has none (hands-on runs always
    // belong to an evaluation): of rubricVersion where one is given (an engagement's plan names its rubric), else of
    // the default rubric. Returns the evaluation id.
    Result<qint64> newestOrNew(qint64 providerId, const QString& actor, const QString& rubricVersion = {});

    // A new evaluation with every field of the draft and one `unknown` verdict per item; one transaction.
    // A reviewer or actor with a current relationship with the provider is refused (ConflictGate) unless
    // `conflictsAcknowledged`; then the acknowledgement is audited in the same transaction as the evaluation.
    Result<qint64> create(qint64 providerId, const EvaluationDraft& draft, const QString& actor,
                          bool conflictsAcknowledged = false);
    // Saves every field of the draft; a different rubric version only while nothing is decided. One transaction.
    Status edit(qint64 evaluationId, const EvaluationDraft& draft, const QString& actor);
    // Closes it: status final and the time it was closed. Closing a closed one is refused.
    Status close(qint64 evaluationId, const QString& actor);
    // The draft's problems, one translated sentence each (empty: valid). Dates must be real calendar dates, the
    // window must not end before it starts, the hardware not be received before it was requested.
    static QStringList problems(const EvaluationDraft& draft);
    // Sets verdict and evidence (confirming a suggestion); returns the record as it was, for undo.
    Result<VerdictRecord> setVerdict(qint64 evaluationId, qint64 checkItemId, Verdict verdict, const QString& evidence,
                                     const QString& actor, qint64 expectedVersion = 0);
    // setVerdict() and the runs linked as its evidence, all or nothing (`tierbench-cli verdict set --run`).
    // Returns the verdict as saved.
    // expectedVersion: the verdict's row version the caller read (`verdict set --if-version`); 0: no check.
    Result<VerdictRecord> setVerdictWithRuns(qint64 evaluationId, qint64 checkItemId, Verdict verdict,
                                             const QString& evidence, const QList<qint64>& runIds, const QString& actor,
                                             qint64 expectedVersion = 0);
    // Writes every editable field of the record back (undo, the walkthrough's edits); returns the previous record.
    Result<VerdictRecord> saveVerdict(const VerdictRecord& record, const QString& actor);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
