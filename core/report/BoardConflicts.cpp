#include "core/report/BoardConflicts.h"

#include "core/store/ConflictRepository.h"
#include "core/trust/Conflicts.h"

#include <QHash>
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
        auto newest = ConflictRepository(db).newestEvaluationPeople(
            e.providerId, QCoreApplication::translate("TierBoard", "Could not read the evaluations."),
            QCoreApplication::translate("TierBoard", "Could not read the score sheets."));
        if (!newest) {
            return newest.error();
        }
        if (!*newest) {
            continue;
        }
        const EvaluationPeople& on = **newest;
        QStringList people{on.reviewer.trimmed().toCaseFolded(), on.assignedBy.trimmed().toCaseFolded()};
        const QDate first = QDate::fromString(on.startedAt.left(10), Qt::ISODate);
        const QDate closed = QDate::fromString(on.closedAt.left(10), Qt::ISODate);
        for (const QString& reviewer : on.sheetReviewers) {
            people << reviewer.trimmed().toCaseFolded();
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
