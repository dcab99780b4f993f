#pragma once

#include <QPair>
#include <QString>
#include <QVector>

namespace tb::core {

// What a Slurm launcher adds to every job of its cluster (from ClusterRecord), and what it knows of the cluster
// (from discovery): whether accounting answers (sacct, else squeue alone) and how srun starts MPI tasks.
struct SlurmSettings {
    QString partition, account, qos, reservation;
    int timeLimitMin = 30;
    QString containerImage;
    QVector<QPair<QString, QString>> ncclEnv;
    bool accounting = true;
    QStringList mpiTypes;  // srun --mpi=list; empty: unknown, tasks start without PMI
    bool pyxis = false;
};

}  // namespace tb::core
