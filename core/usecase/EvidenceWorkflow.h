#pragma once

#include "core/Result.h"
#include "core/domain/Checklist.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// The analyst's answer to one of tb-node's suggested verdicts (NodeCheckSuggestions).
struct SuggestionAnswer {
    qint64 evaluationId = 0;
    qint64 checkItemId = 0;
    qint64 runId = 0;
    std::optional<qint64> findingId;  // the check the suggestion rests on
    Verdict suggested = Verdict::Unknown;
    Verdict chosen = Verdict::Unknown;  // the suggestion, or what the analyst changed it to
    QString reason;                     // the suggestion's reason ("pcie.acs fail: ...")
    QString actor;
};

// Runs and findings as evidence for verdicts (the run history, the results tab). Each call is one transaction on the
// storage thread (inside a Store job), audited.
class EvidenceWorkflow {
    Q_DECLARE_TR_FUNCTIONS(EvidenceWorkflow)

public:
    explicit EvidenceWorkflow(QSqlDatabase& db);

    // Links the run (and one of its findings) to the verdict of checkItemId; the verdict itself stays.
    Status attach(qint64 evaluationId, qint64 checkItemId, qint64 runId, std::optional<qint64> findingId,
                  const QString& note, const QString& actor);
    // Sets the chosen verdict, appends a line naming the run and the reason to the verdict's evidence, and links
    // the run and its finding: all or nothing.
    Status answerSuggestion(const SuggestionAnswer& answer);
    // The suggestions the analyst accepted at once (issue 12.11): each as answerSuggestion, all in one transaction,
    // so a refused one leaves every verdict as it was.
    Status answerSuggestions(const QVector<SuggestionAnswer>& answers);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
