#pragma once

#include "core/domain/Rubric.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

enum class Verdict { Pass, Partial, Fail, NotApplicable, Unknown };

inline constexpr Verdict kAllVerdicts[] = {Verdict::Pass, Verdict::Partial, Verdict::Fail, Verdict::NotApplicable,
                                           Verdict::Unknown};

// Stable key stored in verdict.verdict ("pass", "partial", "fail", "na", "unknown").
QString verdictKey(Verdict verdict);
std::optional<Verdict> verdictFromKey(const QString& key);
// Translated name ("Pass", "Partial", "Fail", "N/A", "Unknown").
QString verdictName(Verdict verdict);

enum class EvaluationStatus { Draft, InReview, Final };

// "draft", "in_review", "final"
QString evaluationStatusKey(EvaluationStatus status);
std::optional<EvaluationStatus> evaluationStatusFromKey(const QString& key);
QString evaluationStatusName(EvaluationStatus status);

// One verdict of one evaluation on one check item.
struct VerdictRecord {
    qint64 id = 0;
    qint64 evaluationId = 0;
    qint64 checkItemId = 0;
    Verdict verdict = Verdict::Unknown;
    QString evidence;
    QString availability = QStringLiteral("ga");  // "ga" or "planned" (a promised feature, see promisedDate)
    QString promisedDate;
    std::optional<Verdict> suggested;  // what a probe or import suggested, awaiting confirmation
    QString suggestedFrom;
    bool confirmed = true;
    QString updatedAt;
    qint64 rowVersion = 0;  // as read; saveVerdict() refuses when the row moved on since (RowVersion)
    QString changedBy;
    QString changedAt;
};

struct Evaluation {
    qint64 id = 0;
    qint64 providerId = 0;
    qint64 rubricId = 0;
    QString title;
    EvaluationStatus status = EvaluationStatus::Draft;
    QString reviewer;
    QString conflictDisclosure;
    QString unavailableReason;  // "", "not_launched", "sold_out", "government_only", "access_refused", "other"
    // ClusterMAX 3.0's "unable to test": a state, not a tier. Marked, the evaluation has no tier and shows "Unable
    // to test" wherever its tier would be; assigning a tier clears it (RatingWorkflow).
    bool unableToTest = false;
    QString handoverRequested;  // dates, ISO 8601
    QString handoverReceived;
    QString testingFrom;  // the window the provider lent the hardware for, ISO dates ("" when not agreed)
    QString testingUntil;
    QString closedAt;  // when the analyst closed it (status final), "" while open
    QString startedAt;
    QString updatedAt;
    qint64 rowVersion = 0;  // as read (RowVersion); an editor's draft names it so a newer save is not overwritten
    QString changedBy;
};

// An evaluation with its rubric and one verdict per check item.
struct Checklist {
    Evaluation evaluation;
    Rubric rubric;
    QVector<VerdictRecord> verdicts;

    const VerdictRecord* verdictFor(qint64 checkItemId) const;
};

QJsonObject verdictToJson(const VerdictRecord& verdict);
QJsonObject evaluationToJson(const Evaluation& evaluation);

}  // namespace tb::core
