#include "core/import/KubeNodeChecks.h"

namespace tb::core {

namespace {

QString shortList(const QStringList& items, int max = 12) {
    QString out = items.mid(0, max).join(QStringLiteral("; "));
    if (items.size() > max)
        out += KubeNodeChecks::tr("; and %1 more").arg(items.size() - max);
    return out;
}

// Words a health monitor puts in its taints and conditions (NVSentinel, node-problem-detector, DCGM, gpud, draino);
// the kubelet's and the node lifecycle controller's own taints are not one.
bool healthMark(const QString& text) {
    static const char* const kMarks[] = {"health", "xid",        "ecc",      "dcgm",   "npd",       "problem",
                                         "gpud",   "nvsentinel", "remediat", "draino", "gpu-error", "gpuerror"};
    const QString t = text.left(500).toLower();
    for (const char* m : kMarks) {
        if (t.contains(QLatin1String(m)))
            return true;
    }
    return false;
}

bool reservation(const QString& key) {
    return key == QLatin1String("nvidia.com/gpu") || key == QLatin1String("amd.com/gpu") ||
           key == QLatin1String("node-role.kubernetes.io/control-plane") ||
           key == QLatin1String("node-role.kubernetes.io/master");
}

// Taken out of service by this taint (not merely reserved for some pods).
bool outTaint(const KubeNodeStatus::Taint& t) {
    if (t.effect == QLatin1String("PreferNoSchedule"))
        return false;
    if (t.key.startsWith(QLatin1String("node.kubernetes.io/")) ||
        t.key.startsWith(QLatin1String("node.cloudprovider.kubernetes.io/")) ||
        t.key == QLatin1String("ToBeDeletedByClusterAutoscaler") ||
        t.key == QLatin1String("DeletionCandidateOfClusterAutoscaler"))
        return true;
    if (healthMark(t.key) || healthMark(t.value))
        return true;
    return t.effect == QLatin1String("NoExecute") && !reservation(t.key);
}

QString taintText(const KubeNodeStatus::Taint& t) {
    return t.value.isEmpty() ? QStringLiteral("%1:%2").arg(t.key, t.effect)
                             : QStringLiteral("%1=%2:%3").arg(t.key, t.value, t.effect);
}

// A condition whose name says it is good when True ("GpuHealthy"); the rest are problems when True.
bool positiveCondition(const QString& type) {
    return type == QLatin1String("Ready") || type.endsWith(QLatin1String("Healthy")) ||
           type.endsWith(QLatin1String("Ready")) || type.endsWith(QLatin1String("OK"));
}

bool conditionBad(const KubeNodeStatus::Condition& c) {
    if (c.status.isEmpty() || c.status == QLatin1String("Unknown"))
        return c.type == QLatin1String("Ready");
    return positiveCondition(c.type) ? c.status != QLatin1String("True") : c.status == QLatin1String("True");
}

QString conditionText(const KubeNodeStatus::Condition& c) {
    QString text = QStringLiteral("%1=%2").arg(c.type, c.status);
    QStringList why;
    if (!c.reason.isEmpty())
        why << c.reason.left(100);
    if (!c.message.isEmpty())
        why << c.message.left(300);
    if (!why.isEmpty())
        text += QStringLiteral(" (%1)").arg(why.join(QStringLiteral(": ")));
    return text;
}

}  // namespace

std::optional<qint64> KubeNodeStatus::gpuQuantity(const QString& text) {
    const QString t = text.trimmed();
    if (t.isEmpty() || t.size() > 6)
        return std::nullopt;
    for (const QChar c : t) {
        if (!c.isDigit() || c.unicode() > '9')
            return std::nullopt;
    }
    const qint64 n = t.toLongLong();
    return n <= 4096 ? std::optional<qint64>(n) : std::nullopt;
}

bool KubeNodeStatus::isGpuResource(const QString& name) {
    return name == QLatin1String("nvidia.com/gpu") || name == QLatin1String("amd.com/gpu") ||
           name.startsWith(QLatin1String("nvidia.com/mig-"));
}

void KubeNodeStatus::label(const QString& key, const QString& value) {
    if (key == QLatin1String("node-role.kubernetes.io/control-plane") ||
        key == QLatin1String("node-role.kubernetes.io/master")) {
        controlPlane = true;
        return;
    }
    if (value == QLatin1String("false"))
        return;
    if (key == QLatin1String("nvidia.com/gpu.product"))
        gpuProduct = value.left(100);
    if (key.startsWith(QLatin1String("nvidia.com/gpu.")) || key.startsWith(QLatin1String("amd.com/gpu")) ||
        key.startsWith(QLatin1String("beta.amd.com/gpu")) ||
        (key.startsWith(QLatin1String("feature.node.kubernetes.io/pci-")) &&
         (key.contains(QLatin1String("10de")) || key.contains(QLatin1String("0302_1002")))))
        gpuLabelled = true;
}

bool KubeNodeChecks::kubeletCondition(const QString& type) {
    return type == QLatin1String("Ready") || type == QLatin1String("MemoryPressure") ||
           type == QLatin1String("DiskPressure") || type == QLatin1String("PIDPressure") ||
           type == QLatin1String("NetworkUnavailable");
}

void KubeNodeChecks::apply(ParsedRun& run, const QVector<KubeNodeStatus>& nodes) {
    QStringList notReady, out, automatic, monitorConditions, noGpu, fewer, unreadable, products;
    int readyUnknown = 0, cpuNodes = 0, gpuNodes = 0, nodeFindings = 0, judged = 0;
    qint64 gpus = 0;
    bool anyGpu = false;
    for (const KubeNodeStatus& n : nodes) {
        for (auto it = n.capacity.cbegin(); it != n.capacity.cend(); ++it)
            anyGpu = anyGpu || it.value().value_or(0) > 0;
    }
    for (const KubeNodeStatus& n : nodes) {
        std::optional<bool> ready;
        QStringList bad;
        for (const auto& c : n.conditions) {
            if (c.type == QLatin1String("Ready"))
                ready = c.status == QLatin1String("True");
            if (!kubeletCondition(c.type) && !monitorConditions.contains(c.type) && monitorConditions.size() < 20)
                monitorConditions << c.type.left(100);
            if (conditionBad(c))
                bad << conditionText(c);
        }
        QStringList taints;
        bool outOfService = n.unschedulable;
        bool byMonitor = false;
        for (const auto& t : n.taints) {
            taints << taintText(t);
            if (outTaint(t)) {
                outOfService = true;
                byMonitor = byMonitor || healthMark(t.key) || healthMark(t.value);
            }
        }
        // GPUs: every resource read as a count, or the node's figure is unreadable.
        qint64 cap = 0, alloc = 0;
        bool readable = true;
        for (auto it = n.capacity.cbegin(); it != n.capacity.cend(); ++it) {
            readable = readable && it.value().has_value();
            cap += it.value().value_or(0);
        }
        for (auto it = n.allocatable.cbegin(); it != n.allocatable.cend(); ++it) {
            readable = readable && it.value().has_value();
            alloc += it.value().value_or(0);
        }
        if (!n.gpuProduct.isEmpty() && !products.contains(n.gpuProduct) && products.size() < 10)
            products << n.gpuProduct;
        gpus += alloc;
        gpuNodes += cap > 0 || alloc > 0 ? 1 : 0;
        QString gpuNote;
        if (!n.controlPlane && n.capacityShown && ready.value_or(false)) {
            ++judged;
            const bool hint = n.gpuLabelled || !n.capacity.isEmpty() || !n.allocatable.isEmpty();
            if (!readable) {
                unreadable << n.name;
                gpuNote = tr("GPU count unreadable");
            } else if (alloc == 0 && (hint || !anyGpu)) {
                noGpu << n.name;
                gpuNote = cap > 0 ? tr("%1 GPUs in capacity, none allocatable").arg(cap) : tr("no GPU advertised");
            } else if (alloc == 0) {
                ++cpuNodes;
            } else if (alloc < cap) {
                fewer << tr("%1 (%2 of %3 allocatable)").arg(n.name).arg(alloc).arg(cap);
                gpuNote = tr("%1 of %2 GPUs allocatable").arg(alloc).arg(cap);
            }
        }
        QStringList state;
        if (!ready)
            ++readyUnknown;
        else if (!*ready)
            state << QStringLiteral("NotReady");
        if (n.unschedulable)
            state << tr("cordoned");
        QStringList detail = bad + taints;
        const bool problem = (ready && !*ready) || outOfService || !bad.isEmpty();
        if (ready && !*ready)
            notReady << QStringLiteral("%1 (%2)").arg(n.name, shortList(detail, 4));
        else if (problem)
            out << QStringLiteral("%1 (%2)").arg(n.name, shortList(state + detail, 4));
        if (problem && byMonitor)
            automatic << QStringLiteral("%1 (%2)").arg(n.name, shortList(taints, 4));
        if ((problem || !gpuNote.isEmpty()) && nodeFindings < kMaxNodeFindings) {
            ++nodeFindings;
            if (!gpuNote.isEmpty())
                state << gpuNote;
            if (state.isEmpty())
                state << (ready ? QStringLiteral("Ready") : tr("Ready not shown"));
            run.findings.push_back(FindingRecord::fact(QStringLiteral("k8s.node.%1").arg(n.name),
                                                       state.join(QStringLiteral(", ")),
                                                       detail.mid(0, 20).join(QStringLiteral("; "))));
        }
    }
    run.findings.push_back(FindingRecord::fact(QStringLiteral("k8s.nodes"), QString::number(nodes.size())));
    run.findings.push_back(FindingRecord::fact(QStringLiteral("k8s.gpus"), QString::number(gpus),
                                               tr("allocatable, on %1 GPU nodes").arg(gpuNodes)));
    if (!products.isEmpty())
        run.findings.push_back(FindingRecord::fact(QStringLiteral("k8s.gpu_product"), products.join(u',')));

    // Out of service.
    const int total = int(nodes.size());
    if (!notReady.isEmpty()) {
        QString detail =
            tr("%1 of %2 nodes are not Ready: %3").arg(notReady.size()).arg(total).arg(shortList(notReady));
        if (!out.isEmpty())
            detail += tr(". %1 more are out of service: %2").arg(out.size()).arg(shortList(out));
        run.findings.push_back(FindingRecord::check(QStringLiteral("k8s.nodes_out"), FindingStatus::Fail,
                                                    QString::number(notReady.size() + out.size()), detail));
    } else if (!out.isEmpty()) {
        run.findings.push_back(
            FindingRecord::check(QStringLiteral("k8s.nodes_out"), FindingStatus::Warn, QString::number(out.size()),
                                 tr("%1 of %2 nodes are cordoned, tainted out of service or report a problem: %3")
                                     .arg(out.size())
                                     .arg(total)
                                     .arg(shortList(out))));
    } else if (readyUnknown > 0) {
        run.findings.push_back(
            FindingRecord::check(QStringLiteral("k8s.nodes_out"), FindingStatus::Unknown, QStringLiteral("0"),
                                 tr("%1 of %2 nodes show no Ready condition: whether they take pods is not visible.")
                                     .arg(readyUnknown)
                                     .arg(total)));
    } else {
        run.findings.push_back(FindingRecord::check(QStringLiteral("k8s.nodes_out"), FindingStatus::Pass,
                                                    QStringLiteral("0"),
                                                    tr("All %1 nodes are Ready and in service.").arg(total)));
    }

    if (!automatic.isEmpty()) {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("k8s.auto_drain"), FindingStatus::Pass, QString::number(automatic.size()),
            tr("Taken out by a health monitor's taint: %1").arg(shortList(automatic))));
    } else {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("k8s.auto_drain"), FindingStatus::Unknown, QStringLiteral("0"),
            tr("No taint of a health monitor on any node: whether a failed check cordons a node is not visible "
               "here.")));
    }
    if (!monitorConditions.isEmpty()) {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("k8s.passive_health"), FindingStatus::Pass, QString::number(monitorConditions.size()),
            tr("Nodes carry conditions beyond the kubelet's, set by a health monitor: %1")
                .arg(monitorConditions.join(QStringLiteral(", ")))));
    } else {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("k8s.passive_health"), FindingStatus::Unknown, QStringLiteral("0"),
            tr("Only the kubelet's conditions: no node-problem-detector or similar posts to the nodes.")));
    }

    // GPUs.
    if (!noGpu.isEmpty()) {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("k8s.gpu_capacity"), FindingStatus::Fail, QString::number(noGpu.size()),
            tr("%1 Ready nodes advertise no allocatable GPU: %2").arg(noGpu.size()).arg(shortList(noGpu, 20))));
    } else if (!fewer.isEmpty()) {
        run.findings.push_back(
            FindingRecord::check(QStringLiteral("k8s.gpu_capacity"), FindingStatus::Warn, QString::number(fewer.size()),
                                 tr("Fewer GPUs allocatable than installed: %1").arg(shortList(fewer))));
    } else if (!unreadable.isEmpty() || judged == 0) {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("k8s.gpu_capacity"), FindingStatus::Unknown, QStringLiteral("0"),
            unreadable.isEmpty()
                ? tr("No Ready worker with its capacity shown: whether the nodes advertise GPUs is not visible.")
                : tr("GPU counts that are not a count: %1").arg(shortList(unreadable))));
    } else {
        run.findings.push_back(FindingRecord::check(
            QStringLiteral("k8s.gpu_capacity"), FindingStatus::Pass, QStringLiteral("0"),
            tr("%1 GPUs allocatable on %2 nodes; every Ready GPU node advertises all of them%3.")
                .arg(gpus)
                .arg(gpuNodes)
                .arg(cpuNodes > 0 ? tr(" (%1 workers without any sign of a GPU are CPU nodes)").arg(cpuNodes)
                                  : QString())));
    }
}

}  // namespace tb::core
