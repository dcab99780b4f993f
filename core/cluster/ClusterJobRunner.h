#pragma once

#include "core/cluster/ClusterJobPlan.h"
#include "core/session/CancelToken.h"
#include "core/session/RemoteConnection.h"

#include <QCoreApplication>

#include <functional>
#include <memory>
#include <vector>

namespace tb::core {

class ClusterJobWatch;
class ClusterLauncher;
class Store;

// Submits cluster jobs and watches them to their end: one poll per interval for all of them (state, pending
// reason, new output), output streamed into the store while they run, a job pending longer than its limit or
// silent longer than its limit cancelled with that reason, the analyst's cancel turned into a verified cancel of
// every job, and the end recorded with the nodes and ranks that failed.
//
// Thread contract: run() on the session's worker thread; it blocks there until every job has ended.
class ClusterJobRunner {
    Q_DECLARE_TR_FUNCTIONS(ClusterJobRunner)

public:
    ClusterJobRunner(std::shared_ptr<Store> store, ClusterLauncher& launcher, qint64 clusterId, ClusterJobLimits limits,
                     ClusterJobObserver* observer = nullptr);

    // jobRoot: the folder on the login node under which each job gets its own (jobRoot/<job row id>).
    // An Error only when nothing could be recorded; a job that failed is a result with its outcome.
    // connection: the login session; nullptr where the launcher's client needs none (a local kubectl), and then a
    // watch cannot reconnect.
    Result<QVector<ClusterJobResult>> run(RemoteConnection* connection, const QVector<ClusterJobPlan>& plans,
                                          const QString& jobRoot, const CancelToken& cancel);
    Result<QVector<ClusterJobResult>> run(RemoteConnection& connection, const QVector<ClusterJobPlan>& plans,
                                          const QString& jobRoot, const CancelToken& cancel) {
        return run(&connection, plans, jobRoot, cancel);
    }

    // Runs the launcher's cancel command: Ok when the scheduler holds none of the jobs any more.
    static Status cancel(RemoteConnection* connection, ClusterLauncher& launcher, const QStringList& schedulerIds,
                         int waitS);

    // Cancels, with a verified cancel, the jobs left in this cluster's queue by a process that died (SIGKILL, a
    // crash) or by a watch whose connection dropped and did not come back (core/store/ClusterJobOwnership). Every
    // operation calls it first; a failure is logged and tried again at the next connection. How many it cancelled.
    static int endLeftovers(Store& store, ClusterLauncher& launcher, RemoteConnection* connection, qint64 clusterId,
                            int waitS, const std::function<void(const QString&)>& log = {});

    // Makes the connection again after it dropped while jobs are watched (on the worker thread). Tried
    // ClusterJobLimits::reconnectAttempts times in all until a poll gets through again; when it is not set or every
    // try fails, the watch ends with the jobs interrupted and flagged, so the next connection to the cluster cancels
    // what is still in the queue.
    using Reconnect = std::function<Status(RemoteConnection&)>;
    Reconnect reconnect;

    // Test hook: called after each poll with the jobs' scheduler ids, on the worker thread.
    std::function<void(const QStringList&)> afterPoll;

private:
    // After a dropped connection: tries `reconnect`, noting each try in the jobs' logs. True when it is back.
    bool reconnected(RemoteConnection& connection, const std::vector<std::unique_ptr<ClusterJobWatch>>& active,
                     const Error& lost, const CancelToken& cancel);

    std::shared_ptr<Store> m_store;
    ClusterLauncher& m_launcher;
    qint64 m_clusterId;
    ClusterJobLimits m_limits;
    ClusterJobObserver* m_observer;
    int m_reconnectTries = 0;  // since the last poll that got through
};

}  // namespace tb::core
