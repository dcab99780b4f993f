// tb-membw's measured cases: h2d, d2h (pinned host memory near each device), d2d (within a device), p2p (every
// ordered pair of devices with peer access; waived with one device).
#pragma once

#include "CopyEnv.h"
#include "MeasuredCase.h"

namespace tbp {

CaseList<CopyEnv> copyCases();

// Sweeps the case `op` makes per size: n devices for h2d/d2h/d2d, n(n-1) pairs for p2p (progress total).
long copySweepsOf(const std::string& op, int devices);

}  // namespace tbp
