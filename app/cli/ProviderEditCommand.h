#pragma once

#include "app/cli/CliSupport.h"

namespace tb::cli {

extern const QString kProviderEditSynopsis;

// `providers add|edit|remove`: `action` is the sub-command, `args` what follows it (--json already taken).
int runProviderEdit(CliContext& ctx, const QString& action, QStringList args, bool json);

}  // namespace tb::cli
