#include "MembwProbe.h"

#include "CopyCases.h"

#include <algorithm>

namespace tbp {

ProbeSpec membwSpec() {
    return {"tb-membw", "membw", "64K:256M:x4", {"h2d", "d2h", "d2d", "p2p"}, ""};
}

namespace {

void releaseAll(CopyEnv& env) {
    for (int d = 0; d < static_cast<int>(env.bufs.size()); ++d) {
        DeviceBuffers& x = env.bufs[static_cast<std::size_t>(d)];
        if (x.a)
            env.b.release(d, x.a);
        if (x.b)
            env.b.release(d, x.b);
        if (x.host)
            env.b.releaseHost(d, x.host);
    }
    env.bufs.clear();
}

bool wants(const Options& o, const char* op) {
    return std::find(o.ops.begin(), o.ops.end(), op) != o.ops.end();
}

}  // namespace

ExitCode runMembwProbe(const Options& o, CopyBackend& b, Emitter& em) {
    std::string why;
    int n = b.deviceCount(why);
    em.hello("tb-membw", b.name(), b.devices(), b.libs(), o.argsJson);
    if (n <= 0) {
        em.log(LogLevel::Error, why);
        return em.end(ExitCode::Unsupported);
    }
    if (o.ranks > 0)
        n = std::min(n, o.ranks);
    CopyEnv env(o, b, em);
    env.devices = n;
    const std::uint64_t maxSize = *std::max_element(o.sizes.begin(), o.sizes.end());
    env.bufs.resize(static_cast<std::size_t>(n));
    const bool hostCopies = wants(o, "h2d") || wants(o, "d2h");
    bool ok = true;
    for (int d = 0; d < n && ok; ++d) {
        DeviceBuffers& x = env.bufs[static_cast<std::size_t>(d)];
        x.a = b.alloc(d, maxSize, why);
        x.b = x.a ? b.alloc(d, maxSize, why) : nullptr;
        x.host = x.b && hostCopies ? b.allocHostFor(d, maxSize, x.hostWhere, why) : nullptr;
        ok = x.a && x.b && (x.host || !hostCopies);
        if (ok && hostCopies)
            em.fact("membw.host_memory." + std::to_string(d), x.hostWhere,
                    "where the pinned host buffer of device " + std::to_string(d) + " was placed");
    }
    if (!ok) {
        em.log(LogLevel::Error, "allocation failed: " + why);
        releaseAll(env);
        return em.end(ExitCode::Runtime);
    }
    env.pattern.resize(maxSize);
    env.readback.resize(maxSize);
    for (const auto& op : o.ops)
        env.total += copySweepsOf(op, n) * static_cast<long>(o.sizes.size());
    const ExitCode rc = runCases("membw", copyCases(), o.ops, env, em);
    releaseAll(env);
    return em.end(rc);
}

}  // namespace tbp
