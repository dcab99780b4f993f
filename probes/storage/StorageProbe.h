// tb-storage's run: one fio job on a directory, its JSON read back into samples and checks (probes/PROTOCOL.md).
#pragma once

#include "Output.h"
#include "StorageOptions.h"

namespace tbp {

ExitCode runStorageProbe(const StorageOptions& o, Emitter& em);

}  // namespace tbp
