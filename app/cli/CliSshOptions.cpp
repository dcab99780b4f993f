#include "app/cli/CliSshOptions.h"

#include "app/cli/CliSupport.h"

namespace tb::cli {

core::Result<SshOptions> SshOptions::take(QStringList& args) {
    SshOptions o;
    o.acceptNew = takeFlag(args, QStringLiteral("--accept-new-host-key"));
    const std::pair<const char*, std::optional<QString>*> options[] = {
        {"--target", &o.target}, {"--jump", &o.jump}, {"--identity", &o.identity}, {"--known-hosts", &o.knownHosts}};
    for (const auto& [name, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(name));
        if (!v) {
            return v.error();
        }
        *slot = *v;
    }
    return o;
}

std::optional<core::Result<core::SshTarget>> SshOptions::resolve(const QString& storedSpec, const QString& storedJump,
                                                                 const QString& storedIdentity,
                                                                 const QString& storedKnownHosts) const {
    const QString spec = target.value_or(storedSpec);
    if (spec.isEmpty()) {
        return std::nullopt;
    }
    auto t = core::SshTarget::parse(spec);
    if (!t) {
        return t;
    }
    t->jump = jump.value_or(storedJump);
    t->identityFile = identity.value_or(storedIdentity);
    t->knownHostsFile = knownHosts.value_or(storedKnownHosts);
    return t;
}

}  // namespace tb::cli
