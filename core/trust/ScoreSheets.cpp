#include "core/trust/ScoreSheets.h"

#include "core/store/AuditedWrite.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/RatingRepository.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"
#include "core/store/Transaction.h"

#include <QJsonObject>
#include <QSqlQuery>

namespace tb::core {

ScoreSheets::ScoreSheets(QSqlDatabase& db) : m_db(db) {}

Result<QVector<std::pair<QString, QString>>> ScoreSheets::criteria(qint64 evaluationId) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT c.key, c.name FROM criterion c JOIN evaluation e ON e.rubric_id = c.rubric_id "
                       "WHERE e.id = :e ORDER BY c.position"));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not read the evaluation's rubric."));
    }
    QVector<std::pair<QString, QString>> out;
    while (q.next()) {
        out.append({q.value(0).toString(), q.value(1).toString()});
    }
    return out;
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
    QSqlQuery q(m_db);
    q.prepare(table == QLatin1String("criterion")
                  ? QStringLiteral("SELECT c.key, c.id FROM criterion c JOIN evaluation e ON e.rubric_id = c.rubric_id "
                                   "WHERE e.id = :e")
                  : QStringLiteral("SELECT i.key, i.id FROM check_item i JOIN criterion c ON c.id = i.criterion_id "
                                   "JOIN evaluation e ON e.rubric_id = c.rubric_id WHERE e.id = :e"));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not read the evaluation's rubric."));
    }
    QMap<QString, qint64> out;
    while (q.next()) {
        out.insert(q.value(0).toString(), q.value(1).toLongLong());
    }
    return out;
}

Result<std::optional<ScoreSheet>> ScoreSheets::read(qint64 evaluationId, const QString& reviewer) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id, submitted_at FROM score_sheet WHERE evaluation_id = :e AND reviewer = :r"));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    q.bindValue(QStringLiteral(":r"), reviewer);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not read the score sheet."));
    }
    if (!q.next()) {
        return std::optional<ScoreSheet>{};
    }
    ScoreSheet s;
    s.id = q.value(0).toLongLong();
    s.evaluationId = evaluationId;
    s.reviewer = reviewer;
    s.submittedAt = q.value(1).toString();
    QSqlQuery e(m_db);
    e.prepare(
        QStringLiteral("SELECT c.key, x.score FROM score_sheet_entry x JOIN criterion c ON c.id = x.criterion_id "
                       "WHERE x.sheet_id = :s"));
    e.bindValue(QStringLiteral(":s"), s.id);
    if (!e.exec()) {
        return sqlError(e.lastError(), tr("Could not read the score sheet."));
    }
    while (e.next()) {
        s.criterionScores.insert(e.value(0).toString(), e.value(1).toInt());
    }
    e.prepare(
        QStringLiteral("SELECT i.key, x.grade FROM score_sheet_item x JOIN check_item i ON i.id = "
                       "x.check_item_id WHERE x.sheet_id = :s"));
    e.bindValue(QStringLiteral(":s"), s.id);
    if (!e.exec()) {
        return sqlError(e.lastError(), tr("Could not read the score sheet."));
    }
    while (e.next()) {
        s.itemGrades.insert(e.value(0).toString(), e.value(1).toInt());
    }
    return std::optional<ScoreSheet>{s};
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
    const QString now = SqlDialect::of(m_db).nowText();
    auto written =
        AuditedWrite(m_db, QStringLiteral("score_sheet"), submit ? QStringLiteral("submit") : QStringLiteral("save"),
                     actor)
            .before([&]() -> Result<QJsonObject> { return sheetJson(*existing); })
            .after([&](qint64) -> Result<QJsonObject> {
                auto s = read(evaluationId, reviewer);
                return s ? Result<QJsonObject>(sheetJson(*s)) : Result<QJsonObject>(s.error());
            })
            .write([&]() -> Result<qint64> {
                QSqlQuery q(m_db);
                qint64 sheetId = *existing ? (*existing)->id : 0;
                if (!sheetId) {
                    q.prepare(QStringLiteral("INSERT INTO score_sheet (evaluation_id, reviewer, changed_by, "
                                             "changed_at) VALUES (:e, :r, :by, %1) RETURNING id")
                                  .arg(now));
                    q.bindValue(QStringLiteral(":e"), evaluationId);
                    q.bindValue(QStringLiteral(":r"), reviewer);
                    q.bindValue(QStringLiteral(":by"), actor);
                    auto id = insertReturningId(q, tr("Could not save the score sheet."));
                    if (!id) {
                        return id.error();
                    }
                    sheetId = *id;
                }
                for (const QString& table : {QStringLiteral("score_sheet_entry"), QStringLiteral("score_sheet_item")}) {
                    q.prepare(QStringLiteral("DELETE FROM %1 WHERE sheet_id = :s").arg(table));
                    q.bindValue(QStringLiteral(":s"), sheetId);
                    if (!q.exec()) {
                        return sqlError(q.lastError(), tr("Could not save the score sheet."));
                    }
                }
                q.prepare(
                    QStringLiteral("INSERT INTO score_sheet_entry (sheet_id, criterion_id, score) "
                                   "VALUES (:s, :c, :v)"));
                for (auto it = criterionScores.cbegin(); it != criterionScores.cend(); ++it) {
                    q.bindValue(QStringLiteral(":s"), sheetId);
                    q.bindValue(QStringLiteral(":c"), criteria->value(it.key()));
                    q.bindValue(QStringLiteral(":v"), it.value());
                    if (!q.exec()) {
                        return sqlError(q.lastError(), tr("Could not save the score sheet."));
                    }
                }
                q.prepare(
                    QStringLiteral("INSERT INTO score_sheet_item (sheet_id, check_item_id, grade) "
                                   "VALUES (:s, :c, :v)"));
                for (auto it = itemGrades.cbegin(); it != itemGrades.cend(); ++it) {
                    q.bindValue(QStringLiteral(":s"), sheetId);
                    q.bindValue(QStringLiteral(":c"), items->value(it.key()));
                    q.bindValue(QStringLiteral(":v"), it.value());
                    if (!q.exec()) {
                        return sqlError(q.lastError(), tr("Could not save the score sheet."));
                    }
                }
                q.prepare(QStringLiteral("UPDATE score_sheet SET submitted_at = %1, row_version = "
                                         "row_version + 1, changed_by = :by, changed_at = %2 WHERE id = :s")
                              .arg(submit ? now : QStringLiteral("''"), now));
                q.bindValue(QStringLiteral(":by"), actor);
                q.bindValue(QStringLiteral(":s"), sheetId);
                if (!q.exec()) {
                    return sqlError(q.lastError(), tr("Could not save the score sheet."));
                }
                return sheetId;
            });
    if (!written) {
        return written.error();
    }
    return {};
}

Result<QVector<SheetState>> ScoreSheets::states(qint64 evaluationId) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT reviewer, submitted_at FROM score_sheet WHERE evaluation_id = :e ORDER BY reviewer"));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not read the score sheets."));
    }
    QVector<SheetState> out;
    while (q.next()) {
        out.append(SheetState{q.value(0).toString(), !q.value(1).toString().isEmpty(), q.value(1).toString()});
    }
    return out;
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
                           QSqlQuery q(m_db);
                           q.prepare(QStringLiteral("INSERT INTO score_reconciliation (evaluation_id, criterion_id, "
                                                    "final_score, method, note, reconciled_by, reconciled_at) VALUES "
                                                    "(:e, :c, :f, :m, :n, :by, %1) RETURNING id")
                                         .arg(SqlDialect::of(m_db).nowText()));
                           q.bindValue(QStringLiteral(":e"), evaluationId);
                           q.bindValue(QStringLiteral(":c"), criterionId);
                           q.bindValue(QStringLiteral(":f"), finalScore);
                           q.bindValue(QStringLiteral(":m"), method);
                           q.bindValue(QStringLiteral(":n"), note.trimmed().isNull()
                                                                 ? QStringLiteral("")
                                                                 : note.trimmed());  // a null QString would bind NULL
                           q.bindValue(QStringLiteral(":by"), actor);
                           return insertReturningId(q, tr("Could not record the reconciliation."));
                       });
    if (!written) {
        return written.error();
    }
    return tx.commit();
}

Result<QVector<Reconciliation>> ScoreSheets::reconciliations(qint64 evaluationId) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT c.key, r.final_score, r.method, r.note, r.reconciled_by, r.reconciled_at FROM "
                       "score_reconciliation r JOIN criterion c ON c.id = r.criterion_id WHERE r.evaluation_id "
                       "= :e ORDER BY r.id"));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not read the reconciliations."));
    }
    QVector<Reconciliation> out;
    while (q.next()) {
        out.append(Reconciliation{q.value(0).toString(), q.value(1).toDouble(), q.value(2).toString(),
                                  q.value(3).toString(), q.value(4).toString(), q.value(5).toString()});
    }
    return out;
}

}  // namespace tb::core
