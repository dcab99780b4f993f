#include "core/store/SchemaCatalog.h"

#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QHash>
#include <QSet>
#include <QSqlQuery>

namespace tb::core {

QString TableInfo::quotedColumns(const QStringList& columns) {
    QStringList quoted;
    quoted.reserve(columns.size());
    for (const QString& c : columns) {
        quoted << quoteIdentifier(c);
    }
    return quoted.join(u',');
}

const ColumnInfo* TableInfo::column(const QString& wanted) const {
    for (const ColumnInfo& c : columns) {
        if (c.name == wanted) {
            return &c;
        }
    }
    return nullptr;
}

QString quoteIdentifier(const QString& name) {
    QString inner = name;
    inner.replace(u'"', QStringLiteral("\"\""));
    return u'"' + inner + u'"';
}

namespace {

bool isBlobType(const QString& declared) {
    const QString t = declared.toUpper();
    return t.contains(QLatin1String("BLOB")) || t.contains(QLatin1String("BYTEA"));
}

}  // namespace

Result<QVector<TableInfo>> SchemaCatalog::read(QSqlDatabase& db) {
    auto tables = SqlDialect::of(db).isPostgreSql() ? readPostgreSql(db) : readSqlite(db);
    if (!tables) {
        return tables.error();
    }
    return dependencyOrder(std::move(*tables));
}

Result<QVector<TableInfo>> SchemaCatalog::readSqlite(QSqlDatabase& db) {
    const QString what = tr("Could not read the database's tables");
    QSqlQuery names(db);
    names.setForwardOnly(true);
    if (auto st = exec(names,
                       QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                                      "'sqlite\\_%' ESCAPE '\\' ORDER BY name"),
                       what);
        !st) {
        return st.error();
    }
    QVector<TableInfo> tables;
    while (names.next()) {
        tables.append(TableInfo{names.value(0).toString(), {}, {}, {}});
    }
    names.finish();
    for (TableInfo& t : tables) {
        // pragma_table_info's pk is the column's position in the primary key (0: not in it).
        QSqlQuery cols(db);
        cols.setForwardOnly(true);
        cols.prepare(QStringLiteral("SELECT name, type, pk FROM pragma_table_info(?) ORDER BY cid"));
        cols.addBindValue(t.name);
        if (auto st = exec(cols, what); !st) {
            return st.error();
        }
        QVector<QPair<int, QString>> key;
        while (cols.next()) {
            t.columns.append(ColumnInfo{cols.value(0).toString(), isBlobType(cols.value(1).toString()), false, false,
                                        cols.value(1).toString()});
            if (const int pos = cols.value(2).toInt(); pos > 0) {
                key.append({pos, cols.value(0).toString()});
            }
        }
        std::sort(key.begin(), key.end());
        for (const auto& k : key) {
            t.primaryKey << k.second;
        }
        QSqlQuery fks(db);
        fks.setForwardOnly(true);
        fks.prepare(QStringLiteral("SELECT DISTINCT \"table\" FROM pragma_foreign_key_list(?)"));
        fks.addBindValue(t.name);
        if (auto st = exec(fks, what); !st) {
            return st.error();
        }
        while (fks.next()) {
            t.references << fks.value(0).toString();
        }
    }
    return tables;
}

Result<QVector<TableInfo>> SchemaCatalog::readPostgreSql(QSqlDatabase& db) {
    const QString what = tr("Could not read the database's tables");
    // Ordinary tables of the schema the connection works in; schema_version is the migrator's own bookkeeping,
    // as PRAGMA user_version is SQLite's.
    QSqlQuery cols(db);
    cols.setForwardOnly(true);
    if (auto st = exec(cols,
                       QStringLiteral("SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod), "
                                      "a.attidentity FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                                      "JOIN pg_attribute a ON a.attrelid = c.oid WHERE c.relkind = 'r' AND "
                                      "n.nspname = current_schema() AND a.attnum > 0 AND NOT a.attisdropped AND "
                                      "c.relname <> 'schema_version' ORDER BY c.relname, a.attnum"),
                       what);
        !st) {
        return st.error();
    }
    QVector<TableInfo> tables;
    QHash<QString, int> index;
    while (cols.next()) {
        const QString table = cols.value(0).toString();
        if (!index.contains(table)) {
            index.insert(table, int(tables.size()));
            tables.append(TableInfo{table, {}, {}, {}});
        }
        const QString identity = cols.value(3).toString();
        tables[index.value(table)].columns.append(
            ColumnInfo{cols.value(1).toString(), isBlobType(cols.value(2).toString()), identity == QLatin1String("a"),
                       !identity.isEmpty(), cols.value(2).toString()});
    }
    cols.finish();
    // Primary keys in key order, and the tables foreign keys point at.
    QSqlQuery keys(db);
    keys.setForwardOnly(true);
    if (auto st = exec(keys,
                       QStringLiteral("SELECT c.relname, a.attname FROM pg_index i JOIN pg_class c ON c.oid = "
                                      "i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace CROSS JOIN LATERAL "
                                      "unnest(i.indkey) WITH ORDINALITY AS k(attnum, pos) JOIN pg_attribute a ON "
                                      "a.attrelid = c.oid AND a.attnum = k.attnum WHERE i.indisprimary AND "
                                      "n.nspname = current_schema() ORDER BY c.relname, k.pos"),
                       what);
        !st) {
        return st.error();
    }
    while (keys.next()) {
        if (const auto it = index.constFind(keys.value(0).toString()); it != index.constEnd()) {
            tables[*it].primaryKey << keys.value(1).toString();
        }
    }
    keys.finish();
    QSqlQuery fks(db);
    fks.setForwardOnly(true);
    if (auto st = exec(fks,
                       // Beside the foreign keys, references kept by triggers instead (migration 014: the
                       // sample's run), which their column's comment names as "references TABLE ...".
                       QStringLiteral("SELECT DISTINCT c.relname, r.relname FROM pg_constraint f JOIN pg_class c ON "
                                      "c.oid = f.conrelid JOIN pg_class r ON r.oid = f.confrelid JOIN pg_namespace n "
                                      "ON n.oid = c.relnamespace WHERE f.contype = 'f' AND n.nspname = "
                                      "current_schema() UNION SELECT c.relname, substring(d.description FROM "
                                      "'^references ([a-z_0-9]+) ') FROM pg_description d JOIN pg_class c ON c.oid = "
                                      "d.objoid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE d.classoid = "
                                      "'pg_class'::regclass AND d.objsubid > 0 AND d.description LIKE 'references %' "
                                      "AND n.nspname = current_schema()"),
                       what);
        !st) {
        return st.error();
    }
    while (fks.next()) {
        if (const auto it = index.constFind(fks.value(0).toString()); it != index.constEnd()) {
            tables[*it].references << fks.value(1).toString();
        }
    }
    return tables;
}

Result<QVector<TableInfo>> SchemaCatalog::dependencyOrder(QVector<TableInfo> tables) {
    // Kahn's algorithm over the reference graph, alphabetical among the ready ones so the order is stable.
    QVector<TableInfo> ordered;
    QSet<QString> placed;
    while (!tables.isEmpty()) {
        bool progressed = false;
        for (int i = 0; i < tables.size(); ++i) {
            const TableInfo& t = tables[i];
            const bool ready = std::all_of(t.references.cbegin(), t.references.cend(),
                                           [&](const QString& r) { return r == t.name || placed.contains(r); });
            if (ready) {
                placed.insert(t.name);
                ordered.append(tables.takeAt(i));
                progressed = true;
                break;
            }
        }
        if (!progressed) {
            QStringList left;
            for (const TableInfo& t : tables) {
                left << t.name;
            }
            return makeError(ErrorCode::Internal, tr("The tables' foreign keys form a cycle."), left.join(u','));
        }
    }
    return ordered;
}

}  // namespace tb::core
