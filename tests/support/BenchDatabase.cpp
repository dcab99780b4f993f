#include "tests/support/BenchDatabase.h"

#include "core/domain/Tier.h"
#include "core/store/SqlError.h"
#include "core/store/Store.h"

#include <QSqlQuery>
#include <QVariant>

namespace tb::test {

namespace {
core::Status fill(QSqlDatabase& db, const BenchDatabaseSpec& spec) {
    if (!db.transaction()) {
        return core::sqlError(db.lastError(), QStringLiteral("begin"));
    }
    auto rollback = [&db](const core::Error& e) {
        db.rollback();
        return core::Status(e);
    };
    const char* kinds[] = {"neocloud", "neocloud", "hyperscaler", "marketplace"};
    QSqlQuery provider(db);
    provider.prepare(
        QStringLiteral("INSERT INTO provider (name, website, kind, gpu_models, reference_tier, reference_round, notes) "
                       "VALUES (?, ?, ?, ?, ?, '2.1', ?)"));
    for (int i = 0; i < spec.providers; ++i) {
        provider.addBindValue(QStringLiteral("Bench Cloud %1").arg(i + 1, 3, 10, QLatin1Char('0')));
        provider.addBindValue(QStringLiteral("https://bench%1.example").arg(i + 1));
        provider.addBindValue(QLatin1String(kinds[i % 4]));
        provider.addBindValue(QStringLiteral("H100, H200"));
        // Two thirds rated, as in the published round (84 of 209 rated there; more here to exercise the badges).
        provider.addBindValue(i % 3 == 2 ? QVariant() : QVariant(core::tierKey(core::kAllTiers[i % 6])));
        provider.addBindValue(QStringLiteral("Generated for the startup benchmark."));
        if (auto st = core::exec(provider, QStringLiteral("insert provider")); !st) {
            return rollback(st.error());
        }
    }
    QSqlQuery run(db);
    run.prepare(
        QStringLiteral("INSERT INTO probe_run (provider_id, probe, operation, status, exit_code, "
                       "hardware_key, started_at, ended_at) VALUES (?, 'tb-coll', ?, 'ok', 0, 'h100-sxm-8', "
                       "'2026-01-01T00:00:00Z', '2026-01-01T00:05:00Z')"));
    const char* operations[] = {"all_reduce", "all_gather", "reduce_scatter", "alltoall", "sendrecv"};
    for (int i = 0; i < spec.runs; ++i) {
        run.addBindValue((i % spec.providers) + 1);
        run.addBindValue(QLatin1String(operations[i % 5]));
        if (auto st = core::exec(run, QStringLiteral("insert probe_run")); !st) {
            return rollback(st.error());
        }
    }
    // One statement for the bulk: SQLite generates the rows itself, far faster than a million round trips.
    QSqlQuery samples(db);
    samples.prepare(
        QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?) "
                       "INSERT INTO sample (run_id, metric, size_bytes, value, unit) "
                       "SELECT 1 + (i % ?), CASE i % 2 WHEN 0 THEN 'all_reduce.busbw' ELSE 'all_reduce.algbw' END, "
                       "1 << (3 + (i / 2) % 31), 400.0 * ((i * 7919) % 1000) / 1000.0, 'GB/s' FROM n"));
    samples.addBindValue(spec.samples);
    samples.addBindValue(spec.runs);
    if (auto st = core::exec(samples, QStringLiteral("insert samples")); !st) {
        return rollback(st.error());
    }
    if (!db.commit()) {
        return core::sqlError(db.lastError(), QStringLiteral("commit"));
    }
    return {};
}
}  // namespace

core::Status createBenchDatabase(const QString& path, const BenchDatabaseSpec& spec) {
    auto store = core::Store::open(path);
    if (!store) {
        return store.error();
    }
    return (*store)->run([spec](QSqlDatabase& db) { return fill(db, spec); });
}

}  // namespace tb::test
