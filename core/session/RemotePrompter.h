#pragma once

#include "core/session/HostKeyInfo.h"

#include <QString>

#include <optional>

namespace tb::core {

// Questions a connection asks a person while it logs in. Called on the connection's worker thread, which waits
// for the answer; an implementation for the GUI forwards the question by a queued signal and wakes the worker when
// the dialog is answered (RemoteSession does this), the CLI answers from its options or stdin. The GUI thread
// never waits.
class RemotePrompter {
public:
    virtual ~RemotePrompter() = default;
    // An unknown host key (state Unknown). true: trust it and append it to the known_hosts file.
    virtual bool acceptHostKey(const HostKeyInfo& key) = 0;
    // The passphrase of an encrypted key file; nullopt: the person declined. The answer is used once and never
    // stored. attempt counts from 1 (a wrong passphrase asks again, up to 3 times).
    virtual std::optional<QString> passphrase(const QString& keyFile, int attempt) = 0;
};

// Answers without a person: accepts unknown keys only when told to, never has a passphrase.
class FixedPrompter : public RemotePrompter {
public:
    explicit FixedPrompter(bool acceptNewHostKeys) : m_accept(acceptNewHostKeys) {}
    bool acceptHostKey(const HostKeyInfo&) override { return m_accept; }
    std::optional<QString> passphrase(const QString&, int) override { return std::nullopt; }

private:
    bool m_accept = false;
};

}  // namespace tb::core
