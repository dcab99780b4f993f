#pragma once

#include "core/Result.h"
#include "core/trust/Conflicts.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// The question before work starts on a provider (issue 18.6): starting an evaluation, a walkthrough, assigning a
// tier. One call for the workbench and the CLI, made inside the work's own transaction, so the acknowledgement and
// the work commit together or not at all, and a register that cannot be read stops the work instead of waving it
// through. Storage thread.
class ConflictGate {
    Q_DECLARE_TR_FUNCTIONS(ConflictGate)

public:
    // The detail of the error pass() refuses with, so callers (the CLI's exit code 20) can tell it from others.
    static constexpr const char* kRefused = "conflict_of_interest";

    explicit ConflictGate(QSqlDatabase& db) : m_db(db) {}
    static bool isRefusal(const Error& error) { return error.detail == QLatin1String(kRefused); }

    // The relationships of any of `people` with the provider that are current today. Names compare without case and
    // surrounding spaces; empty ones are skipped and each relationship comes once. An unreadable register is an error,
    // never "none".
    Result<QVector<ConflictRecord>> current(const QStringList& people, qint64 providerId) const;
    // Before the work, inside its transaction: with no current relationship it passes; with some it refuses
    // (ErrorCode::Unsupported with the detail kRefused, the warning as message) unless `acknowledged`, in which case
    // the acknowledgement is audited by `actor` for `what` ("evaluation", "walkthrough", "tier"). Returns the
    // relationships it found.
    Result<QVector<ConflictRecord>> pass(const QStringList& people, qint64 providerId, bool acknowledged,
                                         const QString& what, const QString& actor);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
