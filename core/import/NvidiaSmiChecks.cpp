#include "core/import/NvidiaSmiChecks.h"

namespace tb::core {

void NvidiaSmiChecks::apply(ParsedRun& run, const QVector<NvidiaSmiGpu>& gpus, int attached) {
    auto add = [&](FindingKind kind, const QString& key, FindingStatus status, const QString& value,
                   const QString& detail) {
        run.findings.push_back({kind, key, status, value, detail});
    };
    for (const NvidiaSmiGpu& g : gpus) {
        QJsonObject dev{{QStringLiteral("pci"), g.bus}, {QStringLiteral("name"), g.name}};
        run.devices.append(dev);
    }
    run.rankCount = 0;
    add(FindingKind::Fact, QStringLiteral("gpu.count"), FindingStatus::None,
        QString::number(attached >= 0 ? attached : gpus.size()), tr("GPUs attached"));
    add(FindingKind::Fact, QStringLiteral("gpu.model"), FindingStatus::None, gpus.front().name, QString());
    if (run.env.contains(QStringLiteral("driver"))) {
        add(FindingKind::Fact, QStringLiteral("gpu.driver"), FindingStatus::None,
            run.env.value(QStringLiteral("driver")).toString(), QString());
    }

    // ECC
    QStringList eccFail, eccWarn, eccOff;
    bool anyEcc = false;
    for (const NvidiaSmiGpu& g : gpus) {
        if (g.eccMode == QLatin1String("Disabled"))
            eccOff << g.bus;
        if (!g.eccCounts)
            continue;
        anyEcc = true;
        if (g.volatileUncorrectable > 0) {
            eccFail << tr("%1: %2 uncorrectable ECC errors since boot").arg(g.bus).arg(g.volatileUncorrectable);
        } else if (g.aggregateUncorrectable > 0) {
            eccWarn << tr("%1: %2 uncorrectable ECC errors over its lifetime").arg(g.bus).arg(g.aggregateUncorrectable);
        }
    }
    if (anyEcc || !eccOff.isEmpty()) {
        const FindingStatus status = !eccFail.isEmpty()                          ? FindingStatus::Fail
                                     : (!eccWarn.isEmpty() || !eccOff.isEmpty()) ? FindingStatus::Warn
                                                                                 : FindingStatus::Pass;
        QStringList detail = eccFail + eccWarn;
        if (!eccOff.isEmpty())
            detail << tr("ECC disabled on %1").arg(eccOff.join(QStringLiteral(", ")));
        if (detail.isEmpty())
            detail << tr("No uncorrectable ECC errors on %1 GPUs.").arg(gpus.size());
        add(FindingKind::Check, QStringLiteral("gpu.ecc"), status, QString(), detail.join(QStringLiteral("; ")));
    }

    // Retired pages (pre-Ampere; N/A on Ampere and later, which remap rows instead).
    QStringList retiredFail, retiredWarn;
    bool anyRetired = false;
    for (const NvidiaSmiGpu& g : gpus) {
        if (!g.retiredSbe && !g.retiredDbe && g.retiredPending != QLatin1String("Yes"))
            continue;
        anyRetired = true;
        if (g.retiredPending == QLatin1String("Yes")) {
            retiredFail << tr("%1: page retirement pending (needs a GPU reset)").arg(g.bus);
        } else if (g.retiredDbe.value_or(0) > 0 || g.retiredSbe.value_or(0) > 0) {
            retiredWarn << tr("%1: %2 single-bit and %3 double-bit retired pages")
                               .arg(g.bus)
                               .arg(g.retiredSbe.value_or(0))
                               .arg(g.retiredDbe.value_or(0));
        }
    }
    if (anyRetired) {
        const FindingStatus status = !retiredFail.isEmpty()   ? FindingStatus::Fail
                                     : !retiredWarn.isEmpty() ? FindingStatus::Warn
                                                              : FindingStatus::Pass;
        const QStringList d = retiredFail + retiredWarn;
        add(FindingKind::Check, QStringLiteral("gpu.retired_pages"), status, QString(),
            d.isEmpty() ? tr("No retired pages.") : d.join(QStringLiteral("; ")));
    }

    // Remapped rows (Ampere and later).
    QStringList remapFail, remapWarn;
    bool anyRemap = false;
    for (const NvidiaSmiGpu& g : gpus) {
        if (!g.remapUncorrectable && g.remapPending.isEmpty())
            continue;
        anyRemap = true;
        if (g.remapPending == QLatin1String("Yes")) {
            remapFail << tr("%1: row remapping pending after %2 uncorrectable errors; needs a GPU reset")
                             .arg(g.bus)
                             .arg(g.remapUncorrectable.value_or(0));
        } else if (g.remapFailure == QLatin1String("Yes")) {
            remapFail << tr("%1: row remapping failed; the GPU should be replaced").arg(g.bus);
        } else if (g.remapUncorrectable.value_or(0) > 0) {
            remapWarn << tr("%1: %2 rows remapped after uncorrectable errors").arg(g.bus).arg(*g.remapUncorrectable);
        }
    }
    if (anyRemap) {
        const FindingStatus status = !remapFail.isEmpty()   ? FindingStatus::Fail
                                     : !remapWarn.isEmpty() ? FindingStatus::Warn
                                                            : FindingStatus::Pass;
        const QStringList d = remapFail + remapWarn;
        const QString detail = d.isEmpty() ? tr("No remapped rows pending or failed.") : d.join(QStringLiteral("; "));
        add(FindingKind::Check, QStringLiteral("gpu.remapped_rows"), status, QString(), detail);
        // tb-node's name for the same check.
        add(FindingKind::Check, QStringLiteral("gpu.row_remap"), status, QString(), detail);
    }

    QStringList reset;
    for (const NvidiaSmiGpu& g : gpus) {
        if (g.resetRequired == QLatin1String("Yes"))
            reset << g.bus;
    }
    add(FindingKind::Check, QStringLiteral("gpu.reset_required"),
        reset.isEmpty() ? FindingStatus::Pass : FindingStatus::Fail, QString(),
        reset.isEmpty() ? tr("No GPU asks for a reset.")
                        : tr("Reset required: %1").arg(reset.join(QStringLiteral(", "))));

    QStringList replays;
    bool anyReplays = false;
    for (const NvidiaSmiGpu& g : gpus) {
        if (!g.replays)
            continue;
        anyReplays = true;
        if (*g.replays > 0)
            replays << QStringLiteral("%1: %2").arg(g.bus).arg(*g.replays);
    }
    if (anyReplays) {
        add(FindingKind::Check, QStringLiteral("pcie.replays"),
            replays.isEmpty() ? FindingStatus::Pass : FindingStatus::Warn, QString(),
            replays.isEmpty() ? tr("No PCIe replays since reset.")
                              : tr("PCIe replays since reset (link retransmissions; a rising count points to a "
                                   "marginal link): %1")
                                    .arg(replays.join(QStringLiteral(", "))));
    }
}

}  // namespace tb::core
