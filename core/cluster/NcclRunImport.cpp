#include "core/cluster/NcclRunImport.h"

#include "core/cluster/ClusterJobPlan.h"
#include "core/domain/FindingRecord.h"
#include "core/store/Store.h"

#include "core/import/CollectiveOperation.h"
#include "core/import/Importer.h"
#include "core/import/NcclTextTokens.h"
#include "core/import/ParsedImport.h"
#include "core/store/RunRepository.h"
#include "core/store/Transaction.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace tb::core {

Result<NcclRunImport> importNcclTestsOutput(QSqlDatabase& db, qint64 runId, const QString& operation) {
    RunRepository runs(db);
    auto stdoutLog = runs.rawLog(runId, QStringLiteral("stdout"));
    if (!stdoutLog) {
        return stdoutLog.error();
    }
    ImportOptions options;
    options.operation = operation;
    auto parsed = Importer::parseBytes(stdoutLog->content, QStringLiteral("nccl-tests"), options);
    if (!parsed) {
        return parsed.error();
    }
    Transaction tx(db);
    if (!tx.started()) {
        return tx.started().error();
    }
    NcclRunImport out;
    for (const ParsedRun& p : parsed->runs) {
        const QVector<SampleRecord> samples = runSamples(p);
        if (Status st = runs.addSamples(runId, samples); !st) {
            return st.error();
        }
        out.samples += samples.size();
        if (runStatus(p) != RunStatus::Ok) {
            out.status = RunStatus::Failed;
        }
        if (!p.operation.isEmpty()) {
            auto run = runs.get(runId);
            if (!run) {
                return run.error();
            }
            run->operation = p.operation;
            if (Status st = runs.update(*run); !st) {
                return st.error();
            }
        }
    }
    if (Status st = tx.commit(); !st) {
        return st.error();
    }
    return out;
}

QString ncclTestsProgram(const QStringList& command) {
    static const QRegularExpression separators(QStringLiteral("[\\s;&|()'\"`]+"));
    for (const QString& word : command) {
        for (const QString& token : word.split(separators, Qt::SkipEmptyParts)) {
            const QString base = QFileInfo(token).fileName();
            if (base.endsWith(QLatin1String("_perf")) || base.endsWith(QLatin1String("_perf_mpi"))) {
                return base;
            }
            if (base == QLatin1String("tb-coll")) {
                return {};
            }
        }
    }
    return {};
}

QString ncclTestsOperation(const QStringList& command) {
    const QString op = nccltext::opFromBinary(ncclTestsProgram(command).toStdString());
    return CollectiveOperation::isKnown(op) ? op : QString();
}

Status importNcclTable(Store& store, ClusterJobResult& result, const QStringList& command) {
    if (result.runIds.isEmpty()) {
        return {};
    }
    const qint64 runId = result.runIds.first();
    const QString operation = ncclTestsOperation(command);
    const bool jobOk = result.outcome == RunStatus::Ok;
    struct Read {
        int samples = 0;
        std::optional<Error> unreadable;
    };
    auto read = store.run([runId, operation, jobOk](QSqlDatabase& db) -> Result<Read> {
        Read r;
        std::optional<FindingRecord> finding;
        auto imported = importNcclTestsOutput(db, runId, operation);
        if (imported) {
            r.samples = imported->samples;
            if (imported->status != RunStatus::Ok && jobOk) {
                finding = FindingRecord{
                    FindingKind::Check, QStringLiteral("cluster.results"), FindingStatus::Fail, QString(),
                    QCoreApplication::translate("NcclRunImport", "nccl-tests reported values out of bounds")};
            }
        } else {
            r.unreadable = imported.error();
            if (jobOk) {
                // The job ended well, but what it printed is no result: the run says why and holds no sample.
                finding = FindingRecord{
                    FindingKind::Check, QStringLiteral("cluster.results"), FindingStatus::Fail, QString(),
                    QCoreApplication::translate("NcclRunImport", "The nccl-tests output could not be read: %1")
                        .arg(imported.error().message)};
            }
        }
        if (finding) {
            Transaction tx(db);
            if (!tx.started()) {
                return tx.started().error();
            }
            RunRepository runs(db);
            if (Status st = runs.addFindings(runId, {*finding}); !st) {
                return st.error();
            }
            auto run = runs.get(runId);
            if (!run) {
                return run.error();
            }
            if (Status st = runs.finish(runId, RunStatus::Failed, run->exitCode); !st) {
                return st.error();
            }
            if (Status st = tx.commit(); !st) {
                return st.error();
            }
        }
        return r;
    });
    if (!read) {
        return read.error();
    }
    result.samples += read->samples;
    if (read->unreadable) {
        return *read->unreadable;
    }
    return {};
}

}  // namespace tb::core
