#include "core/trust/RunAccounts.h"

#include "core/domain/BaselineSet.h"
#include "core/domain/RunStatus.h"
#include "core/store/AuditedWrite.h"
#include "core/store/ProviderRepository.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QJsonObject>
#include <QSqlQuery>

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
    return obtained == AccountObtained::Disclosed ? QStringLiteral("disclosed") : QStringLiteral("independent");
}

std::optional<AccountObtained> RunAccounts::obtainedFromKey(const QString& key) {
    if (key == QLatin1String("disclosed")) {
        return AccountObtained::Disclosed;
    }
    if (key == QLatin1String("independent")) {
        return AccountObtained::Independent;
    }
    return std::nullopt;
}

QString RunAccounts::obtainedText(AccountObtained obtained) {
    return obtained == AccountObtained::Disclosed ? tr("disclosed to the provider") : tr("obtained independently");
}

namespace {

RunAccount accountFrom(const QSqlQuery& q) {
    RunAccount a;
    a.runId = q.value(0).toLongLong();
    a.account = q.value(1).toString();
    a.obtained = RunAccounts::obtainedFromKey(q.value(2).toString()).value_or(AccountObtained::Disclosed);
    a.note = q.value(3).toString();
    a.rowVersion = q.value(4).toLongLong();
    a.changedBy = q.value(5).toString();
    a.changedAt = q.value(6).toString();
    return a;
}

const QString kColumns = QStringLiteral("run_id, account, obtained, note, row_version, changed_by, changed_at");

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
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM run_account WHERE run_id = :id").arg(kColumns));
    q.bindValue(QStringLiteral(":id"), runId);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not read the run's account."));
    }
    if (!q.next()) {
        return std::optional<RunAccount>{};
    }
    return std::optional<RunAccount>{accountFrom(q)};
}

Result<QHash<qint64, RunAccount>> RunAccounts::forProvider(qint64 providerId) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT a.run_id, a.account, a.obtained, a.note, a.row_version, a.changed_by, "
                       "a.changed_at FROM run_account a JOIN probe_run r ON r.id = a.run_id "
                       "WHERE r.provider_id = :p"));
    q.bindValue(QStringLiteral(":p"), providerId);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not read the runs' accounts."));
    }
    QHash<qint64, RunAccount> out;
    while (q.next()) {
        const RunAccount a = accountFrom(q);
        out.insert(a.runId, a);
    }
    return out;
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
    {
        QSqlQuery exists(m_db);
        exists.prepare(QStringLiteral("SELECT 1 FROM probe_run WHERE id = :id"));
        exists.bindValue(QStringLiteral(":id"), runId);
        if (!exists.exec()) {
            return sqlError(exists.lastError(), tr("Could not read the run."));
        }
        if (!exists.next()) {
            return makeError(ErrorCode::NotFound, tr("There is no run %1.").arg(runId));
        }
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
            QSqlQuery q(m_db);
            q.prepare(
                QStringLiteral("INSERT INTO run_account (run_id, account, obtained, note, changed_by, changed_at) "
                               "VALUES (:id, :a, :o, :n, :by, %1) ON CONFLICT (run_id) DO UPDATE SET account = "
                               "excluded.account, obtained = excluded.obtained, note = excluded.note, row_version = "
                               "run_account.row_version + 1, changed_by = excluded.changed_by, changed_at = "
                               "excluded.changed_at")
                    .arg(SqlDialect::of(m_db).nowText()));
            q.bindValue(QStringLiteral(":id"), runId);
            q.bindValue(QStringLiteral(":a"), name);
            q.bindValue(QStringLiteral(":o"), obtainedKey(obtained));
            q.bindValue(QStringLiteral(":n"),
                        note.isNull() ? QStringLiteral("") : note);  // a null QString would bind NULL
            q.bindValue(QStringLiteral(":by"), actor);
            if (!q.exec()) {
                return sqlError(q.lastError(), tr("Could not record the run's account."));
            }
            return {};
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
    {
        QSqlQuery q(m_db);
        q.prepare(
            QStringLiteral("SELECT a.obtained, count(*) FROM probe_run r LEFT JOIN run_account a ON a.run_id = "
                           "r.id WHERE r.provider_id = :p AND r.status = :ok GROUP BY a.obtained"));
        q.bindValue(QStringLiteral(":p"), provider->id);
        q.bindValue(QStringLiteral(":ok"), runStatusKey(RunStatus::Ok));
        if (!q.exec()) {
            return sqlError(q.lastError(), tr("Could not count the provider's runs."));
        }
        while (q.next()) {
            const auto kind = obtainedFromKey(q.value(0).toString());
            const int n = q.value(1).toInt();
            (!kind                                 ? report.unclassifiedRuns
             : *kind == AccountObtained::Disclosed ? report.disclosedRuns
                                                   : report.independentRuns) += n;
        }
    }
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT s.run_id, a.obtained, s.metric, s.size_bytes, s.value, s.unit FROM sample s "
                       "JOIN probe_run r ON r.id = s.run_id JOIN run_account a ON a.run_id = r.id "
                       "WHERE r.provider_id = :p AND r.status = :ok ORDER BY s.id"));
    q.bindValue(QStringLiteral(":p"), provider->id);
    q.bindValue(QStringLiteral(":ok"), runStatusKey(RunStatus::Ok));
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not read the provider's samples."));
    }
    QVector<BlindSample> samples;
    while (q.next()) {
        BlindSample s;
        s.runId = q.value(0).toLongLong();
        s.disclosed = q.value(1).toString() == QLatin1String("disclosed");
        s.metric = q.value(2).toString();
        if (!q.value(3).isNull()) {
            s.sizeBytes = q.value(3).toLongLong();
        }
        s.value = q.value(4).toDouble();
        s.unit = q.value(5).toString();
        samples.append(s);
    }
    // Which way is better comes from the baselines where they know the metric, else from the unit.
    QHash<QString, BetterDirection> known;
    if (auto builtin = BaselineSet::builtin()) {
        for (const Baseline& b : builtin->entries) {
            known.insert(b.metric, b.direction);
        }
    }
    report.metrics = BlindComparison::compare(samples, options, [&](const QString& metric, const QString& unit) {
        return known.value(metric, BlindComparison::defaultDirection(metric, unit));
    });
    return report;
}

}  // namespace tb::core
