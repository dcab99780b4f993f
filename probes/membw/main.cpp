// tb-membw: H2D, D2H, D2D and P2P copy bandwidth (probes/PROTOCOL.md).
#include "BackendChoice.h"
#include "MembwProbe.h"

int main(int argc, char** argv) {
    const tbp::ProbeSpec spec = tbp::membwSpec();
    tbp::Options o;
    if (auto rc = tbp::parseProbeArgs(argc, argv, spec, o))
        return *rc;
    tbp::Emitter em;
    std::string why;
    auto backend = tbp::pickCopyBackend(o, why);
    if (!backend) {
        em.hello(spec.name, "none", {}, {}, o.argsJson);
        em.log(tbp::LogLevel::Error, why);
        return tbp::exitValue(em.end(tbp::ExitCode::Unsupported));
    }
    return tbp::exitValue(tbp::runMembwProbe(o, *backend, em));
}
