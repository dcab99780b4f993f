#include "core/store/TableDigest.h"

#include "core/store/SqlError.h"

#include <QCryptographicHash>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QtEndian>

#include <cmath>

namespace tb::core {
namespace {

void addTagged(QCryptographicHash& hash, char tag, const QByteArray& bytes) {
    hash.addData(QByteArrayView(&tag, 1));
    const quint64 length = qToBigEndian(quint64(bytes.size()));
    hash.addData(QByteArrayView(reinterpret_cast<const char*>(&length), sizeof length));
    hash.addData(bytes);
}

void addValue(QCryptographicHash& hash, const QVariant& value, bool blob) {
    if (value.isNull()) {
        addTagged(hash, 'N', {});
        return;
    }
    if (blob) {
        addTagged(hash, 'B', value.toByteArray());
        return;
    }
    switch (value.metaType().id()) {
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
            addTagged(hash, 'I', QByteArray::number(value.toLongLong()));
            return;
        case QMetaType::Double:
        case QMetaType::Float: {
            // SQLite hands an integral REAL back as it stored it; PostgreSQL's float8 the same: one form for both.
            const double d = value.toDouble();
            if (std::isfinite(d) && d == std::trunc(d) && std::fabs(d) < 9007199254740992.0) {
                addTagged(hash, 'I', QByteArray::number(qint64(d)));
            } else {
                addTagged(hash, 'D', QByteArray::number(d, 'g', 17));
            }
            return;
        }
        case QMetaType::QByteArray:
            addTagged(hash, 'B', value.toByteArray());
            return;
        default:
            addTagged(hash, 'S', value.toString().toUtf8());
    }
}

}  // namespace

Result<TableDigest> TableDigester::digest(QSqlDatabase& db, const TableInfo& table, const QStringList& columns) {
    QVector<bool> blob;
    for (const QString& c : columns) {
        const ColumnInfo* info = table.column(c);
        blob << (info && info->blob);
    }
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const QString sql = QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                            .arg(TableInfo::quotedColumns(columns), quoteIdentifier(table.name),
                                 TableInfo::quotedColumns(table.primaryKey.isEmpty() ? columns : table.primaryKey));
    if (auto st = exec(q, sql, tr("Could not read the table %1").arg(table.name)); !st) {
        return st.error();
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    TableDigest d;
    while (q.next()) {
        for (int i = 0; i < columns.size(); ++i) {
            addValue(hash, q.value(i), blob[i]);
        }
        ++d.rows;
    }
    d.sha256 = hash.result().toHex();
    return d;
}

}  // namespace tb::core
