#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <functional>

namespace tb::core {

// Who owns a `running` run, and what happens when the owner died without ending it (issue 13.8). SIGKILL, a
// crash or a power cut cannot be handled, so a run records its owner (process id and machine) when it starts; the
// next start on that machine finds runs whose owner is gone, marks them interrupted and flags their remote process
// group, which the next connection to that node ends.
//
// Thread contract: like the repositories, inside a Store job.
class RunOwnership {
    Q_DECLARE_TR_FUNCTIONS(RunOwnership)

public:
    explicit RunOwnership(QSqlDatabase& db);

    // This process, on this machine, owns the run.
    Status claim(qint64 runId);

    // Marks interrupted every `running` run of this machine whose owner process is gone (ownerAlive says; the
    // default asks the system), and flags the ones with a recorded process group for remote cleanup. Returns how
    // many it marked.
    Result<int> interruptAbandoned(const std::function<bool(qint64 pid)>& ownerAlive = {});

    struct Leftover {
        qint64 runId = 0;
        qint64 pgid = 0;
    };
    // Interrupted runs on this node whose remote process group has not been ended yet.
    Result<QVector<Leftover>> leftoversOn(qint64 nodeId) const;
    Status cleaned(qint64 runId);

    static QString thisHost();
    // Whether pid is a live Tierbench process on this machine (a reused pid of another program is not).
    static bool isLiveOwner(qint64 pid);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
