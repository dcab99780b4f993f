#pragma once

#include "core/Result.h"
#include "core/session/SshTarget.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace tb::cli {

// The options every command that logs in to a node takes (`run`, `engagement`): --target [user@]host[:port],
// --jump SPEC, --identity FILE, --known-hosts FILE and --accept-new-host-key. One parser, so the commands cannot
// drift apart.
struct SshOptions {
    std::optional<QString> target, jump, identity, knownHosts;
    bool acceptNew = false;

    // Takes them out of args; an option without its value is refused (the message is for usageError).
    static core::Result<SshOptions> take(QStringList& args);
    // Options given win over `stored` (an engagement's target spec and paths); nullopt when there is no target.
    std::optional<core::Result<core::SshTarget>> resolve(const QString& storedSpec = {}, const QString& storedJump = {},
                                                         const QString& storedIdentity = {},
                                                         const QString& storedKnownHosts = {}) const;
};

}  // namespace tb::cli
