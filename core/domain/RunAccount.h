#pragma once

#include <QString>

#include <optional>

namespace tb::core {

// How the account a run ran under was obtained (issue 18.3).
enum class AccountObtained {
    Disclosed,    // the provider knows it is the benchmark account
    Independent,  // obtained without telling the provider (bought as any customer, lent by a customer)
};

// The stored words of AccountObtained (run_account.obtained).
inline QString accountObtainedKey(AccountObtained obtained) {
    return obtained == AccountObtained::Disclosed ? QStringLiteral("disclosed") : QStringLiteral("independent");
}

inline std::optional<AccountObtained> accountObtainedFromKey(const QString& key) {
    if (key == QLatin1String("disclosed")) {
        return AccountObtained::Disclosed;
    }
    if (key == QLatin1String("independent")) {
        return AccountObtained::Independent;
    }
    return std::nullopt;
}

struct RunAccount {
    qint64 runId = 0;
    QString account;
    AccountObtained obtained = AccountObtained::Disclosed;
    QString note;
    qint64 rowVersion = 0;
    QString changedBy, changedAt;
};

// One repeated measurement of a probe, with how the account it ran under was obtained.
struct BlindSample {
    qint64 runId = 0;
    bool disclosed = false;  // the provider knew this account was the benchmark's
    QString metric;          // "all_reduce.busbw", "recipe.container_pull.seconds"
    std::optional<qint64> sizeBytes;
    double value = 0;
    QString unit;
};

}  // namespace tb::core
