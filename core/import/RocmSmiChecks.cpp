#include "core/import/RocmSmiChecks.h"

namespace tb::core {

void RocmSmiGpu::setReplays(const EvidenceCounter& c, const QString& label) {
    if (c.isCount())
        replays = c.value;
    else if (c.isImpossible() && impossibleReplays.size() < 16)
        impossibleReplays << c.quoted(label);
}

void RocmSmiGpu::addEcc(const EvidenceCounter& c, const QString& label, bool uncorrectableCount) {
    if (c.isImpossible()) {
        if (impossibleEcc.size() < 16)
            impossibleEcc << c.quoted(label);
        return;
    }
    if (!c.isCount())
        return;
    eccSeen = true;
    if (uncorrectableCount)
        uncorrectable = EvidenceCounter::add(uncorrectable, c.value);
}

void RocmSmiChecks::apply(ParsedRun& run, const QMap<int, RocmSmiGpu>& gpus) {
    auto add = [&](FindingKind kind, const QString& key, FindingStatus status, const QString& value,
                   const QString& detail) {
        run.findings.push_back({kind, key, status, value, detail});
    };
    add(FindingKind::Fact, QStringLiteral("gpu.count"), FindingStatus::None, QString::number(gpus.size()), QString());
    QString model;
    bool sriov = false;
    QStringList replays, ecc, replaysImpossible, eccImpossible;
    bool anyReplays = false, anyEcc = false;
    for (auto it = gpus.cbegin(); it != gpus.cend(); ++it) {
        const RocmSmiGpu& g = it.value();
        if (model.isEmpty())
            model = g.name;
        sriov = sriov || g.vbios.contains(QLatin1String("SRIOV")) || g.sku.contains(QLatin1String("SRIOV"));
        QStringList parts;
        for (const QString& p : {g.name, g.temp, g.power, g.partition, g.bus}) {
            if (!p.isEmpty())
                parts << p;
        }
        add(FindingKind::Fact, QStringLiteral("gpu.%1").arg(it.key()), FindingStatus::None,
            parts.join(QStringLiteral(", ")), QString());
        QJsonObject dev{{QStringLiteral("device"), it.key()}};
        if (!g.name.isEmpty())
            dev.insert(QStringLiteral("name"), g.name);
        if (!g.bus.isEmpty())
            dev.insert(QStringLiteral("pci"), g.bus);
        run.devices.append(dev);
        for (const QString& t : g.impossibleReplays)
            replaysImpossible << QStringLiteral("GPU[%1]: %2").arg(it.key()).arg(t);
        for (const QString& t : g.impossibleEcc)
            eccImpossible << QStringLiteral("GPU[%1]: %2").arg(it.key()).arg(t);
        if (g.replays) {
            anyReplays = true;
            if (*g.replays > 0)
                replays << QStringLiteral("GPU[%1]: %2").arg(it.key()).arg(*g.replays);
        }
        if (g.eccSeen) {
            anyEcc = true;
            if (g.uncorrectable > 0)
                ecc << QStringLiteral("GPU[%1]: %2").arg(it.key()).arg(g.uncorrectable);
        }
    }
    if (!model.isEmpty())
        add(FindingKind::Fact, QStringLiteral("gpu.model"), FindingStatus::None, model, QString());
    if (run.env.contains(QStringLiteral("driver"))) {
        add(FindingKind::Fact, QStringLiteral("gpu.driver"), FindingStatus::None,
            run.env.value(QStringLiteral("driver")).toString(), QString());
    }
    if (sriov) {
        add(FindingKind::Fact, QStringLiteral("gpu.virtualization"), FindingStatus::None, QStringLiteral("SR-IOV"),
            tr("The VBIOS is an SR-IOV build: the GPUs are virtual functions in a VM."));
    }
    // A counter no counter can be counts as nothing: the check is unknown (a fail on another GPU stands).
    if (anyReplays || !replaysImpossible.isEmpty()) {
        QStringList detail = replaysImpossible;
        if (!replays.isEmpty())
            detail << tr("PCIe replays: %1").arg(replays.join(QStringLiteral(", ")));
        else if (replaysImpossible.isEmpty())
            detail << tr("No PCIe replays.");
        add(FindingKind::Check, QStringLiteral("pcie.replays"),
            !replaysImpossible.isEmpty() ? FindingStatus::Unknown
            : replays.isEmpty()          ? FindingStatus::Pass
                                         : FindingStatus::Warn,
            QString(), detail.join(QStringLiteral("; ")));
    }
    if (anyEcc || !eccImpossible.isEmpty()) {
        QStringList detail;
        if (!ecc.isEmpty())
            detail << tr("Uncorrectable ECC errors: %1").arg(ecc.join(QStringLiteral(", ")));
        detail += eccImpossible;
        if (detail.isEmpty())
            detail << tr("No uncorrectable ECC errors.");
        add(FindingKind::Check, QStringLiteral("gpu.ecc"),
            !ecc.isEmpty()             ? FindingStatus::Fail
            : !eccImpossible.isEmpty() ? FindingStatus::Unknown
                                       : FindingStatus::Pass,
            QString(), detail.join(QStringLiteral("; ")));
    }
}

}  // namespace tb::core
