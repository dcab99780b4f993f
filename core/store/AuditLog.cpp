#include "core/store/AuditLog.h"

#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QStringList>

namespace tb::core {

namespace {
QString compact(const QJsonObject& o) {
    return o.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}
}  // namespace

AuditLog::AuditLog(QSqlDatabase& db) : m_db(db) {}

Status AuditLog::append(const QString& entity, qint64 entityId, const QString& action, const QJsonObject& before,
                        const QJsonObject& after, const QString& actor) {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("INSERT INTO audit_log (actor, entity, entity_id, action, before_json, after_json) "
                       "VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(notNull(actor));
    q.addBindValue(notNull(entity));
    q.addBindValue(entityId);
    q.addBindValue(notNull(action));
    q.addBindValue(notNull(compact(before)));
    q.addBindValue(notNull(compact(after)));
    return exec(q, QCoreApplication::translate("Store", "Could not write the audit log"));
}

Result<QVector<AuditEntry>> AuditLog::entries(const AuditFilter& filter) const {
    QStringList where;
    QVariantList binds;
    if (!filter.entity.isEmpty()) {
        where << QStringLiteral("entity = ?");
        binds << filter.entity;
        if (filter.entityId) {
            where << QStringLiteral("entity_id = ?");
            binds << *filter.entityId;
        }
    }
    if (!filter.actor.isEmpty()) {
        where << QStringLiteral("actor = ?");
        binds << filter.actor;
    }
    QString sql = QStringLiteral(
        "SELECT id, at, actor, entity, coalesce(entity_id, 0), action, before_json, after_json FROM audit_log");
    if (!where.isEmpty()) {
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    }
    sql += QStringLiteral(" ORDER BY id DESC LIMIT %1").arg(filter.limit > 0 ? filter.limit : -1);
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant& b : binds) {
        q.addBindValue(b);
    }
    if (auto st = exec(q, QCoreApplication::translate("Store", "Could not read the audit log")); !st) {
        return st.error();
    }
    QVector<AuditEntry> out;
    while (q.next()) {
        AuditEntry e;
        e.id = q.value(0).toLongLong();
        e.at = q.value(1).toString();
        e.actor = q.value(2).toString();
        e.entity = q.value(3).toString();
        e.entityId = q.value(4).toLongLong();
        e.action = q.value(5).toString();
        e.beforeJson = q.value(6).toString();
        e.afterJson = q.value(7).toString();
        out << e;
    }
    return out;
}

}  // namespace tb::core
