#include "core/trust/ScoreSheets.h"

#include "core/store/AuditedWrite.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/RatingRepository.h"
#include "core/store/ScoreSheetRepository.h"
#include "core/store/Transaction.h"

#include <QJsonObject>

namespace tb::core {

ScoreSheets::ScoreSheets(QSqlDatabase& db) : m_db(db) {}

Result<QVector<std::pair<QString, QString>>> ScoreSheets::criteria(qint64 evaluationId) const {
    return ScoreSheetRepository(m_db).criteria(evaluationId, tr("Could not read the evaluation's rubric."));
}

QStringList ScoreSheets::methods() {
    return {QStringLiteral("discussion"), QStringLiteral("median"), QStringLiteral("mean"), QStringLiteral("lead")};
}

QString ScoreSheets::gradeKey(int grade) {
    switch (grade) {
        case 0:
            return QStringLiteral("fail");
        case 1:
            return QStringLiteral("partial");
        case 2:
            return QStringLiteral("pass");
        default:
            return {};
    }
}

std::optional<int> ScoreSheets::gradeFromKey(const QString& key) {
    for (int g = 0; g <= 2; ++g) {
        if (gradeKey(g) == key) {
            return g;
        }
    }
    return std::nullopt;
}

namespace {

QJsonObject sheetJson(const std::optional<ScoreSheet>& s) {
    if (!s) {
        return {};
    }
    QJsonObject scores, grades;
    for (auto it = s->criterionScores.cbegin(); it != s->criterionScores.cend(); ++it) {
        scores.insert(it.key(), it.value());
    }
    for (auto it = s->itemGrades.cbegin(); it != s->itemGrades.cend(); ++it) {
        grades.insert(it.key(), it.value());
    }
    return {{QStringLiteral("evaluation_id"), double(s->evaluationId)},
            {QStringLiteral("reviewer"), s->reviewer},
            {QStringLiteral("submitted_at"), s->submittedAt},
            {QStringLiteral("criteria"), scores},
            {QStringLiteral("items"), grades}};
}

}  // namespace

// Criterion or check item ids of the evaluation's rubric, by key.
Result<QMap<QString, qint64>> ScoreSheets::ids(qint64 evaluationId, const QString& table) const {
    const ScoreSheetRepository repo(m_db);
    const QString what = tr("Could not read the evaluation's rubric.");
    return table == QLatin1String("criterion") ? repo.criterionIds(evaluationId, what)
                                               : repo.itemIds(evaluationId, what);
}

Result<std::optional<ScoreSheet>> ScoreSheets::read(qint64 evaluationId, const QString& reviewer) const {
    return ScoreSheetRepository(m_db).read(evaluationId, reviewer, tr("Could not read the score sheet."));
}

Status ScoreSheets::save(qint64 evaluationId, const QString& reviewerName, const QMap<QString, int>& criterionScores,
                         const QMap<QString, int>& itemGrades, bool submit, const QString& actor) {
    const QString reviewer = reviewerName.trimmed();
    if (reviewer.isEmpty() || reviewer.size() > 200) {
        return makeError(ErrorCode::InvalidArgument, tr("A score sheet needs the reviewer's name."));
    }
    if (auto open = EvaluationRepository(m_db).requireOpen(evaluationId); !open) {
        return open;
    }
    auto criteria = ids(evaluationId, QStringLiteral("criterion"));
    auto items = ids(evaluationId, QStringLiteral("check_item"));
    if (!criteria || !items) {
        return !criteria ? criteria.error() : items.error();
    }
    for (auto it = criterionScores.cbegin(); it != criterionScores.cend(); ++it) {
        if (!criteria->contains(it.key())) {
            return makeError(ErrorCode::InvalidArgument, tr("The rubric has no criterion %1.").arg(it.key()));
        }
        if (it.value() < 0 || it.value() > 5) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("A criterion score is 0 to 5 (%1: %2).").arg(it.key()).arg(it.value()));
        }
    }
    for (auto it = itemGrades.cbegin(); it != itemGrades.cend(); ++it) {
        if (!items->contains(it.key())) {
            return makeError(ErrorCode::InvalidArgument, tr("The rubric has no check item %1.").arg(it.key()));
        }
        if (it.value() < 0 || it.value() > 2) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("An item grade is fail, partial or pass (%1).").arg(it.key()));
        }
    }
    if (submit && criterionScores.size() != criteria->size()) {
        return makeError(ErrorCode::InvalidArgument, tr("A submitted sheet scores every criterion (%1 of %2 scored).")
                                                         .arg(criterionScores.size())
                                                         .arg(criteria->size()));
    }
    auto existing = read(evaluationId, reviewer);
    if (!existing) {
        return existing.error();
    }
    if (*existing && (*existing)->submitted()) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("%1 submitted this sheet on %2; a submitted sheet does not change (reconcile the final "
                            "score instead).")
                             .arg(reviewer, (*existing)->submittedAt));
    }
    auto written =
        AuditedWrite(m_db, QStringLiteral("score_sheet"), submit ? QStringLiteral("submit") : QStringLiteral("save"),
                     actor)
            .before([&]() -> Result<QJsonObject> { return sheetJson(*existing); })
            .after([&](qint64) -> Result<QJsonObject> {
                auto s = read(evaluationId, reviewer);
                return s ? Result<QJsonObject>(sheetJson(*s)) : Result<QJsonObject>(s.error());
            })
            .write([&]() -> Result<qint64> {
                QVector<std::pair<qint64, int>> scores, grades;  // in key order, as they were always written
                for (auto it = criterionScores.cbegin(); it != criterionScores.cend(); ++it) {
                    scores.append({criteria->value(it.key()), it.value()});
                }
                for (auto it = itemGrades.cbegin(); it != itemGrades.cend(); ++it) {
                    grades.append({items->value(it.key()), it.value()});
                }
                return ScoreSheetRepository(m_db).write(*existing ? (*existing)->id : 0, evaluationId, reviewer, scores,
                                                        grades, submit, actor, tr("Could not save the score sheet."));
            });
    if (!written) {
        return written.error();
    }
    return {};
}

Result<QVector<SheetState>> ScoreSheets::states(qint64 evaluationId) const {
    return ScoreSheetRepository(m_db).states(evaluationId, tr("Could not read the score sheets."));
}

Result<std::optional<ScoreSheet>> ScoreSheets::own(qint64 evaluationId, const QString& reviewer) const {
    return read(evaluationId, reviewer.trimmed());
}

Result<QVector<ScoreSheet>> ScoreSheets::sheets(qint64 evaluationId) const {
    auto st = states(evaluationId);
    if (!st) {
        return st.error();
    }
    QStringList out;
    for (const SheetState& s : *st) {
        if (!s.submitted) {
            out << s.reviewer;
        }
    }
    if (st->size() < 2 || !out.isEmpty()) {
        return makeError(ErrorCode::Unsupported,
                         st->size() < 2 ? tr("The scores stay hidden until at least two reviewers have submitted "
                                             "their sheets (%1 so far).")
                                              .arg(st->size())
                                        : tr("The scores stay hidden until every reviewer has submitted; still "
                                             "out: %1.")
                                              .arg(out.join(QStringLiteral(", "))));
    }
    QVector<ScoreSheet> sheets;
    for (const SheetState& s : *st) {
        auto sheet = read(evaluationId, s.reviewer);
        if (!sheet) {
            return sheet.error();
        }
        sheets.append(**sheet);
    }
    return sheets;
}

Status ScoreSheets::reconcile(qint64 evaluationId, const QString& criterionKey, double finalScore,
                              const QString& method, const QString& note, const QString& actor) {
    if (!methods().contains(method)) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The reconciliation method is one of %1.").arg(methods().join(QStringLiteral(", "))));
    }
    if (!(finalScore >= 0 && finalScore <= 5)) {
        return makeError(ErrorCode::InvalidArgument, tr("A final score is 0 to 5."));
    }
    if (auto all = sheets(evaluationId); !all) {
        return all.error();
    }
    auto criteria = ids(evaluationId, QStringLiteral("criterion"));
    if (!criteria) {
        return criteria.error();
    }
    if (!criteria->contains(criterionKey)) {
        return makeError(ErrorCode::InvalidArgument, tr("The rubric has no criterion %1.").arg(criterionKey));
    }
    const qint64 criterionId = criteria->value(criterionKey);
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started();
    }
    QString rationale = tr("Reconciled from the reviewers' sheets (%1)").arg(method);
    if (!note.trimmed().isEmpty()) {
        rationale += QStringLiteral(": ") + note.trimmed();
    }
    // The final-score path every editor uses: refused on a closed evaluation, audited by the repository.
    if (auto st = RatingRepository(m_db).setFinalScore(evaluationId, criterionId, finalScore, rationale, actor); !st) {
        return st;
    }
    const QJsonObject after{{QStringLiteral("evaluation_id"), double(evaluationId)},
                            {QStringLiteral("criterion"), criterionKey},
                            {QStringLiteral("final_score"), finalScore},
                            {QStringLiteral("method"), method},
                            {QStringLiteral("note"), note}};
    auto written = AuditedWrite(m_db, QStringLiteral("score_reconciliation"), QStringLiteral("create"), actor)
                       .after([&](qint64) -> Result<QJsonObject> { return after; })
                       .write([&]() -> Result<qint64> {
                           return ScoreSheetRepository(m_db).insertReconciliation(
                               evaluationId, criterionId, finalScore, method, note.trimmed(), actor,
                               tr("Could not record the reconciliation."));
                       });
    if (!written) {
        return written.error();
    }
    return tx.commit();
}

Result<QVector<Reconciliation>> ScoreSheets::reconciliations(qint64 evaluationId) const {
    return ScoreSheetRepository(m_db).reconciliations(evaluationId, tr("Could not read the reconciliations."));
}

}  // namespace tb::core
