// What every probe's main() does before measuring: parse the shared options, answer --help and usage errors.
#pragma once

#include "Options.h"

#include <optional>
#include <string>
#include <vector>

namespace tbp {

struct ProbeSpec {
    std::string name;          // "tb-membw"
    std::string checkPrefix;   // "membw": waived cases are `<checkPrefix>.<op>`
    std::string defaultSizes;  // "" when the probe takes no size sweep
    std::vector<std::string> ops;
    std::string usageExtra;  // option lines of this probe only
};

// Fills `o`. Returns the exit code main() must return now (help printed: 0; usage error: 64, nothing on stdout),
// or nothing when the probe should run.
std::optional<int> parseProbeArgs(int argc, char** argv, const ProbeSpec& spec, Options& o);

}  // namespace tbp
