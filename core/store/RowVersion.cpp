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

// What a person reads about each kind of row, as whole sentences: a noun glued into a translated sentence cannot
// take the case, gender or word order another language gives it. %1.. are the changer, time and versions.
struct Sentences {
    QString deleted;           // the row is gone
    QString notSaved;          // the write failed
    QString changedBy;         // %1 changer, %2 time, %3 current version, %4 the editor's version
    QString changedBySomeone;  // %1 time, %2 current version, %3 the editor's version
};

Sentences sentencesFor(const QString& table) {
    if (table == QLatin1String("provider")) {
        return {RowVersion::tr("The provider no longer exists: someone deleted it."),
                RowVersion::tr("Could not save the provider"),
                RowVersion::tr("“%1” changed this provider at %2 (now version %3; you had version %4)."),
                RowVersion::tr("Someone changed this provider at %1 (now version %2; you had version %3).")};
    }
    if (table == QLatin1String("evaluation")) {
        return {RowVersion::tr("The evaluation no longer exists: someone deleted it."),
                RowVersion::tr("Could not save the evaluation"),
                RowVersion::tr("“%1” changed this evaluation at %2 (now version %3; you had version %4)."),
                RowVersion::tr("Someone changed this evaluation at %1 (now version %2; you had version %3).")};
    }
    if (table == QLatin1String("verdict")) {
        return {RowVersion::tr("The verdict no longer exists: someone deleted it."),
                RowVersion::tr("Could not save the verdict"),
                RowVersion::tr("“%1” changed this verdict at %2 (now version %3; you had version %4)."),
                RowVersion::tr("Someone changed this verdict at %1 (now version %2; you had version %3).")};
    }
    if (table == QLatin1String("interview")) {
        return {RowVersion::tr("The interview no longer exists: someone deleted it."),
                RowVersion::tr("Could not save the interview"),
                RowVersion::tr("“%1” changed this interview at %2 (now version %3; you had version %4)."),
                RowVersion::tr("Someone changed this interview at %1 (now version %2; you had version %3).")};
    }
    if (table == QLatin1String("rating")) {
        return {RowVersion::tr("The tier assignment no longer exists: someone deleted it."),
                RowVersion::tr("Could not save the tier assignment"),
                RowVersion::tr("“%1” changed this tier assignment at %2 (now version %3; you had version %4)."),
                RowVersion::tr("Someone changed this tier assignment at %1 (now version %2; you had version %3).")};
    }
    if (table == QLatin1String("node")) {
        return {RowVersion::tr("The node no longer exists: someone deleted it."),
                RowVersion::tr("Could not save the node"),
                RowVersion::tr("“%1” changed this node at %2 (now version %3; you had version %4)."),
                RowVersion::tr("Someone changed this node at %1 (now version %2; you had version %3).")};
    }
    if (table == QLatin1String("price_record")) {
        return {RowVersion::tr("The price record no longer exists: someone deleted it."),
                RowVersion::tr("Could not save the price record"),
                RowVersion::tr("“%1” changed this price record at %2 (now version %3; you had version %4)."),
                RowVersion::tr("Someone changed this price record at %1 (now version %2; you had version %3).")};
    }
    if (table == QLatin1String("dispute")) {
        return {RowVersion::tr("The dispute no longer exists: someone deleted it."),
                RowVersion::tr("Could not save the dispute"),
                RowVersion::tr("“%1” changed this dispute at %2 (now version %3; you had version %4)."),
                RowVersion::tr("Someone changed this dispute at %1 (now version %2; you had version %3).")};
    }
    {
        return {RowVersion::tr("The cluster no longer exists: someone deleted it."),
                RowVersion::tr("Could not save the cluster"),
                RowVersion::tr("“%1” changed this cluster at %2 (now version %3; you had version %4)."),
                RowVersion::tr("Someone changed this cluster at %1 (now version %2; you had version %3).")};
    }
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
        return makeError(ErrorCode::NotFound, sentencesFor(table).deleted, QStringLiteral("%1 %2").arg(table).arg(id));
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
    if (auto st = exec(q, sentencesFor(table).notSaved); !st) {
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
    const Sentences say = sentencesFor(table);
    const QString at = current->changedAt.isEmpty() ? tr("an unknown time") : current->changedAt;
    const QString what = current->changedBy.isEmpty()
                             ? say.changedBySomeone.arg(at).arg(current->version).arg(expected)
                             : say.changedBy.arg(current->changedBy, at).arg(current->version).arg(expected);
    return makeError(ErrorCode::InvalidArgument,
                     tr("%1 Nothing was saved: reload to see their change, or overwrite it knowingly.").arg(what),
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
