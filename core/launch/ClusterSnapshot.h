#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

// A scheduler's picture of its cluster in neutral terms, for the cluster view: queues (Slurm partitions), nodes,
// the analyst's jobs, and the raw output every part was read from.
struct ClusterSnapshot {
    struct Queue {
        QString name, state;
        QStringList nodes;
        int gpus = 0;
        bool isDefault = false;
        QString maxTime;
    };
    struct Node {
        QString name, state;  // state as a person reads it ("idle", "drained: Xid 79 on GPU 3")
        bool usable = false;
        int gpus = 0, gpusUsed = 0, cpus = 0;
        qint64 memoryMb = 0;
        QString gres, reason;
        QStringList queues;
    };
    struct Job {
        QString id, name, user, state, reason, nodes, elapsed;
    };
    struct RawOutput {
        QString name, command;
        std::optional<int> exitCode;
        QByteArray content;
    };

    QString scheduler;  // "Slurm 22.05.8"
    QString clusterName;
    QVector<Queue> queues;
    QVector<Node> nodes;
    QVector<Job> jobs;
    QVector<RawOutput> raw;

    const RawOutput* output(const QString& name) const {
        for (const RawOutput& r : raw) {
            if (r.name == name) {
                return &r;
            }
        }
        return nullptr;
    }
};

}  // namespace tb::core
