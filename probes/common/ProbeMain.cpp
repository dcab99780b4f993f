#include "ProbeMain.h"

#include "Status.h"

#include <cstdio>

namespace tbp {

std::optional<int> parseProbeArgs(int argc, char** argv, const ProbeSpec& spec, Options& o) {
    std::string err;
    std::string opsLine;
    for (const auto& op : spec.ops)
        opsLine += (opsLine.empty() ? "" : " ") + op;
    const std::string extra = spec.usageExtra + (opsLine.empty() ? "" : "  ops: " + opsLine + "\n");
    if (!parseOptions(argc, argv, o, err, spec.defaultSizes, spec.ops)) {
        std::fprintf(stderr, "%s: %s\n%s", spec.name.c_str(), err.c_str(), usageText(spec.name, extra).c_str());
        return exitValue(ExitCode::Usage);
    }
    if (o.help) {
        std::printf("%s", usageText(spec.name, extra).c_str());
        return exitValue(ExitCode::Ok);
    }
    return std::nullopt;
}

}  // namespace tbp
