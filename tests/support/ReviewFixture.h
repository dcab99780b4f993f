#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>

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

    // One more run of the reviewed provider's evaluation, for a suite's own case (a host smoke test, a training log).
    struct Run {
        QString kind = QStringLiteral("probe");
        QString probe, operation;
        QString hardwareKey = QStringLiteral("8xH100-SXM/nvlink");
        QString envJson = QStringLiteral("{}");
        QString startedAt = QStringLiteral("2025-08-29T10:00:00Z");
        QString endedAt = QStringLiteral("2025-08-29T10:01:00Z");
        QString status = QStringLiteral("ok");
        std::optional<int> exitCode = 0;
    };
    qint64 addRun(QSqlDatabase& db, const Run& run) const;
    // A fact (status "") or a check of a run, as a probe's line stores it.
    static void addFinding(QSqlDatabase& db, qint64 runId, const QString& kind, const QString& key,
                           const QString& status, const QString& value, const QString& detail = {});
    static void addSample(QSqlDatabase& db, qint64 runId, const QString& metric, std::optional<qint64> sizeBytes,
                          double value, const QString& unit, const QString& extraJson = {});
};

}  // namespace tb::test
