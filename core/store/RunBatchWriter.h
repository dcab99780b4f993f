#pragma once

#include "core/Result.h"
#include "core/store/RunBatch.h"

#include <QCoreApplication>
#include <QSqlDatabase>

namespace tb::core {

// Writes a run recorder's batch (RunBatch) on the storage thread, in its own savepoint, so a batch that fails leaves
// nothing behind and can be tried again whole.
//
// A failure is told apart for the caller: ErrorCode::Unreachable when the connection itself is gone (the team
// database restarted or the network cut: worth waiting for), anything else (a busy SQLite file, a refusing
// trigger) as the store said it. A guarded batch (RunBatch::guarded) first counts the run's samples and findings:
// when the run already holds as many as the batch ends at (the try before committed, but its answer was lost with
// the connection; a replay after a crash) it is not written again; when the run holds other counts than the
// batch starts at, nothing is written and the mismatch is an error, since writing would duplicate or reorder rows.
class RunBatchWriter {
    Q_DECLARE_TR_FUNCTIONS(RunBatchWriter)

public:
    static Status write(QSqlDatabase& db, const RunBatch& batch);
    // A failed write's status, its code Unreachable when the connection no longer answers (the same test write()
    // makes), for other writes that wait out an outage (a run's final status).
    static Status classify(QSqlDatabase& db, Status written);

private:
    static Status writeRows(QSqlDatabase& db, const RunBatch& batch);
};

}  // namespace tb::core
