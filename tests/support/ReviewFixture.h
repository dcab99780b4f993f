#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace tb::test {

// A complete review in a database: three providers (the reviewed one and two others whose names are planted in
// the reviewed provider's free text, so redaction can be checked), a ten-criterion rubric, verdicts (GA and
// planned), scores, a tier assignment, probe runs with samples and raw logs, recipe timings, a baseline set and
// interviews. Sizes scale for the export benchmark. Runs on the storage thread (inside Store::run).
struct ReviewFixtureOptions {
    int itemsPerCriterion = 4;
    int probeRuns = 3;
    int repeatsPerSize = 5;  // samples per message size and run (31 sizes per run)
    int recipeRuns = 5;
    int interviews = 3;
    int evidenceChars = 160;  // length of each evidence text
};

struct ReviewFixture {
    qint64 providerId = 0;
    qint64 evaluationId = 0;
    QString providerName;
    QStringList otherNames;
    QString assignedTier;  // tier key
    QString intervieweeName;

    static ReviewFixture populate(QSqlDatabase& db, const ReviewFixtureOptions& options = {});
};

}  // namespace tb::test
