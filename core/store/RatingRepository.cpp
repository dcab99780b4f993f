#include "core/store/RatingRepository.h"

#include "core/domain/Checklist.h"
#include "core/domain/AnonymisedInterview.h"
#include "core/store/AuditedWrite.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/InterviewRepository.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"
#include "core/store/Transaction.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlQuery>

#include <cmath>

namespace tb::core {

namespace {
// A null QString binds as SQL NULL; the text columns are NOT NULL with '' for "none".
QVariant sqlText(const QString& s) {
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}
std::optional<double> optDouble(const QVariant& v) {
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}
QVariant toVariant(std::optional<double> v) {
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Double));
}
QJsonValue toJson(std::optional<double> v) {
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}
const QString kRatingSelect = QStringLiteral(
    "SELECT r.id, r.evaluation_id, e.provider_id, coalesce(r.round_id, 0), r.suggested_tier, r.assigned_tier, "
    "r.justification, r.explanation, r.assigned_by, r.assigned_at FROM rating r JOIN evaluation e ON "
    "e.id = r.evaluation_id");
RatingRecord readRating(const QSqlQuery& q) {
    RatingRecord r;
    r.id = q.value(0).toLongLong();
    r.evaluationId = q.value(1).toLongLong();
    r.providerId = q.value(2).toLongLong();
    r.roundId = q.value(3).toLongLong();
    r.suggestedTier = q.value(4).toString();
    r.assignedTier = q.value(5).toString();
    r.justification = q.value(6).toString();
    r.explanation = q.value(7).toString();
    r.assignedBy = q.value(8).toString();
    r.assignedAt = q.value(9).toString();
    return r;
}
}  // namespace

RatingRepository::RatingRepository(QSqlDatabase& db) : m_db(db) {}

Result<QHash<qint64, EvaluationRef>> RatingRepository::latestEvaluations() const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (auto st = exec(q,
                       QStringLiteral("SELECT id, provider_id, rubric_id, unavailable_reason, status, unable_to_test "
                                      "FROM evaluation WHERE id "
                                      "IN (SELECT max(id) FROM evaluation GROUP BY provider_id)"),
                       tr("Could not read the evaluations"));
        !st) {
        return st.error();
    }
    QHash<qint64, EvaluationRef> out;
    while (q.next()) {
        EvaluationRef e{q.value(0).toLongLong(),
                        q.value(1).toLongLong(),
                        q.value(2).toLongLong(),
                        q.value(3).toString(),
                        evaluationStatusFromKey(q.value(4).toString()) == EvaluationStatus::Final,
                        q.value(5).toInt() != 0};
        out.insert(e.providerId, e);
    }
    return out;
}

Result<EvaluationRef> RatingRepository::latestEvaluation(qint64 providerId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT id, provider_id, rubric_id, unavailable_reason, status, unable_to_test FROM evaluation WHERE "
        "provider_id = ? ORDER BY id DESC LIMIT 1"));
    q.addBindValue(providerId);
    if (auto st = exec(q, tr("Could not read the evaluations")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("The provider has no evaluation yet."));
    }
    return EvaluationRef{q.value(0).toLongLong(),
                         q.value(1).toLongLong(),
                         q.value(2).toLongLong(),
                         q.value(3).toString(),
                         evaluationStatusFromKey(q.value(4).toString()) == EvaluationStatus::Final,
                         q.value(5).toInt() != 0};
}

Result<ScoringInput> RatingRepository::scoringInput(const EvaluationRef& evaluation) const {
    ScoringInput in;
    QSqlQuery c(m_db);
    c.prepare(QStringLiteral("SELECT id, key, name, weight FROM criterion WHERE rubric_id = ? ORDER BY position, id"));
    c.addBindValue(evaluation.rubricId);
    if (auto st = exec(c, tr("Could not read the criteria")); !st) {
        return st.error();
    }
    while (c.next()) {
        in.criteria.append(
            {c.value(0).toLongLong(), c.value(1).toString(), c.value(2).toString(), c.value(3).toDouble()});
    }
    // Items without a verdict row count as unknown.
    QSqlQuery v(m_db);
    v.prepare(QStringLiteral(
        "SELECT cr.key, ci.key, ci.title, ci.weight, coalesce(v.verdict, 'unknown'), ci.gate, coalesce(v.evidence, '') "
        "FROM check_item ci JOIN criterion cr ON cr.id = ci.criterion_id "
        "LEFT JOIN verdict v ON v.check_item_id = ci.id AND v.evaluation_id = ? "
        "WHERE cr.rubric_id = ? ORDER BY cr.position, ci.position, ci.id"));
    v.addBindValue(evaluation.id);
    v.addBindValue(evaluation.rubricId);
    if (auto st = exec(v, tr("Could not read the verdicts")); !st) {
        return st.error();
    }
    while (v.next()) {
        // A stored word that is no verdict is refused whole, never scored as a nearby value.
        const QString word = v.value(4).toString();
        const auto verdict = verdictFromKey(word);
        if (!verdict) {
            return makeError(ErrorCode::Database,
                             tr("The verdict of item %1 is stored as \u201c%2\u201d, which is not a verdict")
                                 .arg(v.value(1).toString(), word));
        }
        in.verdicts.append({v.value(0).toString(), v.value(1).toString(), v.value(2).toString(), v.value(3).toDouble(),
                            *verdict, v.value(5).toString(), v.value(6).toString()});
    }
    auto interviews = InterviewRepository(m_db).anonymised(evaluation.providerId);
    if (!interviews) {
        return interviews.error();
    }
    int n = 0;
    for (const AnonymisedInterview& a : *interviews) {
        ++n;
        const QString label = tr("Interview %1: %2").arg(n).arg(a.label());
        for (auto it = a.sentiment.cbegin(); it != a.sentiment.cend(); ++it) {
            in.sentiments.append({it.key(), it.value(), label});
        }
    }
    return in;
}

Result<QHash<qint64, CriterionScoreRecord>> RatingRepository::scores(qint64 evaluationId) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT criterion_id, suggested_score, final_score, rationale, updated_at FROM "
                       "criterion_score WHERE evaluation_id = ?"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, tr("Could not read the scores")); !st) {
        return st.error();
    }
    QHash<qint64, CriterionScoreRecord> out;
    while (q.next()) {
        CriterionScoreRecord r;
        r.criterionId = q.value(0).toLongLong();
        r.suggested = optDouble(q.value(1));
        r.finalScore = optDouble(q.value(2));
        r.rationale = q.value(3).toString();
        r.updatedAt = q.value(4).toString();
        out.insert(r.criterionId, r);
    }
    return out;
}

Status RatingRepository::storeSuggestions(qint64 evaluationId, const QList<CriterionSuggestion>& suggestions,
                                          const QString& actor) {
    auto existing = scores(evaluationId);
    if (!existing) {
        return existing.error();
    }
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started();
    }
    for (const CriterionSuggestion& s : suggestions) {
        const std::optional<double> rounded =
            s.score ? std::optional<double>(std::round(*s.score * 100.0) / 100.0) : std::nullopt;
        const auto old = existing->value(s.criterionId);
        const bool known = existing->contains(s.criterionId);
        if (known && old.suggested == rounded) {
            continue;
        }
        const QJsonObject key{{QStringLiteral("evaluation_id"), evaluationId}, {QStringLiteral("criterion"), s.key}};
        auto written =
            AuditedWrite(m_db, QStringLiteral("criterion_score"), QStringLiteral("suggest"), actor)
                .before([&]() -> Result<QJsonObject> {
                    if (!known) {
                        return QJsonObject{{QStringLiteral("exists"), false}};
                    }
                    QJsonObject before = key;
                    before.insert(QStringLiteral("suggested_score"), toJson(old.suggested));
                    return before;
                })
                .after([&](qint64) -> Result<QJsonObject> {
                    QJsonObject after = key;
                    after.insert(QStringLiteral("suggested_score"), toJson(rounded));
                    return after;
                })
                .write(s.criterionId, [&]() -> Status {
                    QSqlQuery q(m_db);
                    q.prepare(
                        QStringLiteral("INSERT INTO criterion_score (evaluation_id, criterion_id, suggested_score) "
                                       "VALUES (?, ?, ?) "
                                       "ON CONFLICT (evaluation_id, criterion_id) DO UPDATE SET suggested_score = "
                                       "excluded.suggested_score, updated_at = %1")
                            .arg(SqlDialect::of(m_db).nowText()));
                    q.addBindValue(evaluationId);
                    q.addBindValue(s.criterionId);
                    q.addBindValue(toVariant(rounded));
                    return exec(q, tr("Could not save the suggested scores"));
                });
        if (!written) {
            return written;
        }
    }
    return tx.commit();
}

Status RatingRepository::validateFinalScore(std::optional<double> finalScore, std::optional<double> suggested,
                                            const QString& rationale) {
    if (!finalScore) {
        return {};
    }
    if (!std::isfinite(*finalScore) || *finalScore < 0 || *finalScore > 5) {
        return makeError(ErrorCode::InvalidArgument, tr("A score lies between 0 and 5."),
                         QStringLiteral("final_score"));
    }
    if (rationale.trimmed().isEmpty() && (!suggested || std::abs(*finalScore - *suggested) > kRationaleThreshold)) {
        return makeError(ErrorCode::InvalidArgument,
                         suggested ? tr("The score differs from the suggested %1 by more than %2: write a rationale.")
                                         .arg(*suggested, 0, 'f', 2)
                                         .arg(kRationaleThreshold)
                                   : tr("There is no suggested score to agree with: write a rationale."),
                         QStringLiteral("rationale"));
    }
    return {};
}

Status RatingRepository::setFinalScore(qint64 evaluationId, qint64 criterionId, std::optional<double> finalScore,
                                       const QString& rationale, const QString& actor) {
    // Every writer of a final score passes here (the Rating tab, reconciled score sheets), so the closed-evaluation
    // rule lives here rather than in each caller.
    if (auto open = EvaluationRepository(m_db).requireOpen(evaluationId); !open) {
        return open;
    }
    auto existing = scores(evaluationId);
    if (!existing) {
        return existing.error();
    }
    const CriterionScoreRecord old = existing->value(criterionId);
    if (auto st = validateFinalScore(finalScore, old.suggested, rationale); !st) {
        return st;
    }
    return AuditedWrite(m_db, QStringLiteral("criterion_score"), QStringLiteral("set"), actor)
        .before([&]() -> Result<QJsonObject> {
            return QJsonObject{{QStringLiteral("evaluation_id"), evaluationId},
                               {QStringLiteral("final_score"), toJson(old.finalScore)},
                               {QStringLiteral("rationale"), old.rationale}};
        })
        .after([&](qint64) -> Result<QJsonObject> {
            return QJsonObject{{QStringLiteral("evaluation_id"), evaluationId},
                               {QStringLiteral("final_score"), toJson(finalScore)},
                               {QStringLiteral("rationale"), rationale.trimmed()}};
        })
        .write(criterionId, [&]() -> Status {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral(
                          "INSERT INTO criterion_score (evaluation_id, criterion_id, final_score, rationale) VALUES "
                          "(?, ?, ?, ?) "
                          "ON CONFLICT (evaluation_id, criterion_id) DO UPDATE SET final_score = excluded.final_score, "
                          "rationale = excluded.rationale, updated_at = %1")
                          .arg(SqlDialect::of(m_db).nowText()));
            q.addBindValue(evaluationId);
            q.addBindValue(criterionId);
            q.addBindValue(toVariant(finalScore));
            q.addBindValue(sqlText(rationale.trimmed()));
            return exec(q, tr("Could not save the score"));
        });
}

Status RatingRepository::validateAssignment(Tier assigned, std::optional<Tier> suggested,
                                            const QString& justification) {
    if (justification.trimmed().isEmpty() && (!suggested || *suggested != assigned)) {
        return makeError(ErrorCode::InvalidArgument,
                         suggested ? tr("%1 differs from the suggested %2: a justification is required.")
                                         .arg(tierName(assigned), tierName(*suggested))
                                   : tr("There is no suggested tier: a justification is required."),
                         QStringLiteral("justification"));
    }
    return {};
}

Result<qint64> RatingRepository::assignTier(qint64 evaluationId, Tier assigned, std::optional<Tier> suggested,
                                            const QString& justification, const QString& explanation,
                                            const QString& actor) {
    if (auto st = validateAssignment(assigned, suggested, justification); !st) {
        return st.error();
    }
    return AuditedWrite(m_db, QStringLiteral("rating"), QStringLiteral("assign"), actor)
        .before([&]() -> Result<QJsonObject> {
            // The previous assignment of this evaluation, so the audit entry shows the change.
            QSqlQuery prev(m_db);
            prev.prepare(
                QStringLiteral("SELECT assigned_tier FROM rating WHERE evaluation_id = ? ORDER BY id DESC "
                               "LIMIT 1"));
            prev.addBindValue(evaluationId);
            const QString previous = exec(prev) && prev.next() ? prev.value(0).toString() : QString();
            return QJsonObject{{QStringLiteral("evaluation_id"), evaluationId},
                               {QStringLiteral("assigned_tier"), previous}};
        })
        .after([&](qint64) -> Result<QJsonObject> {
            return QJsonObject{{QStringLiteral("evaluation_id"), evaluationId},
                               {QStringLiteral("assigned_tier"), tierKey(assigned)},
                               {QStringLiteral("suggested_tier"), suggested ? tierKey(*suggested) : QString()},
                               {QStringLiteral("justification"), justification.trimmed()}};
        })
        .write([&]() -> Result<qint64> {
            QSqlQuery r(m_db);
            if (auto st = exec(r,
                               QStringLiteral("SELECT id FROM rating_round WHERE closed_at IS NULL ORDER BY id DESC "
                                              "LIMIT 1"),
                               tr("Could not read the rating rounds"));
                !st) {
                return st.error();
            }
            const QVariant roundId = r.next() ? r.value(0) : QVariant(QMetaType(QMetaType::LongLong));
            QSqlQuery q(m_db);
            q.prepare(
                QStringLiteral("INSERT INTO rating (evaluation_id, round_id, suggested_tier, assigned_tier, "
                               "justification, explanation, assigned_by) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id"));
            q.addBindValue(evaluationId);
            q.addBindValue(roundId);
            q.addBindValue(sqlText(suggested ? tierKey(*suggested) : QString()));
            q.addBindValue(tierKey(assigned));
            q.addBindValue(sqlText(justification.trimmed()));
            q.addBindValue(sqlText(explanation));
            q.addBindValue(sqlText(actor));
            auto inserted = insertReturningId(q, tr("Could not save the tier"));
            if (!inserted) {
                return inserted.error();
            }
            return *inserted;
        });
}

Result<QList<RatingRecord>> RatingRepository::history(qint64 providerId) const {
    QSqlQuery q(m_db);
    q.prepare(kRatingSelect + QStringLiteral(" WHERE e.provider_id = ? ORDER BY r.id DESC"));
    q.addBindValue(providerId);
    if (auto st = exec(q, tr("Could not read the rating history")); !st) {
        return st.error();
    }
    QList<RatingRecord> out;
    while (q.next()) {
        out.append(readRating(q));
    }
    return out;
}

Result<QHash<qint64, RatingRecord>> RatingRepository::latestAssignments() const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (auto st = exec(q, kRatingSelect + QStringLiteral(" ORDER BY r.id"), tr("Could not read the ratings")); !st) {
        return st.error();
    }
    QHash<qint64, RatingRecord> out;
    while (q.next()) {
        const RatingRecord r = readRating(q);
        out.insert(r.providerId, r);  // ascending ids: the newest wins
    }
    return out;
}

}  // namespace tb::core
