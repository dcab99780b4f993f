#include "core/store/RunBatchWriter.h"

#include "core/store/RunRepository.h"
#include "core/store/Transaction.h"

#include <QSqlQuery>

namespace tb::core {

namespace {
// Whether the connection still answers: a failed write on a live connection is the database's answer; on a dead
// one it says nothing about the batch.
bool answers(QSqlDatabase& db) {
    if (!db.isOpen()) {
        return false;
    }
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT 1")) && q.next();
}
}  // namespace

Status RunBatchWriter::write(QSqlDatabase& db, const RunBatch& batch) {
    return classify(db, writeRows(db, batch));
}

Status RunBatchWriter::classify(QSqlDatabase& db, Status written) {
    if (!written && !answers(db)) {
        // Closed, so the next job reconnects first (TeamDatabaseLink::beforeJob) instead of failing on it again.
        db.close();
        Error e = written.error();
        e.code = ErrorCode::Unreachable;
        return e;
    }
    return written;
}

Status RunBatchWriter::writeRows(QSqlDatabase& db, const RunBatch& b) {
    Transaction tx(db);
    if (!tx.started()) {
        return tx.started();
    }
    RunRepository repo(db);
    if (b.guarded && (!b.samples.isEmpty() || !b.findings.isEmpty())) {
        auto stored = repo.storedCounts(b.runId);
        if (!stored) {
            return stored.error();
        }
        const auto [samples, findings] = *stored;
        // Batches of a run are stored strictly in order: a run that holds this batch's end holds the batch (the
        // earlier try committed and its answer was lost with the connection, or a replay meets what is stored).
        if (samples >= b.firstSample + b.samples.size() && findings >= b.firstFinding + b.findings.size()) {
            return {};
        }
        if (samples != b.firstSample || findings != b.firstFinding) {
            return makeError(ErrorCode::Database,
                             tr("Run %1 holds %2 sample(s) and %3 finding(s) where %4 and %5 were expected: the "
                                "waiting batch was not stored, so that nothing is stored twice.")
                                 .arg(b.runId)
                                 .arg(samples)
                                 .arg(findings)
                                 .arg(b.firstSample)
                                 .arg(b.firstFinding));
        }
    }
    if (auto st = repo.addSamples(b.runId, b.samples); !st) {
        return st;
    }
    if (auto st = repo.addFindings(b.runId, b.findings); !st) {
        return st;
    }
    if (!b.out.isEmpty()) {
        if (auto st = repo.appendRawLog(b.runId, QStringLiteral("stdout"), b.out); !st) {
            return st;
        }
    }
    if (!b.err.isEmpty()) {
        if (auto st = repo.appendRawLog(b.runId, QStringLiteral("stderr"), b.err); !st) {
            return st;
        }
    }
    if (b.hello) {
        if (auto st = repo.setProbeInfo(b.runId, b.version, b.env); !st) {
            return st;
        }
    }
    return tx.commit();
}

}  // namespace tb::core
