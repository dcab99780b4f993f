#pragma once

#include "core/import/ParsedImport.h"
#include "core/launch/slurm/SlurmNode.h"

#include <QCoreApplication>
#include <QVector>

namespace tb::core {

// The checks every Slurm node listing gives (sinfo in its layouts, sinfo -R, scontrol show node), so the same nodes
// read from any of them say the same thing:
// - slurm.nodes_out: down, failing, not responding or invalid nodes fail; drained ones, in maintenance, rebooting
//   or listed only with a reason warn; all up passes (only when the listing shows states).
// - slurm.node.<name>: a fact per node out of service, its state and reason with who set it when.
// - slurm.auto_drain: a reason set by a health check (NHC, DCGM, Xid, ...) or by Slurm itself (Kill task failed,
//   a GRES count lower than configured) shows nodes are taken out automatically; otherwise unknown, since a
//   listing cannot show what would happen.
// - slurm.gpu_gres, when the listing shows GRES: a node that is up but advertises no GPU fails, unless it sits in
//   partitions where no node has one (a CPU partition) while other nodes do.
class SlurmNodeChecks {
    Q_DECLARE_TR_FUNCTIONS(SlurmNodeChecks)

public:
    static constexpr int kMaxNodeFindings = 1000;

    enum class Class {
        Usable,  // up and taking jobs
        Out,     // drained, in maintenance, rebooting, or listed with a reason only (sinfo -R)
        Down,    // down, failing, not responding, invalid registration
        Future,  // configured for later: not a node yet
        Unseen,  // the listing showed no state for it
    };
    static Class classify(const SlurmNode& node);
    // Whether a node's reason reads as set by a health check or by Slurm itself rather than typed by a person.
    static bool automaticReason(const SlurmNode& node);
    // "drained", "down (not responding)", "listed with a reason": the state without the reason.
    static QString stateText(const SlurmNode& node);
    // Every gpu entry of a GRES string has a believable count (0-1024, or none, which means one): a count that is
    // not one ("gpu:99999999999999999999") must not read as one GPU or as none.
    static bool believableGres(const QString& gres);

    // gresKnown: the listing had a GRES column or field, so a node without a gpu GRES advertises none.
    static void apply(ParsedRun& run, const QVector<SlurmNode>& nodes, bool gresKnown);
};

}  // namespace tb::core
