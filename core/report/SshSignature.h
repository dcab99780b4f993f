#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace tb::core {

// OpenSSH's own file signatures (`ssh-keygen -Y sign` / `-Y verify`, the SSHSIG format) over a fact-check bundle's
// manifest, which names every file with its SHA-256: one signature covers the manifest's statements and every file.
// ssh-keygen is driven with argument lists, never a shell. It never prompts: it runs in a session of its own (no
// terminal) with askpass turned off, so a key with a passphrase signs through ssh-agent (SSH_AUTH_SOCK is passed on,
// and ssh-keygen asks the agent first for the key whose public half is KEY.pub or KEY itself) or fails with a message
// that says so. Blocks for at most kTimeoutMs; any thread.
class SshSignature {
    Q_DECLARE_TR_FUNCTIONS(SshSignature)

public:
    static constexpr int kTimeoutMs = 30000;
    static QString namespaceName() { return QStringLiteral("tierbench-factcheck"); }
    static QString program();

    // The armoured signature of data by the key at keyPath (a private key, or a public key whose private half the
    // agent holds). Errors: NotFound (no key, no ssh-keygen), InvalidArgument (a passphrase without an agent, a key
    // ssh-keygen does not read), Io.
    static Result<QByteArray> sign(const QString& keyPath, const QByteArray& data);

    struct Check {
        bool valid = false;
        QString detail;  // ssh-keygen's own words: "Good "tierbench-factcheck" signature for ana with ED25519 key …"
    };
    // Against an allowed-signers file and the identity the reader expects (`-Y verify`); with both empty, only that
    // the signature is sound over data, whoever made it (`-Y check-novalidate`). A bad signature is a Check with
    // valid = false; an error only when ssh-keygen could not be run.
    static Result<Check> verify(const QByteArray& data, const QByteArray& signature, const QString& allowedSigners,
                                const QString& identity);
};

}  // namespace tb::core
