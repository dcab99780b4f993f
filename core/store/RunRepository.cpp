#include "core/store/RunRepository.h"

#include "core/domain/FindingKind.h"
#include "core/store/CompactJson.h"
#include "core/store/SqlDialect.h"
#include "core/store/PgSampleWriter.h"
#include "core/store/SqlError.h"
#include "core/store/SqliteApi.h"
#include "core/store/Transaction.h"
#include "core/store/TrustRepository.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

namespace tb::core {

namespace {
QString toJsonText(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QJsonObject fromJsonText(const QString& s) {
    if (s.isEmpty())
        return {};
    return QJsonDocument::fromJson(s.toUtf8()).object();
}

// QtSql binds a null QString as SQL NULL; the text columns are NOT NULL DEFAULT ''.
QString nn(const QString& s) {
    return s.isNull() ? QStringLiteral("") : s;
}

template <typename T>
QVariant opt(const std::optional<T>& v) {
    return v ? QVariant::fromValue(*v) : QVariant();
}

const char* kColumns =
    "id, provider_id, evaluation_id, node_id, kind, probe, operation, args_json, started_at, ended_at, status, "
    "exit_code, probe_version, bundle_hash, env_json, hardware_key, pgid, source_name, raw_sha256";

RunRecord readRun(const QSqlQuery& q) {
    RunRecord r;
    r.id = q.value(0).toLongLong();
    r.providerId = q.value(1).toLongLong();
    if (!q.value(2).isNull())
        r.evaluationId = q.value(2).toLongLong();
    if (!q.value(3).isNull())
        r.nodeId = q.value(3).toLongLong();
    r.kind = runKindFromKey(q.value(4).toString()).value_or(RunKind::Probe);
    r.probe = q.value(5).toString();
    r.operation = q.value(6).toString();
    r.args = fromJsonText(q.value(7).toString());
    r.startedAt = q.value(8).toString();
    r.endedAt = q.value(9).toString();
    r.status = runStatusFromKey(q.value(10).toString()).value_or(RunStatus::Running);
    if (!q.value(11).isNull())
        r.exitCode = q.value(11).toInt();
    r.probeVersion = q.value(12).toString();
    r.bundleHash = q.value(13).toString();
    r.env = fromJsonText(q.value(14).toString());
    r.hardwareKey = q.value(15).toString();
    if (!q.value(16).isNull())
        r.pgid = q.value(16).toLongLong();
    r.sourceName = q.value(17).toString();
    r.rawSha256 = q.value(18).toString();
    return r;
}

void bindRun(QSqlQuery& q, const RunRecord& r) {
    q.bindValue(QStringLiteral(":provider_id"), r.providerId);
    q.bindValue(QStringLiteral(":evaluation_id"), opt(r.evaluationId));
    q.bindValue(QStringLiteral(":node_id"), opt(r.nodeId));
    q.bindValue(QStringLiteral(":kind"), runKindKey(r.kind));
    q.bindValue(QStringLiteral(":probe"), nn(r.probe));
    q.bindValue(QStringLiteral(":operation"), nn(r.operation));
    q.bindValue(QStringLiteral(":args_json"), toJsonText(r.args));
    q.bindValue(QStringLiteral(":ended_at"), r.endedAt.isEmpty() ? QVariant() : QVariant(r.endedAt));
    q.bindValue(QStringLiteral(":status"), runStatusKey(r.status));
    q.bindValue(QStringLiteral(":exit_code"), opt(r.exitCode));
    q.bindValue(QStringLiteral(":probe_version"), nn(r.probeVersion));
    q.bindValue(QStringLiteral(":bundle_hash"), nn(r.bundleHash));
    q.bindValue(QStringLiteral(":env_json"), toJsonText(r.env));
    q.bindValue(QStringLiteral(":hardware_key"), nn(r.hardwareKey));
    q.bindValue(QStringLiteral(":pgid"), opt(r.pgid));
    q.bindValue(QStringLiteral(":source_name"), nn(r.sourceName));
    q.bindValue(QStringLiteral(":raw_sha256"), nn(r.rawSha256));
}

}  // namespace

RunRepository::RunRepository(QSqlDatabase& db) : m_db(db) {}

Result<qint64> RunRepository::create(const RunRecord& run) {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral(
            "INSERT INTO probe_run (provider_id, evaluation_id, node_id, kind, probe, operation, args_json, "
            "started_at, "
            "ended_at, status, exit_code, probe_version, bundle_hash, env_json, hardware_key, pgid, source_name, "
            "raw_sha256) VALUES (:provider_id, :evaluation_id, :node_id, :kind, :probe, :operation, :args_json, "
            "COALESCE(:started_at, %1), :ended_at, :status, :exit_code, "
            ":probe_version, :bundle_hash, :env_json, :hardware_key, :pgid, :source_name, :raw_sha256) RETURNING id")
            .arg(SqlDialect::of(m_db).nowText()));
    bindRun(q, run);
    q.bindValue(QStringLiteral(":started_at"), run.startedAt.isEmpty() ? QVariant() : QVariant(run.startedAt));
    auto inserted = insertReturningId(q, tr("The run could not be recorded."));
    if (!inserted) {
        return inserted.error();
    }
    if (run.status != RunStatus::Running) {
        if (auto st = resealRun(*inserted); !st) {
            return st.error();
        }
    }
    return *inserted;
}

Status RunRepository::setProcessGroup(qint64 runId, qint64 pgid) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE probe_run SET pgid = ? WHERE id = ?"));
    q.addBindValue(pgid);
    q.addBindValue(runId);
    if (auto st = exec(q, tr("Could not record the run's process group")); !st) {
        return st;
    }
    if (q.numRowsAffected() != 1) {
        return makeError(ErrorCode::NotFound, tr("Run %1 does not exist.").arg(runId));
    }
    return {};
}

Status RunRepository::update(const RunRecord& run) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "UPDATE probe_run SET provider_id = :provider_id, evaluation_id = :evaluation_id, node_id = :node_id, "
        "kind = :kind, probe = :probe, operation = :operation, args_json = :args_json, "
        "started_at = COALESCE(:started_at, started_at), ended_at = :ended_at, status = :status, "
        "exit_code = :exit_code, probe_version = :probe_version, bundle_hash = :bundle_hash, env_json = :env_json, "
        "hardware_key = :hardware_key, pgid = :pgid, source_name = :source_name, raw_sha256 = :raw_sha256 "
        "WHERE id = :id"));
    bindRun(q, run);
    q.bindValue(QStringLiteral(":started_at"), run.startedAt.isEmpty() ? QVariant() : QVariant(run.startedAt));
    q.bindValue(QStringLiteral(":id"), run.id);
    if (auto st = exec(q, tr("The run could not be updated.")); !st)
        return st;
    if (q.numRowsAffected() == 0)
        return makeError(ErrorCode::NotFound, tr("The run does not exist."));
    return run.status == RunStatus::Running ? Status{} : resealRun(run.id);
}

Status RunRepository::resealRun(qint64 runId) {
    auto row = TrustRepository(m_db).runSeal(runId, tr("The run could not be sealed."));
    if (!row)
        return row.error();
    if (!*row)
        return makeError(ErrorCode::NotFound, tr("Run %1 does not exist.").arg(runId));
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE probe_run SET seal_sha256 = ? WHERE id = ?"));
    q.addBindValue((*row)->now.hash());
    q.addBindValue(runId);
    return exec(q, tr("The run could not be sealed."));
}

Status RunRepository::setProbeInfo(qint64 runId, const QString& probeVersion, const QJsonObject& env) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE probe_run SET probe_version = ?, env_json = ? WHERE id = ?"));
    q.addBindValue(probeVersion.isNull() ? QStringLiteral("") : probeVersion);
    q.addBindValue(toJsonText(env));
    q.addBindValue(runId);
    return exec(q, tr("The run could not be updated."));
}

Status RunRepository::finish(qint64 runId, RunStatus status, std::optional<int> exitCode) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE probe_run SET status = ?, exit_code = ?, "
                             "ended_at = %1 WHERE id = ?")
                  .arg(SqlDialect::of(m_db).nowText()));
    q.addBindValue(runStatusKey(status));
    q.addBindValue(opt(exitCode));
    q.addBindValue(runId);
    if (auto st = exec(q, tr("The run could not be finished.")); !st)
        return st;
    if (q.numRowsAffected() == 0)
        return makeError(ErrorCode::NotFound, tr("The run does not exist."));
    return sealRawLogs(runId);
}

Status RunRepository::sealRawLogs(qint64 runId) {
    // Folds each stream's chunks into raw_log.content (one write of the whole log, once per run) and hashes it.
    Transaction tx(m_db);
    if (!tx.started())
        return tx.started();
    QSqlQuery c(m_db);
    c.prepare(QStringLiteral("SELECT stream FROM raw_log WHERE run_id = ?"));
    c.addBindValue(runId);
    if (auto st = exec(c, tr("The raw log could not be read.")); !st)
        return st;
    QStringList streams;
    while (c.next())
        streams << c.value(0).toString();
    c.finish();
    for (const QString& stream : streams) {
        bool hadChunks = false;
        auto content = streamContent(runId, stream, &hadChunks);
        if (!content)
            return content.error();
        const QString sha = QString::fromLatin1(QCryptographicHash::hash(*content, QCryptographicHash::Sha256).toHex());
        QSqlQuery h(m_db);
        if (hadChunks) {
            h.prepare(QStringLiteral("UPDATE raw_log SET content = ?, sha256 = ? WHERE run_id = ? AND stream = ?"));
            h.addBindValue(*content);
        } else {
            h.prepare(QStringLiteral("UPDATE raw_log SET sha256 = ? WHERE run_id = ? AND stream = ?"));
        }
        h.addBindValue(sha);
        h.addBindValue(runId);
        h.addBindValue(stream);
        if (auto st = exec(h, tr("The raw log could not be stored.")); !st)
            return st;
        if (hadChunks) {
            QSqlQuery d(m_db);
            d.prepare(QStringLiteral("DELETE FROM raw_log_chunk WHERE run_id = ? AND stream = ?"));
            d.addBindValue(runId);
            d.addBindValue(stream);
            if (auto st = exec(d, tr("The raw log could not be stored.")); !st)
                return st;
        }
    }
    if (auto st = resealRun(runId); !st)
        return st;
    return tx.commit();
}

Status RunRepository::addSamples(qint64 runId, const QVector<SampleRecord>& samples) {
    if (samples.isEmpty())
        return {};
    Transaction tx(m_db);
    if (!tx.started())
        return tx.started();
    if (SqlDialect::of(m_db).isPostgreSql()) {
        if (auto st = PgSampleWriter::insert(m_db, runId, samples); !st)
            return st;
        return tx.commit();
    }
    const char* sql =
        "INSERT INTO sample (run_id, metric, size_bytes, value, unit, extra_json) VALUES (?, ?, ?, ?, ?, ?)";
    sqlite3* handle = SqliteApi::handle(m_db);
    const SqliteApi* api = handle ? SqliteApi::get() : nullptr;
    if (!api) {
        QSqlQuery q(m_db);
        q.prepare(QString::fromLatin1(sql));
        // Same extra object as the previous sample (nccl rows share theirs across busbw/algbw/time): serialise once.
        QJsonObject lastExtra;
        QString lastExtraText;
        for (const SampleRecord& s : samples) {
            if (s.extra != lastExtra || lastExtraText.isNull()) {
                lastExtra = s.extra;
                lastExtraText = QString::fromUtf8(compactJson(s.extra));
            }
            q.bindValue(0, runId);
            q.bindValue(1, nn(s.metric));
            q.bindValue(2, opt(s.sizeBytes));
            q.bindValue(3, s.value);
            q.bindValue(4, nn(s.unit));
            q.bindValue(5, lastExtraText);
            if (auto st = exec(q, tr("The samples could not be stored.")); !st)
                return st;
        }
        return tx.commit();
    }
    // Bulk path on the connection's own sqlite3 handle (we are inside a store job, on its thread): one prepared
    // statement, positional binds without QVariant, text bound in place. Same transaction, same WAL.
    auto fail = [&](sqlite3_stmt* stmt) -> Status {
        Status st = makeError(ErrorCode::Database, tr("The samples could not be stored."),
                              QString::fromUtf8(api->errmsg(handle)));
        if (stmt)
            api->finalize(stmt);
        return st;
    };
    sqlite3_stmt* stmt = nullptr;
    if (api->prepare(handle, sql, -1, &stmt, nullptr) != SqliteApi::kOk || !stmt)
        return fail(stmt);
    // Bindings survive sqlite3_reset: run_id once, metric/unit/extra only when they change (their bytes stay alive
    // and unchanged in these buffers until rebound: SQLITE_STATIC), size and value per row.
    api->bindInt64(stmt, 1, runId);
    QString lastMetric, lastUnit;
    QByteArray metric, unit, extra;
    QJsonObject lastExtra;
    bool first = true;
    auto bindBytes = [&](int column, const QByteArray& bytes) {
        return api->bindText(stmt, column, bytes.isNull() ? "" : bytes.constData(), int(bytes.size()), nullptr);
    };
    for (const SampleRecord& s : samples) {
        // Consecutive samples mostly share metric, unit and extra: convert each only when it changes.
        int rc = SqliteApi::kOk;
        if (first || s.metric != lastMetric) {
            lastMetric = s.metric;
            metric = s.metric.toUtf8();
            rc |= bindBytes(2, metric);
        }
        if (first || s.unit != lastUnit) {
            lastUnit = s.unit;
            unit = s.unit.toUtf8();
            rc |= bindBytes(5, unit);
        }
        if (first || s.extra != lastExtra) {
            lastExtra = s.extra;
            extra = compactJson(s.extra);
            rc |= bindBytes(6, extra);
        }
        first = false;
        rc |= s.sizeBytes ? api->bindInt64(stmt, 3, *s.sizeBytes) : api->bindNull(stmt, 3);
        rc |= api->bindDouble(stmt, 4, s.value);
        if (rc != SqliteApi::kOk || api->step(stmt) != SqliteApi::kDone)
            return fail(stmt);
        api->reset(stmt);
    }
    api->finalize(stmt);
    return tx.commit();
}

Status RunRepository::addFindings(qint64 runId, const QVector<FindingRecord>& findings) {
    if (findings.isEmpty())
        return {};
    // Kind and status are typed: the keys written are the key table's, so the schema's CHECK cannot refuse them.
    Transaction tx(m_db);
    if (!tx.started())
        return tx.started();
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("INSERT INTO finding (run_id, kind, key, status, value, detail) VALUES (?, ?, ?, ?, ?, ?)"));
    for (const FindingRecord& f : findings) {
        q.bindValue(0, runId);
        q.bindValue(1, findingKindKey(f.kind));
        q.bindValue(2, nn(f.key));
        q.bindValue(3, nn(findingStatusKey(f.status)));
        q.bindValue(4, nn(f.value));
        q.bindValue(5, nn(f.detail));
        if (auto st = exec(q, tr("The findings could not be stored.")); !st)
            return st;
    }
    return tx.commit();
}

Status RunRepository::appendRawLog(qint64 runId, const QString& stream, const QByteArray& chunk, qint64 cap) {
    // Appends a chunk row: the cost of a flush is the size of its chunk, not of the log so far (issue 13.6). The
    // stream's length is the header row's content plus the end of its last chunk (one indexed lookup).
    Transaction tx(m_db);
    if (!tx.started())
        return tx.started();
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT length(l.content), l.truncated, (SELECT c.at_byte + length(c.content) FROM raw_log_chunk c "
        "WHERE c.run_id = l.run_id AND c.stream = l.stream ORDER BY c.at_byte DESC LIMIT 1) "
        "FROM raw_log l WHERE l.run_id = ? AND l.stream = ?"));
    q.addBindValue(runId);
    q.addBindValue(stream);
    if (auto st = exec(q, tr("The raw log could not be read.")); !st)
        return st;
    qint64 have = 0;
    const bool exists = q.next();
    if (exists) {
        if (q.value(1).toInt() != 0)
            return tx.commit();  // already cut: later output is dropped
        have = q.value(2).isNull() ? q.value(0).toLongLong() : q.value(2).toLongLong();
    }
    q.finish();
    if (!exists) {
        QSqlQuery h(m_db);
        h.prepare(QStringLiteral("INSERT INTO raw_log (run_id, stream, content, truncated) VALUES (?, ?, %1, 0)")
                      .arg(SqlDialect::of(m_db).emptyBlob()));
        h.addBindValue(runId);
        h.addBindValue(stream);
        if (auto st = exec(h, tr("The raw log could not be stored.")); !st)
            return st;
    }
    const QByteArray marker = QByteArrayLiteral("\n[tierbench: log cut at the size limit]\n");
    QByteArray piece = chunk;
    bool cut = false;
    if (have + piece.size() > cap) {
        const qint64 room = std::max<qint64>(0, cap - have - marker.size());
        piece = chunk.left(qsizetype(room)) + marker;
        cut = true;
    }
    QSqlQuery w(m_db);
    w.prepare(QStringLiteral("INSERT INTO raw_log_chunk (run_id, stream, at_byte, content) VALUES (?, ?, ?, ?)"));
    w.addBindValue(runId);
    w.addBindValue(stream);
    w.addBindValue(have);
    w.addBindValue(piece);
    if (auto st = exec(w, tr("The raw log could not be stored.")); !st)
        return st;
    if (cut) {
        QSqlQuery t(m_db);
        t.prepare(QStringLiteral("UPDATE raw_log SET truncated = 1 WHERE run_id = ? AND stream = ?"));
        t.addBindValue(runId);
        t.addBindValue(stream);
        if (auto st = exec(t, tr("The raw log could not be stored.")); !st)
            return st;
    }
    return tx.commit();
}

Result<QByteArray> RunRepository::streamContent(qint64 runId, const QString& stream, bool* hadChunks) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT content FROM raw_log WHERE run_id = ? AND stream = ?"));
    q.addBindValue(runId);
    q.addBindValue(stream);
    if (auto st = exec(q, tr("The raw log could not be read.")); !st)
        return st.error();
    QByteArray content = q.next() ? q.value(0).toByteArray() : QByteArray();
    q.finish();
    QSqlQuery c(m_db);
    c.setForwardOnly(true);
    c.prepare(QStringLiteral("SELECT content FROM raw_log_chunk WHERE run_id = ? AND stream = ? ORDER BY at_byte"));
    c.addBindValue(runId);
    c.addBindValue(stream);
    if (auto st = exec(c, tr("The raw log could not be read.")); !st)
        return st.error();
    bool any = false;
    while (c.next()) {
        content += c.value(0).toByteArray();
        any = true;
    }
    if (hadChunks)
        *hadChunks = any;
    return content;
}

Result<RunRecord> RunRepository::get(qint64 runId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM probe_run WHERE id = ?").arg(QLatin1String(kColumns)));
    q.addBindValue(runId);
    if (auto st = exec(q, tr("The run could not be read.")); !st)
        return st.error();
    if (!q.next())
        return makeError(ErrorCode::NotFound, tr("The run does not exist."), QString::number(runId));
    return readRun(q);
}

Result<std::pair<qint64, qint64>> RunRepository::storedCounts(qint64 runId) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT (SELECT count(*) FROM sample WHERE run_id = ?), "
                       "(SELECT count(*) FROM finding WHERE run_id = ?)"));
    q.addBindValue(runId);
    q.addBindValue(runId);
    if (auto st = exec(q, tr("The run could not be read.")); !st)
        return st.error();
    if (!q.next())
        return makeError(ErrorCode::Database, tr("The run could not be read."), QString::number(runId));
    return std::make_pair(q.value(0).toLongLong(), q.value(1).toLongLong());
}

QVector<RunRecord> RunRepository::runsWhere(const QString& column, qint64 value) const {
    QVector<RunRecord> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM probe_run WHERE %2 = ? ORDER BY started_at, id")
                  .arg(QLatin1String(kColumns), column));
    q.addBindValue(value);
    if (!exec(q))
        return out;
    while (q.next())
        out.push_back(readRun(q));
    return out;
}

QVector<RunRecord> RunRepository::runsForProvider(qint64 providerId) const {
    return runsWhere(QStringLiteral("provider_id"), providerId);
}

QVector<RunRecord> RunRepository::runsForNode(qint64 nodeId) const {
    return runsWhere(QStringLiteral("node_id"), nodeId);
}

QVector<SampleRecord> RunRepository::samples(qint64 runId, const QString& metricPrefix) const {
    QVector<SampleRecord> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (metricPrefix.isEmpty()) {
        q.prepare(QStringLiteral(
            "SELECT metric, size_bytes, value, unit, extra_json FROM sample WHERE run_id = ? ORDER BY id"));
        q.addBindValue(runId);
    } else {
        // substr() rather than LIKE: metric names contain '_' which LIKE treats as a wildcard.
        q.prepare(
            QStringLiteral("SELECT metric, size_bytes, value, unit, extra_json FROM sample "
                           "WHERE run_id = ? AND substr(metric, 1, ?) = ? ORDER BY id"));
        q.addBindValue(runId);
        q.addBindValue(metricPrefix.size());
        q.addBindValue(metricPrefix);
    }
    if (!exec(q))
        return out;
    while (q.next()) {
        SampleRecord s;
        s.metric = q.value(0).toString();
        if (!q.value(1).isNull())
            s.sizeBytes = q.value(1).toLongLong();
        s.value = q.value(2).toDouble();
        s.unit = q.value(3).toString();
        s.extra = fromJsonText(q.value(4).toString());
        out.push_back(s);
    }
    return out;
}

Result<QVector<FindingRecord>> RunRepository::findings(qint64 runId) const {
    QVector<FindingRecord> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT kind, key, status, value, detail FROM finding WHERE run_id = ? ORDER BY id"));
    q.addBindValue(runId);
    if (auto st = exec(q, tr("The findings could not be read.")); !st)
        return st.error();
    while (q.next()) {
        auto f = findingFromColumns(q, 0);
        if (!f)
            return f.error();
        out.push_back(std::move(*f));
    }
    return out;
}

Result<FindingRecord> RunRepository::findingFromColumns(const QSqlQuery& q, int first) {
    FindingRecord f;
    f.key = q.value(first + 1).toString();
    // Exactly the stored spelling: the schema's CHECK allows nothing else, so anything else came from elsewhere.
    const QString kindWord = q.value(first).toString();
    const auto kind = findingKindFromKey(kindWord);
    if (!kind || kindWord != findingKindKey(*kind))
        return makeError(ErrorCode::InvalidArgument, tr("Finding %1 has an unknown kind \"%2\".").arg(f.key, kindWord));
    const QString statusWord = q.value(first + 2).toString();
    const auto status = findingStatusFromKey(statusWord);
    if (!status || statusWord != findingStatusKey(*status))
        return makeError(ErrorCode::InvalidArgument,
                         tr("Finding %1 has an unknown status \"%2\".").arg(f.key, statusWord));
    f.kind = *kind;
    f.status = *status;
    f.value = q.value(first + 3).toString();
    f.detail = q.value(first + 4).toString();
    return f;
}

Result<RunRepository::RawLog> RunRepository::rawLog(qint64 runId, const QString& stream) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT truncated, sha256 FROM raw_log WHERE run_id = ? AND stream = ?"));
    q.addBindValue(runId);
    q.addBindValue(stream);
    if (auto st = exec(q, tr("The raw log could not be read.")); !st)
        return st.error();
    RawLog log;
    if (q.next()) {
        log.truncated = q.value(0).toInt() != 0;
        log.sha256 = q.value(1).toString();
        q.finish();
        auto content = streamContent(runId, stream);  // a run still running (or killed) has unfolded chunks
        if (!content)
            return content.error();
        log.content = *content;
    }
    return log;
}

}  // namespace tb::core
