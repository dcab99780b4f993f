#include "core/import/ImportService.h"

#include "core/domain/HardwareKey.h"
#include "core/domain/Plausibility.h"
#include "core/import/CollectiveOperation.h"
#include "core/store/RunRepository.h"
#include "core/store/ImportRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Transaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QSet>

namespace tb::core {

Result<qint64> ImportService::providerIdByName(QSqlDatabase& db, const QString& name) {
    auto provider = ProviderRepository(db).findByName(name);
    if (!provider)
        return provider.error();
    return provider->id;
}

QJsonObject ImportService::storedArgs(const ParsedRun& run, const QString& format) {
    QJsonObject args = run.args;
    args.insert(QStringLiteral("format"), format);
    if (!run.label.isEmpty())
        args.insert(QStringLiteral("label"), run.label);
    if (!run.dataType.isEmpty())
        args.insert(QStringLiteral("dataType"), run.dataType);
    if (run.rankCount > 0)
        args.insert(QStringLiteral("rankCount"), run.rankCount);
    if (!run.devices.isEmpty())
        args.insert(QStringLiteral("devices"), run.devices);
    if (run.summaryAvgBusbw)
        args.insert(QStringLiteral("summaryAvgBusbw"), *run.summaryAvgBusbw);
    if (run.outOfBounds)
        args.insert(QStringLiteral("outOfBounds"), double(*run.outOfBounds));
    if (!run.warnings.isEmpty())
        args.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(run.warnings));
    args.insert(QStringLiteral("truncated"), run.truncated);
    return args;
}

QString ImportService::hardwareKey(const ParsedRun& run) {
    // One GPU model over all devices, the nodes told by the devices' hosts (nccl-tests rank lines); nvbandwidth
    // names no host: one node.
    QString name;
    QSet<QString> hosts;
    for (const QJsonValue& d : run.devices) {
        const QJsonObject o = d.toObject();
        const QString host = o.value(QStringLiteral("host")).toString();
        if (!host.isEmpty())
            hosts.insert(host);
        const QString n = o.value(QStringLiteral("name")).toString().trimmed();
        if (n.isEmpty())
            continue;
        if (name.isEmpty())
            name = n;
        else if (n != name)
            return {};  // mixed GPUs: no single key describes the run
    }
    if (name.isEmpty())
        return {};
    const int count = run.rankCount > 0 ? run.rankCount : int(run.devices.size());
    const int nodes = std::max<int>(1, int(hosts.size()));
    if (count < nodes || count % nodes != 0)
        return {};
    return HardwareKey::fromDevices(name, count / nodes, nodes);
}

Result<QVector<qint64>> ImportService::store(QSqlDatabase& db, qint64 providerId, const ParsedImport& parsed,
                                             const QString& sourceName, const ImportCapture& capture,
                                             const ImportPlacement& placement) {
    Transaction tx(db);
    if (!tx.started())
        return tx.started().error();
    // Nothing that is not a finite number reaches SQLite (which would store NaN as NULL and fail a constraint, a
    // database error for what is bad input). The Importer already refuses such input; this holds for any caller.
    // In batches: a million-row import never holds all its sample records at once (issue 13.2).
    constexpr qsizetype kRowsPerBatch = 4096;
    for (const ParsedRun& run : parsed.runs) {
        QString reason;
        const bool finite = forEachSampleBatch(run, kRowsPerBatch, [&reason](const QVector<SampleRecord>& batch) {
            for (const SampleRecord& s : batch) {
                if (const PlausibilityCheck c = Plausibility::sample(s.metric, s.value, s.unit); c.notFinite()) {
                    reason = c.reason;
                    return false;
                }
            }
            return true;
        });
        if (!finite)
            return makeError(ErrorCode::InvalidArgument, tr("A figure is not a finite number."), reason);
    }
    RunRepository repo(db);
    QVector<qint64> ids;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    qint64 rawRun = 0;
    for (const ParsedRun& run : parsed.runs) {
        RunRecord rec;
        rec.providerId = providerId;
        rec.evaluationId = placement.evaluationId;
        rec.nodeId = placement.nodeId;
        rec.kind = RunKind::Import;
        rec.probe = run.tool;
        rec.operation = run.operation;
        rec.args = storedArgs(run, parsed.format);
        for (auto it = placement.args.begin(); it != placement.args.end(); ++it) {
            rec.args.insert(it.key(), it.value());
        }
        if (rawRun != 0)
            rec.args.insert(QStringLiteral("raw_log_run_id"), rawRun);
        rec.env = run.env;
        rec.startedAt = now;
        rec.endedAt = now;
        rec.status = runStatus(run);
        rec.hardwareKey = hardwareKey(run);
        rec.sourceName = sourceName;
        rec.rawSha256 = capture.sha256;
        auto id = repo.create(rec);
        if (!id)
            return id.error();
        Status stored;
        forEachSampleBatch(run, kRowsPerBatch, [&](const QVector<SampleRecord>& batch) {
            stored = repo.addSamples(*id, batch);
            return bool(stored);
        });
        if (!stored)
            return stored.error();
        if (auto st = repo.addFindings(*id, run.findings); !st)
            return st.error();
        if (rawRun == 0) {
            rawRun = *id;
            QByteArray raw = capture.raw;
            if (capture.rawTruncated)
                raw.append(QByteArrayLiteral("\n[tierbench: input cut at the size limit]\n"));
            if (auto st = repo.appendRawLog(*id, QStringLiteral("stdout"), raw, capture.rawCap + 4096); !st) {
                return st.error();
            }
            if (capture.rawTruncated) {
                if (auto st = ImportRepository(db).markRawLogTruncated(*id, tr("The raw log could not be stored."));
                    !st)
                    return st.error();
            }
            if (auto st = repo.sealRawLogs(*id); !st)
                return st.error();
        }
        ids.push_back(*id);
    }
    if (auto st = tx.commit(); !st)
        return st.error();
    return ids;
}

Status ImportService::setRunOperation(QSqlDatabase& db, qint64 runId, const QString& operation) {
    if (!CollectiveOperation::isKnown(operation)) {
        return makeError(ErrorCode::InvalidArgument, tr("Unknown collective \"%1\".").arg(operation),
                         CollectiveOperation::known().join(QStringLiteral(", ")));
    }
    Transaction tx(db);
    if (!tx.started())
        return tx.started().error();
    ImportRepository imports(db);
    auto run = imports.importedRun(runId, tr("The run could not be read."));
    if (!run)
        return run.error();
    if (!*run)
        return makeError(ErrorCode::NotFound, tr("No imported run %1.").arg(runId));
    const QString current = (*run)->first;
    if (current != QLatin1String("unknown") && !current.isEmpty()) {  // status-lint: foreign word (an operation)
        return makeError(ErrorCode::InvalidArgument,
                         tr("Run %1 already names its collective (%2).").arg(runId).arg(current));
    }
    QJsonObject args = QJsonDocument::fromJson((*run)->second.toUtf8()).object();
    args.insert(QStringLiteral("operationSetBy"), QStringLiteral("analyst"));
    QJsonArray warnings;
    for (const QJsonValue& w : args.value(QStringLiteral("warnings")).toArray()) {
        if (!w.toString().contains(QLatin1String("operation set to")))
            warnings.append(w);
    }
    args.insert(QStringLiteral("warnings"), warnings);
    if (auto st = imports.setOperation(runId, operation,
                                       QString::fromUtf8(QJsonDocument(args).toJson(QJsonDocument::Compact)),
                                       tr("The run could not be updated."));
        !st)
        return st.error();
    // "unknown.busbw.ip" -> "all_reduce.busbw.ip"
    if (auto st = imports.renameUnknownSamples(runId, operation, tr("The run's samples could not be renamed.")); !st)
        return st.error();
    return tx.commit();
}

}  // namespace tb::core
