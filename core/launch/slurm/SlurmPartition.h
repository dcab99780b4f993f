#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// One partition of `scontrol show partition`.
struct SlurmPartition {
    QString name;
    QString state;      // UP, DOWN, DRAIN, INACTIVE
    QString nodesSpec;  // as printed: "gpu[001-064]"
    QStringList nodes;  // expanded (empty when the list could not be read)
    bool isDefault = false;
    QString maxTime;  // "01:00:00", "UNLIMITED"
    int totalNodes = 0;
    int totalCpus = 0;
    QString tres;  // "cpu=4,mem=1G,node=2,billing=4,gres/gpu=4"
    QString qos, allowAccounts, allowQos;

    bool isUp() const { return state.compare(QLatin1String("UP"), Qt::CaseInsensitive) == 0; }
    // The GPUs of the partition from its TRES (gres/gpu=N, gres/gpu:type=N summed); 0 when none.
    int gpuCount() const;

    static QVector<SlurmPartition> parse(const QString& scontrolShowPartition);
};

}  // namespace tb::core
