#include "CollProbe.h"

#include "CollCases.h"

#include <algorithm>

namespace tbp {

ProbeSpec collSpec() {
    return {
        "tb-coll", "coll", "1K:256M:x4", {"all_reduce", "all_gather", "reduce_scatter", "alltoall", "sendrecv"}, ""};
}

ExitCode runCollProbe(const Options& o, CollBackend& b, Emitter& em) {
    std::string why;
    const int devs = b.deviceCount(why);
    em.hello("tb-coll", b.name(), b.devices(), b.libs(), o.argsJson);
    if (devs <= 0) {
        em.log(LogLevel::Error, why);
        return em.end(ExitCode::Unsupported);
    }
    const std::uint64_t maxSize = *std::max_element(o.sizes.begin(), o.sizes.end());
    if (!b.collSetup(maxSize, why)) {
        b.collTeardown();
        if (why.find("library") != std::string::npos) {
            em.check("coll.library", CheckStatus::Unknown, why);
            return em.end(ExitCode::Unsupported);
        }
        em.log(LogLevel::Error, why);
        return em.end(ExitCode::Runtime);
    }
    CollEnv env(o, b, em);
    env.world = b.collWorld();
    env.printer = b.collOffset() == 0;  // only the process holding rank 0 prints samples
    double procs = 1;
    if (!b.collReduce(&procs, 1, Reduce::Sum, why)) {
        em.log(LogLevel::Error, why);
        b.collTeardown();
        return em.end(ExitCode::Runtime);
    }
    env.processes = static_cast<int>(procs);
    env.smoke = env.world == 1;
    em.fact("coll.ranks", std::to_string(env.world),
            std::to_string(b.collLocal()) + " rank(s) in this process, first rank " + std::to_string(b.collOffset()) +
                (env.processes > 1 ? ", " + std::to_string(env.processes) + " processes" : ""));
    em.fact("coll.transport", b.transport(), b.transportDetail());
    if (env.smoke) {
        // ncclCommInitAll(1): busbw is 0 for four of five operations, out of place is a device copy and in place does
        // nothing, so bandwidth figures would only mislead.
        em.check("coll.bandwidth", CheckStatus::Waived,
                 "one rank: collective bandwidth needs two or more (busbw would be 0 or a local copy); each "
                 "operation gets one data-checked smoke run instead");
        std::uint64_t s = 0;
        for (std::uint64_t v : o.sizes)
            if (v <= (4u << 20))
                s = std::max(s, v);
        env.smokeSize = s ? s : *std::min_element(o.sizes.begin(), o.sizes.end());
        env.total = static_cast<long>(o.ops.size());
    } else {
        env.total = static_cast<long>(o.ops.size() * o.sizes.size());
    }
    ExitCode rc = runCases("coll", collCases(), o.ops, env, em);
    if (rc != ExitCode::Runtime && !b.collFinish(why)) {
        em.log(LogLevel::Error, why);
        rc = ExitCode::Runtime;
    }
    b.collTeardown();
    return em.end(rc);
}

}  // namespace tbp
