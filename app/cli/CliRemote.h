#pragma once

#include "core/session/CancelToken.h"
#include "core/session/RemotePrompter.h"

#include <QTextStream>

namespace tb::cli {

// Answers a connection's questions from the options and, on a terminal, from the person at it: an unknown host
// key is accepted only with --accept-new-host-key or a "y" typed at the terminal; a passphrase is read without echo
// and never kept.
class CliPrompter : public core::RemotePrompter {
public:
    CliPrompter(bool acceptNew, QTextStream& err) : m_acceptNew(acceptNew), m_err(err) {}
    bool acceptHostKey(const core::HostKeyInfo& key) override;
    std::optional<QString> passphrase(const QString& keyFile, int attempt) override;

private:
    bool m_acceptNew;
    QTextStream& m_err;
};

// While alive, SIGINT (Ctrl+C), SIGTERM and SIGHUP cancel `token` instead of killing the program, so the remote
// side is cleaned up.
class SigintCancels {
public:
    explicit SigintCancels(core::CancelToken token);
    ~SigintCancels();
    SigintCancels(const SigintCancels&) = delete;
    SigintCancels& operator=(const SigintCancels&) = delete;
};

}  // namespace tb::cli
