#include "core/import/NvidiaSmiChecks.h"

namespace tb::core {

namespace {

// Fail stands on what was read; a counter no counter can be hides the rest, so it is unknown, never pass or warn.
FindingStatus statusOf(const QStringList& fail, const QStringList& impossible, const QStringList& warn) {
    return !fail.isEmpty()         ? FindingStatus::Fail
           : !impossible.isEmpty() ? FindingStatus::Unknown
           : !warn.isEmpty()       ? FindingStatus::Warn
                                   : FindingStatus::Pass;
}

QStringList onGpu(const NvidiaSmiGpu& g, const QStringList& texts) {
    QStringList out;
    for (const QString& t : texts)
        out << QStringLiteral("%1: %2").arg(g.bus, t);
    return out;
}

}  // namespace

void NvidiaSmiGpu::addEcc(const EvidenceCounter& c, const QString& label, bool isVolatile, bool uncorrectable) {
    if (c.isImpossible()) {
        if (impossibleEcc.size() < 16)
            impossibleEcc << c.quoted(label);
        return;
    }
    if (!c.isCount())
        return;
    eccCounts = true;
    quint64& into = uncorrectable ? (isVolatile ? volatileUncorrectable : aggregateUncorrectable)
                                  : (isVolatile ? volatileCorrectable : aggregateCorrectable);
    into = EvidenceCounter::add(into, c.value);
}

void NvidiaSmiGpu::setCounter(std::optional<quint64>& into, QStringList& impossible, const EvidenceCounter& c,
                              const QString& label) {
    if (c.isCount()) {
        into = c.value;
    } else if (c.isImpossible() && impossible.size() < 16) {
        impossible << c.quoted(label);
    }
}

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
    QStringList eccFail, eccWarn, eccOff, eccImpossible;
    bool anyEcc = false;
    for (const NvidiaSmiGpu& g : gpus) {
        if (g.eccMode == QLatin1String("Disabled"))
            eccOff << g.bus;
        eccImpossible += onGpu(g, g.impossibleEcc);
        if (!g.eccCounts)
            continue;
        anyEcc = true;
        if (g.volatileUncorrectable > 0) {
            eccFail << tr("%1: %2 uncorrectable ECC errors since boot").arg(g.bus).arg(g.volatileUncorrectable);
        } else if (g.aggregateUncorrectable > 0) {
            eccWarn << tr("%1: %2 uncorrectable ECC errors over its lifetime").arg(g.bus).arg(g.aggregateUncorrectable);
        }
    }
    if (anyEcc || !eccOff.isEmpty() || !eccImpossible.isEmpty()) {
        const FindingStatus status = statusOf(eccFail, eccImpossible, eccWarn + eccOff);
        QStringList detail = eccFail + eccImpossible + eccWarn;
        if (!eccOff.isEmpty())
            detail << tr("ECC disabled on %1").arg(eccOff.join(QStringLiteral(", ")));
        if (detail.isEmpty())
            detail << tr("No uncorrectable ECC errors on %1 GPUs.").arg(gpus.size());
        add(FindingKind::Check, QStringLiteral("gpu.ecc"), status, QString(), detail.join(QStringLiteral("; ")));
    }

    // Retired pages (pre-Ampere; N/A on Ampere and later, which remap rows instead).
    QStringList retiredFail, retiredWarn, retiredImpossible;
    bool anyRetired = false;
    for (const NvidiaSmiGpu& g : gpus) {
        retiredImpossible += onGpu(g, g.impossibleRetired);
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
    if (anyRetired || !retiredImpossible.isEmpty()) {
        const FindingStatus status = statusOf(retiredFail, retiredImpossible, retiredWarn);
        const QStringList d = retiredFail + retiredImpossible + retiredWarn;
        add(FindingKind::Check, QStringLiteral("gpu.retired_pages"), status, QString(),
            d.isEmpty() ? tr("No retired pages.") : d.join(QStringLiteral("; ")));
    }

    // Remapped rows (Ampere and later).
    QStringList remapFail, remapWarn, remapImpossible;
    bool anyRemap = false;
    for (const NvidiaSmiGpu& g : gpus) {
        remapImpossible += onGpu(g, g.impossibleRemap);
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
    if (anyRemap || !remapImpossible.isEmpty()) {
        const FindingStatus status = statusOf(remapFail, remapImpossible, remapWarn);
        const QStringList d = remapFail + remapImpossible + remapWarn;
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

    QStringList replays, replaysImpossible;
    bool anyReplays = false;
    for (const NvidiaSmiGpu& g : gpus) {
        replaysImpossible += onGpu(g, g.impossibleReplays);
        if (!g.replays)
            continue;
        anyReplays = true;
        if (*g.replays > 0)
            replays << QStringLiteral("%1: %2").arg(g.bus).arg(*g.replays);
    }
    if (anyReplays || !replaysImpossible.isEmpty()) {
        QStringList detail = replaysImpossible;
        if (!replays.isEmpty()) {
            detail << tr("PCIe replays since reset (link retransmissions; a rising count points to a marginal link): "
                         "%1")
                          .arg(replays.join(QStringLiteral(", ")));
        } else if (replaysImpossible.isEmpty()) {
            detail << tr("No PCIe replays since reset.");
        }
        add(FindingKind::Check, QStringLiteral("pcie.replays"), statusOf({}, replaysImpossible, replays), QString(),
            detail.join(QStringLiteral("; ")));
    }
}

}  // namespace tb::core
