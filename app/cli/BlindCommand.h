#pragma once

#include "app/cli/CliCommand.h"
#include "core/trust/RunAccounts.h"

#include <optional>

namespace tb::cli {

// `--account-disclosed yes|no` as run and runs set-account take it.
std::optional<core::AccountObtained> parseAccountDisclosed(const QString& word);
// `runs set-account ...` (ctx.args without the word set-account).
int runSetAccount(CliContext& ctx);

}  // namespace tb::cli
