#include "core/trust/RunAccounts.h"

#include "core/domain/BaselineSet.h"
#include "core/store/AuditedWrite.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunAccountRepository.h"

#include <QJsonObject>

namespace tb::core {

QVector<BlindMetricComparison> BlindReport::favoured() const {
    QVector<BlindMetricComparison> out;
    for (const BlindMetricComparison& m : metrics) {
        if (m.disclosedFavoured()) {
            out.append(m);
        }
    }
    return out;
}

RunAccounts::RunAccounts(QSqlDatabase& db) : m_db(db) {}

QString RunAccounts::obtainedKey(AccountObtained obtained) {
    return accountObtainedKey(obtained);
}

std::optional<AccountObtained> RunAccounts::obtainedFromKey(const QString& key) {
    return accountObtainedFromKey(key);
}

QString RunAccounts::obtainedText(AccountObtained obtained) {
    return obtained == AccountObtained::Disclosed ? tr("disclosed to the provider") : tr("obtained independently");
}

namespace {

QJsonObject toJson(const std::optional<RunAccount>& a) {
    if (!a) {
        return {};
    }
    return {{QStringLiteral("run_id"), double(a->runId)},
            {QStringLiteral("account"), a->account},
            {QStringLiteral("obtained"), RunAccounts::obtainedKey(a->obtained)},
            {QStringLiteral("note"), a->note}};
}

}  // namespace

Result<std::optional<RunAccount>> RunAccounts::get(qint64 runId) const {
    return RunAccountRepository(m_db).get(runId, tr("Could not read the run's account."));
}

Result<QHash<qint64, RunAccount>> RunAccounts::forProvider(qint64 providerId) const {
    return RunAccountRepository(m_db).forProvider(providerId, tr("Could not read the runs' accounts."));
}

Status RunAccounts::set(qint64 runId, const QString& account, AccountObtained obtained, const QString& note,
                        const QString& actor) {
    const QString name = account.trimmed();
    if (name.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("The account needs a name."));
    }
    if (name.size() > 200 || note.size() > 4000) {
        return makeError(ErrorCode::InvalidArgument, tr("The account name or note is too long."));
    }
    auto exists = RunAccountRepository(m_db).runExists(runId, tr("Could not read the run."));
    if (!exists) {
        return exists.error();
    }
    if (!*exists) {
        return makeError(ErrorCode::NotFound, tr("There is no run %1.").arg(runId));
    }
    return AuditedWrite(m_db, QStringLiteral("run_account"), QStringLiteral("set"), actor)
        .before([&]() -> Result<QJsonObject> {
            auto a = get(runId);
            return a ? Result<QJsonObject>(toJson(*a)) : Result<QJsonObject>(a.error());
        })
        .after([&](qint64 id) -> Result<QJsonObject> {
            auto a = get(id);
            return a ? Result<QJsonObject>(toJson(*a)) : Result<QJsonObject>(a.error());
        })
        .write(runId, [&]() -> Status {
            return RunAccountRepository(m_db).set(runId, name, obtained, note, actor,
                                                  tr("Could not record the run's account."));
        });
}

Result<BlindReport> RunAccounts::compare(const QString& providerName, const BlindComparison::Options& options) const {
    auto provider = ProviderRepository(m_db).findByName(providerName);
    if (!provider) {
        return provider.error();
    }
    BlindReport report;
    report.providerName = provider->name;
    report.options = options;
    const RunAccountRepository accounts(m_db);
    auto counts = accounts.countCompleted(provider->id, tr("Could not count the provider's runs."));
    if (!counts) {
        return counts.error();
    }
    report.disclosedRuns = counts->disclosed;
    report.independentRuns = counts->independent;
    report.unclassifiedRuns = counts->unclassified;
    auto samples = accounts.blindSamples(provider->id, tr("Could not read the provider's samples."));
    if (!samples) {
        return samples.error();
    }
    // Which way is better comes from the baselines where they know the metric, else from the unit.
    QHash<QString, BetterDirection> known;
    if (auto builtin = BaselineSet::builtin()) {
        for (const Baseline& b : builtin->entries) {
            known.insert(b.metric, b.direction);
        }
    }
    report.metrics = BlindComparison::compare(*samples, options, [&](const QString& metric, const QString& unit) {
        return known.value(metric, BlindComparison::defaultDirection(metric, unit));
    });
    return report;
}

}  // namespace tb::core
