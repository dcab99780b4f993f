#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tb::core {

// Slurm's host list notation: "node[01-03,7],gpu-a" <-> node01 node02 node03 node7 gpu-a. Node lists come from the
// cluster (sinfo, squeue, sacct, SLURM_JOB_NODELIST) and are untrusted: expansion is capped, so "n[1-999999999]"
// is an error rather than a memory exhaustion.
class SlurmHostlist {
    Q_DECLARE_TR_FUNCTIONS(SlurmHostlist)

public:
    static constexpr int kMaxHosts = 100000;

    // Expands a list; zero-padded ranges keep their width ("n[08-10]" -> n08 n09 n10). Several bracket groups in one
    // name multiply ("r[1-2]n[1-2]" -> r1n1 r1n2 r2n1 r2n2). "", "(null)" and "None assigned" are the empty list.
    static Result<QStringList> expand(const QString& list);
    // The shortest usual form of names: runs of numbered names with the same prefix and width become ranges,
    // in the order given ("n1 n2 n3 x" -> "n[1-3],x").
    static QString compress(const QStringList& hosts);
};

}  // namespace tb::core
