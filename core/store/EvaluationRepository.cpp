#include "core/store/EvaluationRepository.h"

#include "core/store/AuditedWrite.h"
#include "core/store/RowVersion.h"
#include "core/store/RubricRepository.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSqlQuery>

namespace tb::core {

Q_LOGGING_CATEGORY(lcEvaluations, "tierbench.core.store.evaluations")

namespace {
const QString kSelectEvaluation = QStringLiteral(
    "SELECT id, provider_id, rubric_id, title, status, reviewer, conflict_disclosure, unavailable_reason, "
    "handover_requested, handover_received, started_at, updated_at, testing_from, testing_until, closed_at, "
    "row_version, changed_by, unable_to_test FROM evaluation");

Evaluation evaluationFromQuery(const QSqlQuery& q) {
    Evaluation e;
    e.id = q.value(0).toLongLong();
    e.providerId = q.value(1).toLongLong();
    e.rubricId = q.value(2).toLongLong();
    e.title = q.value(3).toString();
    e.status = evaluationStatusFromKey(q.value(4).toString()).value_or(EvaluationStatus::Draft);
    e.reviewer = q.value(5).toString();
    e.conflictDisclosure = q.value(6).toString();
    e.unavailableReason = q.value(7).toString();
    e.handoverRequested = q.value(8).toString();
    e.handoverReceived = q.value(9).toString();
    e.startedAt = q.value(10).toString();
    e.updatedAt = q.value(11).toString();
    e.testingFrom = q.value(12).toString();
    e.testingUntil = q.value(13).toString();
    e.closedAt = q.value(14).toString();
    e.rowVersion = q.value(15).toLongLong();
    e.changedBy = q.value(16).toString();
    e.unableToTest = q.value(17).toInt() != 0;
    return e;
}

const QString kSelectVerdict = QStringLiteral(
    "SELECT id, evaluation_id, check_item_id, verdict, evidence, availability, promised_date, suggested, "
    "suggested_from, confirmed, updated_at, row_version, changed_by, changed_at FROM verdict");

VerdictRecord verdictFromQuery(const QSqlQuery& q) {
    VerdictRecord v;
    v.id = q.value(0).toLongLong();
    v.evaluationId = q.value(1).toLongLong();
    v.checkItemId = q.value(2).toLongLong();
    v.verdict = verdictFromKey(q.value(3).toString()).value_or(Verdict::Unknown);
    v.evidence = q.value(4).toString();
    v.availability = q.value(5).toString();
    v.promisedDate = q.value(6).toString();
    v.suggested = q.value(7).isNull() ? std::nullopt : verdictFromKey(q.value(7).toString());
    v.suggestedFrom = q.value(8).toString();
    v.confirmed = q.value(9).toBool();
    v.updatedAt = q.value(10).toString();
    v.rowVersion = q.value(11).toLongLong();
    v.changedBy = q.value(12).toString();
    v.changedAt = q.value(13).toString();
    return v;
}

}  // namespace

EvaluationRepository::EvaluationRepository(QSqlDatabase& db) : m_db(db) {}

QVector<Evaluation> EvaluationRepository::evaluationsFor(qint64 providerId) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(kSelectEvaluation + QStringLiteral(" WHERE provider_id = ? ORDER BY started_at DESC, id DESC"));
    q.addBindValue(providerId);
    QVector<Evaluation> out;
    if (!q.exec()) {
        qCWarning(lcEvaluations) << "evaluationsFor failed:" << q.lastError().text();
        return out;
    }
    while (q.next()) {
        out << evaluationFromQuery(q);
    }
    return out;
}

Result<Evaluation> EvaluationRepository::get(qint64 evaluationId) const {
    QSqlQuery q(m_db);
    q.prepare(kSelectEvaluation + QStringLiteral(" WHERE id = ?"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, tr("Could not read the evaluation")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("There is no evaluation with this id."),
                         QString::number(evaluationId));
    }
    return evaluationFromQuery(q);
}

Result<qint64> EvaluationRepository::create(qint64 providerId, const QString& rubricVersion, const QString& title,
                                            const QString& reviewer, const QString& actor) {
    auto rubric = RubricRepository(m_db).load(rubricVersion);
    if (!rubric) {
        return rubric.error();
    }
    return AuditedWrite(m_db, QStringLiteral("evaluation"), QStringLiteral("create"), actor)
        .after([&](qint64 id) -> Result<QJsonObject> {
            auto created = get(id);
            if (!created) {
                return created.error();
            }
            QJsonObject after = evaluationToJson(*created);
            after.insert(QStringLiteral("rubric_version"), rubric->version);
            return after;
        })
        .write([&]() -> Result<qint64> {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral("SELECT 1 FROM provider WHERE id = ?"));
            q.addBindValue(providerId);
            if (auto st = exec(q, tr("Could not read the provider")); !st) {
                return st.error();
            }
            if (!q.next()) {
                return makeError(ErrorCode::NotFound, tr("There is no provider with this id."),
                                 QString::number(providerId));
            }
            q.prepare(QStringLiteral(
                "INSERT INTO evaluation (provider_id, rubric_id, title, reviewer) VALUES (?, ?, ?, ?) RETURNING id"));
            q.addBindValue(providerId);
            q.addBindValue(rubric->id);
            q.addBindValue(notNull(title.trimmed()));
            q.addBindValue(notNull(reviewer.trimmed()));
            auto inserted = insertReturningId(q, tr("Could not create the evaluation"));
            if (!inserted) {
                return inserted.error();
            }
            const qint64 id = *inserted;
            QSqlQuery vq(m_db);
            vq.prepare(QStringLiteral("INSERT INTO verdict (evaluation_id, check_item_id) VALUES (?, ?)"));
            for (const Criterion& c : rubric->criteria) {
                for (const CheckItem& i : c.items) {
                    vq.addBindValue(id);
                    vq.addBindValue(i.id);
                    if (auto st = exec(vq, tr("Could not create the evaluation's checklist")); !st) {
                        return st.error();
                    }
                }
            }
            return id;
        });
}

Status EvaluationRepository::update(const Evaluation& evaluation, const QString& actor) {
    return AuditedWrite(m_db, QStringLiteral("evaluation"), QStringLiteral("update"), actor)
        .before([&] { return auditJson(get(evaluation.id), evaluationToJson); })
        .after([this](qint64 id) { return auditJson(get(id), evaluationToJson); })
        .write(evaluation.id, [&]() -> Status {
            // evaluation.rowVersion: the version the editor read (0: read in this transaction, no check).
            if (auto st =
                    RowVersion::claim(m_db, QStringLiteral("evaluation"), evaluation.id, evaluation.rowVersion, actor);
                !st) {
                return st;
            }
            QSqlQuery q(m_db);
            q.prepare(
                QStringLiteral("UPDATE evaluation SET title = ?, status = ?, reviewer = ?, conflict_disclosure = ?, "
                               "unavailable_reason = ?, handover_requested = ?, handover_received = ?, "
                               "testing_from = ?, testing_until = ?, closed_at = ?, unable_to_test = ?, "
                               "updated_at = %1 WHERE id = ?")
                    .arg(SqlDialect::of(m_db).nowText()));
            q.addBindValue(notNull(evaluation.title.trimmed()));
            q.addBindValue(evaluationStatusKey(evaluation.status));
            q.addBindValue(notNull(evaluation.reviewer.trimmed()));
            q.addBindValue(notNull(evaluation.conflictDisclosure));
            q.addBindValue(notNull(evaluation.unavailableReason));
            q.addBindValue(notNull(evaluation.handoverRequested));
            q.addBindValue(notNull(evaluation.handoverReceived));
            q.addBindValue(notNull(evaluation.testingFrom));
            q.addBindValue(notNull(evaluation.testingUntil));
            q.addBindValue(notNull(evaluation.closedAt));
            q.addBindValue(evaluation.unableToTest ? 1 : 0);
            q.addBindValue(evaluation.id);
            return exec(q, tr("Could not save the evaluation"));
        });
}

Status EvaluationRepository::changeRubric(qint64 evaluationId, const QString& rubricVersion, const QString& actor) {
    auto rubric = RubricRepository(m_db).load(rubricVersion);
    if (!rubric) {
        return rubric.error();
    }
    auto current = get(evaluationId);
    if (!current) {
        return current.error();
    }
    if (current->rubricId == rubric->id) {
        return {};
    }
    const auto withVersion = [this](qint64 id) -> Result<QJsonObject> {
        auto e = get(id);
        if (!e) {
            return e.error();
        }
        QJsonObject o = evaluationToJson(*e);
        if (auto r = RubricRepository(m_db).loadById(e->rubricId)) {
            o.insert(QStringLiteral("rubric_version"), r->version);
        }
        return o;
    };
    return AuditedWrite(m_db, QStringLiteral("evaluation"), QStringLiteral("change_rubric"), actor)
        .before([&] { return withVersion(evaluationId); })
        .after(withVersion)
        .write(evaluationId, [&]() -> Status {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral("SELECT count(*) FROM verdict WHERE evaluation_id = ? AND verdict <> 'unknown'"));
            q.addBindValue(evaluationId);
            if (auto st = exec(q, tr("Could not read the evaluation's verdicts")); !st) {
                return st;
            }
            if (q.next() && q.value(0).toInt() > 0) {
                return makeError(ErrorCode::InvalidArgument,
                                 tr("The rubric version can be changed only while no checklist item is decided; "
                                    "this evaluation has %n decided item(s).",
                                    nullptr, q.value(0).toInt()));
            }
            q.prepare(QStringLiteral("DELETE FROM verdict WHERE evaluation_id = ?"));
            q.addBindValue(evaluationId);
            if (auto st = exec(q, tr("Could not replace the evaluation's checklist")); !st) {
                return st;
            }
            q.prepare(QStringLiteral("UPDATE evaluation SET rubric_id = ?, updated_at = %1 WHERE id = ?")
                          .arg(SqlDialect::of(m_db).nowText()));
            q.addBindValue(rubric->id);
            q.addBindValue(evaluationId);
            if (auto st = exec(q, tr("Could not save the evaluation")); !st) {
                return st;
            }
            QSqlQuery vq(m_db);
            vq.prepare(QStringLiteral("INSERT INTO verdict (evaluation_id, check_item_id) VALUES (?, ?)"));
            for (const Criterion& c : rubric->criteria) {
                for (const CheckItem& i : c.items) {
                    vq.addBindValue(evaluationId);
                    vq.addBindValue(i.id);
                    if (auto st = exec(vq, tr("Could not create the evaluation's checklist")); !st) {
                        return st;
                    }
                }
            }
            return {};
        });
}

Status EvaluationRepository::remove(qint64 evaluationId, const QString& actor) {
    return AuditedWrite(m_db, QStringLiteral("evaluation"), QStringLiteral("delete"), actor)
        .before([&] { return auditJson(get(evaluationId), evaluationToJson); })
        .write(evaluationId, [&]() -> Status {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral("DELETE FROM evaluation WHERE id = ?"));
            q.addBindValue(evaluationId);
            return exec(q, tr("Could not delete the evaluation"));
        });
}

Result<Checklist> EvaluationRepository::checklist(qint64 evaluationId) const {
    Checklist c;
    auto evaluation = get(evaluationId);
    if (!evaluation) {
        return evaluation.error();
    }
    c.evaluation = *evaluation;
    auto rubric = RubricRepository(m_db).loadById(evaluation->rubricId);
    if (!rubric) {
        return rubric.error();
    }
    c.rubric = *rubric;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(kSelectVerdict + QStringLiteral(" WHERE evaluation_id = ? ORDER BY id"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, tr("Could not read the verdicts")); !st) {
        return st.error();
    }
    while (q.next()) {
        c.verdicts << verdictFromQuery(q);
    }
    return c;
}

Result<VerdictRecord> EvaluationRepository::verdict(qint64 evaluationId, qint64 checkItemId) const {
    QSqlQuery q(m_db);
    q.prepare(kSelectVerdict + QStringLiteral(" WHERE evaluation_id = ? AND check_item_id = ?"));
    q.addBindValue(evaluationId);
    q.addBindValue(checkItemId);
    if (auto st = exec(q, tr("Could not read the verdict")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("This check item is not part of the evaluation."),
                         QStringLiteral("evaluation %1, check item %2").arg(evaluationId).arg(checkItemId));
    }
    return verdictFromQuery(q);
}

Result<VerdictRecord> EvaluationRepository::setVerdict(qint64 evaluationId, qint64 checkItemId, Verdict verdict,
                                                       const QString& evidence, const QString& actor,
                                                       qint64 expectedVersion) {
    auto current = this->verdict(evaluationId, checkItemId);
    if (!current) {
        return current.error();
    }
    VerdictRecord next = *current;
    next.verdict = verdict;
    next.evidence = evidence;
    next.confirmed = true;
    return saveVerdict(next, actor, expectedVersion);
}

Status EvaluationRepository::requireOpen(qint64 evaluationId) const {
    auto e = get(evaluationId);
    if (!e) {
        return e.error();
    }
    if (e->status == EvaluationStatus::Final) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("Evaluation %1 is closed: its verdicts, evidence, scores and tier are read-only. Re-open "
                            "it first (Edit evaluation…, status In review; or tierbench-cli evaluations edit --id %1 "
                            "--status in_review).")
                             .arg(evaluationId));
    }
    return {};
}

Result<VerdictRecord> EvaluationRepository::saveVerdict(const VerdictRecord& record, const QString& actor,
                                                        qint64 expectedVersion) {
    if (auto open = requireOpen(record.evaluationId); !open) {
        return open.error();
    }
    if (record.availability != QLatin1String("ga") && record.availability != QLatin1String("planned")) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("Availability must be \"ga\" (generally available) or \"planned\"."));
    }
    auto before = verdict(record.evaluationId, record.checkItemId);
    if (!before) {
        return before.error();
    }
    VerdictRecord after = *before;
    after.verdict = record.verdict;
    after.evidence = record.evidence;
    after.availability = record.availability;
    after.promisedDate = record.promisedDate;
    after.confirmed = record.confirmed;
    auto written =
        AuditedWrite(m_db, QStringLiteral("verdict"), QStringLiteral("set"), actor)
            .before([&]() -> Result<QJsonObject> { return verdictToJson(*before); })
            .after([&](qint64) -> Result<QJsonObject> { return verdictToJson(after); })
            .write(before->id, [&]() -> Status {
                if (auto st = RowVersion::claim(m_db, QStringLiteral("verdict"), before->id, expectedVersion, actor);
                    !st) {
                    return st;
                }
                QSqlQuery q(m_db);
                q.prepare(
                    QStringLiteral("UPDATE verdict SET verdict = ?, evidence = ?, availability = ?, promised_date = ?, "
                                   "confirmed = ?, updated_at = %1 WHERE id = ?")
                        .arg(SqlDialect::of(m_db).nowText()));
                q.addBindValue(verdictKey(record.verdict));
                q.addBindValue(notNull(record.evidence));
                q.addBindValue(notNull(record.availability));
                q.addBindValue(notNull(record.promisedDate));
                q.addBindValue(record.confirmed ? 1 : 0);
                q.addBindValue(before->id);
                if (auto st = exec(q, tr("Could not save the verdict")); !st) {
                    return st;
                }
                q.prepare(QStringLiteral("UPDATE evaluation SET updated_at = %1 WHERE id = ?")
                              .arg(SqlDialect::of(m_db).nowText()));
                q.addBindValue(record.evaluationId);
                return exec(q, tr("Could not save the verdict"));
            });
    if (!written) {
        return written.error();
    }
    return *before;
}

Result<EvaluationDelivery> EvaluationRepository::delivery(qint64 evaluationId) const {
    const QString what = tr("Could not read the evaluation's delivery dates");
    EvaluationDelivery out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT handover_requested, handover_received FROM evaluation WHERE id = ?"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, what); !st) {
        return st.error();
    }
    if (q.next()) {
        out.handoverRequested = q.value(0).toString();
        out.handoverReceived = q.value(1).toString();
    }
    q.finish();
    q.prepare(
        QStringLiteral("SELECT ci.title, v.promised_date, v.verdict FROM verdict v JOIN check_item ci ON ci.id = "
                       "v.check_item_id JOIN criterion cr ON cr.id = ci.criterion_id WHERE v.evaluation_id = ? "
                       "AND v.availability = 'planned' ORDER BY cr.position, ci.position, ci.id"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, what); !st) {
        return st.error();
    }
    while (q.next()) {
        // The stored word, typed: an unknown word counts as undecided (not counted), never as a pass.
        out.planned.append({q.value(0).toString(), q.value(1).toString(),
                            verdictFromKey(q.value(2).toString()).value_or(Verdict::Unknown)});
    }
    return out;
}

}  // namespace tb::core
