#pragma once

// The cluster's login node for the Kubernetes suites: this machine reached through the loopback test sshd as the
// test user, kubectl there talking to the API stand-in on loopback (as when the API is only reachable from the
// login node), with a kubeconfig that user can read and a context whose name holds a space (it must reach kubectl as
// one argument). The host key is verified against a known_hosts file the helper writes; an unknown one is refused.
#include "KubeTestEnv.h"

#include "core/launch/kube/Kubectl.h"
#include "core/session/RemoteConnection.h"
#include "remote/SshConnection.h"
#include "tests/support/SshdFixture.h"

#include <QFile>
#include <QTemporaryDir>

#include <signal.h>

namespace tb::test {

class KubeLoginNode {
    class Refusing : public core::RemotePrompter {
    public:
        bool acceptHostKey(const core::HostKeyInfo&) override { return false; }
        std::optional<QString> passphrase(const QString&, int) override { return std::nullopt; }
    };

public:
    SshdFixture sshd;
    QTemporaryDir shared{QStringLiteral("/tmp/tb-kube-login-XXXXXX")};
    remote::SshConnection connection;
    core::SshTarget ssh;
    core::KubeTarget target;  // env's, through the login node

    // False with *why when sshd cannot run here or the login fails.
    bool start(KubeTestEnv& env, QString* why) {
        if (!sshd.start(why)) {
            *why = QStringLiteral("sshd: ") + *why;
            return false;
        }
        // The kubeconfig as the login node's user keeps it: readable by that user.
        const auto readable = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther | QFile::ReadGroup;
        QFile::setPermissions(shared.path(), readable | QFile::ExeOwner | QFile::ExeOther | QFile::ExeGroup);
        target = env.target;
        target.kubeconfig = env.api.writeKubeconfig(shared.path(), QStringLiteral("login ctx"), QStringLiteral("tb"));
        target.context = QStringLiteral("login ctx");
        QFile::setPermissions(target.kubeconfig, readable);
        target.viaLogin = true;
        const QString knownHosts = shared.filePath(QStringLiteral("known_hosts"));
        QFile kh(knownHosts);
        if (!kh.open(QIODevice::WriteOnly)) {
            *why = QStringLiteral("cannot write ") + knownHosts;
            return false;
        }
        kh.write((sshd.knownHostsLine() + u'\n').toUtf8());
        kh.close();
        ssh.host = sshd.host();
        ssh.port = sshd.port();
        ssh.user = SshdFixture::testUser();
        ssh.identityFile = sshd.userKey();
        ssh.knownHostsFile = knownHosts;
        ssh.readConfig = false;
        ssh.agentSocket = shared.filePath(QStringLiteral("no-agent"));
        ssh.connectTimeoutS = 10;
        ssh.stallTimeoutS = 30;
        if (core::Status st = connect(connection); !st) {
            *why = QStringLiteral("login to the loopback sshd failed: ") + st.error().toString();
            return false;
        }
        return true;
    }

    // Logs `c` in to the login node (again), as a session's reconnect would.
    core::Status connect(core::RemoteConnection& c) {
        Refusing prompter;
        return c.connect(ssh, prompter);
    }

    // Cuts every connection the login node serves, as a network drop would.
    int drop() const {
        int cut = 0;
        for (qint64 pid : sshd.sessionPids()) {
            cut += ::kill(pid_t(pid), SIGKILL) == 0 ? 1 : 0;
        }
        return cut;
    }
};

}  // namespace tb::test
