#pragma once
// What the cluster suites share: the real two-node Slurm, the test's client in the cluster's client namespace, a
// store with a provider and the cluster's login node, a logged-in session, and the probes deployed once.
#include "core/launch/slurm/SlurmLauncher.h"
#include "core/launch/slurm/SrunCapabilities.h"
#include "core/run/Deployer.h"
#include "core/run/ProbeBundle.h"
#include "core/session/RemoteCommand.h"
#include "core/session/RemoteSession.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/usecase/ClusterWorkflow.h"
#include "remote/SshConnection.h"
#include "tests/support/SlurmClusterFixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <memory>

namespace clustertest {

using namespace tb;

class ClusterTestEnv {
public:
    tb::test::SlurmClusterFixture cluster;
    QTemporaryDir tmp;
    std::shared_ptr<core::Store> store;
    std::unique_ptr<core::RemoteSession> session;
    core::ClusterListing listing;
    core::DeployResult deployed;
    core::SrunCapabilities caps;
    const QString providerName = QStringLiteral("Cluster Cloud \"Test\"; $(id)");

    core::SshTarget target() const {
        core::SshTarget t;
        t.host = cluster.loginHost();
        t.port = cluster.sshPort();
        t.user = cluster.user();
        t.identityFile = cluster.userKey();
        t.knownHostsFile = cluster.knownHostsFile();
        t.readConfig = false;
        t.agentSocket = tmp.filePath(QStringLiteral("no-agent"));
        t.stallTimeoutS = 20;
        return t;
    }

    // *serviceMissing: the cluster could not start (the caller fails or skips with *why); else *why is a bug.
    bool setUp(const tb::test::SlurmClusterFixture::Options& options, QString* why, bool* serviceMissing) {
        *serviceMissing = true;
        qunsetenv("SSH_AUTH_SOCK");
        if (!cluster.start(options, why)) {
            return false;
        }
        // Before any session thread exists: threads made from here on live in the client namespace too.
        if (!cluster.enterClientNetns(why)) {
            return false;
        }
        *serviceMissing = false;
        auto opened = core::Store::open(tmp.filePath(QStringLiteral("tb.sqlite")));
        if (!opened) {
            *why = opened.error().toString();
            return false;
        }
        store = *opened;
        auto saved = store->run([this](QSqlDatabase& db) -> core::Result<core::ClusterListing> {
            core::Provider p;
            p.name = providerName;
            auto id = core::ProviderRepository(db).add(p, QStringLiteral("test"));
            if (!id) {
                return id.error();
            }
            core::NodeRecord login;
            login.name = QStringLiteral("tbtest-login");
            login.host = cluster.loginHost();
            login.port = cluster.sshPort();
            login.userName = cluster.user();
            login.identityFile = cluster.userKey();
            // Per test process: suites run side by side on one home.
            login.remoteDir =
                QStringLiteral("~/.cache/tierbench-cluster-test-%1").arg(QCoreApplication::applicationPid());
            core::ClusterRecord c;
            c.partition = QStringLiteral("batch");
            c.timeLimitMin = 10;
            c.ncclEnv = {{QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")}};
            return core::ClusterWorkflow(db).save(*id, login, c, cluster.knownHostsFile(), QStringLiteral("test"));
        });
        if (!saved) {
            *why = saved.error().toString();
            return false;
        }
        listing = *saved;
        session = std::make_unique<core::RemoteSession>([] { return std::make_unique<remote::SshConnection>(); });
        if (auto st = session->open(target()).result(); !st) {
            *serviceMissing = true;
            *why = QStringLiteral("login to the cluster's sshd failed: %1\n%2")
                       .arg(st.error().toString(), cluster.logTail(QStringLiteral("sshd")));
            return false;
        }
        auto mpi = session
                       ->submit([](core::RemoteConnection& c) {
                           return core::RemoteCommand::capture(c, QStringLiteral("srun --mpi=list 2>&1"));
                       })
                       .result();
        if (mpi) {
            caps = core::SrunCapabilities::parse(QString::fromUtf8(mpi->out), {});
        }
        return true;
    }

    // The probes built here, sent once to the login node's (shared) home.
    bool deploy(QString* why) {
        const QString bin = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/probes/");
        const QString prebuiltDir = tmp.filePath(QStringLiteral("prebuilt"));
        QDir().mkpath(prebuiltDir);
        for (const QString& probe : {QStringLiteral("tb-node"), QStringLiteral("tb-coll")}) {
            if (!QFileInfo(bin + probe).isExecutable()) {
                *why = QStringLiteral("%1 is not built (%2)").arg(probe, bin);
                return false;
            }
            QFile::copy(bin + probe, prebuiltDir + u'/' + probe);
        }
        auto sources = core::ProbeBundle::fromDirectory(
            qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/probes"), core::ProbeBundle::Kind::Sources);
        auto prebuilt = core::ProbeBundle::fromDirectory(prebuiltDir, core::ProbeBundle::Kind::Prebuilt);
        if (!sources || !prebuilt) {
            *why = QStringLiteral("probe bundle not readable");
            return false;
        }
        core::Deployer::Options options;
        options.remoteDir = listing.login.remoteDir;
        options.probesCuda = QStringLiteral("OFF");
        options.probesHip = QStringLiteral("OFF");
        auto d = session
                     ->submit([&](core::RemoteConnection& c) {
                         return core::Deployer(c, options).deploy(*sources, &*prebuilt, {});
                     })
                     .result();
        if (!d) {
            *why = d.error().toString();
            return false;
        }
        deployed = *d;
        return true;
    }

    core::SlurmSettings settings() const {
        core::SlurmSettings s;
        s.partition = listing.cluster.partition;
        s.timeLimitMin = listing.cluster.timeLimitMin;
        s.ncclEnv = listing.cluster.ncclEnv;
        s.accounting = cluster.accounting();
        s.mpiTypes = caps.mpiTypes;
        return s;
    }

    // Job ids squeue still lists (as root, all users), for checks that nothing is left.
    QStringList queued() const {
        const QString out = QString::fromUtf8(cluster.slurm(QStringLiteral("squeue -h -o %i")));
        return out.split(u'\n', Qt::SkipEmptyParts);
    }
};

}  // namespace clustertest
