#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace tb::core {

// The rows core/report/ReviewContentLoader reads for a review (ReviewQueries), as stored: stored words stay words
// and free text stays unredacted; the loader checks, translates and redacts them.

struct ReviewProviderRow {
    qint64 id = 0;
    QString name, kind, website, gpuModels;
};

struct ReviewEvaluationRow {
    qint64 id = 0;
    QString title, status, reviewer, conflictDisclosure, unavailableReason;
    QString handoverRequested, handoverReceived, startedAt, updatedAt;
    qint64 rubricId = 0;
    QString rubricVersion, rubricTitle;
    bool unableToTest = false;
};

// A criterion of the rubric with the evaluation's scores of it.
struct ReviewCriterionRow {
    qint64 id = 0;
    QString key, name;
    double weight = 0;
    QString description;
    std::optional<double> suggestedScore, finalScore;
    QString rationale;
};

// A check item of the rubric with the evaluation's verdict row of it (hasVerdict false: none).
struct ReviewItemRow {
    qint64 checkItemId = 0;
    qint64 criterionId = 0;
    QString key, title, question, guidance, gate;
    bool hasVerdict = false;
    qint64 verdictId = 0;
    QString verdict, evidence, availability, promisedDate, suggested;
    bool confirmed = false;
};

// The newest tier assignment of the evaluation and how many there are.
struct ReviewRatingRow {
    QString suggestedTier, assignedTier, justification, explanation, assignedBy, assignedAt;
    int historyCount = 0;
};

struct ReviewRunRow {
    qint64 id = 0;
    QString kind, probe, operation, status, startedAt, endedAt, probeVersion, bundleHash, hardwareKey, sourceName,
        rawSha256;
    int sampleCount = 0;
    QString computeNode;  // the cluster job's allocation or compute node, "" when no job fed the run
    QString clusterJob;   // the job's scheduler id
    QByteArray envJson;
    std::optional<int> exitCode;
    QString storageTier;  // a recipe's `recipe.dir` fact: the storage tier it ran on; "" elsewhere
};

struct ReviewRawLogRow {
    qint64 runId = 0;
    QString stream, sha256;
    qint64 bytes = 0;
    bool truncated = false;
};

// A (run, metric, unit) group of samples: how many carry a size and how many do not.
struct ReviewSampleGroupRow {
    qint64 runId = 0;
    QString metric, unit;
    qint64 sized = 0, sizeless = 0;
};

struct ReviewSampleRow {
    std::optional<qint64> sizeBytes;
    double value = 0;
    QByteArray extraJson;
};

struct ReviewInterviewRow {
    qint64 id = 0;
    QString heldOn, intervieweeName, intervieweeRole, orgType, channel;
    bool consent = false;
    QString notesHtml;
};

struct ReviewSentimentRow {
    qint64 interviewId = 0;
    QString criterionKey;
    int sentiment = 0;
};

}  // namespace tb::core
