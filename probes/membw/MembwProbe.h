// tb-membw: copy bandwidth over a size sweep, one case per direction (CopyCases.h), with a data check after each.
#pragma once

#include "Backend.h"
#include "Options.h"
#include "ProbeMain.h"

namespace tbp {

ProbeSpec membwSpec();
ExitCode runMembwProbe(const Options& o, CopyBackend& b, Emitter& em);

}  // namespace tbp
