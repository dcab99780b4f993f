#include "core/store/ScoreSheetRepository.h"

#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QSqlQuery>

namespace tb::core {
namespace {

Result<QMap<QString, qint64>> keyedIds(QSqlDatabase& db, const QString& sql, qint64 evaluationId,
                                       const QString& whatFailed) {
    QSqlQuery q(db);
    q.prepare(sql);
    q.bindValue(QStringLiteral(":e"), evaluationId);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    QMap<QString, qint64> out;
    while (q.next()) {
        out.insert(q.value(0).toString(), q.value(1).toLongLong());
    }
    return out;
}

}  // namespace

Result<QVector<std::pair<QString, QString>>> ScoreSheetRepository::criteria(qint64 evaluationId,
                                                                            const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT c.key, c.name FROM criterion c JOIN evaluation e ON e.rubric_id = c.rubric_id "
                       "WHERE e.id = :e ORDER BY c.position"));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    QVector<std::pair<QString, QString>> out;
    while (q.next()) {
        out.append({q.value(0).toString(), q.value(1).toString()});
    }
    return out;
}

Result<QMap<QString, qint64>> ScoreSheetRepository::criterionIds(qint64 evaluationId, const QString& whatFailed) const {
    return keyedIds(m_db,
                    QStringLiteral("SELECT c.key, c.id FROM criterion c JOIN evaluation e ON e.rubric_id = c.rubric_id "
                                   "WHERE e.id = :e"),
                    evaluationId, whatFailed);
}

Result<QMap<QString, qint64>> ScoreSheetRepository::itemIds(qint64 evaluationId, const QString& whatFailed) const {
    return keyedIds(m_db,
                    QStringLiteral("SELECT i.key, i.id FROM check_item i JOIN criterion c ON c.id = i.criterion_id "
                                   "JOIN evaluation e ON e.rubric_id = c.rubric_id WHERE e.id = :e"),
                    evaluationId, whatFailed);
}

Result<QVector<RubricKeyRow>> ScoreSheetRepository::rubricRows(qint64 evaluationId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT c.key, c.name, i.key FROM criterion c JOIN evaluation e ON e.rubric_id = "
                       "c.rubric_id LEFT JOIN check_item i ON i.criterion_id = c.id WHERE e.id = :e "
                       "ORDER BY c.position, i.position"));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    QVector<RubricKeyRow> out;
    while (q.next()) {
        out.append({q.value(0).toString(), q.value(1).toString(), !q.value(2).isNull(), q.value(2).toString()});
    }
    return out;
}

Result<std::optional<ScoreSheet>> ScoreSheetRepository::read(qint64 evaluationId, const QString& reviewer,
                                                             const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id, submitted_at FROM score_sheet WHERE evaluation_id = :e AND reviewer = :r"));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    q.bindValue(QStringLiteral(":r"), reviewer);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
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
        return sqlError(e.lastError(), whatFailed);
    }
    while (e.next()) {
        s.criterionScores.insert(e.value(0).toString(), e.value(1).toInt());
    }
    e.prepare(
        QStringLiteral("SELECT i.key, x.grade FROM score_sheet_item x JOIN check_item i ON i.id = "
                       "x.check_item_id WHERE x.sheet_id = :s"));
    e.bindValue(QStringLiteral(":s"), s.id);
    if (!e.exec()) {
        return sqlError(e.lastError(), whatFailed);
    }
    while (e.next()) {
        s.itemGrades.insert(e.value(0).toString(), e.value(1).toInt());
    }
    return std::optional<ScoreSheet>{s};
}

Result<QVector<SheetState>> ScoreSheetRepository::states(qint64 evaluationId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT reviewer, submitted_at FROM score_sheet WHERE evaluation_id = :e ORDER BY reviewer"));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    QVector<SheetState> out;
    while (q.next()) {
        out.append(SheetState{q.value(0).toString(), !q.value(1).toString().isEmpty(), q.value(1).toString()});
    }
    return out;
}

Result<qint64> ScoreSheetRepository::write(qint64 sheetId, qint64 evaluationId, const QString& reviewer,
                                           const QVector<std::pair<qint64, int>>& scores,
                                           const QVector<std::pair<qint64, int>>& grades, bool submit,
                                           const QString& actor, const QString& whatFailed) {
    const QString now = SqlDialect::of(m_db).nowText();
    QSqlQuery q(m_db);
    if (!sheetId) {
        q.prepare(QStringLiteral("INSERT INTO score_sheet (evaluation_id, reviewer, changed_by, "
                                 "changed_at) VALUES (:e, :r, :by, %1) RETURNING id")
                      .arg(now));
        q.bindValue(QStringLiteral(":e"), evaluationId);
        q.bindValue(QStringLiteral(":r"), reviewer);
        q.bindValue(QStringLiteral(":by"), actor);
        auto id = insertReturningId(q, whatFailed);
        if (!id) {
            return id.error();
        }
        sheetId = *id;
    }
    for (const QString& table : {QStringLiteral("score_sheet_entry"), QStringLiteral("score_sheet_item")}) {
        q.prepare(QStringLiteral("DELETE FROM %1 WHERE sheet_id = :s").arg(table));
        q.bindValue(QStringLiteral(":s"), sheetId);
        if (!q.exec()) {
            return sqlError(q.lastError(), whatFailed);
        }
    }
    q.prepare(
        QStringLiteral("INSERT INTO score_sheet_entry (sheet_id, criterion_id, score) "
                       "VALUES (:s, :c, :v)"));
    for (const auto& [criterionId, score] : scores) {
        q.bindValue(QStringLiteral(":s"), sheetId);
        q.bindValue(QStringLiteral(":c"), criterionId);
        q.bindValue(QStringLiteral(":v"), score);
        if (!q.exec()) {
            return sqlError(q.lastError(), whatFailed);
        }
    }
    q.prepare(
        QStringLiteral("INSERT INTO score_sheet_item (sheet_id, check_item_id, grade) "
                       "VALUES (:s, :c, :v)"));
    for (const auto& [itemId, grade] : grades) {
        q.bindValue(QStringLiteral(":s"), sheetId);
        q.bindValue(QStringLiteral(":c"), itemId);
        q.bindValue(QStringLiteral(":v"), grade);
        if (!q.exec()) {
            return sqlError(q.lastError(), whatFailed);
        }
    }
    q.prepare(QStringLiteral("UPDATE score_sheet SET submitted_at = %1, row_version = "
                             "row_version + 1, changed_by = :by, changed_at = %2 WHERE id = :s")
                  .arg(submit ? now : QStringLiteral("''"), now));
    q.bindValue(QStringLiteral(":by"), actor);
    q.bindValue(QStringLiteral(":s"), sheetId);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    return sheetId;
}

Result<qint64> ScoreSheetRepository::insertReconciliation(qint64 evaluationId, qint64 criterionId, double finalScore,
                                                          const QString& method, const QString& note,
                                                          const QString& actor, const QString& whatFailed) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO score_reconciliation (evaluation_id, criterion_id, "
                             "final_score, method, note, reconciled_by, reconciled_at) VALUES "
                             "(:e, :c, :f, :m, :n, :by, %1) RETURNING id")
                  .arg(SqlDialect::of(m_db).nowText()));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    q.bindValue(QStringLiteral(":c"), criterionId);
    q.bindValue(QStringLiteral(":f"), finalScore);
    q.bindValue(QStringLiteral(":m"), method);
    q.bindValue(QStringLiteral(":n"), notNull(note));  // a null QString would bind NULL
    q.bindValue(QStringLiteral(":by"), actor);
    return insertReturningId(q, whatFailed);
}

Result<QVector<Reconciliation>> ScoreSheetRepository::reconciliations(qint64 evaluationId,
                                                                      const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT c.key, r.final_score, r.method, r.note, r.reconciled_by, r.reconciled_at FROM "
                       "score_reconciliation r JOIN criterion c ON c.id = r.criterion_id WHERE r.evaluation_id "
                       "= :e ORDER BY r.id"));
    q.bindValue(QStringLiteral(":e"), evaluationId);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    QVector<Reconciliation> out;
    while (q.next()) {
        out.append(Reconciliation{q.value(0).toString(), q.value(1).toDouble(), q.value(2).toString(),
                                  q.value(3).toString(), q.value(4).toString(), q.value(5).toString()});
    }
    return out;
}

}  // namespace tb::core
