#include "core/report/BoardConflicts.h"

#include "core/store/SqlError.h"
#include "core/trust/Conflicts.h"

#include <QHash>
#include <QSqlQuery>
#include <QDateTime>

namespace tb::core {

Status BoardConflicts::mark(QSqlDatabase& db, QList<TierBoardEntry>& entries) {
    auto all = Conflicts(db).list();
    if (!all) {
        return all.error();
    }
    if (all->isEmpty()) {
        return {};  // the usual case: one query and done
    }
    QHash<qint64, QVector<ConflictRecord>> byProvider;
    for (const ConflictRecord& c : *all) {
        byProvider[c.providerId].append(c);
    }
    const QDate today = QDateTime::currentDateTimeUtc().date();
    for (TierBoardEntry& e : entries) {
        if (!byProvider.contains(e.providerId)) {
            continue;
        }
        // The newest evaluation, its people and its span.
        QSqlQuery q(db);
        q.prepare(QStringLiteral(
            "SELECT e.id, e.reviewer, e.started_at, e.closed_at, (SELECT r.assigned_by FROM rating r WHERE "
            "r.evaluation_id = e.id ORDER BY r.id DESC LIMIT 1) FROM evaluation e WHERE e.provider_id = :p "
            "ORDER BY e.started_at DESC, e.id DESC LIMIT 1"));
        q.bindValue(QStringLiteral(":p"), e.providerId);
        if (!q.exec()) {
            return sqlError(q.lastError(), QCoreApplication::translate("TierBoard", "Could not read the evaluations."));
        }
        if (!q.next()) {
            continue;
        }
        const qint64 evaluationId = q.value(0).toLongLong();
        QStringList people{q.value(1).toString().trimmed().toCaseFolded(),
                           q.value(4).toString().trimmed().toCaseFolded()};
        const QDate first = QDate::fromString(q.value(2).toString().left(10), Qt::ISODate);
        const QDate closed = QDate::fromString(q.value(3).toString().left(10), Qt::ISODate);
        QSqlQuery s(db);
        s.prepare(QStringLiteral("SELECT reviewer FROM score_sheet WHERE evaluation_id = :e"));
        s.bindValue(QStringLiteral(":e"), evaluationId);
        if (!s.exec()) {
            return sqlError(s.lastError(),
                            QCoreApplication::translate("TierBoard", "Could not read the score sheets."));
        }
        while (s.next()) {
            people << s.value(0).toString().trimmed().toCaseFolded();
        }
        QStringList found;
        for (const ConflictRecord& c : byProvider.value(e.providerId)) {
            if (people.contains(c.reviewer.trimmed().toCaseFolded()) &&
                c.overlaps(first.isValid() ? first : today, closed.isValid() ? closed : today)) {
                found << c.describe();
            }
        }
        e.conflict = found.join(QStringLiteral("; "));
    }
    return {};
}

}  // namespace tb::core
