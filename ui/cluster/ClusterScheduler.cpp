#include "ui/cluster/ClusterScheduler.h"

#include "core/session/RemoteSession.h"
#include "ui/cluster/ClusterTables.h"
#include "ui/cluster/KubeScheduler.h"
#include "ui/cluster/SlurmScheduler.h"
#include "ui/runs/NodeSessions.h"

#include <utility>

namespace tb::ui {

ClusterScheduler::ClusterScheduler(std::shared_ptr<core::Store> store, NodeSessions* sessions,
                                   std::shared_ptr<core::ClusterJobRelay> relay, Host host, QObject* parent)
    : QObject(parent),
      m_store(std::move(store)),
      m_sessions(sessions),
      m_relay(std::move(relay)),
      m_host(std::move(host)) {}

ClusterScheduler::~ClusterScheduler() = default;

ClusterScheduler* ClusterScheduler::make(core::LauncherKind kind, std::shared_ptr<core::Store> store,
                                         NodeSessions* sessions, std::shared_ptr<core::ClusterJobRelay> relay,
                                         Host host, QObject* parent) {
    if (kind == core::LauncherKind::Kubernetes) {
        return new KubeScheduler(std::move(store), sessions, std::move(relay), std::move(host), parent);
    }
    return new SlurmScheduler(std::move(store), sessions, std::move(relay), std::move(host), parent);
}

void ClusterScheduler::setCluster(const core::ClusterListing& cluster) {
    m_cluster = cluster;
}

core::SshTarget ClusterScheduler::loginTarget() const {
    core::SshTarget t;
    t.host = m_cluster.login.host;
    t.port = m_cluster.login.port;
    t.user = m_cluster.login.userName;
    t.jump = m_cluster.login.jump;
    t.identityFile = m_cluster.login.identityFile;
    t.knownHostsFile = m_cluster.knownHostsFile;
    t.stallTimeoutS = 30;
    if (m_adjust) {
        m_adjust(t);
    }
    return t;
}

void ClusterScheduler::withSession(bool jobs, std::function<void(core::RemoteSession*)> then) {
    const qint64 id = clusterSessionId(m_cluster.login.id, jobs);
    m_sessions->connectNode(id, loginTarget(), this, [this, id, then = std::move(then)](const core::Status& st) {
        if (!st) {
            m_host.fail(tr("Could not log in to %1").arg(m_cluster.login.host), st.error());
            return;
        }
        if (core::RemoteSession* s = m_sessions->session(id)) {
            then(s);
        }
    });
}

}  // namespace tb::ui
