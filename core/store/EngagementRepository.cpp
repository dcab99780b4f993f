#include "core/store/EngagementRepository.h"

#include "core/store/AuditedWrite.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <QVariant>

namespace tb::core {

namespace {

const QString kEngagementColumns = QStringLiteral(
    "e.id, e.provider_id, e.evaluation_id, e.node_id, e.plan_name, e.plan_version, e.plan_json, e.target_spec, "
    "e.jump, e.identity_file, e.known_hosts_file, e.phases, e.remote_dir, e.state, e.state_note, e.consent_by, "
    "e.consent_at, e.consent_steps, e.budget_node_hours, e.created_by, e.created_at, e.ended_at");
constexpr int kEngagementColumnCount = 22;

const QString kStepColumns = QStringLiteral(
    "id, engagement_id, position, step_name, instance_id, phase, kind, target, where_text, nodes, deadline_s, state, "
    "attempt, exit_code, started_at, ended_at, node_hours, note, output_sha256, run_id");

QStringList words(const QString& commaList) {
    return commaList.split(u',', Qt::SkipEmptyParts);
}

QVariant optionalId(const std::optional<qint64>& id) {
    return id ? QVariant(*id) : QVariant(QMetaType(QMetaType::LongLong));
}

EngagementRecord engagementFrom(const QSqlQuery& q) {
    EngagementRecord e;
    e.id = q.value(0).toLongLong();
    e.providerId = q.value(1).toLongLong();
    e.evaluationId = q.value(2).toLongLong();
    if (!q.value(3).isNull()) {
        e.nodeId = q.value(3).toLongLong();
    }
    e.planName = q.value(4).toString();
    e.planVersion = q.value(5).toString();
    e.planJson = q.value(6).toString().toUtf8();
    e.targetSpec = q.value(7).toString();
    e.jump = q.value(8).toString();
    e.identityFile = q.value(9).toString();
    e.knownHostsFile = q.value(10).toString();
    e.phases = words(q.value(11).toString());
    e.remoteDir = q.value(12).toString();
    e.state = engagementStateFromKey(q.value(13).toString()).value_or(EngagementState::Stopped);
    e.stateNote = q.value(14).toString();
    e.consentBy = q.value(15).toString();
    e.consentAt = q.value(16).toString();
    e.consentSteps = words(q.value(17).toString());
    e.budgetNodeHours = q.value(18).toDouble();
    e.createdBy = q.value(19).toString();
    e.createdAt = q.value(20).toString();
    e.endedAt = q.value(21).toString();
    return e;
}

EngagementStepRecord stepFrom(const QSqlQuery& q) {
    EngagementStepRecord s;
    s.id = q.value(0).toLongLong();
    s.engagementId = q.value(1).toLongLong();
    s.position = q.value(2).toInt();
    s.stepName = q.value(3).toString();
    s.instanceId = q.value(4).toString();
    s.phase = q.value(5).toString();
    s.kind = q.value(6).toString();
    s.target = q.value(7).toString();
    s.where = q.value(8).toString();
    s.nodes = q.value(9).toInt();
    s.deadlineS = q.value(10).toInt();
    s.state = engagementStepStateFromKey(q.value(11).toString()).value_or(EngagementStepState::Cancelled);
    s.attempt = q.value(12).toInt();
    if (!q.value(13).isNull()) {
        s.exitCode = q.value(13).toInt();
    }
    s.startedAt = q.value(14).toString();
    s.endedAt = q.value(15).toString();
    s.nodeHours = q.value(16).toDouble();
    s.note = q.value(17).toString();
    s.outputSha256 = q.value(18).toString();
    if (!q.value(19).isNull()) {
        s.runId = q.value(19).toLongLong();
    }
    return s;
}

}  // namespace

EngagementRepository::EngagementRepository(QSqlDatabase& db) : m_db(db) {}

QJsonObject EngagementRepository::toJson(const EngagementRecord& e) {
    return QJsonObject{{QStringLiteral("id"), e.id},
                       {QStringLiteral("provider_id"), e.providerId},
                       {QStringLiteral("evaluation_id"), e.evaluationId},
                       {QStringLiteral("node_id"), e.nodeId ? QJsonValue(*e.nodeId) : QJsonValue()},
                       {QStringLiteral("plan"), e.planName},
                       {QStringLiteral("plan_version"), e.planVersion},
                       {QStringLiteral("target"), e.targetSpec},
                       {QStringLiteral("jump"), e.jump},
                       {QStringLiteral("identity_file"), e.identityFile},
                       {QStringLiteral("known_hosts_file"), e.knownHostsFile},
                       {QStringLiteral("phases"), QJsonArray::fromStringList(e.phases)},
                       {QStringLiteral("remote_dir"), e.remoteDir},
                       {QStringLiteral("state"), engagementStateKey(e.state)},
                       {QStringLiteral("state_note"), e.stateNote},
                       {QStringLiteral("consent_by"), e.consentBy},
                       {QStringLiteral("consent_at"), e.consentAt},
                       {QStringLiteral("consent_steps"), QJsonArray::fromStringList(e.consentSteps)},
                       {QStringLiteral("budget_node_hours"), e.budgetNodeHours},
                       {QStringLiteral("created_by"), e.createdBy},
                       {QStringLiteral("created_at"), e.createdAt},
                       {QStringLiteral("ended_at"), e.endedAt}};
}

QJsonObject EngagementRepository::toJson(const EngagementStepRecord& s) {
    return QJsonObject{{QStringLiteral("id"), s.id},
                       {QStringLiteral("position"), s.position},
                       {QStringLiteral("step"), s.stepName},
                       {QStringLiteral("instance"), s.instanceId},
                       {QStringLiteral("phase"), s.phase},
                       {QStringLiteral("kind"), s.kind},
                       {QStringLiteral("target"), s.target},
                       {QStringLiteral("where"), s.where},
                       {QStringLiteral("nodes"), s.nodes},
                       {QStringLiteral("state"), engagementStepStateKey(s.state)},
                       {QStringLiteral("attempt"), s.attempt},
                       {QStringLiteral("exit_code"), s.exitCode ? QJsonValue(*s.exitCode) : QJsonValue()},
                       {QStringLiteral("started_at"), s.startedAt},
                       {QStringLiteral("ended_at"), s.endedAt},
                       {QStringLiteral("node_hours"), s.nodeHours},
                       {QStringLiteral("note"), s.note},
                       {QStringLiteral("output_sha256"), s.outputSha256},
                       {QStringLiteral("run_id"), s.runId ? QJsonValue(*s.runId) : QJsonValue()}};
}

Result<qint64> EngagementRepository::create(const EngagementRecord& e, const QVector<EngagementStepRecord>& steps,
                                            const QString& actor) {
    return AuditedWrite(m_db, QStringLiteral("engagement"), QStringLiteral("create"), actor)
        .after([&](qint64 id) -> Result<QJsonObject> {
            auto row = get(id);
            if (!row) {
                return row.error();
            }
            QJsonObject o = toJson(*row);
            o.insert(QStringLiteral("steps"), qsizetype(steps.size()));
            return o;
        })
        .write([&]() -> Result<qint64> {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral(
                          "INSERT INTO engagement (provider_id, evaluation_id, node_id, plan_name, plan_version, "
                          "plan_json, target_spec, jump, identity_file, known_hosts_file, phases, remote_dir, state, "
                          "state_note, consent_by, consent_at, consent_steps, budget_node_hours, created_by, "
                          "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, %1) "
                          "RETURNING id")
                          .arg(SqlDialect::of(m_db).nowText()));
            q.addBindValue(e.providerId);
            q.addBindValue(e.evaluationId);
            q.addBindValue(optionalId(e.nodeId));
            for (const QString& text :
                 {e.planName, e.planVersion, QString::fromUtf8(e.planJson), e.targetSpec, e.jump, e.identityFile,
                  e.knownHostsFile, e.phases.join(u','), e.remoteDir, engagementStateKey(e.state), e.stateNote,
                  e.consentBy, e.consentAt, e.consentSteps.join(u',')}) {
                q.addBindValue(notNull(text));
            }
            q.addBindValue(e.budgetNodeHours);
            q.addBindValue(notNull(actor));
            auto id = insertReturningId(q, tr("Could not record the engagement"));
            if (!id) {
                return id.error();
            }
            QSqlQuery s(m_db);
            s.prepare(QStringLiteral(
                "INSERT INTO engagement_step (engagement_id, position, step_name, instance_id, phase, kind, target, "
                "where_text, nodes, deadline_s, state, attempt, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)"));
            for (int i = 0; i < steps.size(); ++i) {
                const EngagementStepRecord& r = steps[i];
                s.addBindValue(*id);
                s.addBindValue(i);
                s.addBindValue(notNull(r.stepName));
                s.addBindValue(notNull(r.instanceId));
                s.addBindValue(notNull(r.phase));
                s.addBindValue(notNull(r.kind));
                s.addBindValue(notNull(r.target));
                s.addBindValue(notNull(r.where));
                s.addBindValue(qMax(1, r.nodes));
                s.addBindValue(r.deadlineS);
                s.addBindValue(engagementStepStateKey(r.state));
                s.addBindValue(notNull(r.note));
                if (auto st = exec(s, tr("Could not record the engagement's steps")); !st) {
                    return st.error();
                }
            }
            return *id;
        });
}

Result<EngagementRecord> EngagementRepository::get(qint64 id) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM engagement e WHERE e.id = ?").arg(kEngagementColumns));
    q.addBindValue(id);
    if (auto st = exec(q, tr("Could not read the engagement")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("There is no engagement %1").arg(id));
    }
    return engagementFrom(q);
}

Result<QVector<EngagementStepRecord>> EngagementRepository::steps(qint64 engagementId) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT %1 FROM engagement_step WHERE engagement_id = ? ORDER BY position").arg(kStepColumns));
    q.addBindValue(engagementId);
    if (auto st = exec(q, tr("Could not read the engagement's steps")); !st) {
        return st.error();
    }
    QVector<EngagementStepRecord> out;
    while (q.next()) {
        out << stepFrom(q);
    }
    return out;
}

Result<EngagementStepRecord> EngagementRepository::step(qint64 stepId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM engagement_step WHERE id = ?").arg(kStepColumns));
    q.addBindValue(stepId);
    if (auto st = exec(q, tr("Could not read the engagement's steps")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("There is no engagement step %1").arg(stepId));
    }
    return stepFrom(q);
}

Result<QVector<EngagementListing>> EngagementRepository::list(std::optional<qint64> providerId) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT %1, p.name, (SELECT count(*) FROM engagement_step s WHERE s.engagement_id = e.id), "
                       "(SELECT count(*) FROM engagement_step s WHERE s.engagement_id = e.id AND s.state NOT IN "
                       "('waiting', 'running')), (SELECT coalesce(sum(s.node_hours), 0) FROM engagement_step s WHERE "
                       "s.engagement_id = e.id) FROM engagement e JOIN provider p ON p.id = e.provider_id %2 "
                       "ORDER BY e.id DESC")
            .arg(kEngagementColumns, providerId ? QStringLiteral("WHERE e.provider_id = ?") : QString()));
    if (providerId) {
        q.addBindValue(*providerId);
    }
    if (auto st = exec(q, tr("Could not read the engagements")); !st) {
        return st.error();
    }
    QVector<EngagementListing> out;
    while (q.next()) {
        EngagementListing l;
        l.engagement = engagementFrom(q);
        l.providerName = q.value(kEngagementColumnCount).toString();
        l.steps = q.value(kEngagementColumnCount + 1).toInt();
        l.finished = q.value(kEngagementColumnCount + 2).toInt();
        l.nodeHoursUsed = q.value(kEngagementColumnCount + 3).toDouble();
        out << l;
    }
    return out;
}

Status EngagementRepository::setState(qint64 id, EngagementState state, const QString& note, const QString& actor) {
    const bool ends = state == EngagementState::Ended || state == EngagementState::Stopped;
    return AuditedWrite(m_db, QStringLiteral("engagement"), QStringLiteral("state"), actor)
        .before([&] { return auditJson(get(id), [](const EngagementRecord& e) { return toJson(e); }); })
        .after([&](qint64 rowId) { return auditJson(get(rowId), [](const EngagementRecord& e) { return toJson(e); }); })
        .write(id, [&]() -> Status {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral("UPDATE engagement SET state = ?, state_note = ?, ended_at = %1 WHERE id = ?")
                          .arg(ends ? SqlDialect::of(m_db).nowText() : QStringLiteral("''")));
            q.addBindValue(engagementStateKey(state));
            q.addBindValue(notNull(note));
            q.addBindValue(id);
            return exec(q, tr("Could not change the engagement's state"));
        });
}

Status EngagementRepository::updateStep(const EngagementStepRecord& s, const QString& actor) {
    return AuditedWrite(m_db, QStringLiteral("engagement_step"), QStringLiteral("update"), actor)
        .before([&] { return auditJson(step(s.id), [](const EngagementStepRecord& r) { return toJson(r); }); })
        .after([&](qint64 rowId) {
            return auditJson(step(rowId), [](const EngagementStepRecord& r) { return toJson(r); });
        })
        .write(s.id, [&]() -> Status {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral(
                "UPDATE engagement_step SET state = ?, attempt = ?, exit_code = ?, started_at = ?, ended_at = ?, "
                "node_hours = ?, note = ?, output_sha256 = ?, run_id = ? WHERE id = ?"));
            q.addBindValue(engagementStepStateKey(s.state));
            q.addBindValue(s.attempt);
            q.addBindValue(s.exitCode ? QVariant(*s.exitCode) : QVariant(QMetaType(QMetaType::Int)));
            q.addBindValue(notNull(s.startedAt));
            q.addBindValue(notNull(s.endedAt));
            q.addBindValue(s.nodeHours);
            q.addBindValue(notNull(s.note));
            q.addBindValue(notNull(s.outputSha256));
            q.addBindValue(optionalId(s.runId));
            q.addBindValue(s.id);
            return exec(q, tr("Could not update the engagement's step"));
        });
}

}  // namespace tb::core
