#include "core/store/PgArrayColumns.h"

#include "core/store/SchemaCatalog.h"
#include "core/store/SqlError.h"

#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace tb::core {

PgArrayColumns::PgArrayColumns(const QString& table, const QStringList& columns, const QStringList& types)
    : m_arrays(columns.size()), m_counts(columns.size(), 0) {
    QStringList casts;
    for (const QString& type : types) {
        casts << QStringLiteral("?::%1[]").arg(type);  // from the catalogue, never user input
    }
    m_sql = QStringLiteral("INSERT INTO %1 (%2) SELECT * FROM unnest(%3)")
                .arg(quoteIdentifier(table), TableInfo::quotedColumns(columns), casts.join(u','));
}

void PgArrayColumns::appendQuoted(QByteArray& out, const QByteArray& text) {
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
        }
        out += c;
    }
    out += '"';
}

QByteArray& PgArrayColumns::next(int column) {
    QByteArray& a = m_arrays[column];
    if (m_counts[column]++ > 0) {
        a += ',';
    }
    m_rows = std::max(m_rows, m_counts[column]);
    return a;
}

void PgArrayColumns::addNull(int column) {
    next(column) += "NULL";
}

void PgArrayColumns::addInteger(int column, qint64 value) {
    next(column) += QByteArray::number(value);
}

void PgArrayColumns::addDouble(int column, double value) {
    QByteArray& a = next(column);
    if (std::isnan(value)) {
        a += "NaN";
    } else if (std::isinf(value)) {
        a += value > 0 ? "Infinity" : "-Infinity";
    } else {
        a += QByteArray::number(value, 'g', 17);
    }
}

void PgArrayColumns::addText(int column, const QByteArray& utf8) {
    appendQuoted(next(column), utf8);
}

void PgArrayColumns::addBytes(int column, const QByteArray& bytes) {
    appendQuoted(next(column), QByteArrayLiteral("\\x") + bytes.toHex());
}

void PgArrayColumns::addEncoded(int column, const QByteArray& element) {
    next(column) += element;
}

void PgArrayColumns::addValue(int column, const QVariant& value, bool blob) {
    if (value.isNull()) {
        addNull(column);
        return;
    }
    if (blob) {
        addBytes(column, value.toByteArray());
        return;
    }
    switch (value.metaType().id()) {
        case QMetaType::Bool:
            addEncoded(column, value.toBool() ? QByteArrayLiteral("t") : QByteArrayLiteral("f"));
            return;
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
            addInteger(column, value.toLongLong());
            return;
        case QMetaType::Double:
        case QMetaType::Float:
            addDouble(column, value.toDouble());
            return;
        case QMetaType::QByteArray:
            addText(column, value.toByteArray());
            return;
        default:
            addText(column, value.toString().toUtf8());
    }
}

Status PgArrayColumns::flush(QSqlDatabase& db, const QString& whatFailed) {
    if (m_rows == 0) {
        return {};
    }
    QSqlQuery q(db);
    if (!q.prepare(m_sql)) {
        return sqlError(q.lastError(), whatFailed);
    }
    for (int c = 0; c < m_arrays.size(); ++c) {
        q.bindValue(c, QString::fromUtf8(QByteArray("{") + m_arrays[c] + '}'));
        m_arrays[c].clear();
        m_counts[c] = 0;
    }
    m_rows = 0;
    return exec(q, whatFailed);
}

}  // namespace tb::core
