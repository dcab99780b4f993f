#include "core/store/ConflictRepository.h"

#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QSqlQuery>

namespace tb::core {

Result<QVector<ConflictRow>> ConflictRepository::list(qint64 providerId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT c.id, c.reviewer, c.provider_id, p.name, c.relationship, c.valid_from, "
                             "c.valid_until, c.note, c.row_version FROM reviewer_conflict c JOIN provider p ON p.id = "
                             "c.provider_id") +
              (providerId > 0 ? QStringLiteral(" WHERE c.provider_id = :p") : QString()) +
              QStringLiteral(" ORDER BY c.reviewer, p.name, c.valid_from, c.id"));
    if (providerId > 0) {
        q.bindValue(QStringLiteral(":p"), providerId);
    }
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    QVector<ConflictRow> out;
    while (q.next()) {
        ConflictRow c;
        c.id = q.value(0).toLongLong();
        c.reviewer = q.value(1).toString();
        c.providerId = q.value(2).toLongLong();
        c.providerName = q.value(3).toString();
        c.relationship = q.value(4).toString();
        c.from = q.value(5).toString();
        c.until = q.value(6).toString();
        c.note = q.value(7).toString();
        c.rowVersion = q.value(8).toLongLong();
        out.append(c);
    }
    return out;
}

Result<qint64> ConflictRepository::insert(const ConflictRow& row, const QString& actor, const QString& whatFailed) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO reviewer_conflict (reviewer, provider_id, relationship, valid_from, "
                             "valid_until, note, changed_by, changed_at) VALUES (:r, :p, :k, :f, :u, :n, :by, "
                             "%1) RETURNING id")
                  .arg(SqlDialect::of(m_db).nowText()));
    q.bindValue(QStringLiteral(":r"), row.reviewer);
    q.bindValue(QStringLiteral(":p"), row.providerId);
    q.bindValue(QStringLiteral(":k"), row.relationship);
    q.bindValue(QStringLiteral(":f"), row.from);
    q.bindValue(QStringLiteral(":u"), notNull(row.until));  // never NULL: the column is NOT NULL ''
    q.bindValue(QStringLiteral(":n"), notNull(row.note));
    q.bindValue(QStringLiteral(":by"), actor);
    return insertReturningId(q, whatFailed);
}

Result<bool> ConflictRepository::setUntil(qint64 id, qint64 rowVersion, const QString& until, const QString& actor,
                                          const QString& whatFailed) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE reviewer_conflict SET valid_until = :u, row_version = row_version + 1, "
                             "changed_by = :by, changed_at = %1 WHERE id = :id AND row_version = :v")
                  .arg(SqlDialect::of(m_db).nowText()));
    q.bindValue(QStringLiteral(":u"), until);
    q.bindValue(QStringLiteral(":by"), actor);
    q.bindValue(QStringLiteral(":id"), id);
    q.bindValue(QStringLiteral(":v"), rowVersion);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    return q.numRowsAffected() == 1;
}

Result<std::optional<EvaluationPeople>> ConflictRepository::newestEvaluationPeople(
    qint64 providerId, const QString& whatFailedEvaluation, const QString& whatFailedSheets) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT e.id, e.reviewer, e.started_at, e.closed_at, (SELECT r.assigned_by FROM rating r WHERE "
                       "r.evaluation_id = e.id ORDER BY r.id DESC LIMIT 1) FROM evaluation e WHERE e.provider_id = :p "
                       "ORDER BY e.started_at DESC, e.id DESC LIMIT 1"));
    q.bindValue(QStringLiteral(":p"), providerId);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailedEvaluation);
    }
    if (!q.next()) {
        return std::optional<EvaluationPeople>{};
    }
    EvaluationPeople people;
    people.evaluationId = q.value(0).toLongLong();
    people.reviewer = q.value(1).toString();
    people.startedAt = q.value(2).toString();
    people.closedAt = q.value(3).toString();
    people.assignedBy = q.value(4).toString();
    QSqlQuery s(m_db);
    s.prepare(QStringLiteral("SELECT reviewer FROM score_sheet WHERE evaluation_id = :e"));
    s.bindValue(QStringLiteral(":e"), people.evaluationId);
    if (!s.exec()) {
        return sqlError(s.lastError(), whatFailedSheets);
    }
    while (s.next()) {
        people.sheetReviewers << s.value(0).toString();
    }
    return std::optional<EvaluationPeople>{people};
}

}  // namespace tb::core
