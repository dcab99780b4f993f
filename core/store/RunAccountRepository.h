#pragma once

#include "core/Result.h"
#include "core/domain/RunAccount.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// How many of a provider's completed runs were measured under each kind of account.
struct AccountRunCounts {
    int disclosed = 0, independent = 0, unclassified = 0;
};

// The account each run ran under (run_account) and the samples of a provider's runs by kind of account. Storage
// thread, inside the caller's store job and transaction; the caller (core/trust/RunAccounts) checks the input,
// writes the audit log and words the failures: `whatFailed` is its sentence for a database error.
class RunAccountRepository {
public:
    explicit RunAccountRepository(QSqlDatabase& db) : m_db(db) {}

    Result<std::optional<RunAccount>> get(qint64 runId, const QString& whatFailed) const;
    // Every classified run of a provider, by run id.
    Result<QHash<qint64, RunAccount>> forProvider(qint64 providerId, const QString& whatFailed) const;
    Result<bool> runExists(qint64 runId, const QString& whatFailed) const;
    // Sets (or replaces) the run's account; changed_by is the actor.
    Status set(qint64 runId, const QString& account, AccountObtained obtained, const QString& note,
               const QString& actor, const QString& whatFailed);
    // The provider's completed (ok) runs, counted by kind of account.
    Result<AccountRunCounts> countCompleted(qint64 providerId, const QString& whatFailed) const;
    // The samples of the provider's completed runs that have an account, in sample order.
    Result<QVector<BlindSample>> blindSamples(qint64 providerId, const QString& whatFailed) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
