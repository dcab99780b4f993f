#pragma once

#include "core/Result.h"

#include <QJsonObject>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

struct SrunCapabilities;

// How srun starts the tasks: PMIx where the cluster lists it, else PMI-2, else no PMI at all (tb-coll then meets its
// peers through its own TCP rendezvous, from the step's node list).
enum class SlurmMpi { Pmix, Pmi2, None };

QString slurmMpiKey(SlurmMpi mpi);  // "pmix", "pmi2", "none": srun --mpi's own words
// pmix when listed, else pmi2, else none.
SlurmMpi chooseSlurmMpi(const SrunCapabilities& caps);

// One batch job as structured values: Tierbench never pastes text into a script. Every value is validated (names of
// partitions, accounts, QoS and reservations, environment variable names) or quoted (environment values, container
// images and mounts, the task's arguments) by SlurmBatchScript.
struct SlurmBatchSpec {
    QString jobName = QStringLiteral("tierbench");
    QString partition, account, qos, reservation;
    int nodes = 1;
    int tasksPerNode = 1;
    int gpusPerNode = 0;  // 0: no --gpus-per-node
    int cpusPerTask = 0;  // 0: Slurm's default
    bool exclusive = false;
    int timeLimitMin = 30;
    QStringList nodeList;  // --nodelist: exactly these nodes (pairwise runs); empty: any
    QStringList exclude;   // --exclude
    SlurmMpi mpi = SlurmMpi::None;
    bool killOnBadExit = true;  // srun --kill-on-bad-exit=1 (else =0: every task runs to its end)

    // Pyxis. The image is given to each srun step (the batch script itself stays on the node) unless
    // containerForJob, which puts it in an #SBATCH line with Pyxis' '#' escaping.
    QString containerImage;
    bool containerForJob = false;
    QStringList containerMounts;  // "SRC:DST[:FLAGS]" each
    bool containerMountHome = false;

    QVector<QPair<QString, QString>> environment;  // exported before the step (NCCL_*, UCX_*, ...)
    QStringList command;                           // argv of every task
    // Relative to the job folder. Two files, not one: srun writes its own messages to stderr unbuffered, and in one
    // shared file they would land in the middle of a task's stdout line.
    QString outputFile = QStringLiteral("job.out");
    QString errorFile = QStringLiteral("job.err");

    QJsonObject toJson() const;  // stored with the job and the run
};

}  // namespace tb::core
