#include "core/cluster/AuditRunRecorder.h"

#include "core/store/ClusterRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"

namespace tb::core {

Result<qint64> recordAuditRun(Store& store, const RunRecord& record, const QVector<FindingRecord>& findings,
                              const QVector<ClusterSnapshot::RawOutput>& raw, bool anyFailed,
                              std::function<Status(QSqlDatabase&)> extra) {
    return store.run([record, findings, raw, anyFailed, extra](QSqlDatabase& db) -> Result<qint64> {
        Transaction tx(db);  // the run, its findings and its evidence land together or not at all
        if (!tx.started()) {
            return tx.started().error();
        }
        RunRepository runs(db);
        auto id = runs.create(record);
        if (!id) {
            return id.error();
        }
        if (Status st = runs.addFindings(*id, findings); !st) {
            return st.error();
        }
        ClusterRepository clusters(db);
        for (const ClusterSnapshot::RawOutput& r : raw) {
            RunArtifact a;
            a.runId = *id;
            a.name = r.name;
            a.command = r.command;
            a.exitCode = r.exitCode;
            a.content = r.content;
            if (Status st = clusters.addArtifact(a); !st) {
                return st.error();
            }
        }
        if (extra) {
            if (Status st = extra(db); !st) {
                return st.error();
            }
        }
        // Like tb-node: a failed check makes the run "failed" (exit 1), the findings say which.
        if (Status st = runs.finish(*id, anyFailed ? RunStatus::Failed : RunStatus::Ok, anyFailed ? 1 : 0); !st) {
            return st.error();
        }
        if (Status st = tx.commit(); !st) {
            return st.error();
        }
        return *id;
    });
}

}  // namespace tb::core
