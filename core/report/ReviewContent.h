#pragma once

#include "core/baseline/BaselineMatcher.h"
#include "core/domain/Checklist.h"
#include "core/domain/TrainingSteps.h"
#include "core/report/ReviewEngagement.h"
#include "core/report/ReviewCost.h"
#include "core/report/ReviewDisputes.h"
#include "core/domain/RunStatus.h"
#include <QDate>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>
#include <optional>

namespace tb::core {

struct ReviewTrust;  // core/report/ReviewTrust.h: blind runs, reviewer agreement, conflicts of interest (issue 18)

// Everything the review of one provider shows, read from the database in one job on the storage thread and then
// handed to the GUI thread (walkthrough) or the PDF writer. Pure data: no painting, no database handles.
//
// Confidentiality contract: a ReviewContent holds data of exactly one provider. Free text that came from people
// (evidence, rationale, justification, interview notes) has every other tracked provider's name replaced by
// ReviewContent::redactedName() before it lands here, and interviews carry role and organisation type only.
struct ReviewItem {
    qint64 checkItemId = 0;
    QString key;
    QString title;
    QString question;
    QString guidance;  // what good looks like
    QString gate;      // "gate.acs" etc., empty when the item gates nothing
    Verdict verdict = Verdict::Unknown;
    QString evidence;
    QString availability = QStringLiteral("ga");  // ga | planned
    QString promisedDate;                         // ISO date, only meaningful for planned
    std::optional<Verdict> suggested;             // probe/import suggestion awaiting confirmation
    bool confirmed = true;
    QVector<qint64> evidenceRunIds;

    bool isPlanned() const { return availability == QLatin1String("planned"); }
    bool isOpen() const { return verdict == Verdict::Unknown || !confirmed; }
};

struct ReviewCriterion {
    qint64 id = 0;
    QString key;
    QString name;
    double weight = 0.0;
    QString description;
    std::optional<double> suggestedScore;  // 0..5
    std::optional<double> finalScore;      // 0..5
    QString rationale;
    QVector<ReviewItem> items;
    // Below the decided-items minimum (ScoringMinimums): no suggested score; "3 of 8 decided, 4 needed".
    QString notScored;

    std::optional<double> score() const { return finalScore ? finalScore : suggestedScore; }
};

struct ReviewSeriesPoint {
    qint64 sizeBytes = 0;
    double value = 0.0;
};

// One measured curve (a metric of one run, one value per message size: the median of repeated samples).
struct ReviewSeries {
    qint64 runId = 0;
    QString probe;
    QString operation;
    QString metric;
    QString unit;
    QString hardwareKey;
    int device = -1;                    // the GPU of a run that measured several one by one (tb-membw), else -1
    QVector<ReviewSeriesPoint> points;  // ascending size
    std::optional<double> baseline;     // expected value from the baseline set, same unit
    QString baselineSource;
    qint64 baselineMinSize = 0;
    QString baselineDirection = QStringLiteral("higher");
    bool hostBackend = false;  // measured with the probes' host backend: no GPU, never judged by a GPU baseline
};

// A scalar result (GEMM rate, a recipe timing).
struct ReviewScalar {
    qint64 runId = 0;
    QString probe;
    QString metric;
    double value = 0.0;
    QString unit;
    RunStatus status = RunStatus::Ok;
    QString startedAt;
    std::optional<double> baseline;
    QString baselineDirection = QStringLiteral("higher");
    bool hostBackend = false;
    QString storageTier;       // a recipe's: the storage tier it ran on, "" when none was given
    bool unsupported = false;  // a recipe the node could not run (its tool or tier missing): no time to show
};

// A training run (tb-train, an imported training log) step by step, for the review's training chart.
struct ReviewTraining {
    qint64 runId = 0;
    QString probe;
    QString hardwareKey;
    QVector<TrainingStep> steps;
    BaselineMatch tokensBaseline;  // train.tokens_per_s_per_gpu on the run's hardware, where one is known
};

struct ReviewRawLog {
    QString stream;
    QString sha256;
    qint64 bytes = 0;
    bool truncated = false;
};

struct ReviewRun {
    qint64 id = 0;
    RunKind kind = RunKind::Probe;
    QString probe;
    QString operation;
    RunStatus status = RunStatus::Ok;
    QString startedAt;
    QString endedAt;
    QString probeVersion;
    QString bundleHash;
    QString hardwareKey;
    QString sourceName;
    QString rawSha256;
    int sampleCount = 0;
    QVector<ReviewRawLog> rawLogs;
    // A run a cluster job fed: the compute node it came from and the Slurm job id (empty for a node's own run).
    QString computeNode;
    QString clusterJob;
    QString backend;  // the probe's backend from its hello ("gpu", "host"), empty for imports and older runs
    bool isHostBackend() const { return backend == QLatin1String("host"); }
    std::optional<int> exitCode;
    QString storageTier;  // where a recipe ran ("/data", "~"); "" for the default scratch folder and for probes
    // Exit 2: the node lacked a tool, a GPU or a folder the run needs; nothing was measured, the provider did not fail.
    bool unsupported() const { return status == RunStatus::Failed && exitCode == 2; }
};

// Anonymised as core/interview/AnonymisedInterview: role and organisation type, never the name, date or channel
// (each can identify a person). The highlight is quoted only with consent.
struct ReviewInterview {
    QString role;
    QString orgType;  // ai_lab | enterprise | startup | research | other
    bool consent = false;
    QString highlight;  // plain text, name withheld, other providers redacted; empty without consent
    QVector<QPair<QString, int>> sentiments;  // criterion key, -2..2
};

struct ReviewRating {
    QString assignedTier;   // tier key, empty when no tier has been assigned yet
    QString suggestedTier;  // tier key or empty
    QString justification;
    QString explanation;  // the suggestion's reasons (verdicts, measurements, gates)
    QString assignedBy;
    QString assignedAt;
    int historyCount = 0;
};

// How much of a large evaluation a review shows in full. A provider with thousands of imported runs gets a bounded
// number of charts and table rows (evidence-linked runs first, then the newest); every run is still listed with
// its raw-result hashes in the provenance section, so nothing measured disappears from the record (issue 13.2).
struct ReviewLimits {
    int charts = 24;         // sweep charts (a run and collective or metric; a host-backend run is one)
    int scalarRows = 60;     // probe scalars in the measurements table
    int recipeRows = 60;     // recipe timings
    int detailedRuns = 150;  // runs in the provenance table with version, bundle and status
};

// What the rating engine says about the reviewed evaluation now, filled by ReviewScoringLoader so the PDF, the
// Rating tab and `tierbench-cli rate` agree on which criteria are scored and which tier is suggested (issue 12.2).
struct ReviewScoring {
    bool current = false;   // false: not the provider's newest evaluation (the one the engine rates)
    QString suggestedTier;  // tier key, empty when none is suggested
    QStringList reasons;
    int scoredCriteria = 0;
    int criteria = 0;
    int needed = 0;        // scored criteria a tier needs
    QString rule;          // the minimums in one sentence
    QStringList delivery;  // handover and planned features (core/rating/DeliveryExplanation), explained, not scored
};

// What `verify` found when the review was made (core/trust/Verification): the review states it with its date, and
// names every stored result or score that does not match, so a reader knows whether the figures can be trusted.
struct ReviewVerification {
    bool ran = false;
    QString verifiedAt;  // ISO 8601 UTC
    int checks = 0;
    QString summary;
    QStringList differences;  // "raw_log run 12 stdout: recorded ..., now ..." per difference
};

struct ReviewContent {
    // Provider
    qint64 providerId = 0;
    QString providerName;
    QString providerKind;
    QString website;
    QString gpuModels;
    // Evaluation
    qint64 evaluationId = 0;
    QString evaluationTitle;
    EvaluationStatus status = EvaluationStatus::Draft;
    QString reviewer;
    QString conflictDisclosure;
    QString unavailableReason;
    bool unableToTest = false;  // ClusterMAX 3.0's "unable to test": the cover shows it instead of a tier
    QString handoverRequested;
    QString handoverReceived;
    QString startedAt;
    QString updatedAt;
    QString rubricVersion;
    QString rubricTitle;

    ReviewRating rating;
    ReviewScoring scoring;
    ReviewCost cost;  // core/report/ReviewCost: the cost section
    ReviewVerification verification;
    std::shared_ptr<const ReviewTrust> trust;  // always set by the loader
    QVector<ReviewDispute> disputes;           // core/report/ReviewDisputes: the provider's disputes and their outcomes
    QVector<ReviewCriterion> criteria;
    QVector<ReviewRun> runs;
    QVector<ReviewSeries> series;
    QVector<ReviewScalar> scalars;     // probe scalars (kind probe/import)
    QVector<ReviewScalar> recipes;     // recipe timings
    QVector<ReviewTraining> training;  // training runs step by step (their medians are among the scalars too)
    QVector<ReviewInterview> interviews;
    std::optional<ReviewEngagement> engagement;  // the evaluation's newest engagement (core/report/ReviewEngagement)
    QStringList triggeredGates;                  // gate keys of items that failed

    // What the summary left out (counts of sweeps, scalars and recipe timings not shown), and the bounds it used.
    ReviewLimits limits;
    int seriesOmitted = 0;
    int linesBesideBusbw = 0;  // algorithm bandwidth and times of a collective whose bus bandwidth is charted
    int scalarsOmitted = 0;
    int recipesOmitted = 0;
    bool isSummarised() const { return seriesOmitted + scalarsOmitted + recipesOmitted > 0; }

    static QString redactedName();

    // Derived figures, so the PDF, the walkthrough summary and the tests agree on them.
    int itemCount() const;
    int countVerdict(Verdict verdict) const;
    int plannedCount() const;
    std::optional<double> weightedScore() const;  // sum(weight * score) / sum(weight of scored criteria)
    std::optional<int> handoverDelayDays() const;
    // First run start to last run end, in days (the hands-on window); empty without runs.
    std::optional<double> testingWindowDays() const;
    QVector<const ReviewItem*> openItems() const;
    QVector<const ReviewItem*> promises() const;  // planned items
};

}  // namespace tb::core
