#include "core/store/PgBinaryCopy.h"

#include "core/store/PgLibpq.h"
#include "core/store/SchemaCatalog.h"
#include "core/store/SqlError.h"

#include <QSqlError>
#include <QtEndian>

#include <cstring>

namespace tb::core {
namespace {
constexpr qsizetype kPieceBytes = 1 << 20;
// The binary format's signature, flags (none) and header extension length (none): PostgreSQL's COPY reference.
constexpr char kHeader[] = "PGCOPY\n\377\r\n\0\0\0\0\0\0\0\0\0";
constexpr int kHeaderBytes = 19;

template <typename T>
void appendBigEndian(QByteArray& out, T value) {
    char bytes[sizeof(T)];
    qToBigEndian(value, bytes);
    out.append(bytes, sizeof(T));
}

// A libpq result's error as the QtSql error sqlError() maps: the SQLSTATE as the native code (42501 becomes the
// permission-denied detail the CLI gives its own exit code).
Error resultError(const PgLibpq* pq, pg_result* result, const QString& whatFailed) {
    const char* state = pq->resultErrorField(result, PgLibpq::kDiagSqlState);
    const QString text = QString::fromUtf8(pq->resultErrorMessage(result)).trimmed();
    return sqlError(QSqlError(QStringLiteral("COPY"), text, QSqlError::StatementError,
                              state ? QString::fromLatin1(state) : QString()),
                    whatFailed);
}
}  // namespace

bool PgBinaryCopy::available(const QSqlDatabase& db) {
    return PgLibpq::handle(db) != nullptr && PgLibpq::get() != nullptr;
}

PgBinaryCopy::PgBinaryCopy(QSqlDatabase& db, QString table, QStringList columns, QString whatFailed)
    : m_db(db), m_table(std::move(table)), m_columns(std::move(columns)), m_whatFailed(std::move(whatFailed)) {
    m_buffer.reserve(kPieceBytes + 64 * 1024);
}

PgBinaryCopy::~PgBinaryCopy() {
    if (m_open) {
        (void)abort(QStringLiteral("the copy was abandoned"));
    }
}

Status PgBinaryCopy::connectionError(const QString& detail) const {
    return makeError(ErrorCode::Database, m_whatFailed, detail);
}

Status PgBinaryCopy::begin() {
    m_pq = PgLibpq::get();
    m_conn = PgLibpq::handle(m_db);
    if (!m_pq || !m_conn) {
        return connectionError(QStringLiteral("no libpq connection for COPY"));
    }
    // Names from the caller's code or the catalogue, quoted as identifiers; no value ever goes into this text.
    const QByteArray sql = QStringLiteral("COPY %1 (%2) FROM STDIN (FORMAT binary)")
                               .arg(quoteIdentifier(m_table), TableInfo::quotedColumns(m_columns))
                               .toUtf8();
    pg_result* result = m_pq->exec(m_conn, sql.constData());
    if (!result) {
        return connectionError(QString::fromUtf8(m_pq->errorMessage(m_conn)).trimmed());
    }
    if (m_pq->resultStatus(result) != PgLibpq::kCopyIn) {
        Error e = resultError(m_pq, result, m_whatFailed);
        m_pq->clear(result);
        return e;
    }
    m_pq->clear(result);
    m_open = true;
    m_buffer.append(kHeader, kHeaderBytes);
    return {};
}

void PgBinaryCopy::startRow() {
    appendBigEndian(m_buffer, qint16(m_columns.size()));
}

void PgBinaryCopy::addRaw(const char* data, qint32 size) {
    appendBigEndian(m_buffer, size);
    m_buffer.append(data, size);
}

void PgBinaryCopy::addNull() {
    appendBigEndian(m_buffer, qint32(-1));
}

void PgBinaryCopy::addInt64(qint64 value) {
    appendBigEndian(m_buffer, qint32(8));
    appendBigEndian(m_buffer, value);
}

void PgBinaryCopy::addInt32(qint32 value) {
    appendBigEndian(m_buffer, qint32(4));
    appendBigEndian(m_buffer, value);
}

void PgBinaryCopy::addJsonb(const QByteArray& utf8) {
    // jsonb's binary form: a version byte (1), then the text.
    appendBigEndian(m_buffer, qint32(utf8.size() + 1));
    m_buffer.append('\1');
    m_buffer.append(utf8);
}

void PgBinaryCopy::addDouble(double value) {
    quint64 bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    appendBigEndian(m_buffer, qint32(8));
    appendBigEndian(m_buffer, bits);
}

void PgBinaryCopy::addText(const QByteArray& utf8) {
    addRaw(utf8.constData(), qint32(utf8.size()));
}

void PgBinaryCopy::addBytes(const QByteArray& bytes) {
    addRaw(bytes.constData(), qint32(bytes.size()));
}

void PgBinaryCopy::addBool(bool value) {
    appendBigEndian(m_buffer, qint32(1));
    m_buffer.append(value ? '\1' : '\0');
}

Status PgBinaryCopy::endRow() {
    ++m_rows;
    return m_buffer.size() >= kPieceBytes ? send() : Status{};
}

Status PgBinaryCopy::send() {
    if (!m_open) {
        return connectionError(QStringLiteral("COPY is not under way"));
    }
    if (!m_buffer.isEmpty() && m_pq->putCopyData(m_conn, m_buffer.constData(), int(m_buffer.size())) != 1) {
        const QString why = QString::fromUtf8(m_pq->errorMessage(m_conn)).trimmed();
        (void)abort(why);
        return connectionError(why);
    }
    m_buffer.clear();
    return {};
}

Status PgBinaryCopy::abort(const QString& why) {
    m_open = false;
    m_buffer.clear();
    const QByteArray reason = why.toUtf8();
    m_pq->putCopyEnd(m_conn, reason.constData());
    // Drain every result, so the connection is ready for the caller's rollback.
    while (pg_result* result = m_pq->getResult(m_conn)) {
        m_pq->clear(result);
    }
    return {};
}

Status PgBinaryCopy::finish() {
    appendBigEndian(m_buffer, qint16(-1));  // the trailer
    if (auto st = send(); !st) {
        return st;
    }
    m_open = false;
    if (m_pq->putCopyEnd(m_conn, nullptr) != 1) {
        const QString why = QString::fromUtf8(m_pq->errorMessage(m_conn)).trimmed();
        while (pg_result* result = m_pq->getResult(m_conn)) {
            m_pq->clear(result);
        }
        return connectionError(why);
    }
    Status outcome;
    bool sawResult = false;
    while (pg_result* result = m_pq->getResult(m_conn)) {
        sawResult = true;
        if (outcome && m_pq->resultStatus(result) != PgLibpq::kCommandOk) {
            outcome = resultError(m_pq, result, m_whatFailed);
        }
        m_pq->clear(result);
    }
    if (outcome && !sawResult) {
        return connectionError(QString::fromUtf8(m_pq->errorMessage(m_conn)).trimmed());
    }
    return outcome;
}

}  // namespace tb::core
