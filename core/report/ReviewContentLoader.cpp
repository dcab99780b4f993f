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
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace tb::core {

namespace {
std::optional<double> optionalDouble(const QVariant& v) {
    if (v.isNull()) {
        return std::nullopt;
    }
    return v.toDouble();
}

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
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id FROM provider WHERE lower(trim(name)) = lower(trim(?))"));
    q.addBindValue(name);
    if (auto st = exec(q, tr("Could not look up the provider")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("No provider named \"%1\".").arg(name));
    }
    return q.value(0).toLongLong();
}

Result<ReviewContent> ReviewContentLoader::loadEvaluation(QSqlDatabase& db, qint64 evaluationId) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT provider_id FROM evaluation WHERE id = ?"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, tr("Could not look up the evaluation")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("The evaluation does not exist."));
    }
    const qint64 providerId = q.value(0).toLongLong();
    q.finish();
    return load(db, providerId, evaluationId);
}

Result<QStringList> ReviewContentLoader::otherProviderNames(QSqlDatabase& db, qint64 providerId) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT name FROM provider WHERE id <> ? ORDER BY id"));
    q.addBindValue(providerId);
    if (auto st = exec(q, tr("Could not read the providers")); !st) {
        return st.error();
    }
    QStringList names;
    while (q.next()) {
        names << q.value(0).toString();
    }
    return names;
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
    QSqlQuery q(db);

    q.prepare(QStringLiteral("SELECT id, name, kind, website, gpu_models FROM provider WHERE id = ?"));
    q.addBindValue(providerId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("The provider does not exist."));
    }
    c.providerId = q.value(0).toLongLong();
    c.providerName = q.value(1).toString();
    c.providerKind = q.value(2).toString();
    c.website = q.value(3).toString();
    c.gpuModels = q.value(4).toString();

    auto others = otherProviderNames(db, providerId);
    if (!others) {
        return others.error();
    }
    const NameRedactor redactor(c.providerName, *others, ReviewContent::redactedName());

    q.prepare(QStringLiteral(
        "SELECT e.id, e.title, e.status, e.reviewer, e.conflict_disclosure, e.unavailable_reason, "
        "e.handover_requested, e.handover_received, e.started_at, e.updated_at, e.rubric_id, r.version, r.title "
        "FROM evaluation e JOIN rubric_version r ON r.id = e.rubric_id "
        "WHERE e.provider_id = ? AND (? = 0 OR e.id = ?) ORDER BY e.id DESC LIMIT 1"));
    q.addBindValue(providerId);
    q.addBindValue(evaluationId);
    q.addBindValue(evaluationId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("%1 has no evaluation to report on.").arg(c.providerName));
    }
    c.evaluationId = q.value(0).toLongLong();
    c.evaluationTitle = redactor.redact(q.value(1).toString());
    // A stored word that is no evaluation state is refused whole, never printed as a nearby one.
    const auto status = evaluationStatusFromKey(q.value(2).toString());
    if (!status) {
        return makeError(ErrorCode::Database,
                         tr("The evaluation's state is stored as \u201c%1\u201d, which is not an evaluation state.")
                             .arg(q.value(2).toString()));
    }
    c.status = *status;
    c.reviewer = q.value(3).toString();
    c.conflictDisclosure = redactor.redact(q.value(4).toString());
    c.unavailableReason = q.value(5).toString();
    c.handoverRequested = q.value(6).toString();
    c.handoverReceived = q.value(7).toString();
    c.startedAt = q.value(8).toString();
    c.updatedAt = q.value(9).toString();
    const qint64 rubricId = q.value(10).toLongLong();
    c.rubricVersion = q.value(11).toString();
    c.rubricTitle = q.value(12).toString();

    // Criteria with their scores. The rubric's words in the reader's language (RubricText); keys stay as stored.
    q.prepare(QStringLiteral(
        "SELECT c.id, c.key, c.name, c.weight, c.description, s.suggested_score, s.final_score, s.rationale "
        "FROM criterion c LEFT JOIN criterion_score s ON s.criterion_id = c.id AND s.evaluation_id = ? "
        "WHERE c.rubric_id = ? ORDER BY c.position, c.id"));
    q.addBindValue(c.evaluationId);
    q.addBindValue(rubricId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    QHash<qint64, int> criterionIndex;
    while (q.next()) {
        ReviewCriterion cr;
        cr.id = q.value(0).toLongLong();
        cr.key = q.value(1).toString();
        cr.name = RubricText::text(q.value(2).toString());
        cr.weight = q.value(3).toDouble();
        cr.description = RubricText::text(q.value(4).toString());
        cr.suggestedScore = optionalDouble(q.value(5));
        cr.finalScore = optionalDouble(q.value(6));
        cr.rationale = redactor.redact(q.value(7).toString());
        criterionIndex.insert(cr.id, int(c.criteria.size()));
        c.criteria.append(cr);
    }

    // Items with this evaluation's verdicts (an item without a verdict row is unknown).
    q.prepare(QStringLiteral(
        "SELECT i.id, i.criterion_id, i.key, i.title, i.question, i.guidance, i.gate, v.id, v.verdict, v.evidence, "
        "v.availability, v.promised_date, v.suggested, v.confirmed "
        "FROM check_item i JOIN criterion c ON c.id = i.criterion_id "
        "LEFT JOIN verdict v ON v.check_item_id = i.id AND v.evaluation_id = ? "
        "WHERE c.rubric_id = ? ORDER BY c.position, i.position, i.id"));
    q.addBindValue(c.evaluationId);
    q.addBindValue(rubricId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    QHash<qint64, QPair<int, int>> itemByVerdict;
    while (q.next()) {
        const int ci = criterionIndex.value(q.value(1).toLongLong(), -1);
        if (ci < 0) {
            continue;
        }
        ReviewItem item;
        item.checkItemId = q.value(0).toLongLong();
        item.key = q.value(2).toString();
        item.title = RubricText::text(q.value(3).toString());
        item.question = RubricText::text(q.value(4).toString());
        item.guidance = RubricText::text(q.value(5).toString());
        item.gate = q.value(6).toString();
        if (!q.value(7).isNull()) {
            // The stored word becomes the enum here; one that is not a verdict refuses the review, naming it.
            const QString word = q.value(8).toString();
            const auto verdict = verdictFromKey(word);
            if (!verdict) {
                return makeError(ErrorCode::InvalidArgument,
                                 tr("Item %1 has an unknown verdict \"%2\".").arg(item.key, word));
            }
            item.verdict = *verdict;
            item.evidence = redactor.redact(q.value(9).toString());
            item.availability = q.value(10).toString();
            item.promisedDate = q.value(11).toString();
            if (const QString suggested = q.value(12).toString(); !suggested.isEmpty()) {
                item.suggested = verdictFromKey(suggested);
                if (!item.suggested) {
                    return makeError(ErrorCode::InvalidArgument,
                                     tr("Item %1 has an unknown suggested verdict \"%2\".").arg(item.key, suggested));
                }
            }
            item.confirmed = q.value(13).toInt() != 0;
            itemByVerdict.insert(q.value(7).toLongLong(), {ci, int(c.criteria[ci].items.size())});
        }
        if (!item.gate.isEmpty() && item.verdict == Verdict::Fail && !c.triggeredGates.contains(item.gate)) {
            c.triggeredGates << item.gate;
        }
        c.criteria[ci].items.append(item);
    }

    q.prepare(
        QStringLiteral("SELECT ve.verdict_id, ve.run_id FROM verdict_evidence ve "
                       "JOIN verdict v ON v.id = ve.verdict_id WHERE v.evaluation_id = ? ORDER BY ve.run_id"));
    q.addBindValue(c.evaluationId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    while (q.next()) {
        const auto it = itemByVerdict.constFind(q.value(0).toLongLong());
        if (it != itemByVerdict.cend()) {
            c.criteria[it->first].items[it->second].evidenceRunIds.append(q.value(1).toLongLong());
        }
    }

    // The newest tier assignment; older ones stay in the history (counted only).
    q.prepare(
        QStringLiteral("SELECT suggested_tier, assigned_tier, justification, explanation, assigned_by, "
                       "assigned_at, (SELECT count(*) FROM rating r2 WHERE r2.evaluation_id = rating.evaluation_id) "
                       "FROM rating WHERE evaluation_id = ? ORDER BY id DESC LIMIT 1"));
    q.addBindValue(c.evaluationId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    if (q.next()) {
        c.rating.suggestedTier = q.value(0).toString();
        c.rating.assignedTier = q.value(1).toString();
        c.rating.justification = redactor.redact(q.value(2).toString());
        c.rating.explanation = redactor.redact(q.value(3).toString());
        c.rating.assignedBy = q.value(4).toString();
        c.rating.assignedAt = q.value(5).toString();
        c.rating.historyCount = q.value(6).toInt();
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
    q.prepare(QStringLiteral(
        "SELECT id, kind, probe, operation, status, started_at, ended_at, probe_version, bundle_hash, hardware_key, "
        "source_name, raw_sha256, (SELECT count(*) FROM sample s WHERE s.run_id = probe_run.id), "
        // Where a run a cluster job fed ran, and its Slurm job (one link per run): the job's whole allocation
        // ("node[1-2]") when the run is the job's only one (a collective across nodes), else its compute node.
        "(SELECT CASE WHEN j.nodes <> '' AND (SELECT count(*) FROM cluster_job_run o WHERE o.job_id = l.job_id) = 1 "
        "THEN j.nodes ELSE l.compute_node END "
        "FROM cluster_job_run l JOIN cluster_job j ON j.id = l.job_id WHERE l.run_id = probe_run.id LIMIT 1), "
        "(SELECT j.scheduler_id FROM cluster_job_run l JOIN cluster_job j ON j.id = l.job_id "
        "WHERE l.run_id = probe_run.id LIMIT 1), env_json "
        "FROM probe_run WHERE provider_id = ? AND (evaluation_id = ? OR evaluation_id IS NULL) "
        "ORDER BY started_at, id"));
    q.addBindValue(providerId);
    q.addBindValue(c.evaluationId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    QHash<qint64, int> runIndex;
    QHash<qint64, QString> algorithmOf;
    while (q.next()) {
        ReviewRun r;
        r.id = q.value(0).toLongLong();
        r.kind = runKindFromKey(q.value(1).toString()).value_or(RunKind::Probe);
        r.probe = q.value(2).toString();
        r.operation = q.value(3).toString();
        r.status = runStatusFromKey(q.value(4).toString()).value_or(RunStatus::Running);
        r.startedAt = q.value(5).toString();
        r.endedAt = q.value(6).toString();
        r.probeVersion = q.value(7).toString();
        r.bundleHash = q.value(8).toString();
        r.hardwareKey = q.value(9).toString();
        r.sourceName = redactor.redact(q.value(10).toString());
        r.rawSha256 = q.value(11).toString();
        r.sampleCount = q.value(12).toInt();
        r.computeNode = q.value(13).toString();
        r.clusterJob = q.value(14).toString();
        const QJsonObject env = QJsonDocument::fromJson(q.value(15).toByteArray()).object();
        r.backend = env.value(QStringLiteral("backend")).toString();
        algorithmOf.insert(r.id, BaselineMatcher::algorithmFromEnv(env));
        runIndex.insert(r.id, int(c.runs.size()));
        c.runs.append(r);
    }

    q.prepare(
        QStringLiteral("SELECT l.run_id, l.stream, l.sha256, length(l.content), l.truncated FROM raw_log l "
                       "JOIN probe_run p ON p.id = l.run_id WHERE p.provider_id = ? ORDER BY l.run_id, l.stream"));
    q.addBindValue(providerId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    while (q.next()) {
        const int ri = runIndex.value(q.value(0).toLongLong(), -1);
        if (ri >= 0) {
            c.runs[ri].rawLogs.append(
                {q.value(1).toString(), q.value(2).toString(), q.value(3).toLongLong(), q.value(4).toInt() != 0});
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
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
        "SELECT s.run_id, s.metric, s.unit, sum(CASE WHEN s.size_bytes IS NULL THEN 0 ELSE 1 END), "
        "sum(CASE WHEN s.size_bytes IS NULL THEN 1 ELSE 0 END) FROM sample s JOIN probe_run p ON p.id = s.run_id "
        "WHERE p.provider_id = ? AND (p.evaluation_id = ? OR p.evaluation_id IS NULL) "
        "GROUP BY s.run_id, s.metric, s.unit"));
    q.addBindValue(providerId);
    q.addBindValue(c.evaluationId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    while (q.next()) {
        const qint64 runId = q.value(0).toLongLong();
        if (runIndex.contains(runId)) {
            groups.append({runId, q.value(1).toString(), q.value(2).toString(), q.value(3).toLongLong(),
                           q.value(4).toLongLong()});
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
    QSqlQuery values(db);
    values.setForwardOnly(true);
    values.prepare(QStringLiteral(
        "SELECT size_bytes, value, extra_json FROM sample WHERE run_id = ? AND metric = ? AND unit = ?"));
    QSet<qint64> timedRecipes;
    QSet<QString> chartKeys;
    // A collective's algorithm bandwidth and times beside its bus bandwidth are neither drawn nor read: the baselines
    // and the rating read the bus bandwidth, the raw results keep the rest.
    const auto operationOf = [](const QString& metric, const char* suffix) {
        const QString family = metric.endsWith(QLatin1String(".ip")) ? metric.chopped(3) : metric;
        return family.endsWith(QLatin1String(suffix)) ? family.chopped(int(qstrlen(suffix))) : QString();
    };
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
        values.addBindValue(g.runId);
        values.addBindValue(g.metric);
        values.addBindValue(g.unit);
        if (auto st = exec(values, failed); !st) {
            return st.error();
        }
        // One curve per GPU the samples name (a multi-GPU tb-membw run), as the workbench's charts draw them.
        QMap<int, QMap<qint64, QVector<double>>> bySize;
        QVector<double> sizeless;
        QString& algorithm = algorithmOf[g.runId];
        while (values.next()) {
            if (values.value(0).isNull()) {
                sizeless.append(values.value(1).toDouble());
            } else {
                const int device = deviceOf(values.value(2).toByteArray(), &algorithm);
                bySize[device][values.value(0).toLongLong()].append(values.value(1).toDouble());
            }
        }
        values.finish();
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
            if (b) {
                s.baseline = match.expected();
                s.baselineDirection = directionKey(b->direction);
            }
            (recipe ? c.recipes : c.scalars).append(s);
        }
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
    q.prepare(
        QStringLiteral("SELECT id, held_on, interviewee_name, interviewee_role, org_type, channel, consent, "
                       "notes_html FROM interview WHERE provider_id = ? ORDER BY held_on, id"));
    q.addBindValue(providerId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    QHash<qint64, int> interviewIndex;
    while (q.next()) {
        ReviewInterview iv;
        const QString person = q.value(2).toString();
        iv.role = redactor.redact(NameRedactor::withholdPerson(q.value(3).toString(), person, tr("[name withheld]")));
        iv.orgType = q.value(4).toString();
        iv.consent = q.value(6).toInt() != 0;
        if (iv.consent) {
            iv.highlight = shorten(redactor.redact(NameRedactor::withholdPerson(plainText(q.value(7).toString()),
                                                                                person, tr("[name withheld]"))),
                                   700);
        }
        interviewIndex.insert(q.value(0).toLongLong(), int(c.interviews.size()));
        c.interviews.append(iv);
    }
    q.prepare(
        QStringLiteral("SELECT s.interview_id, s.criterion_key, s.sentiment FROM interview_sentiment s "
                       "JOIN interview i ON i.id = s.interview_id WHERE i.provider_id = ? "
                       "ORDER BY s.interview_id, s.criterion_key"));
    q.addBindValue(providerId);
    if (auto st = exec(q, failed); !st) {
        return st.error();
    }
    while (q.next()) {
        const int ii = interviewIndex.value(q.value(0).toLongLong(), -1);
        if (ii >= 0) {
            c.interviews[ii].sentiments.append({q.value(1).toString(), q.value(2).toInt()});
        }
    }
    return c;
}

}  // namespace tb::core
