#pragma once

#include "core/Result.h"
#include "core/domain/RunAccount.h"
#include "core/trust/BlindComparison.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace tb::core {

// What the analyst says about an account before a run starts (CLI `run --account`, the run panel).
struct RunAccountChoice {
    QString account;
    AccountObtained obtained = AccountObtained::Disclosed;
    QString note;
};

// The blind comparison of one provider: every metric measured under both kinds of account.
struct BlindReport {
    QString providerName;
    int disclosedRuns = 0, independentRuns = 0, unclassifiedRuns = 0;
    QVector<BlindMetricComparison> metrics;
    BlindComparison::Options options;
    // Metrics where the disclosed account did better beyond noise.
    QVector<BlindMetricComparison> favoured() const;
};

// Reads and writes run_account, and gathers a provider's samples for BlindComparison. Storage thread, inside a
// Store job; every write is one audited transaction.
class RunAccounts {
    Q_DECLARE_TR_FUNCTIONS(RunAccounts)

public:
    explicit RunAccounts(QSqlDatabase& db);

    // Sets (or replaces) the account of a run. The account name is required; the note is free text.
    Status set(qint64 runId, const QString& account, AccountObtained obtained, const QString& note,
               const QString& actor);
    Result<std::optional<RunAccount>> get(qint64 runId) const;
    // Every classified run of a provider, by run id.
    Result<QHash<qint64, RunAccount>> forProvider(qint64 providerId) const;

    // The provider's completed runs with an account, their samples compared disclosed against independent.
    Result<BlindReport> compare(const QString& providerName, const BlindComparison::Options& options = {}) const;

    static QString obtainedKey(AccountObtained obtained);
    static std::optional<AccountObtained> obtainedFromKey(const QString& key);
    static QString obtainedText(AccountObtained obtained);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
