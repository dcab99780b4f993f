#include "core/launch/slurm/SlurmAudit.h"

#include <QRegularExpression>

namespace tb::core {

namespace {
FindingRecord check(const char* id, FindingStatus status, const QString& evidence, const QString& detail) {
    return FindingRecord::check(QString::fromLatin1(id), status, evidence, detail);
}
FindingRecord fact(const char* id, const QString& value, const QString& source) {
    return FindingRecord::fact(QString::fromLatin1(id), value, source);
}
QString list(const QStringList& names, int max = 12) {
    QStringList shown = names.mid(0, max);
    QString out = shown.join(QStringLiteral(", "));
    if (names.size() > max) {
        out += SlurmAudit::tr(" and %n more", nullptr, static_cast<int>(names.size() - max));
    }
    return out;
}
}  // namespace

QStringList SlurmAudit::forcedNcclSettings(const QString& ncclConf) {
    static const QRegularExpression line(
        QStringLiteral("^\\s*(?:export\\s+)?(NCCL_ALGO|NCCL_PROTO|NCCL_MIN_NCHANNELS)\\s*=\\s*(\\S*)"));
    QStringList out;
    for (const QString& l : ncclConf.split(u'\n')) {
        const auto m = line.match(l);
        if (m.hasMatch()) {
            out << m.captured(1) + u'=' + m.captured(2);
        }
    }
    return out;
}

QVector<FindingRecord> SlurmAudit::findings(const SlurmDiscovery& d) {
    const QString config = QStringLiteral("scontrol show config");
    QVector<FindingRecord> out;
    out << fact("slurm.version", d.config.version(), config);
    out << fact("slurm.cluster", d.config.clusterName(), config);
    out << fact("slurm.nodes", QString::number(d.nodes.size()), QStringLiteral("sinfo --json"));
    out << fact("slurm.partitions", QString::number(d.partitions.size()), QStringLiteral("scontrol show partition"));
    out << fact("slurm.mpi", d.srun.mpiTypes.join(u','), QStringLiteral("srun --mpi=list"));
    const QStringList gpuNodes = d.gpuNodes();
    out << fact("slurm.gpu_nodes", QString::number(gpuNodes.size()), QStringLiteral("sinfo --json"));

    // Topology: a plugin that knows the fabric, and every GPU node placed in it.
    const QString plugin = d.config.topologyPlugin();
    if (plugin.isEmpty() || plugin == QLatin1String("flat") || plugin == QLatin1String("linear")) {
        out << check("slurm.topology", FindingStatus::Fail, config,
                     tr("TopologyPlugin is %1: jobs are placed without regard to the network's switches")
                         .arg(plugin.isEmpty() ? tr("not set") : plugin));
    } else {
        const QStringList missing = d.topology.missing(gpuNodes.isEmpty() ? QStringList() : gpuNodes);
        if (d.topology.isEmpty()) {
            out << check("slurm.topology", FindingStatus::Warn, QStringLiteral("scontrol show topology"),
                         tr("topology/%1 is set but scontrol show topology lists no switch or block").arg(plugin));
        } else if (!missing.isEmpty()) {
            out << check("slurm.topology", FindingStatus::Warn, QStringLiteral("scontrol show topology"),
                         tr("topology/%1 with %n switch(es), but GPU nodes missing from it: %2", nullptr,
                            static_cast<int>(d.topology.elements.size()))
                             .arg(plugin, list(missing)));
        } else {
            out << check("slurm.topology", FindingStatus::Pass, QStringLiteral("scontrol show topology"),
                         tr("topology/%1 with %n switch(es) covering every GPU node", nullptr,
                            static_cast<int>(d.topology.elements.size()))
                             .arg(plugin));
        }
    }

    // GRES: GPUs must be requestable.
    const auto gresTypes = d.config.setting(QStringLiteral("GresTypes"));
    if (!gresTypes || !gresTypes->split(u',').contains(QStringLiteral("gpu"))) {
        out << check("slurm.gres", FindingStatus::Fail, config,
                     tr("GresTypes does not include gpu: jobs cannot ask for GPUs with --gpus-per-node"));
    } else if (gpuNodes.isEmpty()) {
        out << check("slurm.gres", FindingStatus::Fail, QStringLiteral("sinfo --json"),
                     tr("GresTypes=%1 but no node advertises a gpu GRES").arg(*gresTypes));
    } else {
        int gpus = 0;
        for (const SlurmNode& n : d.nodes) {
            gpus += n.gpus();
        }
        out << check("slurm.gres", FindingStatus::Pass, QStringLiteral("sinfo --json"),
                     tr("%1 GPUs on %n node(s) as GRES", nullptr, static_cast<int>(gpuNodes.size())).arg(gpus));
    }

    // PMIx for MPI and NCCL bootstrap through srun.
    if (d.srun.hasMpi(QStringLiteral("pmix"))) {
        out << check("slurm.pmix", FindingStatus::Pass, QStringLiteral("srun --mpi=list"),
                     tr("srun lists pmix (%1)").arg(d.srun.pmixVersions.join(QStringLiteral(", "))));
    } else {
        out << check("slurm.pmix", FindingStatus::Fail, QStringLiteral("srun --mpi=list"),
                     d.srun.hasMpi(QStringLiteral("pmi2")) ? tr("no pmix plugin; only pmi2 is listed")
                                                           : tr("srun lists neither pmix nor pmi2"));
    }

    // Pyxis for containers in srun.
    if (!d.srun.helpRead) {
        out << check("slurm.pyxis", FindingStatus::Unknown, QStringLiteral("srun --help"),
                     tr("srun --help printed no options"));
    } else if (d.srun.hasPyxis()) {
        out << check("slurm.pyxis", FindingStatus::Pass, QStringLiteral("srun --help"),
                     tr("Pyxis is loaded: srun offers --container-image"));
    } else {
        out << check("slurm.pyxis", FindingStatus::Fail, QStringLiteral("srun --help"),
                     tr("srun has no --container-image: Pyxis is not installed, containers need another route"));
    }

    // Accounting.
    if (!d.config.accountingEnabled()) {
        out << check("slurm.accounting", FindingStatus::Fail, config,
                     tr("AccountingStorageType is %1: sacct has no job history")
                         .arg(d.config.value(QStringLiteral("AccountingStorageType"))));
    } else if (!d.accountingAnswers) {
        out << check("slurm.accounting", FindingStatus::Warn, QStringLiteral("sacct"),
                     tr("accounting is configured but sacct failed: %1").arg(d.accountingError.left(200)));
    } else {
        out << check("slurm.accounting", FindingStatus::Pass, QStringLiteral("sacct"),
                     tr("%1, and sacct answers").arg(d.config.value(QStringLiteral("AccountingStorageType"))));
    }

    // Health checks that drain bad nodes.
    const auto health = d.config.setting(QStringLiteral("HealthCheckProgram"));
    const qint64 interval = d.config.number(QStringLiteral("HealthCheckInterval")).value_or(0);
    if (!health) {
        out << check("slurm.healthcheck", FindingStatus::Fail, config,
                     tr("HealthCheckProgram is not set: unhealthy GPUs are not drained automatically"));
    } else {
        const QString program = health->trimmed();
        QString kind = tr("a site script");
        if (program.contains(QLatin1String("dcgm"), Qt::CaseInsensitive)) {
            kind = tr("DCGM");
        } else if (program.contains(QLatin1String("nhc"), Qt::CaseInsensitive)) {
            kind = tr("NHC");
        }
        if (interval <= 0) {
            out << check(
                "slurm.healthcheck", FindingStatus::Warn, config,
                tr("HealthCheckProgram=%1 (%2) but HealthCheckInterval is 0: it never runs").arg(program, kind));
        } else {
            out << check("slurm.healthcheck", FindingStatus::Pass, config,
                         tr("HealthCheckProgram=%1 (%2) every %3 s").arg(program, kind).arg(interval));
            // The cost model's time to identify a failure reads this (core/cost/MeasuredInputs).
            out << fact("slurm.healthcheck_interval_seconds", QString::number(interval), config);
        }
    }

    // Remediation: nodes that come back on their own.
    const auto resume = d.config.setting(QStringLiteral("ResumeProgram"));
    const qint64 rts = d.config.number(QStringLiteral("ReturnToService")).value_or(0);
    if (resume || rts >= 2) {
        out << check("slurm.auto_remediation", FindingStatus::Pass, config,
                     resume ? tr("ResumeProgram=%1, ReturnToService=%2").arg(*resume).arg(rts)
                            : tr("ReturnToService=2: a node that registers healthy returns to service"));
    } else if (rts == 1) {
        out << check("slurm.auto_remediation", FindingStatus::Warn, config,
                     tr("ReturnToService=1 and no ResumeProgram: only nodes down for not responding come back"));
    } else {
        out << check("slurm.auto_remediation", FindingStatus::Fail, config,
                     tr("ReturnToService=0 and no ResumeProgram: every down node needs a manual scontrol update"));
    }

    // Node states: what is down or drained and why.
    QStringList unusable;
    for (const SlurmNode& n : d.nodes) {
        if (!n.usable()) {
            unusable << n.name + QStringLiteral(" (") + n.describe() + u')';
        }
    }
    if (d.nodes.isEmpty()) {
        out << check("slurm.node_states", FindingStatus::Unknown, QStringLiteral("sinfo --json"), tr("no node listed"));
    } else if (unusable.isEmpty()) {
        out << check("slurm.node_states", FindingStatus::Pass, QStringLiteral("sinfo --json"),
                     tr("all %n node(s) up", nullptr, static_cast<int>(d.nodes.size())));
    } else {
        out << check(
            "slurm.node_states", FindingStatus::Warn, QStringLiteral("sinfo --json"),
            tr("%1 of %2 nodes cannot take jobs: %3").arg(unusable.size()).arg(d.nodes.size()).arg(list(unusable, 8)));
    }

    // The full-node srun: prolog time and /etc/nccl.conf of a worker.
    const QString srun = QStringLiteral("srun full node");
    if (d.prologSeconds) {
        const bool fast = *d.prologSeconds < kPrologLimitS;
        out << check("slurm.prolog", fast ? FindingStatus::Pass : FindingStatus::Fail, srun,
                     tr("a full-node srun on %1 took %2 s (limit %3 s)")
                         .arg(d.prologNode)
                         .arg(*d.prologSeconds, 0, 'f', 1)
                         .arg(kPrologLimitS, 0, 'f', 0));
        out << fact("slurm.prolog_seconds", QString::number(*d.prologSeconds, 'f', 2), srun);
        const QStringList forced = forcedNcclSettings(d.ncclConf);
        if (!d.ncclConfPresent) {
            out << check("slurm.nccl_conf", FindingStatus::Pass, srun,
                         tr("%1 has no /etc/nccl.conf: NCCL tunes itself").arg(d.prologNode));
        } else if (forced.isEmpty()) {
            out << check("slurm.nccl_conf", FindingStatus::Pass, srun,
                         tr("/etc/nccl.conf on %1 leaves NCCL_ALGO, NCCL_PROTO and NCCL_MIN_NCHANNELS to NCCL")
                             .arg(d.prologNode));
        } else {
            out << check("slurm.nccl_conf", FindingStatus::Fail, srun,
                         tr("/etc/nccl.conf on %1 forces %2").arg(d.prologNode, forced.join(QStringLiteral(", "))));
        }
    } else {
        out << check("slurm.prolog", FindingStatus::Unknown, srun,
                     tr("the full-node srun did not run: %1").arg(d.prologError));
        out << check("slurm.nccl_conf", FindingStatus::Unknown, srun,
                     tr("no worker was reached to read /etc/nccl.conf"));
    }
    return out;
}

}  // namespace tb::core
