#include "core/launch/slurm/SlurmBatchSpec.h"

#include "core/launch/slurm/SrunCapabilities.h"

#include <QJsonArray>

namespace tb::core {

QString slurmMpiKey(SlurmMpi mpi) {
    switch (mpi) {
        case SlurmMpi::Pmix:
            return QStringLiteral("pmix");
        case SlurmMpi::Pmi2:
            return QStringLiteral("pmi2");
        case SlurmMpi::None:
            break;
    }
    return QStringLiteral("none");
}

SlurmMpi chooseSlurmMpi(const SrunCapabilities& caps) {
    if (caps.hasMpi(QStringLiteral("pmix"))) {
        return SlurmMpi::Pmix;
    }
    if (caps.hasMpi(QStringLiteral("pmi2"))) {
        return SlurmMpi::Pmi2;
    }
    return SlurmMpi::None;
}

QJsonObject SlurmBatchSpec::toJson() const {
    QJsonObject env;
    for (const auto& e : environment) {
        env.insert(e.first, e.second);
    }
    QJsonObject o{{QStringLiteral("job_name"), jobName},
                  {QStringLiteral("nodes"), nodes},
                  {QStringLiteral("tasks_per_node"), tasksPerNode},
                  {QStringLiteral("gpus_per_node"), gpusPerNode},
                  {QStringLiteral("cpus_per_task"), cpusPerTask},
                  {QStringLiteral("exclusive"), exclusive},
                  {QStringLiteral("time_limit_min"), timeLimitMin},
                  {QStringLiteral("mpi"), slurmMpiKey(mpi)},
                  {QStringLiteral("kill_on_bad_exit"), killOnBadExit},
                  {QStringLiteral("environment"), env},
                  {QStringLiteral("command"), QJsonArray::fromStringList(command)}};
    const auto put = [&o](const char* key, const QString& v) {
        if (!v.isEmpty()) {
            o.insert(QLatin1String(key), v);
        }
    };
    put("partition", partition);
    put("account", account);
    put("qos", qos);
    put("reservation", reservation);
    put("container_image", containerImage);
    if (!nodeList.isEmpty()) {
        o.insert(QStringLiteral("nodelist"), QJsonArray::fromStringList(nodeList));
    }
    if (!exclude.isEmpty()) {
        o.insert(QStringLiteral("exclude"), QJsonArray::fromStringList(exclude));
    }
    if (!containerImage.isEmpty()) {
        o.insert(QStringLiteral("container_for_job"), containerForJob);
        o.insert(QStringLiteral("container_mounts"), QJsonArray::fromStringList(containerMounts));
    }
    return o;
}

}  // namespace tb::core
