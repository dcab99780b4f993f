#include "tests/support/ManyRunsFixture.h"

#include "core/store/SqlError.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace tb::test {

core::Status addManyImportedRuns(QSqlDatabase& db, const ManyRunsSpec& spec) {
    if (!db.transaction()) {
        return core::sqlError(db.lastError(), QStringLiteral("begin"));
    }
    auto rollback = [&db](const core::Error& e) {
        db.rollback();
        return core::Status(e);
    };
    QSqlQuery run(db);
    run.prepare(QStringLiteral(
        "INSERT INTO probe_run (provider_id, kind, probe, operation, status, exit_code, hardware_key, started_at, "
        "ended_at, source_name, raw_sha256) VALUES (?, 'import', 'nccl-tests', 'all_reduce', 'ok', 0, ?, ?, ?, ?, ?)"));
    QSqlQuery samples(db);
    // Four samples per size: busbw and algbw, out of place and in place (".ip"), rising towards a plateau.
    samples.prepare(QStringLiteral(
        "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?) "
        "INSERT INTO sample (run_id, metric, size_bytes, value, unit) "
        "SELECT ?, CASE i % 4 WHEN 0 THEN 'all_reduce.busbw' WHEN 1 THEN 'all_reduce.algbw' "
        "WHEN 2 THEN 'all_reduce.busbw.ip' ELSE 'all_reduce.algbw.ip' END, "
        "8 << (i / 4), (CASE WHEN i % 2 = 0 THEN 380.0 ELSE 217.0 END) * (i / 4 + 1) / (i / 4 + 3) - ? * 0.0001, "
        "'GB/s' FROM n"));
    QSqlQuery log(db);
    log.prepare(QStringLiteral("INSERT INTO raw_log (run_id, stream, content, sha256) VALUES (?, 'stdout', ?, ?)"));
    const QDateTime from = QDateTime::fromString(spec.startedFrom, Qt::ISODate);
    for (int i = 0; i < spec.runs; ++i) {
        const QByteArray text = "# nccl-tests all_reduce_perf, imported sweep " + QByteArray::number(i + 1) + "\n";
        const QString sha = QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
        const QDateTime start = from.addSecs(60 * i);
        run.addBindValue(spec.providerId);
        run.addBindValue(spec.hardwareKey);
        run.addBindValue(start.toString(Qt::ISODate));
        run.addBindValue(start.addSecs(30).toString(Qt::ISODate));
        run.addBindValue(QStringLiteral("sweep-%1.log").arg(i + 1, 5, 10, QLatin1Char('0')));
        run.addBindValue(sha);
        if (auto st = core::exec(run, QStringLiteral("insert probe_run")); !st) {
            return rollback(st.error());
        }
        const qint64 runId = run.lastInsertId().toLongLong();
        samples.addBindValue(spec.sizes * 4);
        samples.addBindValue(runId);
        samples.addBindValue(i % 97);
        if (auto st = core::exec(samples, QStringLiteral("insert samples")); !st) {
            return rollback(st.error());
        }
        log.addBindValue(runId);
        log.addBindValue(text);
        log.addBindValue(sha);
        if (auto st = core::exec(log, QStringLiteral("insert raw_log")); !st) {
            return rollback(st.error());
        }
    }
    if (!db.commit()) {
        return core::sqlError(db.lastError(), QStringLiteral("commit"));
    }
    return {};
}

}  // namespace tb::test
