#include "core/domain/Checklist.h"

#include <QCoreApplication>

namespace tb::core {

QString verdictKey(Verdict verdict) {
    switch (verdict) {
        case Verdict::Pass:
            return QStringLiteral("pass");
        case Verdict::Partial:
            return QStringLiteral("partial");
        case Verdict::Fail:
            return QStringLiteral("fail");
        case Verdict::NotApplicable:
            return QStringLiteral("na");
        case Verdict::Unknown:
            return QStringLiteral("unknown");
    }
    return {};
}

std::optional<Verdict> verdictFromKey(const QString& key) {
    const QString k = key.trimmed().toLower();
    for (Verdict v : kAllVerdicts) {
        if (verdictKey(v) == k) {
            return v;
        }
    }
    if (k == QLatin1String("n/a")) {
        return Verdict::NotApplicable;
    }
    return std::nullopt;
}

QString verdictName(Verdict verdict) {
    switch (verdict) {
        case Verdict::Pass:
            return QCoreApplication::translate("Verdict", "Pass");
        case Verdict::Partial:
            return QCoreApplication::translate("Verdict", "Partial");
        case Verdict::Fail:
            return QCoreApplication::translate("Verdict", "Fail");
        case Verdict::NotApplicable:
            return QCoreApplication::translate("Verdict", "N/A");
        case Verdict::Unknown:
            return QCoreApplication::translate("Verdict", "Unknown");
    }
    return {};
}

QString evaluationStatusKey(EvaluationStatus status) {
    switch (status) {
        case EvaluationStatus::Draft:
            return QStringLiteral("draft");
        case EvaluationStatus::InReview:
            return QStringLiteral("in_review");
        case EvaluationStatus::Final:
            return QStringLiteral("final");
    }
    return {};
}

std::optional<EvaluationStatus> evaluationStatusFromKey(const QString& key) {
    for (EvaluationStatus s : {EvaluationStatus::Draft, EvaluationStatus::InReview, EvaluationStatus::Final}) {
        if (evaluationStatusKey(s) == key) {
            return s;
        }
    }
    return std::nullopt;
}

QString evaluationStatusName(EvaluationStatus status) {
    switch (status) {
        case EvaluationStatus::Draft:
            return QCoreApplication::translate("Evaluation", "Draft");
        case EvaluationStatus::InReview:
            return QCoreApplication::translate("Evaluation", "In review");
        case EvaluationStatus::Final:
            return QCoreApplication::translate("Evaluation", "Final");
    }
    return {};
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
    o.insert(QStringLiteral("handover_requested"), evaluation.handoverRequested);
    o.insert(QStringLiteral("handover_received"), evaluation.handoverReceived);
    return o;
}

}  // namespace tb::core
