#include "core/import/RocmSmiChecks.h"

namespace tb::core {

void RocmSmiChecks::apply(ParsedRun& run, const QMap<int, RocmSmiGpu>& gpus) {
    auto add = [&](FindingKind kind, const QString& key, FindingStatus status, const QString& value,
                   const QString& detail) {
        run.findings.push_back({kind, key, status, value, detail});
    };
    add(FindingKind::Fact, QStringLiteral("gpu.count"), FindingStatus::None, QString::number(gpus.size()), QString());
    QString model;
    bool sriov = false;
    QStringList replays, ecc;
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
    if (anyReplays) {
        add(FindingKind::Check, QStringLiteral("pcie.replays"),
            replays.isEmpty() ? FindingStatus::Pass : FindingStatus::Warn, QString(),
            replays.isEmpty() ? tr("No PCIe replays.")
                              : tr("PCIe replays: %1").arg(replays.join(QStringLiteral(", "))));
    }
    if (anyEcc) {
        add(FindingKind::Check, QStringLiteral("gpu.ecc"), ecc.isEmpty() ? FindingStatus::Pass : FindingStatus::Fail,
            QString(),
            ecc.isEmpty() ? tr("No uncorrectable ECC errors.")
                          : tr("Uncorrectable ECC errors: %1").arg(ecc.join(QStringLiteral(", "))));
    }
}

}  // namespace tb::core
