#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <functional>

namespace tb::core {

// Who watches a cluster job, and what happens to a job whose watcher died (schema 7). SIGINT, SIGTERM and SIGHUP
// cancel a job with scancel before the process ends (the CLI's signal handlers, the runner's cancel); SIGKILL or a
// crash cannot, so a job records its owner (process id and machine) when it is created. The next start on that
// machine finds `running` jobs whose owner is gone, marks them interrupted with cancel_pending = 1, and the next
// connection to their cluster cancels them with scancel (ClusterOperations), so no Slurm job is left behind.
//
// Thread contract: like the repositories, inside a Store job.
class ClusterJobOwnership {
    Q_DECLARE_TR_FUNCTIONS(ClusterJobOwnership)

public:
    explicit ClusterJobOwnership(QSqlDatabase& db);

    // This process, on this machine, owns the job.
    Status claim(qint64 jobId);

    // Marks interrupted every `running` job of this machine whose owner is gone (ownerAlive says; the default asks
    // the system); the ones the scheduler took (a scheduler id) are flagged for scancel. Returns how many.
    Result<int> interruptAbandoned(const std::function<bool(qint64 pid)>& ownerAlive = {});

    // A job still running on the cluster that no process watches any more (its watcher was killed, or lost the
    // connection and could not make it again): it waits for its scancel at the next connection.
    Status awaitCancel(qint64 jobId);

    struct Leftover {
        qint64 jobId = 0;
        QString schedulerId;
        QString detail;  // why it was left: what the job's row said until now
    };
    // Jobs of this cluster still waiting for their scancel.
    Result<QVector<Leftover>> leftoversOn(qint64 clusterId) const;
    // The scancel was verified (squeue holds nothing of the job): the flag goes, the job says it was cancelled, after
    // why it had been left (Leftover::detail).
    Status cancelled(const Leftover& job);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
