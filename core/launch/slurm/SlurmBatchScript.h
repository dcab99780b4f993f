#pragma once

#include "core/Result.h"
#include "core/launch/slurm/SlurmBatchSpec.h"

#include <QCoreApplication>
#include <QString>

namespace tb::core {

// Writes a batch script from a SlurmBatchSpec. The #SBATCH lines are read by sbatch's own parser, not a shell:
// there, an unquoted '#' starts a comment, a backslash escapes the next character except white space, and double
// quotes keep spaces (checked against sbatch 22.05 by tst_SlurmCluster). The body is POSIX sh, every value in it
// quoted with ShellQuote.
//
// The script prints "@tb job <id> <nodelist>" first; each task prints "@tb task <rank> <node>" before its program
// starts, and the script "@tb step-exit <code>" at the end, so a reader can tell which node ran which rank. Tasks run
// with --label ("<rank>: " before each line), --kill-on-bad-exit=1 (one failed rank ends the step instead of
// leaving the others waiting) and the job with --no-requeue (a node failure ends it rather than starting it over).
class SlurmBatchScript {
    Q_DECLARE_TR_FUNCTIONS(SlurmBatchScript)

public:
    // InvalidArgument naming the field and the rule when a value is refused.
    static Status validate(const SlurmBatchSpec& spec);
    static Result<QString> render(const SlurmBatchSpec& spec);

    // A value for an #SBATCH line: bare when it holds only safe characters, '#' escaped as "\#" (Pyxis' form for
    // registry#image), else in double quotes with '\' and '"' escaped. Nothing for values with line breaks or control
    // characters: such values cannot be written there.
    static Result<QString> directiveValue(const QString& value);
    // Slurm object names (partition, account, QoS, reservation, node): letters, digits, '.', '_', '-', and for
    // lists ','. Anything else is refused, not quoted.
    static bool isSlurmName(const QString& name, bool list = false);
    static bool isEnvironmentName(const QString& name);

    static constexpr int kMaxNodes = 4096;
    static constexpr int kMaxTasksPerNode = 1024;
};

}  // namespace tb::core
