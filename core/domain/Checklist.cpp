#include "core/domain/Checklist.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {

constexpr auto kVerdicts =
    keyTable<Verdict>("Verdict", {
                                     {Verdict::Pass, "pass", QT_TRANSLATE_NOOP("Verdict", "Pass")},
                                     {Verdict::Partial, "partial", QT_TRANSLATE_NOOP("Verdict", "Partial")},
                                     {Verdict::Fail, "fail", QT_TRANSLATE_NOOP("Verdict", "Fail")},
                                     {Verdict::NotApplicable, "na", QT_TRANSLATE_NOOP("Verdict", "N/A")},
                                     {Verdict::Unknown, "unknown", QT_TRANSLATE_NOOP("Verdict", "Unknown")},
                                     {Verdict::NotApplicable, "n/a", nullptr, true},
                                 });

constexpr auto kEvaluationStatuses = keyTable<EvaluationStatus>(
    "Evaluation", {
                      {EvaluationStatus::Draft, "draft", QT_TRANSLATE_NOOP("Evaluation", "Draft")},
                      {EvaluationStatus::InReview, "in_review", QT_TRANSLATE_NOOP("Evaluation", "In review")},
                      {EvaluationStatus::Final, "final", QT_TRANSLATE_NOOP("Evaluation", "Final")},
                  });

}  // namespace

QString verdictKey(Verdict verdict) {
    return kVerdicts.key(verdict);
}

std::optional<Verdict> verdictFromKey(const QString& key) {
    return kVerdicts.fromKey(key);
}

QString verdictName(Verdict verdict) {
    return kVerdicts.name(verdict);
}

QString evaluationStatusKey(EvaluationStatus status) {
    return kEvaluationStatuses.key(status);
}

std::optional<EvaluationStatus> evaluationStatusFromKey(const QString& key) {
    return kEvaluationStatuses.fromKey(key);
}

QString evaluationStatusName(EvaluationStatus status) {
    return kEvaluationStatuses.name(status);
}

const VerdictRecord* Checklist::verdictFor(qint64 checkItemId) const {
    for (const VerdictRecord& v : verdicts) {
        if (v.checkItemId == checkItemId) {
            return &v;
        }
    }
    return nullptr;
}

QJsonObject verdictToJson(const VerdictRecord& verdict) {
    QJsonObject o;
    o.insert(QStringLiteral("evaluation_id"), verdict.evaluationId);
    o.insert(QStringLiteral("check_item_id"), verdict.checkItemId);
    o.insert(QStringLiteral("verdict"), verdictKey(verdict.verdict));
    o.insert(QStringLiteral("evidence"), verdict.evidence);
    o.insert(QStringLiteral("availability"), verdict.availability);
    o.insert(QStringLiteral("promised_date"), verdict.promisedDate);
    o.insert(QStringLiteral("confirmed"), verdict.confirmed);
    return o;
}

QJsonObject evaluationToJson(const Evaluation& evaluation) {
    QJsonObject o;
    o.insert(QStringLiteral("id"), evaluation.id);
    o.insert(QStringLiteral("provider_id"), evaluation.providerId);
    o.insert(QStringLiteral("rubric_id"), evaluation.rubricId);
    o.insert(QStringLiteral("title"), evaluation.title);
    o.insert(QStringLiteral("status"), evaluationStatusKey(evaluation.status));
    o.insert(QStringLiteral("reviewer"), evaluation.reviewer);
    o.insert(QStringLiteral("conflict_disclosure"), evaluation.conflictDisclosure);
    o.insert(QStringLiteral("unavailable_reason"), evaluation.unavailableReason);
    o.insert(QStringLiteral("unable_to_test"), evaluation.unableToTest);
    o.insert(QStringLiteral("handover_requested"), evaluation.handoverRequested);
    o.insert(QStringLiteral("handover_received"), evaluation.handoverReceived);
    o.insert(QStringLiteral("testing_from"), evaluation.testingFrom);
    o.insert(QStringLiteral("testing_until"), evaluation.testingUntil);
    o.insert(QStringLiteral("closed_at"), evaluation.closedAt);
    return o;
}

}  // namespace tb::core
