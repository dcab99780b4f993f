#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// One node as sinfo --json (or scontrol show node) describes it.
struct SlurmNode {
    Q_DECLARE_TR_FUNCTIONS(SlurmNode)

public:
    QString name, address, hostname;
    QString state;       // base state, lower case: idle, mixed, allocated, down, completing, future, unknown, ...
    QStringList flags;   // upper case: DRAIN, NOT_RESPONDING, MAINTENANCE, FAIL, POWERED_DOWN, REBOOT_REQUESTED...
    QString reason;      // why it is down or drained, as the admin wrote it
    QString reasonUser;  // who set the reason ("root", "slurm"), when the output says
    QString reasonTime;  // when, as Slurm printed it ("2026-12-01T10:44:24"), when the output says
    QStringList partitions;
    int cpus = 0, allocCpus = 0;
    qint64 realMemoryMb = 0;
    QString gres, gresUsed;  // "gpu:h100:8(S:0-1)", "gpu:h100:2(IDX:0-1)"
    QString features, version, os;

    int gpus() const { return gpuCount(gres); }
    int gpusUsed() const { return gpuCount(gresUsed); }
    // Up and answering, not drained, failed or in maintenance: a job could start on it.
    bool usable() const;
    // "idle", "mixed", "down (not responding)", "drained: ib port down": the state as a person reads it.
    QString describe() const;

    // GPUs in a GRES string: "gpu:8", "gpu:h100:8(S:0-1)", "gpu:a100:4,gpu:v100:2,nic:1" (-> 6).
    static int gpuCount(const QString& gres);

    static Result<QVector<SlurmNode>> fromSinfoJson(const QByteArray& json);
    static QVector<SlurmNode> fromScontrol(const QString& scontrolShowNode);
};

}  // namespace tb::core
