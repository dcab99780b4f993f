#pragma once

#include "core/Result.h"
#include "core/domain/FindingRecord.h"
#include "core/session/CancelToken.h"
#include "core/session/RemoteConnection.h"

#include <QCoreApplication>
#include <QVector>

#include <functional>
#include <optional>

namespace tb::core {

// How the drill makes a node look broken to the provider's health checks.
enum class FaultInjection {
    // A marker file the provider's health check was set up to watch for this drill (agreed beforehand): written in
    // the shared home from the login node, removed again right after the drain was seen. The test cluster's health
    // check watches it.
    Marker,
    // A synthetic Xid 79 line in the node's kernel log (`sudo -n tee /dev/kmsg` in a one-task job), the pattern
    // DCGM, gpud and most health scripts look for. Needs passwordless sudo; a kernel log cannot be taken back, so the
    // provider clears it (usually with a reboot).
    KernelLog,
    // The provider triggers the fault now; the clock starts at the analyst's mark.
    Provider,
};
QString faultInjectionKey(FaultInjection injection);  // "marker", "kernel-log", "provider"
std::optional<FaultInjection> faultInjectionFromKey(const QString& key);

struct FaultDrillOptions {
    QString node;  // a node name as Slurm knows it
    FaultInjection injection = FaultInjection::Marker;
    QString markerDir = QStringLiteral(".tierbench-fault");  // relative to the login user's home (shared /home)
    int pollIntervalS = 5;
    int detectDeadlineS = 300;   // ClusterMAX 3.0 expects detection in about 2 minutes
    int returnDeadlineS = 3600;  // ... and the node (or a hot spare) in service within an hour
    bool consent = false;        // the drill drains a node of the provider's: never without it
};

// One change the drill saw, in the cluster's clock (seconds since the epoch, from `date` on the login node).
struct FaultDrillEvent {
    double at = 0;
    QString what;
};

struct FaultDrillTimeline {
    double injected = 0;
    std::optional<double> slurmDrained;  // the drain reason's stamp: when Slurm itself drained the node
    std::optional<double> detected;      // the first poll that saw the node out of service
    std::optional<double> cleared;       // the injected fault taken away again
    std::optional<double> returned;      // the first poll that saw the node in service again
    QString reason;                      // the drain reason the health check wrote
    QVector<FaultDrillEvent> events;
    QByteArray raw;  // every poll's output, kept with the run
};

struct FaultDrillOutcome {
    FaultDrillOptions options;
    FaultDrillTimeline timeline;
    QString clearNote;  // what the analyst must still do about the fault (kernel log, provider), empty if nothing

    std::optional<double> detectionS() const;  // injected -> detected
    std::optional<double> slurmLagS() const;   // Slurm's own drain -> the workbench saw it
    std::optional<double> inDrainS() const;    // drained (Slurm's stamp, else seen) -> back in service
    // Checks and facts: fault_drill.detected, fault_drill.returned, and the timings.
    QVector<FindingRecord> findings() const;
};

// The reliability phase's fault -> drain -> return drill on a Slurm cluster (issue #36): injects a fault on one
// node, polls `scontrol show node` on the login node, and times detection (the node drained or down), the drain
// as Slurm stamped it, and the node's return to service. The injected fault is taken away on every way out
// (seen, deadline, cancel, a lost connection) where the drill can take it away at all.
//
// Thread contract: the session's worker thread (it blocks between polls).
class SlurmFaultDrill {
    Q_DECLARE_TR_FUNCTIONS(SlurmFaultDrill)

public:
    using Log = std::function<void(const QString&)>;

    static Result<FaultDrillOutcome> run(RemoteConnection& connection, const FaultDrillOptions& options,
                                         const CancelToken& cancel, const Log& log = {});

    // Parses one poll's output: a `date '+%s.%N %Y-%m-%dT%H:%M:%S'` line then `scontrol show node`. *offsetS is the
    // controller's local time minus UTC, to put Slurm's local stamps on the epoch.
    struct Poll {
        double at = 0;
        double offsetS = 0;
        bool found = false, inService = false;
        QString state, reason;
        std::optional<double> reasonAt;
    };
    static Result<Poll> parsePoll(const QByteArray& out, const QString& node);

private:
    static Status validate(const FaultDrillOptions& options);
};

}  // namespace tb::core
