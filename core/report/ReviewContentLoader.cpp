#include "core/report/ReviewContentLoader.h"
#include "core/domain/Checklist.h"
#include "core/report/ReviewCost.h"
#include "core/report/ReviewDisputes.h"
#include "core/report/ReviewScoringLoader.h"
#include "core/report/ReviewTrust.h"
#include "core/report/ReviewVerificationLoader.h"

#include "core/baseline/BaselineMatcher.h"
#include "core/store/BaselineRepository.h"
#include "core/report/NameRedactor.h"
#include "core/rubric/RubricText.h"
#include "core/store/ProviderRepository.h"
#include "core/store/ReviewQueries.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QVariant>

#include <algorithm>

namespace tb::core {

namespace {
double median(QVector<double>& values) {
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

// Interview notes are stored as rich text; the review needs plain sentences. core has no QtGui, so strip tags here.
QString plainText(const QString& html) {
    static const QRegularExpression breaks(QStringLiteral("<(br|/p|/li|/div)[^>]*>"),
                                           QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression headPart(
        QStringLiteral("<(style|head)[^>]*>.*?</\\1>"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    QString text = html;
    text.replace(headPart, QString());
    text.replace(breaks, QStringLiteral("\n"));
    text.replace(tags, QString());
    text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    text.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    text.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    text.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    text.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return text.simplified();
}

QString shorten(const QString& text, int maxChars) {
    if (text.size() <= maxChars) {
        return text;
    }
    const qsizetype cut = text.lastIndexOf(QStringLiteral(". "), maxChars);
    return cut > maxChars / 2 ? text.left(cut + 1) : text.left(maxChars).trimmed() + QChar(0x2026);
}

// The GPU a sample measured ("device" in its extra JSON, as tb-membw writes it); -1 when it names none. Only rows
// that mention a device are parsed, so the common case costs a substring test.
int deviceOf(const QByteArray& extraJson, QString* algorithm) {
    if (extraJson.isEmpty()) {
        return -1;
    }
    const bool device = extraJson.contains("\"device\"");
    const bool algo = algorithm && algorithm->isEmpty() && extraJson.contains("\"algo\"");
    if (!device && !algo) {
        return -1;
    }
    const QJsonObject o = QJsonDocument::fromJson(extraJson).object();
    if (algo) {
        *algorithm = o.value(QStringLiteral("algo")).toString().toLower();
    }
    const QJsonValue d = o.value(QStringLiteral("device"));
    return d.isDouble() ? d.toInt() : -1;
}

}  // namespace

Result<qint64> ReviewContentLoader::findProvider(QSqlDatabase& db, const QString& name) {
    auto provider = ProviderRepository(db).findByName(name);
    if (!provider) {
        return provider.error();
    }
    return provider->id;
}

Result<ReviewContent> ReviewContentLoader::loadEvaluation(QSqlDatabase& db, qint64 evaluationId) {
    auto providerId = ReviewQueries(db).evaluationProvider(evaluationId, tr("Could not look up the evaluation"));
    if (!providerId) {
        return providerId.error();
    }
    if (!*providerId) {
        return makeError(ErrorCode::NotFound, tr("The evaluation does not exist."));
    }
    return load(db, **providerId, evaluationId);
}

Result<QStringList> ReviewContentLoader::otherProviderNames(QSqlDatabase& db, qint64 providerId) {
    return ReviewQueries(db).otherProviderNames(providerId, tr("Could not read the providers"));
}

Result<ReviewContent> ReviewContentLoader::load(QSqlDatabase& db, qint64 providerId, qint64 evaluationId,
                                                const ReviewLimits& limits) {
    // One read transaction: the review must not mix a verdict from before and a score from after a concurrent edit.
    db.transaction();
    struct Rollback {
        QSqlDatabase& db;
        ~Rollback() { db.rollback(); }
    } rollback{db};

    ReviewContent c;
    const QString failed = tr("Could not read the review data");
    ReviewQueries stored(db);
    auto provider = stored.provider(providerId, failed);
    if (!provider) {
        return provider.error();
    }
    if (!*provider) {
        return makeError(ErrorCode::NotFound, tr("The provider does not exist."));
    }
    c.providerId = (*provider)->id;
    c.providerName = (*provider)->name;
    c.providerKind = (*provider)->kind;
    c.website = (*provider)->website;
    c.gpuModels = (*provider)->gpuModels;

    auto others = otherProviderNames(db, providerId);
    if (!others) {
        return others.error();
    }
    const NameRedactor redactor(c.providerName, *others, ReviewContent::redactedName());

    auto evaluation = stored.evaluation(providerId, evaluationId, failed);
    if (!evaluation) {
        return evaluation.error();
    }
    if (!*evaluation) {
        return makeError(ErrorCode::NotFound, tr("%1 has no evaluation to report on.").arg(c.providerName));
    }
    const ReviewEvaluationRow& ev = **evaluation;
    c.evaluationId = ev.id;
    c.evaluationTitle = redactor.redact(ev.title);
    // A stored word that is no evaluation state is refused whole, never printed as a nearby one.
    const auto status = evaluationStatusFromKey(ev.status);
    if (!status) {
        return makeError(
            ErrorCode::Database,
            tr("The evaluation's state is stored as \u201c%1\u201d, which is not an evaluation state.").arg(ev.status));
    }
    c.status = *status;
    c.reviewer = ev.reviewer;
    c.conflictDisclosure = redactor.redact(ev.conflictDisclosure);
    c.unavailableReason = ev.unavailableReason;
    c.unableToTest = ev.unableToTest;
    c.handoverRequested = ev.handoverRequested;
    c.handoverReceived = ev.handoverReceived;
    c.startedAt = ev.startedAt;
    c.updatedAt = ev.updatedAt;
    const qint64 rubricId = ev.rubricId;
    c.rubricVersion = ev.rubricVersion;
    c.rubricTitle = ev.rubricTitle;

    // Criteria with their scores. The rubric's words in the reader's language (RubricText); keys stay as stored.
    auto criteria = stored.criteria(c.evaluationId, rubricId, failed);
    if (!criteria) {
        return criteria.error();
    }
    QHash<qint64, int> criterionIndex;
    for (const ReviewCriterionRow& row : *criteria) {
        ReviewCriterion cr;
        cr.id = row.id;
        cr.key = row.key;
        cr.name = RubricText::text(row.name);
        cr.weight = row.weight;
        cr.description = RubricText::text(row.description);
        cr.suggestedScore = row.suggestedScore;
        cr.finalScore = row.finalScore;
        cr.rationale = redactor.redact(row.rationale);
        criterionIndex.insert(cr.id, int(c.criteria.size()));
        c.criteria.append(cr);
    }

    // Items with this evaluation's verdicts (an item without a verdict row is unknown).
    auto items = stored.items(c.evaluationId, rubricId, failed);
    if (!items) {
        return items.error();
    }
    QHash<qint64, QPair<int, int>> itemByVerdict;
    for (const ReviewItemRow& row : *items) {
        const int ci = criterionIndex.value(row.criterionId, -1);
        if (ci < 0) {
            continue;
        }
        ReviewItem item;
        item.checkItemId = row.checkItemId;
        item.key = row.key;
        item.title = RubricText::text(row.title);
        item.question = RubricText::text(row.question);
        item.guidance = RubricText::text(row.guidance);
        item.gate = row.gate;
        if (row.hasVerdict) {
            // The stored word becomes the enum here; one that is not a verdict refuses the review, naming it.
            const QString& word = row.verdict;
            const auto verdict = verdictFromKey(word);
            if (!verdict) {
                return makeError(ErrorCode::InvalidArgument,
                                 tr("Item %1 has an unknown verdict \"%2\".").arg(item.key, word));
            }
            item.verdict = *verdict;
            item.evidence = redactor.redact(row.evidence);
            item.availability = row.availability;
            item.promisedDate = row.promisedDate;
            if (const QString& suggested = row.suggested; !suggested.isEmpty()) {
                item.suggested = verdictFromKey(suggested);
                if (!item.suggested) {
                    return makeError(ErrorCode::InvalidArgument,
                                     tr("Item %1 has an unknown suggested verdict \"%2\".").arg(item.key, suggested));
                }
            }
            item.confirmed = row.confirmed;
            itemByVerdict.insert(row.verdictId, {ci, int(c.criteria[ci].items.size())});
        }
        if (!item.gate.isEmpty() && item.verdict == Verdict::Fail && !c.triggeredGates.contains(item.gate)) {
            c.triggeredGates << item.gate;
        }
        c.criteria[ci].items.append(item);
    }

    auto links = stored.evidenceLinks(c.evaluationId, failed);
    if (!links) {
        return links.error();
    }
    for (const auto& [verdictId, runId] : *links) {
        const auto it = itemByVerdict.constFind(verdictId);
        if (it != itemByVerdict.cend()) {
            c.criteria[it->first].items[it->second].evidenceRunIds.append(runId);
        }
    }

    // The newest tier assignment; older ones stay in the history (counted only).
    auto rating = stored.newestRating(c.evaluationId, failed);
    if (!rating) {
        return rating.error();
    }
    if (*rating) {
        c.rating.suggestedTier = (*rating)->suggestedTier;
        c.rating.assignedTier = (*rating)->assignedTier;
        c.rating.justification = redactor.redact((*rating)->justification);
        c.rating.explanation = redactor.redact((*rating)->explanation);
        c.rating.assignedBy = (*rating)->assignedBy;
        c.rating.assignedAt = (*rating)->assignedAt;
        c.rating.historyCount = (*rating)->historyCount;
    }

    // The engine's current suggestion, as the Rating tab and `rate` show it.
    ProviderRating rated;  // rated once: the verification below checks this rating instead of rating again
    if (auto st = ReviewScoringLoader::apply(db, c, &rated); !st) {
        return st.error();
    }
    if (auto st = ReviewCostLoader::apply(db, c); !st) {
        return st.error();
    }

    if (auto st = ReviewDisputesLoader::apply(db, c); !st) {
        return st.error();
    }

    // Whether the stored results still match their hashes and the stored scores their evidence, as `verify` says.
    if (auto st = ReviewVerificationLoader::apply(db, c, &rated); !st) {
        return st.error();
    }
    if (auto st = ReviewTrustLoader::apply(db, c); !st) {
        return st.error();
    }

    // Runs of this evaluation, plus the provider's runs not tied to any evaluation (imports).
    auto runs = stored.runs(providerId, c.evaluationId, failed);
    if (!runs) {
        return runs.error();
    }
    QHash<qint64, int> runIndex;
    QHash<qint64, QString> algorithmOf;
    for (const ReviewRunRow& row : *runs) {
        ReviewRun r;
        r.id = row.id;
        r.kind = runKindFromKey(row.kind).value_or(RunKind::Probe);
        r.probe = row.probe;
        r.operation = row.operation;
        r.status = runStatusFromKey(row.status).value_or(RunStatus::Running);
        r.startedAt = row.startedAt;
        r.endedAt = row.endedAt;
        r.probeVersion = row.probeVersion;
        r.bundleHash = row.bundleHash;
        r.hardwareKey = row.hardwareKey;
        r.sourceName = redactor.redact(row.sourceName);
        r.rawSha256 = row.rawSha256;
        r.sampleCount = row.sampleCount;
        r.computeNode = row.computeNode;
        r.clusterJob = row.clusterJob;
        const QJsonObject env = QJsonDocument::fromJson(row.envJson).object();
        r.backend = env.value(QStringLiteral("backend")).toString();
        r.exitCode = row.exitCode;
        r.storageTier = redactor.redact(row.storageTier);
        algorithmOf.insert(r.id, BaselineMatcher::algorithmFromEnv(env));
        runIndex.insert(r.id, int(c.runs.size()));
        c.runs.append(r);
    }

    auto rawLogs = stored.rawLogs(providerId, failed);
    if (!rawLogs) {
        return rawLogs.error();
    }
    for (const ReviewRawLogRow& row : *rawLogs) {
        const int ri = runIndex.value(row.runId, -1);
        if (ri >= 0) {
            c.runs[ri].rawLogs.append({row.stream, row.sha256, row.bytes, row.truncated});
        }
    }

    // The newest baseline set, matched by the one rule the charts, Compare and the CLI use (BaselineMatcher): the
    // run's hardware key and its NCCL algorithm (from its environment, else a sample's "algo").
    // A database that holds none yet judges with the built-in library, as the rating does (nothing is stored here:
    // this is a read transaction).
    auto latestSet = BaselineRepository(db).latest();
    if (!latestSet && latestSet.error().code != ErrorCode::NotFound) {
        return latestSet.error();
    }
    if (!latestSet) {
        latestSet = BaselineSet::builtin();
    }
    const BaselineMatcher matcher(latestSet ? *latestSet : BaselineSet{});

    // Samples. The (run, metric) groups are counted in SQL; only those the review shows are read, one median per
    // size (sizeless samples become scalars). Evidence-linked runs come first, then the newest, so a summarised
    // review keeps what the verdicts rest on and the latest state (issue 13.2).
    QSet<qint64> evidenceRuns;
    for (const auto& cr : c.criteria) {
        for (const auto& item : cr.items) {
            for (qint64 id : item.evidenceRunIds) {
                evidenceRuns.insert(id);
            }
        }
    }
    struct Group {
        qint64 runId = 0;
        QString metric;
        QString unit;
        qint64 sized = 0;
        qint64 sizeless = 0;
    };
    QVector<Group> groups;
    auto sampleGroups = stored.sampleGroups(providerId, c.evaluationId, failed);
    if (!sampleGroups) {
        return sampleGroups.error();
    }
    for (const ReviewSampleGroupRow& row : *sampleGroups) {
        if (runIndex.contains(row.runId)) {
            groups.append({row.runId, row.metric, row.unit, row.sized, row.sizeless});
        }
    }
    std::sort(groups.begin(), groups.end(), [&](const Group& a, const Group& b) {
        const bool ea = evidenceRuns.contains(a.runId);
        const bool eb = evidenceRuns.contains(b.runId);
        if (ea != eb) {
            return ea;
        }
        const int ia = runIndex.value(a.runId);
        const int ib = runIndex.value(b.runId);
        return ia != ib ? ia > ib : a.metric < b.metric;
    });
    c.limits = limits;
    QSet<qint64> timedRecipes;
    QSet<QString> chartKeys;
    // A collective's algorithm bandwidth and times beside its bus bandwidth are neither drawn nor read: the baselines
    // and the rating read the bus bandwidth, the raw results keep the rest.
    const auto operationOf = [](const QString& metric, const char* suffix) {
        const QString family = metric.endsWith(QLatin1String(".ip")) ? metric.chopped(3) : metric;
        return family.endsWith(QLatin1String(suffix)) ? family.chopped(int(qstrlen(suffix))) : QString();
    };
    QMap<qint64, QVector<SampleRecord>> trainingSamples;  // per run: its train.* samples with their extras
    QSet<QString> busbwOps;
    for (const Group& g : std::as_const(groups)) {
        if (const QString op = operationOf(g.metric, ".busbw"); !op.isEmpty() && g.sized > 0) {
            busbwOps.insert(QString::number(g.runId) + u'/' + op);
        }
    }
    for (const Group& g : std::as_const(groups)) {
        if (g.sized > 0 && g.sizeless == 0) {
            QString op = operationOf(g.metric, ".algbw");
            op = op.isEmpty() ? operationOf(g.metric, ".time_us") : op;
            if (!op.isEmpty() && busbwOps.contains(QString::number(g.runId) + u'/' + op)) {
                ++c.linesBesideBusbw;
                continue;
            }
        }
        const ReviewRun& run = c.runs[runIndex.value(g.runId)];
        const bool recipe = run.kind == RunKind::Recipe;
        if (recipe && g.sizeless > 0) {
            timedRecipes.insert(g.runId);
        }
        // The limit counts charts as the PDF groups them (ui/report/ReviewChartPlan): a host-backend run is one chart,
        // a collective's lines (in-place, algorithm bandwidth, times) share one.
        QString chartKey = QString::number(g.runId);
        if (!run.isHostBackend()) {
            QString family = g.metric.endsWith(QLatin1String(".ip")) ? g.metric.chopped(3) : g.metric;
            for (const char* suffix : {".busbw", ".algbw", ".time_us"}) {
                if (family.endsWith(QLatin1String(suffix))) {
                    family.chop(int(qstrlen(suffix)));
                    break;
                }
            }
            chartKey += u'/' + family;
        }
        const bool chart = g.sized > 0 && (chartKeys.contains(chartKey) || chartKeys.size() < limits.charts);
        if (chart) {
            chartKeys.insert(chartKey);
        }
        const bool scalar =
            g.sizeless > 0 && (recipe ? c.recipes.size() < limits.recipeRows : c.scalars.size() < limits.scalarRows);
        if (g.sized > 0 && !chart) {
            ++c.seriesOmitted;
        }
        if (g.sizeless > 0 && !scalar) {
            ++(recipe ? c.recipesOmitted : c.scalarsOmitted);
        }
        if (!chart && !scalar) {
            continue;
        }
        auto values = stored.samples(g.runId, g.metric, g.unit, failed);
        if (!values) {
            return values.error();
        }
        // One curve per GPU the samples name (a multi-GPU tb-membw run), as the workbench's charts draw them.
        QMap<int, QMap<qint64, QVector<double>>> bySize;
        QVector<double> sizeless;
        QString& algorithm = algorithmOf[g.runId];
        const bool training = g.metric.startsWith(QLatin1String("train."));
        for (const ReviewSampleRow& v : *values) {
            if (training) {
                trainingSamples[g.runId].append(SampleRecord{g.metric, v.sizeBytes, v.value, g.unit,
                                                             QJsonDocument::fromJson(v.extraJson).object()});
            }
            if (!v.sizeBytes) {
                sizeless.append(v.value);
            } else {
                const int device = deviceOf(v.extraJson, &algorithm);
                bySize[device][*v.sizeBytes].append(v.value);
            }
        }
        // A host-backend run measured no GPU (threads or the front-end TCP network): no GPU baseline judges it.
        const BaselineMatch match = matcher.match(g.metric, run.hardwareKey, algorithm, run.backend);
        const std::optional<Baseline>& b = match.baseline;
        for (auto dev = bySize.begin(); chart && dev != bySize.end(); ++dev) {
            ReviewSeries s;
            s.runId = g.runId;
            s.probe = run.probe;
            s.operation = run.operation;
            s.metric = g.metric;
            s.unit = g.unit;
            s.hardwareKey = run.hardwareKey;
            s.hostBackend = run.isHostBackend();
            s.device = bySize.size() > 1 ? dev.key() : -1;
            for (auto it = dev->begin(); it != dev->end(); ++it) {
                s.points.append({it.key(), median(it.value())});
            }
            if (b) {
                s.baseline = match.expected();
                s.baselineSource = b->source;
                s.baselineMinSize = b->minSizeBytes.value_or(0);
                s.baselineDirection = directionKey(b->direction);
            }
            c.series.append(s);
        }
        if (scalar && !sizeless.isEmpty()) {
            ReviewScalar s;
            s.runId = g.runId;
            s.probe = run.probe;
            s.metric = g.metric;
            s.value = median(sizeless);
            s.unit = g.unit;
            s.status = run.status;
            s.startedAt = run.startedAt;
            s.hostBackend = run.isHostBackend();
            s.storageTier = run.storageTier;
            if (b) {
                s.baseline = match.expected();
                s.baselineDirection = directionKey(b->direction);
            }
            (recipe ? c.recipes : c.scalars).append(s);
        }
    }
    // Training runs step by step, for their chart (the medians above are scalars already).
    for (auto it = trainingSamples.cbegin(); it != trainingSamples.cend(); ++it) {
        if (!TrainingSteps::holdsTraining(*it))
            continue;
        const ReviewRun& run = c.runs[runIndex.value(it.key())];
        ReviewTraining t;
        t.runId = run.id;
        t.probe = run.probe;
        t.hardwareKey = run.hardwareKey;
        t.steps = TrainingSteps::of(*it);
        t.tokensBaseline = matcher.match(QStringLiteral("train.tokens_per_s_per_gpu"), run.hardwareKey);
        c.training.append(t);
    }
    // A recipe that stored no timing sample is still timed by its run's start and end (newest first, bounded too).
    for (auto it = c.runs.crbegin(); it != c.runs.crend(); ++it) {
        const ReviewRun& run = *it;
        if (run.kind != RunKind::Recipe || timedRecipes.contains(run.id)) {
            continue;
        }
        if (c.recipes.size() >= limits.recipeRows) {
            ++c.recipesOmitted;
            continue;
        }
        const QDateTime s = QDateTime::fromString(run.startedAt, Qt::ISODate);
        const QDateTime e = QDateTime::fromString(run.endedAt, Qt::ISODate);
        ReviewScalar r;
        r.runId = run.id;
        r.probe = run.probe;
        r.metric = QStringLiteral("duration");
        r.value = s.isValid() && e.isValid() ? double(s.msecsTo(e)) / 1000.0 : 0.0;
        r.unit = QStringLiteral("s");
        r.status = run.status;
        r.startedAt = run.startedAt;
        r.storageTier = run.storageTier;
        r.unsupported = run.unsupported();
        c.recipes.append(r);
    }
    // Shown in the order the runs were made, as before summarising.
    auto byRun = [&runIndex](const auto& a, const auto& b) {
        const int ia = runIndex.value(a.runId);
        const int ib = runIndex.value(b.runId);
        return ia != ib ? ia < ib : a.metric < b.metric;
    };
    std::stable_sort(c.series.begin(), c.series.end(), byRun);
    std::stable_sort(c.scalars.begin(), c.scalars.end(), byRun);
    std::stable_sort(c.recipes.begin(), c.recipes.end(), byRun);

    // Interviews: role and organisation type only. Notes are quoted only with consent, the name withheld.
    auto interviews = stored.interviews(providerId, failed);
    if (!interviews) {
        return interviews.error();
    }
    QHash<qint64, int> interviewIndex;
    for (const ReviewInterviewRow& row : *interviews) {
        ReviewInterview iv;
        const QString& person = row.intervieweeName;
        iv.role = redactor.redact(NameRedactor::withholdPerson(row.intervieweeRole, person, tr("[name withheld]")));
        iv.orgType = row.orgType;
        iv.consent = row.consent;
        if (iv.consent) {
            iv.highlight = shorten(
                redactor.redact(NameRedactor::withholdPerson(plainText(row.notesHtml), person, tr("[name withheld]"))),
                700);
        }
        interviewIndex.insert(row.id, int(c.interviews.size()));
        c.interviews.append(iv);
    }
    auto engagement = ReviewEngagementLoader::load(db, providerId, c.evaluationId);
    if (!engagement) {
        return engagement.error();
    }
    c.engagement = *engagement;
    auto sentiments = stored.sentiments(providerId, failed);
    if (!sentiments) {
        return sentiments.error();
    }
    for (const ReviewSentimentRow& row : *sentiments) {
        const int ii = interviewIndex.value(row.interviewId, -1);
        if (ii >= 0) {
            c.interviews[ii].sentiments.append({row.criterionKey, row.sentiment});
        }
    }
    return c;
}

}  // namespace tb::core
