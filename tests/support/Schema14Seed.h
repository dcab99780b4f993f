#pragma once

#include <QSqlDatabase>
#include <QString>

namespace tb::test {

// A database as Tierbench left it at schema 14 (before the ClusterMAX 3.0 tier model), on either engine: a provider
// with a 2.1 reference tier, the 2.0 rubric with one criterion and item, an evaluation made under it with a verdict,
// and a tier assigned to it. Written with plain SQL on a connection migrated to 14 (the repositories of today
// write columns 14 did not have). Ids are fixed (9001...) so the checks after migrating find the rows.
struct Schema14Seed {
    static constexpr qint64 kProviderId = 9001;
    static constexpr qint64 kRubricId = 9001;
    static constexpr qint64 kEvaluationId = 9001;
    static constexpr qint64 kRatingId = 9001;

    // Empty on success, else what failed.
    static QString write(QSqlDatabase& db);
    // After migrating to 15 or later: the rows are all there, the evaluation keeps rubric 2.0 and its tier, it is
    // not marked unable to test, and the tier checks take participation_ribbon but still refuse an unknown tier.
    // Empty on success, else the first difference.
    static QString checkMigrated(QSqlDatabase& db);
};

}  // namespace tb::test
