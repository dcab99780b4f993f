#pragma once

#include "core/session/RemoteConnection.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>

namespace tb::test {

// A stand-in for the SSH connection behind the RemoteConnection interface, for the run layer's unit tests
// (RunOrchestrator, Deployer, ProbeRunner): it answers each exec from a script of rules and records every command
// line and upload, so a test can assert what the run layer asked the node for and in which order. The real
// connection is tested against a real sshd (tests/remote); this one exists so the logic above it can be driven
// into every branch (a failed build, a lost connection mid-run, a cached bundle) without a node.
//
// Thread contract: like the real one, one thread at a time (the test's, or a RemoteSession worker's).
class ScriptedConnection : public core::RemoteConnection {
public:
    // What the node does for a command line that contains `match` (the first matching rule answers).
    struct Reply {
        QString match{};
        QByteArray out{}, err{};  // delivered in `chunks` pieces each
        int exitCode = 0;
        int chunks = 1;
        qint64 pgid = 0;              // > 0: reported through onProcessGroup before any output
        bool dropConnection = false;  // after the output: the connection is lost (ErrorCode::Unreachable)
        bool waitForCancel = false;   // after the output: runs until the cancel token is set
        int uses = -1;                // how many times the rule answers; -1: always
    };
    struct Upload {
        QString localPath, remotePath;
        qint64 bytes = 0;
        int channels = 0;
    };

    void reply(Reply r) { m_rules.append(std::move(r)); }
    // A command no rule matches exits 127 with "command not found" on stderr, as a shell would.

    const QStringList& commands() const { return m_commands; }
    const QVector<Upload>& uploads() const { return m_uploads; }
    // Index in commands() of the first command containing text; -1 when none.
    int indexOf(const QString& text) const;
    bool uploadFails = false;  // the next uploads fail with ErrorCode::Io

    core::Status connect(const core::SshTarget& target, core::RemotePrompter& prompter) override;
    void disconnect() override { m_connected = false; }
    bool isConnected() const override { return m_connected; }
    core::HostKeyInfo hostKey() const override { return m_hostKey; }
    core::Result<core::ExecOutcome> exec(const QString& commandLine, core::ExecSink& sink,
                                         const core::ExecOptions& options, const core::CancelToken& cancel) override;
    core::Result<core::UploadStats> upload(const QString& localPath, const QString& remotePath, int channels,
                                           const core::CancelToken& cancel,
                                           const std::function<void(qint64, qint64)>& progress) override;

private:
    QVector<Reply> m_rules;
    QStringList m_commands;
    QVector<Upload> m_uploads;
    core::HostKeyInfo m_hostKey;
    bool m_connected = true;
};

}  // namespace tb::test
