#include "core/store/ReviewQueries.h"

#include "core/store/SqlError.h"

#include <QSqlQuery>
#include <QVariant>

namespace tb::core {
namespace {

std::optional<double> optionalDouble(const QVariant& v) {
    if (v.isNull()) {
        return std::nullopt;
    }
    return v.toDouble();
}

}  // namespace

ReviewQueries::ReviewQueries(QSqlDatabase& db) : m_db(db) {}

ReviewQueries::~ReviewQueries() = default;

Result<std::optional<qint64>> ReviewQueries::evaluationProvider(qint64 evaluationId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT provider_id FROM evaluation WHERE id = ?"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return std::optional<qint64>{};
    }
    return std::optional<qint64>{q.value(0).toLongLong()};
}

Result<QStringList> ReviewQueries::otherProviderNames(qint64 providerId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT name FROM provider WHERE id <> ? ORDER BY id"));
    q.addBindValue(providerId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QStringList names;
    while (q.next()) {
        names << q.value(0).toString();
    }
    return names;
}

Result<std::optional<ReviewProviderRow>> ReviewQueries::provider(qint64 providerId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id, name, kind, website, gpu_models FROM provider WHERE id = ?"));
    q.addBindValue(providerId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return std::optional<ReviewProviderRow>{};
    }
    return std::optional<ReviewProviderRow>{ReviewProviderRow{q.value(0).toLongLong(), q.value(1).toString(),
                                                              q.value(2).toString(), q.value(3).toString(),
                                                              q.value(4).toString()}};
}

Result<std::optional<ReviewEvaluationRow>> ReviewQueries::evaluation(qint64 providerId, qint64 evaluationId,
                                                                     const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT e.id, e.title, e.status, e.reviewer, e.conflict_disclosure, e.unavailable_reason, "
        "e.handover_requested, e.handover_received, e.started_at, e.updated_at, e.rubric_id, r.version, r.title, "
        "e.unable_to_test "
        "FROM evaluation e JOIN rubric_version r ON r.id = e.rubric_id "
        "WHERE e.provider_id = ? AND (? = 0 OR e.id = ?) ORDER BY e.id DESC LIMIT 1"));
    q.addBindValue(providerId);
    q.addBindValue(evaluationId);
    q.addBindValue(evaluationId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return std::optional<ReviewEvaluationRow>{};
    }
    ReviewEvaluationRow e;
    e.id = q.value(0).toLongLong();
    e.title = q.value(1).toString();
    e.status = q.value(2).toString();
    e.reviewer = q.value(3).toString();
    e.conflictDisclosure = q.value(4).toString();
    e.unavailableReason = q.value(5).toString();
    e.handoverRequested = q.value(6).toString();
    e.handoverReceived = q.value(7).toString();
    e.startedAt = q.value(8).toString();
    e.updatedAt = q.value(9).toString();
    e.rubricId = q.value(10).toLongLong();
    e.rubricVersion = q.value(11).toString();
    e.rubricTitle = q.value(12).toString();
    e.unableToTest = q.value(13).toInt() != 0;
    return std::optional<ReviewEvaluationRow>{e};
}

Result<QVector<ReviewCriterionRow>> ReviewQueries::criteria(qint64 evaluationId, qint64 rubricId,
                                                            const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT c.id, c.key, c.name, c.weight, c.description, s.suggested_score, s.final_score, s.rationale "
        "FROM criterion c LEFT JOIN criterion_score s ON s.criterion_id = c.id AND s.evaluation_id = ? "
        "WHERE c.rubric_id = ? ORDER BY c.position, c.id"));
    q.addBindValue(evaluationId);
    q.addBindValue(rubricId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QVector<ReviewCriterionRow> out;
    while (q.next()) {
        ReviewCriterionRow cr;
        cr.id = q.value(0).toLongLong();
        cr.key = q.value(1).toString();
        cr.name = q.value(2).toString();
        cr.weight = q.value(3).toDouble();
        cr.description = q.value(4).toString();
        cr.suggestedScore = optionalDouble(q.value(5));
        cr.finalScore = optionalDouble(q.value(6));
        cr.rationale = q.value(7).toString();
        out.append(cr);
    }
    return out;
}

Result<QVector<ReviewItemRow>> ReviewQueries::items(qint64 evaluationId, qint64 rubricId,
                                                    const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT i.id, i.criterion_id, i.key, i.title, i.question, i.guidance, i.gate, v.id, v.verdict, v.evidence, "
        "v.availability, v.promised_date, v.suggested, v.confirmed "
        "FROM check_item i JOIN criterion c ON c.id = i.criterion_id "
        "LEFT JOIN verdict v ON v.check_item_id = i.id AND v.evaluation_id = ? "
        "WHERE c.rubric_id = ? ORDER BY c.position, i.position, i.id"));
    q.addBindValue(evaluationId);
    q.addBindValue(rubricId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QVector<ReviewItemRow> out;
    while (q.next()) {
        ReviewItemRow item;
        item.checkItemId = q.value(0).toLongLong();
        item.criterionId = q.value(1).toLongLong();
        item.key = q.value(2).toString();
        item.title = q.value(3).toString();
        item.question = q.value(4).toString();
        item.guidance = q.value(5).toString();
        item.gate = q.value(6).toString();
        item.hasVerdict = !q.value(7).isNull();
        if (item.hasVerdict) {
            item.verdictId = q.value(7).toLongLong();
            item.verdict = q.value(8).toString();
            item.evidence = q.value(9).toString();
            item.availability = q.value(10).toString();
            item.promisedDate = q.value(11).toString();
            item.suggested = q.value(12).toString();
            item.confirmed = q.value(13).toInt() != 0;
        }
        out.append(item);
    }
    return out;
}

Result<QVector<std::pair<qint64, qint64>>> ReviewQueries::evidenceLinks(qint64 evaluationId,
                                                                        const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT ve.verdict_id, ve.run_id FROM verdict_evidence ve "
                       "JOIN verdict v ON v.id = ve.verdict_id WHERE v.evaluation_id = ? ORDER BY ve.run_id"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QVector<std::pair<qint64, qint64>> out;
    while (q.next()) {
        out.append({q.value(0).toLongLong(), q.value(1).toLongLong()});
    }
    return out;
}

Result<std::optional<ReviewRatingRow>> ReviewQueries::newestRating(qint64 evaluationId,
                                                                   const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT suggested_tier, assigned_tier, justification, explanation, assigned_by, "
                       "assigned_at, (SELECT count(*) FROM rating r2 WHERE r2.evaluation_id = rating.evaluation_id) "
                       "FROM rating WHERE evaluation_id = ? ORDER BY id DESC LIMIT 1"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return std::optional<ReviewRatingRow>{};
    }
    return std::optional<ReviewRatingRow>{
        ReviewRatingRow{q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                        q.value(4).toString(), q.value(5).toString(), q.value(6).toInt()}};
}

Result<QVector<ReviewRunRow>> ReviewQueries::runs(qint64 providerId, qint64 evaluationId,
                                                  const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT id, kind, probe, operation, status, started_at, ended_at, probe_version, bundle_hash, hardware_key, "
        "source_name, raw_sha256, (SELECT count(*) FROM sample s WHERE s.run_id = probe_run.id), "
        // Where a run a cluster job fed ran, and its Slurm job (one link per run): the job's whole allocation
        // ("node[1-2]") when the run is the job's only one (a collective across nodes), else its compute node.
        "(SELECT CASE WHEN j.nodes <> '' AND (SELECT count(*) FROM cluster_job_run o WHERE o.job_id = l.job_id) = 1 "
        "THEN j.nodes ELSE l.compute_node END "
        "FROM cluster_job_run l JOIN cluster_job j ON j.id = l.job_id WHERE l.run_id = probe_run.id LIMIT 1), "
        "(SELECT j.scheduler_id FROM cluster_job_run l JOIN cluster_job j ON j.id = l.job_id "
        "WHERE l.run_id = probe_run.id LIMIT 1), env_json, exit_code, "
        "(SELECT f.value FROM finding f WHERE f.run_id = probe_run.id AND f.kind = 'fact' AND f.key = 'recipe.dir' "
        "LIMIT 1) "
        "FROM probe_run WHERE provider_id = ? AND (evaluation_id = ? OR evaluation_id IS NULL) "
        "ORDER BY started_at, id"));
    q.addBindValue(providerId);
    q.addBindValue(evaluationId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QVector<ReviewRunRow> out;
    while (q.next()) {
        ReviewRunRow r;
        r.id = q.value(0).toLongLong();
        r.kind = q.value(1).toString();
        r.probe = q.value(2).toString();
        r.operation = q.value(3).toString();
        r.status = q.value(4).toString();
        r.startedAt = q.value(5).toString();
        r.endedAt = q.value(6).toString();
        r.probeVersion = q.value(7).toString();
        r.bundleHash = q.value(8).toString();
        r.hardwareKey = q.value(9).toString();
        r.sourceName = q.value(10).toString();
        r.rawSha256 = q.value(11).toString();
        r.sampleCount = q.value(12).toInt();
        r.computeNode = q.value(13).toString();
        r.clusterJob = q.value(14).toString();
        r.envJson = q.value(15).toByteArray();
        if (!q.value(16).isNull()) {
            r.exitCode = q.value(16).toInt();
        }
        r.storageTier = q.value(17).toString();
        out.append(r);
    }
    return out;
}

Result<QVector<ReviewRawLogRow>> ReviewQueries::rawLogs(qint64 providerId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT l.run_id, l.stream, l.sha256, length(l.content), l.truncated FROM raw_log l "
                       "JOIN probe_run p ON p.id = l.run_id WHERE p.provider_id = ? ORDER BY l.run_id, l.stream"));
    q.addBindValue(providerId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QVector<ReviewRawLogRow> out;
    while (q.next()) {
        out.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toLongLong(),
                    q.value(4).toInt() != 0});
    }
    return out;
}

Result<QVector<ReviewSampleGroupRow>> ReviewQueries::sampleGroups(qint64 providerId, qint64 evaluationId,
                                                                  const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
        "SELECT s.run_id, s.metric, s.unit, sum(CASE WHEN s.size_bytes IS NULL THEN 0 ELSE 1 END), "
        "sum(CASE WHEN s.size_bytes IS NULL THEN 1 ELSE 0 END) FROM sample s JOIN probe_run p ON p.id = s.run_id "
        "WHERE p.provider_id = ? AND (p.evaluation_id = ? OR p.evaluation_id IS NULL) "
        "GROUP BY s.run_id, s.metric, s.unit"));
    q.addBindValue(providerId);
    q.addBindValue(evaluationId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QVector<ReviewSampleGroupRow> out;
    while (q.next()) {
        out.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toLongLong(),
                    q.value(4).toLongLong()});
    }
    return out;
}

Result<QVector<ReviewSampleRow>> ReviewQueries::samples(qint64 runId, const QString& metric, const QString& unit,
                                                        const QString& whatFailed) {
    if (!m_samples) {
        m_samples = std::make_unique<QSqlQuery>(m_db);
        m_samples->setForwardOnly(true);
        m_samples->prepare(QStringLiteral(
            "SELECT size_bytes, value, extra_json FROM sample WHERE run_id = ? AND metric = ? AND unit = ?"));
    }
    QSqlQuery& values = *m_samples;
    values.addBindValue(runId);
    values.addBindValue(metric);
    values.addBindValue(unit);
    if (auto st = exec(values, whatFailed); !st) {
        return st.error();
    }
    QVector<ReviewSampleRow> out;
    while (values.next()) {
        ReviewSampleRow s;
        if (!values.value(0).isNull()) {
            s.sizeBytes = values.value(0).toLongLong();
        }
        s.value = values.value(1).toDouble();
        s.extraJson = values.value(2).toByteArray();
        out.append(s);
    }
    values.finish();
    return out;
}

Result<QVector<ReviewInterviewRow>> ReviewQueries::interviews(qint64 providerId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT id, held_on, interviewee_name, interviewee_role, org_type, channel, consent, "
                       "notes_html FROM interview WHERE provider_id = ? ORDER BY held_on, id"));
    q.addBindValue(providerId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QVector<ReviewInterviewRow> out;
    while (q.next()) {
        out.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                    q.value(4).toString(), q.value(5).toString(), q.value(6).toInt() != 0, q.value(7).toString()});
    }
    return out;
}

Result<QVector<ReviewSentimentRow>> ReviewQueries::sentiments(qint64 providerId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT s.interview_id, s.criterion_key, s.sentiment FROM interview_sentiment s "
                       "JOIN interview i ON i.id = s.interview_id WHERE i.provider_id = ? "
                       "ORDER BY s.interview_id, s.criterion_key"));
    q.addBindValue(providerId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QVector<ReviewSentimentRow> out;
    while (q.next()) {
        out.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toInt()});
    }
    return out;
}

}  // namespace tb::core
