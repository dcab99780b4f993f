#pragma once

#include <QString>
#include <QStringList>

namespace tb::core {

// One row of the conflict-of-interest register (reviewer_conflict) as stored: the relationship is its stored key
// (core/trust/Conflicts turns it into the enum and the words). An empty `until` is ongoing.
struct ConflictRow {
    qint64 id = 0;
    QString reviewer;
    qint64 providerId = 0;
    QString providerName;
    QString relationship;  // consulting | investment | employment | other
    QString from, until;   // ISO dates
    QString note;
    qint64 rowVersion = 0;
};

// Who worked on a provider's newest evaluation: its reviewer, whoever assigned its newest tier, the reviewers of its
// score sheets; and its span (started_at, closed_at as stored, "" while open).
struct EvaluationPeople {
    qint64 evaluationId = 0;
    QString reviewer;
    QString assignedBy;
    QString startedAt, closedAt;
    QStringList sheetReviewers;
};

}  // namespace tb::core
