#include "core/launch/slurm/SlurmPartition.h"

#include "core/launch/slurm/SlurmHostlist.h"
#include "core/launch/slurm/SlurmKeyValue.h"

namespace tb::core {

int SlurmPartition::gpuCount() const {
    // "gres/gpu=4" counts all GPUs; typed entries ("gres/gpu:h100=4") repeat them, so the untyped one wins.
    qint64 untyped = -1, typed = 0;
    for (const QString& item : tres.split(u',', Qt::SkipEmptyParts)) {
        const QString key = item.section(u'=', 0, 0);
        const qint64 n = item.section(u'=', 1).toLongLong();
        if (key == QLatin1String("gres/gpu")) {
            untyped = n;
        } else if (key.startsWith(QLatin1String("gres/gpu:"))) {
            typed += n;
        }
    }
    const qint64 n = untyped >= 0 ? untyped : typed;
    return static_cast<int>(qBound(qint64(0), n, qint64(1) << 30));
}

QVector<SlurmPartition> SlurmPartition::parse(const QString& text) {
    QVector<SlurmPartition> out;
    for (const SlurmRecord& r : SlurmKeyValue::records(text, {QStringLiteral("PartitionName")})) {
        SlurmPartition p;
        p.name = r.value(u"PartitionName");
        if (p.name.isEmpty()) {
            continue;
        }
        p.state = r.value(u"State");
        p.nodesSpec = r.value(u"Nodes");
        if (SlurmKeyValue::isUnset(p.nodesSpec)) {
            p.nodesSpec.clear();
        }
        p.nodes = SlurmHostlist::expand(p.nodesSpec).valueOr({});
        p.isDefault = r.value(u"Default") == QLatin1String("YES");
        p.maxTime = r.value(u"MaxTime");
        p.totalNodes = r.value(u"TotalNodes").toInt();
        p.totalCpus = r.value(u"TotalCPUs").toInt();
        p.tres = r.value(u"TRES");
        p.qos = r.value(u"QoS");
        p.allowAccounts = r.value(u"AllowAccounts");
        p.allowQos = r.value(u"AllowQos");
        out.append(p);
    }
    return out;
}

}  // namespace tb::core
