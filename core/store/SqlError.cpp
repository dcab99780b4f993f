#include "core/store/SqlError.h"

#include "core/store/SqlState.h"

#include <QCoreApplication>

namespace tb::core {

Error sqlError(const QSqlError& error, const QString& message) {
    const QString native = error.nativeErrorCode();
    const QString text = error.text();
    ErrorCode code = ErrorCode::Database;
    // SQLITE_CONSTRAINT_UNIQUE = 2067, SQLITE_CONSTRAINT_PRIMARYKEY = 1555; other constraint codes share the 19 base.
    if (native == QLatin1String("2067") || native == QLatin1String("1555") ||
        text.contains(QLatin1String("UNIQUE constraint failed"))) {
        code = ErrorCode::Duplicate;
    } else if (native == QLatin1String("19") || native == QLatin1String("787") || native == QLatin1String("275") ||
               native == QLatin1String("1299") || text.contains(QLatin1String("constraint failed"))) {
        code = ErrorCode::InvalidArgument;
    }
    // Say what the state of the file is where SQLite knows it: damaged (SQLITE_CORRUPT 11, SQLITE_NOTADB 26) or
    // read-only (SQLITE_READONLY 8 and its extended codes, which keep 8 in their low byte).
    bool ok = false;
    const int nativeCode = native.toInt(&ok);
    QString detail = text;
    if (ok && ((nativeCode & 0xff) == 11 || (nativeCode & 0xff) == 26)) {
        detail = QCoreApplication::translate("Store", "the file is damaged or not a Tierbench database: %1").arg(text);
    } else if (ok && (nativeCode & 0xff) == 8) {
        detail = QCoreApplication::translate("Store", "the file is read-only: %1").arg(text);
    } else if (native == QLatin1String("42501")) {
        // PostgreSQL's insufficient_privilege: the role this workbench logged in as may not do it (a reviewer
        // role writing, a runtime role altering the schema or the audit log).
        detail = kPermissionDeniedPrefix +
                 QCoreApplication::translate("Store",
                                             "the database role you are connected as may not do this (a read-only "
                                             "reviewer role cannot write; an analyst role cannot change the schema "
                                             "or the audit log): %1")
                     .arg(text);
    }
    return makeError(code, message, detail);
}

namespace {
// A NUL in a bound text: PostgreSQL refuses it (with an error that echoes the row's values) and SQLite keeps it or
// cuts the text there, so the same edit would mean something else on each engine. Refused before either sees it;
// the probes' lines, which would lose a batch of samples, have theirs replaced when they are read.
Status refuseNul(const QSqlQuery& query, const QString& whatFailed) {
    const QVariantList values = query.boundValues();
    for (const QVariant& v : values) {
        if (v.metaType().id() == QMetaType::QString && v.toString().contains(QChar(0))) {
            return makeError(
                ErrorCode::InvalidArgument,
                whatFailed.isEmpty() ? QCoreApplication::translate("Store", "A database statement failed") : whatFailed,
                QCoreApplication::translate("Store",
                                            "the text holds a NUL character, which neither database "
                                            "engine keeps; nothing was written"));
        }
    }
    return {};
}
}  // namespace

Status exec(QSqlQuery& query, const QString& whatFailed) {
    if (Status st = refuseNul(query, whatFailed); !st) {
        return st;
    }
    if (!query.exec()) {
        return sqlError(query.lastError(), whatFailed.isEmpty()
                                               ? QCoreApplication::translate("Store", "A database statement failed")
                                               : whatFailed);
    }
    return {};
}

Status exec(QSqlQuery& query, const QString& sql, const QString& whatFailed) {
    if (!query.exec(sql)) {
        return sqlError(query.lastError(), whatFailed.isEmpty()
                                               ? QCoreApplication::translate("Store", "A database statement failed")
                                               : whatFailed);
    }
    return {};
}

}  // namespace tb::core
