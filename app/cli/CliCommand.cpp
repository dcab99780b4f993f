#include "app/cli/CliCommand.h"

namespace tb::cli {

std::vector<CliCommand>& cliCommands() {
    static std::vector<CliCommand> commands;
    return commands;
}

}  // namespace tb::cli
