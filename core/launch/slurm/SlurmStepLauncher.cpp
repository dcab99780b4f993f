#include "core/launch/slurm/SlurmStepLauncher.h"

#include "core/launch/slurm/SlurmBatchScript.h"
#include "core/session/ShellQuote.h"

#include <QCoreApplication>

namespace tb::core {

Result<QString> SlurmStepLauncher::commandLine(const LaunchRequest& request) const {
    QStringList srun{QStringLiteral("srun"), QStringLiteral("--nodes=1"), QStringLiteral("--ntasks=1"),
                     QStringLiteral("--kill-on-bad-exit=1"), QStringLiteral("--job-name=tierbench-step")};
    const QVector<QPair<const char*, QString>> names{{"--partition=", m_settings.partition},
                                                     {"--account=", m_settings.account},
                                                     {"--qos=", m_settings.qos},
                                                     {"--reservation=", m_settings.reservation}};
    for (const auto& n : names) {
        if (n.second.isEmpty()) {
            continue;
        }
        if (!SlurmBatchScript::isSlurmName(n.second, true)) {
            return makeError(ErrorCode::InvalidArgument,
                             QCoreApplication::translate("SlurmStepLauncher", "Not a Slurm name: %1").arg(n.second));
        }
        srun << QString::fromLatin1(n.first) + n.second;
    }
    // The step may run as long as the run may; without a run limit, the cluster's default.
    const int minutes = request.timeoutS > 0 ? (request.timeoutS + 59) / 60 + 1 : m_settings.timeLimitMin;
    srun << QStringLiteral("--time=%1").arg(qBound(1, minutes, 7 * 24 * 60));
    return ShellQuote::join(srun) + u' ' +
           ShellQuote::join({QStringLiteral("sh"), QStringLiteral("-c"), request.commandLine});
}

}  // namespace tb::core
