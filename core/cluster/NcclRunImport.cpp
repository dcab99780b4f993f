#include "core/cluster/NcclRunImport.h"

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

}  // namespace tb::core
