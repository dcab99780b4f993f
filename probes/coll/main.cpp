// tb-coll: all_reduce, all_gather, reduce_scatter, alltoall and sendrecv bandwidth (probes/PROTOCOL.md).
#include "BackendChoice.h"
#include "CollProbe.h"

#include <cstdio>

int main(int argc, char** argv) {
    const tbp::ProbeSpec spec = tbp::collSpec();
    tbp::Options o;
    if (auto rc = tbp::parseProbeArgs(argc, argv, spec, o))
        return *rc;
    tbp::Emitter em;
    const tbp::RankLayout layout = tbp::detectLayout(o);
    if ((o.rank >= 0 || o.world >= 0) && layout.source != "options") {
        std::fprintf(stderr, "tb-coll: --rank R and --world N go together, with 0 <= R < N (got rank %d, world %d)\n%s",
                     o.rank, o.world, tbp::usageText(spec.name, "").c_str());
        return tbp::exitValue(tbp::ExitCode::Usage);
    }
    if (layout.size > 1 && layout.rank != 0)
        em.setQuietRank(layout.rank);  // rank 0 writes the protocol stream; the others only their errors
    std::string why;
    auto backend = tbp::pickCollBackend(o, layout, why);
    if (!backend) {
        em.hello(spec.name, "none", {}, {}, o.argsJson);
        em.log(tbp::LogLevel::Error, why);
        return tbp::exitValue(em.end(tbp::ExitCode::Unsupported));
    }
    return tbp::exitValue(tbp::runCollProbe(o, *backend, em));
}
