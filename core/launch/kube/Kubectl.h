#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace tb::core {

class RemoteConnection;

// Where kubectl finds the cluster: the analyst's kubeconfig file (a path, used where it lies and never read into
// the database), its context and the namespace Tierbench's objects go to.
struct KubeTarget {
    QString kubeconfig;  // on this machine, or on the login node when viaLogin
    QString context;     // empty: the kubeconfig's current context
    QString ns = QStringLiteral("default");
    bool viaLogin = false;  // kubectl runs on the login node (the API is only reachable from there)
    QString kubectl = QStringLiteral("kubectl");
};

struct KubectlReply {
    int exitCode = -1;
    QByteArray out, err;
    bool truncated = false;
    QString commandLine;  // what ran, for the evidence (no secret: a path and names)
};

// Runs kubectl with an argv: locally as a QProcess (never a shell), or on the login node with every argument
// ShellQuoted. The target's --kubeconfig/--context and -n come first; a request timeout bounds every call (the
// client's own default waits for ever on a dead API server).
class Kubectl {
    Q_DECLARE_TR_FUNCTIONS(Kubectl)

public:
    static constexpr qint64 kMaxOutput = 32 * 1024 * 1024;

    virtual ~Kubectl() = default;
    // args after the target's; stdinData fed to kubectl (a manifest for `create -f -`).
    virtual Result<KubectlReply> run(const QStringList& args, const QByteArray& stdinData = {}, int timeoutS = 60,
                                     bool namespaced = true) = 0;
    virtual QString where() const = 0;  // "local" or "login node"
    // The login session kubectl runs through; nullptr for a local kubectl.
    virtual RemoteConnection* connection() { return nullptr; }
    // How that session is made again after it dropped (its RemoteSession's reconnect), for a watch that outlives
    // the drop; unset: a drop ends the watch.
    std::function<Status(RemoteConnection&)> reconnect;

    const KubeTarget& target() const { return m_target; }
    // The argv that precedes every command's own arguments.
    QStringList baseArgs(bool namespaced) const;
    // `kubectl version --client -o json` -> "v1.32.4"; empty when it does not say.
    static QString clientVersion(const QByteArray& versionJson);

    // Local (QProcess) or through the login session, per target.viaLogin. connection: needed for viaLogin;
    // used on the caller's (the session worker's) thread.
    static std::unique_ptr<Kubectl> make(const KubeTarget& target, RemoteConnection* connection);

protected:
    explicit Kubectl(KubeTarget target) : m_target(std::move(target)) {}
    KubeTarget m_target;
};

class LocalKubectl : public Kubectl {
public:
    explicit LocalKubectl(KubeTarget target) : Kubectl(std::move(target)) {}
    Result<KubectlReply> run(const QStringList& args, const QByteArray& stdinData, int timeoutS,
                             bool namespaced) override;
    QString where() const override { return QStringLiteral("local"); }
};

class RemoteKubectl : public Kubectl {
public:
    RemoteKubectl(KubeTarget target, RemoteConnection& connection)
        : Kubectl(std::move(target)), m_connection(connection) {}
    Result<KubectlReply> run(const QStringList& args, const QByteArray& stdinData, int timeoutS,
                             bool namespaced) override;
    QString where() const override { return QStringLiteral("login node"); }
    RemoteConnection* connection() override { return &m_connection; }
    // The shell line for the login node: every word quoted; stdin given as one quoted printf argument.
    static QString commandLine(const QStringList& argv, const QByteArray& stdinData);

private:
    RemoteConnection& m_connection;
};

}  // namespace tb::core
