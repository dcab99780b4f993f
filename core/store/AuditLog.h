#pragma once

#include "core/Result.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

struct AuditEntry {
    qint64 id = 0;
    QString at;  // ISO 8601 UTC with milliseconds
    QString actor;
    QString entity;  // "provider", "evaluation", "verdict", ...
    qint64 entityId = 0;
    QString action;  // "create", "update", "delete", "set"
    QString beforeJson;
    QString afterJson;
};

struct AuditFilter {
    QString entity{};                  // empty: all
    std::optional<qint64> entityId{};  // only with entity
    QString actor{};                   // empty: all
    int limit = 1000;                  // newest first
};

// The append-only audit log (the table refuses UPDATE and DELETE by trigger). Repositories append inside their
// own transaction, so a change and its audit entry are committed together or not at all. Storage thread only.
class AuditLog {
public:
    explicit AuditLog(QSqlDatabase& db);

    Status append(const QString& entity, qint64 entityId, const QString& action, const QJsonObject& before,
                  const QJsonObject& after, const QString& actor);
    // Newest first.
    Result<QVector<AuditEntry>> entries(const AuditFilter& filter = {}) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
