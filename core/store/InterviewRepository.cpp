#include "core/store/InterviewRepository.h"

#include "core/store/AuditedWrite.h"
#include "core/store/RowVersion.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace tb::core {

namespace {
// A null QString binds as SQL NULL; the text columns are NOT NULL with '' for "none".
QVariant sqlText(const QString& s) {
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}
const QString kEntity = QStringLiteral("interview");
// "Nothing" on the other side of a create or delete (the audit columns are NOT NULL).
const QJsonObject kNone{{QStringLiteral("exists"), false}};

QStringList splitTags(const QString& text) {
    QStringList tags;
    for (const QString& t : text.split(u',', Qt::SkipEmptyParts)) {
        if (!t.trimmed().isEmpty()) {
            tags << t.trimmed();
        }
    }
    return tags;
}
}  // namespace

InterviewRepository::InterviewRepository(QSqlDatabase& db) : m_db(db) {}

Result<QList<Interview>> InterviewRepository::list(qint64 providerId) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QString sql = QStringLiteral(
        "SELECT id, provider_id, held_on, interviewee_name, interviewee_role, org_type, channel, consent, notes_html, "
        "tags, row_version, changed_by FROM interview");
    if (providerId > 0) {
        sql += QStringLiteral(" WHERE provider_id = ?");
    }
    sql += QStringLiteral(" ORDER BY held_on, id");
    q.prepare(sql);
    if (providerId > 0) {
        q.addBindValue(providerId);
    }
    if (auto st = exec(q, tr("Could not read the interviews")); !st) {
        return st.error();
    }
    QList<Interview> out;
    QHash<qint64, int> index;
    while (q.next()) {
        Interview i;
        i.id = q.value(0).toLongLong();
        i.providerId = q.value(1).toLongLong();
        i.heldOn = QDate::fromString(q.value(2).toString(), Qt::ISODate);
        i.intervieweeName = q.value(3).toString();
        i.role = q.value(4).toString();
        i.orgType = orgTypeFromKey(q.value(5).toString()).value_or(OrgType::Other);
        i.channel = q.value(6).toString();
        i.consent = q.value(7).toInt() != 0;
        i.notesHtml = q.value(8).toString();
        i.tags = splitTags(q.value(9).toString());
        i.rowVersion = q.value(10).toLongLong();
        i.changedBy = q.value(11).toString();
        index.insert(i.id, int(out.size()));
        out.append(i);
    }
    QSqlQuery s(m_db);
    s.setForwardOnly(true);
    QString ssql = QStringLiteral(
        "SELECT s.interview_id, s.criterion_key, s.sentiment FROM interview_sentiment s JOIN interview i ON "
        "i.id = s.interview_id");
    if (providerId > 0) {
        ssql += QStringLiteral(" WHERE i.provider_id = ?");
    }
    s.prepare(ssql);
    if (providerId > 0) {
        s.addBindValue(providerId);
    }
    if (auto st = exec(s, tr("Could not read the interview sentiment")); !st) {
        return st.error();
    }
    while (s.next()) {
        const auto it = index.constFind(s.value(0).toLongLong());
        if (it != index.cend()) {
            out[*it].sentiment.insert(s.value(1).toString(), s.value(2).toInt());
        }
    }
    return out;
}

Result<Interview> InterviewRepository::get(qint64 interviewId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT provider_id FROM interview WHERE id = ?"));
    q.addBindValue(interviewId);
    if (auto st = exec(q, tr("Could not read the interview")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("No interview %1.").arg(interviewId));
    }
    auto all = list(q.value(0).toLongLong());
    if (!all) {
        return all.error();
    }
    for (const Interview& i : *all) {
        if (i.id == interviewId) {
            return i;
        }
    }
    return makeError(ErrorCode::NotFound, tr("No interview %1.").arg(interviewId));
}

Result<QList<AnonymisedInterview>> InterviewRepository::anonymised(qint64 providerId) const {
    auto all = list(providerId);
    if (!all) {
        return all.error();
    }
    QList<AnonymisedInterview> out;
    out.reserve(all->size());
    for (const Interview& i : *all) {
        out.append(AnonymisedInterview::from(i));
    }
    return out;
}

Status InterviewRepository::writeSentiment(qint64 interviewId, const QMap<QString, int>& sentiment) {
    QSqlQuery del(m_db);
    del.prepare(QStringLiteral("DELETE FROM interview_sentiment WHERE interview_id = ?"));
    del.addBindValue(interviewId);
    if (auto st = exec(del, tr("Could not save the interview sentiment")); !st) {
        return st;
    }
    QSqlQuery ins(m_db);
    ins.prepare(
        QStringLiteral("INSERT INTO interview_sentiment (interview_id, criterion_key, sentiment) VALUES (?, ?, ?)"));
    for (auto it = sentiment.cbegin(); it != sentiment.cend(); ++it) {
        ins.addBindValue(interviewId);
        ins.addBindValue(sqlText(it.key()));
        ins.addBindValue(it.value());
        if (auto st = exec(ins, tr("Could not save the interview sentiment")); !st) {
            return st;
        }
    }
    return {};
}

namespace {
void bindFields(QSqlQuery& q, const Interview& i) {
    q.addBindValue(i.providerId);
    q.addBindValue(i.heldOn.toString(Qt::ISODate));
    q.addBindValue(sqlText(i.intervieweeName.trimmed()));
    q.addBindValue(sqlText(i.role.trimmed()));
    q.addBindValue(orgTypeKey(i.orgType));
    q.addBindValue(sqlText(i.channel.trimmed()));
    q.addBindValue(i.consent ? 1 : 0);
    q.addBindValue(sqlText(i.notesHtml));
    q.addBindValue(sqlText(i.tags.join(u',')));
}
}  // namespace

Result<QList<QPair<QString, QString>>> InterviewRepository::sentimentCriteria(qint64 providerId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT key, name FROM criterion WHERE rubric_id = COALESCE("
        "(SELECT rubric_id FROM evaluation WHERE provider_id = ? ORDER BY started_at DESC, id DESC LIMIT 1),"
        "(SELECT id FROM rubric_version ORDER BY id DESC LIMIT 1)) ORDER BY position, key"));
    q.addBindValue(providerId);
    if (auto st = exec(q, tr("Could not read the criteria")); !st) {
        return st.error();
    }
    QList<QPair<QString, QString>> out;
    while (q.next()) {
        out.append({q.value(0).toString(), q.value(1).toString()});
    }
    return out;
}

Result<qint64> InterviewRepository::add(const Interview& interview, const QString& actor) {
    if (auto st = interview.validate(); !st) {
        return st.error();
    }
    return AuditedWrite(m_db, kEntity, QStringLiteral("create"), actor)
        .before([]() -> Result<QJsonObject> { return kNone; })
        .after([&](qint64) -> Result<QJsonObject> { return interviewToJson(interview); })
        .write([&]() -> Result<qint64> {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral(
                "INSERT INTO interview (provider_id, held_on, interviewee_name, interviewee_role, org_type, channel, "
                "consent, notes_html, tags) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
            bindFields(q, interview);
            auto inserted = insertReturningId(q, tr("Could not save the interview"));
            if (!inserted) {
                return inserted.error();
            }
            const qint64 id = *inserted;
            if (auto st = writeSentiment(id, interview.sentiment); !st) {
                return st.error();
            }
            return id;
        });
}

Status InterviewRepository::update(const Interview& interview, const QString& actor) {
    if (auto st = interview.validate(); !st) {
        return st;
    }
    return AuditedWrite(m_db, kEntity, QStringLiteral("update"), actor)
        .before([&] { return auditJson(get(interview.id), interviewToJson); })
        .after([&](qint64) -> Result<QJsonObject> { return interviewToJson(interview); })
        .write(interview.id, [&]() -> Status {
            // The version the editor read (0: no check); a newer one refuses, nothing written (16.4).
            if (auto st =
                    RowVersion::claim(m_db, QStringLiteral("interview"), interview.id, interview.rowVersion, actor);
                !st) {
                return st;
            }
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral(
                "UPDATE interview SET provider_id = ?, held_on = ?, interviewee_name = ?, interviewee_role = ?, "
                "org_type = ?, channel = ?, consent = ?, notes_html = ?, tags = ? WHERE id = ?"));
            bindFields(q, interview);
            q.addBindValue(interview.id);
            if (auto st = exec(q, tr("Could not save the interview")); !st) {
                return st;
            }
            return writeSentiment(interview.id, interview.sentiment);
        });
}

Status InterviewRepository::remove(qint64 interviewId, const QString& actor) {
    return AuditedWrite(m_db, kEntity, QStringLiteral("delete"), actor)
        .before([&] { return auditJson(get(interviewId), interviewToJson); })
        .after([](qint64) -> Result<QJsonObject> { return kNone; })
        .write(interviewId, [&]() -> Status {
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral("DELETE FROM interview WHERE id = ?"));
            q.addBindValue(interviewId);
            return exec(q, tr("Could not delete the interview"));
        });
}

}  // namespace tb::core
