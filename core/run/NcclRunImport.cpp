#include "core/run/NcclRunImport.h"

#include "core/import/Importer.h"
#include "core/import/ParsedImport.h"
#include "core/store/RunRepository.h"
#include "core/store/Transaction.h"

namespace tb::core {

Result<NcclRunImport> importNcclTestsOutput(QSqlDatabase& db, qint64 runId) {
    RunRepository runs(db);
    auto stdoutLog = runs.rawLog(runId, QStringLiteral("stdout"));
    if (!stdoutLog) {
        return stdoutLog.error();
    }
    auto parsed = Importer::parseBytes(stdoutLog->content, QStringLiteral("nccl-tests"));
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

}  // namespace tb::core
