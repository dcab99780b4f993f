#include "core/import/NvidiaSmiChecks.h"

namespace tb::core {

void NvidiaSmiChecks::apply(ParsedRun& run, const QVector<NvidiaSmiGpu>& gpus, int attached) {
    auto add = [&](const QString& kind, const QString& key, const QString& status, const QString& value,
                   const QString& detail) {
        run.findings.push_back({kind, key, status, value, detail});
    };
    for (const NvidiaSmiGpu& g : gpus) {
        QJsonObject dev{{QStringLiteral("pci"), g.bus}, {QStringLiteral("name"), g.name}};
        run.devices.append(dev);
    }
    run.rankCount = 0;
    add(QStringLiteral("fact"), QStringLiteral("gpu.count"), QString(),
        QString::number(attached >= 0 ? attached : gpus.size()), tr("GPUs attached"));
    add(QStringLiteral("fact"), QStringLiteral("gpu.model"), QString(), gpus.front().name, QString());
    if (run.env.contains(QStringLiteral("driver"))) {
        add(QStringLiteral("fact"), QStringLiteral("gpu.driver"), QString(),
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
        const QString status = !eccFail.isEmpty()                          ? QStringLiteral("fail")
                               : (!eccWarn.isEmpty() || !eccOff.isEmpty()) ? QStringLiteral("warn")
                                                                           : QStringLiteral("pass");
        QStringList detail = eccFail + eccWarn;
        if (!eccOff.isEmpty())
            detail << tr("ECC disabled on %1").arg(eccOff.join(QStringLiteral(", ")));
        if (detail.isEmpty())
            detail << tr("No uncorrectable ECC errors on %1 GPUs.").arg(gpus.size());
        add(QStringLiteral("check"), QStringLiteral("gpu.ecc"), status, QString(), detail.join(QStringLiteral("; ")));
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
        const QString status = !retiredFail.isEmpty()   ? QStringLiteral("fail")
                               : !retiredWarn.isEmpty() ? QStringLiteral("warn")
                                                        : QStringLiteral("pass");
        const QStringList d = retiredFail + retiredWarn;
        add(QStringLiteral("check"), QStringLiteral("gpu.retired_pages"), status, QString(),
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
        const QString status = !remapFail.isEmpty()   ? QStringLiteral("fail")
                               : !remapWarn.isEmpty() ? QStringLiteral("warn")
                                                      : QStringLiteral("pass");
        const QStringList d = remapFail + remapWarn;
        const QString detail = d.isEmpty() ? tr("No remapped rows pending or failed.") : d.join(QStringLiteral("; "));
        add(QStringLiteral("check"), QStringLiteral("gpu.remapped_rows"), status, QString(), detail);
        // tb-node's name for the same check.
        add(QStringLiteral("check"), QStringLiteral("gpu.row_remap"), status, QString(), detail);
    }

    QStringList reset;
    for (const NvidiaSmiGpu& g : gpus) {
        if (g.resetRequired == QLatin1String("Yes"))
            reset << g.bus;
    }
    add(QStringLiteral("check"), QStringLiteral("gpu.reset_required"),
        reset.isEmpty() ? QStringLiteral("pass") : QStringLiteral("fail"), QString(),
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
        add(QStringLiteral("check"), QStringLiteral("pcie.replays"),
            replays.isEmpty() ? QStringLiteral("pass") : QStringLiteral("warn"), QString(),
            replays.isEmpty() ? tr("No PCIe replays since reset.")
                              : tr("PCIe replays since reset (link retransmissions; a rising count points to a "
                                   "marginal link): %1")
                                    .arg(replays.join(QStringLiteral(", "))));
    }
}

}  // namespace tb::core
