#include "core/store/RowVersion.h"

#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QStringList>

namespace tb::core {

namespace {
// The detail of a conflict error starts with this, then the conflict as compact JSON: callers that only pass
// errors along keep it, and RowVersion::conflictOf() reads it back.
const QString kConflictPrefix = QStringLiteral("row-conflict ");

bool isVersionedTable(const QString& table) {
    static const QStringList tables = {
        QStringLiteral("provider"),     QStringLiteral("evaluation"), QStringLiteral("verdict"),
        QStringLiteral("interview"),    QStringLiteral("rating"),     QStringLiteral("node"),
        QStringLiteral("price_record"), QStringLiteral("cluster"),    QStringLiteral("dispute")};
    return tables.contains(table);
}

// The name a person reads for a table in the conflict message.
QString thingName(const QString& table) {
    if (table == QLatin1String("provider")) {
        return RowVersion::tr("provider");
    }
    if (table == QLatin1String("evaluation")) {
        return RowVersion::tr("evaluation");
    }
    if (table == QLatin1String("verdict")) {
        return RowVersion::tr("verdict");
    }
    if (table == QLatin1String("interview")) {
        return RowVersion::tr("interview");
    }
    if (table == QLatin1String("rating")) {
        return RowVersion::tr("tier assignment");
    }
    if (table == QLatin1String("node")) {
        return RowVersion::tr("node");
    }
    if (table == QLatin1String("price_record")) {
        return RowVersion::tr("price record");
    }
    if (table == QLatin1String("dispute")) {
        return RowVersion::tr("dispute");
    }
    return RowVersion::tr("cluster");
}
}  // namespace

Result<RowStamp> RowVersion::read(QSqlDatabase& db, const QString& table, qint64 id) {
    if (!isVersionedTable(table)) {
        return makeError(ErrorCode::Internal, tr("This kind of row carries no version."), table);
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT row_version, changed_by, changed_at FROM %1 WHERE id = ?").arg(table));
    q.addBindValue(id);
    if (auto st = exec(q, tr("Could not read the row's version")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("The %1 no longer exists: someone deleted it.").arg(thingName(table)),
                         QStringLiteral("%1 %2").arg(table).arg(id));
    }
    RowStamp stamp;
    stamp.version = q.value(0).toLongLong();
    stamp.changedBy = q.value(1).toString();
    stamp.changedAt = q.value(2).toString();
    return stamp;
}

Status RowVersion::claim(QSqlDatabase& db, const QString& table, qint64 id, qint64 expected, const QString& actor) {
    if (!isVersionedTable(table)) {
        return makeError(ErrorCode::Internal, tr("This kind of row carries no version."), table);
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE %1 SET row_version = row_version + 1, changed_by = ?, changed_at = %2 "
                             "WHERE id = ? AND (row_version = ? OR ? = 0) RETURNING row_version")
                  .arg(table, SqlDialect::of(db).nowText()));
    q.addBindValue(notNull(actor));
    q.addBindValue(id);
    q.addBindValue(expected);
    q.addBindValue(expected);
    if (auto st = exec(q, tr("Could not save the %1").arg(thingName(table))); !st) {
        return st.error();
    }
    const bool claimed = q.next();
    q.finish();  // SQLite: a statement left open would keep the transaction from committing
    if (claimed) {
        return {};
    }
    auto current = read(db, table, id);
    if (!current) {
        return current.error();
    }
    RowConflict conflict{table, id, expected, *current};
    QJsonObject json{{QStringLiteral("table"), table},           {QStringLiteral("id"), id},
                     {QStringLiteral("read"), expected},         {QStringLiteral("version"), current->version},
                     {QStringLiteral("by"), current->changedBy}, {QStringLiteral("at"), current->changedAt}};
    const QString who = current->changedBy.isEmpty() ? tr("Someone") : QStringLiteral("“%1”").arg(current->changedBy);
    return makeError(
        ErrorCode::InvalidArgument,
        tr("%1 changed this %2 at %3 (now version %4; you had version %5). Nothing was saved: reload "
           "to see their change, or overwrite it knowingly.")
            .arg(who, thingName(table), current->changedAt.isEmpty() ? tr("an unknown time") : current->changedAt)
            .arg(current->version)
            .arg(expected),
        kConflictPrefix + QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)));
}

std::optional<RowConflict> RowVersion::conflictOf(const Error& error) {
    if (!error.detail.startsWith(kConflictPrefix)) {
        return std::nullopt;
    }
    const QJsonObject json = QJsonDocument::fromJson(error.detail.mid(kConflictPrefix.size()).toUtf8()).object();
    if (json.isEmpty()) {
        return std::nullopt;
    }
    RowConflict c;
    c.table = json.value(QStringLiteral("table")).toString();
    c.id = json.value(QStringLiteral("id")).toInteger();
    c.readVersion = json.value(QStringLiteral("read")).toInteger();
    c.current.version = json.value(QStringLiteral("version")).toInteger();
    c.current.changedBy = json.value(QStringLiteral("by")).toString();
    c.current.changedAt = json.value(QStringLiteral("at")).toString();
    return c;
}

}  // namespace tb::core
