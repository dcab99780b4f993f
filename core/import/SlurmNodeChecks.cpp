#include "core/import/SlurmNodeChecks.h"

#include <QHash>
#include <QSet>

namespace tb::core {

namespace {

// Shown lists stay readable on a cluster of thousands: the first names, then a count.
QString shortList(const QStringList& items, int max = 12) {
    QString out = items.mid(0, max).join(QStringLiteral("; "));
    if (items.size() > max)
        out += SlurmNodeChecks::tr("; and %1 more").arg(items.size() - max);
    return out;
}

bool hasAny(const QStringList& flags, std::initializer_list<const char*> names) {
    for (const char* n : names) {
        if (flags.contains(QLatin1String(n)))
            return true;
    }
    return false;
}

// "NHC: check_gpu_xid: Xid 79 (set by root at 2026-12-01T10:44:24)"
QString reasonText(const SlurmNode& n) {
    QString text = n.reason.left(500);
    if (!n.reasonUser.isEmpty() && !n.reasonTime.isEmpty())
        text += SlurmNodeChecks::tr(" (set by %1 at %2)").arg(n.reasonUser, n.reasonTime);
    else if (!n.reasonUser.isEmpty())
        text += SlurmNodeChecks::tr(" (set by %1)").arg(n.reasonUser);
    else if (!n.reasonTime.isEmpty())
        text += SlurmNodeChecks::tr(" (set at %1)").arg(n.reasonTime);
    return text;
}

QString withReason(const SlurmNode& n) {
    const QString state = SlurmNodeChecks::stateText(n);
    return n.reason.isEmpty() ? QStringLiteral("%1 (%2)").arg(n.name, state)
                              : QStringLiteral("%1 (%2: %3)").arg(n.name, state, reasonText(n));
}

}  // namespace

SlurmNodeChecks::Class SlurmNodeChecks::classify(const SlurmNode& n) {
    if (n.state == QLatin1String("future"))
        return Class::Future;
    if (n.state == QLatin1String("down") || hasAny(n.flags, {"FAIL", "NOT_RESPONDING", "INVALID_REG", "INVALID"}))
        return Class::Down;
    // Slurm's UNKNOWN: slurmctld has not heard from the node since it started.
    const bool unheard = n.state == QLatin1String("unknown");  // status-lint: foreign word (a Slurm node state)
    if (unheard || hasAny(n.flags, {"DRAIN", "MAINTENANCE", "REBOOT_ISSUED", "BOOTING"}))
        return Class::Out;
    if (n.state.isEmpty())
        return n.reason.isEmpty() ? Class::Unseen : Class::Out;
    return Class::Usable;
}

bool SlurmNodeChecks::automaticReason(const SlurmNode& n) {
    const QString r = n.reason.left(2000).toLower();
    if (r.isEmpty() || r.startsWith(QLatin1String("not responding")))
        return false;  // slurmctld lost contact: nothing was checked
    if (n.reasonUser == QLatin1String("slurm") || n.reasonUser.startsWith(QLatin1String("slurm(")))
        return true;  // slurmctld's own drains: Kill task failed, a GRES count lower than configured, ...
    static const char* const kMarks[] = {"nhc",
                                         "health",
                                         "dcgm",
                                         "xid",
                                         "ecc",
                                         "gpud",
                                         "nvsentinel",
                                         "node-problem",
                                         "check_",
                                         "kill task failed",
                                         "gres/gpu count",
                                         "gpu count",
                                         "prolog error",
                                         "epilog error",
                                         "batch job complete failure",
                                         "low realmemory",
                                         "fell off",
                                         "fallen off",
                                         "row remap",
                                         "unexpectedly rebooted"};
    for (const char* mark : kMarks) {
        if (r.contains(QLatin1String(mark)))
            return true;
    }
    return false;
}

QString SlurmNodeChecks::stateText(const SlurmNode& n) {
    if (n.state.isEmpty())
        return n.reason.isEmpty() ? tr("state not shown") : tr("listed with a reason");
    SlurmNode bare = n;
    bare.reason.clear();
    QString text = bare.describe();
    if (n.flags.contains(QStringLiteral("REBOOT_ISSUED")) || n.flags.contains(QStringLiteral("BOOTING")))
        text += tr(", rebooting");
    else if (n.flags.contains(QStringLiteral("REBOOT_REQUESTED")))
        text += tr(", reboot pending");
    if (n.flags.contains(QStringLiteral("POWERED_DOWN")))
        text += tr(", powered down");
    return text;
}

bool SlurmNodeChecks::believableGres(const QString& gres) {
    // Entries are separated by commas outside parentheses ("gpu:h100:8(S:0-1),nic:1").
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= gres.size(); ++i) {
        const QChar c = i < gres.size() ? gres.at(i) : QChar(u',');
        if (c == u'(')
            ++depth;
        else if (c == u')')
            --depth;
        if (c != u',' || depth > 0)
            continue;
        const QStringList parts = gres.mid(start, i - start).section(u'(', 0, 0).trimmed().split(u':');
        start = i + 1;
        if (parts.value(0) != QLatin1String("gpu") || parts.size() < 2)
            continue;
        const QString& count = parts.last();
        bool digits = !count.isEmpty();
        for (const QChar d : count)
            digits = digits && d >= u'0' && d <= u'9';
        if (digits && (count.size() > 6 || count.toLongLong() > 1024))
            return false;
    }
    return true;
}

void SlurmNodeChecks::apply(ParsedRun& run, const QVector<SlurmNode>& nodes, bool gresKnown) {
    QStringList down, out, automatic, noGpu, unreadable;
    int usable = 0, future = 0, unseen = 0, nodeFindings = 0, cpuNodes = 0, gpuNodes = 0;
    qint64 gpus = 0;
    // Partitions where some node advertises a GPU: a GPU-less node there has lost its GPUs (or its GRES).
    QSet<QString> gpuPartitions;
    for (const SlurmNode& n : nodes) {
        if (n.gpus() > 0) {
            for (const QString& p : n.partitions)
                gpuPartitions.insert(p);
        }
    }
    for (const SlurmNode& n : nodes) {
        const Class c = classify(n);
        switch (c) {
            case Class::Usable:
                ++usable;
                break;
            case Class::Future:
                ++future;
                break;
            case Class::Unseen:
                ++unseen;
                break;
            case Class::Out:
            case Class::Down:
                (c == Class::Down ? down : out) << withReason(n);
                if (automaticReason(n))
                    automatic << QStringLiteral("%1 (%2)").arg(n.name, reasonText(n));
                if (nodeFindings < kMaxNodeFindings) {
                    ++nodeFindings;
                    run.findings.push_back(
                        FindingRecord::fact(QStringLiteral("slurm.node.%1").arg(n.name), stateText(n), reasonText(n)));
                }
                break;
        }
        if (gresKnown && !believableGres(n.gres)) {
            unreadable << QStringLiteral("%1 (%2)").arg(n.name, n.gres.left(100));
        } else if (gresKnown) {
            const int g = n.gpus();
            gpus += g;
            gpuNodes += g > 0 ? 1 : 0;
            if (c == Class::Usable && g == 0) {
                bool inGpuPartition = n.partitions.isEmpty();
                for (const QString& p : n.partitions)
                    inGpuPartition = inGpuPartition || gpuPartitions.contains(p);
                if (inGpuPartition || gpuPartitions.isEmpty())
                    noGpu << n.name;
                else
                    ++cpuNodes;
            }
        }
    }
    const int total = int(nodes.size()) - future;
    run.findings.push_back(
        FindingRecord::fact(QStringLiteral("slurm.nodes"), QString::number(total),
                            future > 0 ? tr("%1 more configured for the future").arg(future) : QString()));

    // Nodes out of service.
    const int outCount = int(down.size() + out.size());
    QStringList said;
    if (!down.isEmpty())
        said << tr("%1 down or failing: %2").arg(down.size()).arg(shortList(down));
    if (!out.isEmpty())
        said << tr("%1 drained, in maintenance or rebooting: %2").arg(out.size()).arg(shortList(out));
    if (outCount > 0) {
        run.findings.push_back(FindingRecord::check(QStringLiteral("slurm.nodes_out"),
                                                    down.isEmpty() ? FindingStatus::Warn : FindingStatus::Fail,
                                                    QString::number(outCount),
                                                    tr("%1 of %2 listed nodes cannot take jobs. %3")
                                                        .arg(outCount)
                                                        .arg(total)
                                                        .arg(said.join(QStringLiteral(". ")))));
    } else if (unseen > 0 || usable == 0) {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("slurm.nodes_out"), FindingStatus::Unknown, QStringLiteral("0"),
            tr("The listing shows no state for %1 of %2 nodes: whether they can take jobs is not visible.")
                .arg(unseen)
                .arg(total)));
    } else {
        run.findings.push_back(FindingRecord::check(QStringLiteral("slurm.nodes_out"), FindingStatus::Pass,
                                                    QStringLiteral("0"),
                                                    tr("All %1 listed nodes can take jobs.").arg(usable)));
    }

    // Automatic draining.
    if (!automatic.isEmpty()) {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("slurm.auto_drain"), FindingStatus::Pass, QString::number(automatic.size()),
            tr("Taken out by a health check or by Slurm itself: %1").arg(shortList(automatic))));
    } else {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("slurm.auto_drain"), FindingStatus::Unknown, QStringLiteral("0"),
            outCount > 0 ? tr("No reason of the %1 nodes out of service names a health check or Slurm itself: "
                              "whether a failed check drains a node is not visible here.")
                               .arg(outCount)
                         : tr("No node is drained or down: whether a failed check drains a node is not visible "
                              "here.")));
    }

    // GPUs as GRES.
    if (!gresKnown)
        return;
    run.findings.push_back(FindingRecord::fact(QStringLiteral("slurm.gpus"), QString::number(gpus),
                                               tr("on %1 nodes (gpu GRES)").arg(gpuNodes)));
    if (cpuNodes > 0) {
        run.findings.push_back(FindingRecord::fact(QStringLiteral("slurm.cpu_nodes"), QString::number(cpuNodes),
                                                   tr("up, in partitions where no node has a GPU")));
    }
    if (!noGpu.isEmpty()) {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("slurm.gpu_gres"), FindingStatus::Fail, QString::number(noGpu.size()),
            gpuPartitions.isEmpty()
                ? tr("No listed node advertises a gpu GRES; up without one: %1").arg(shortList(noGpu, 20))
                : tr("%1 nodes are up but advertise no gpu GRES where other nodes of their partition do: %2")
                      .arg(noGpu.size())
                      .arg(shortList(noGpu, 20))));
    } else if (!unreadable.isEmpty()) {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("slurm.gpu_gres"), FindingStatus::Unknown, QString::number(unreadable.size()),
            tr("GPU counts that are not a count: %1").arg(shortList(unreadable))));
    } else if (gpuNodes > 0) {
        run.findings.push_back(FindingRecord::check(QStringLiteral("slurm.gpu_gres"), FindingStatus::Pass,
                                                    QStringLiteral("0"),
                                                    tr("%1 GPUs on %2 nodes as GRES; every GPU node that is up "
                                                       "advertises them.")
                                                        .arg(gpus)
                                                        .arg(gpuNodes)));
    } else {
        run.findings.push_back(FindingRecord::check(QStringLiteral("slurm.gpu_gres"), FindingStatus::Unknown,
                                                    QStringLiteral("0"),
                                                    tr("No node is up: whether the nodes advertise GPUs is not "
                                                       "visible.")));
    }
}

}  // namespace tb::core
