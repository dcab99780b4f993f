#include "core/import/NvidiaSmiParser.h"

#include "core/import/ByteText.h"

#include <QCoreApplication>

namespace tb::core {

using namespace tb::core::bytes;

namespace {
int indentOf(View line) {
    int n = 0;
    for (char c : line) {
        if (c == ' ')
            ++n;
        else if (c == '\t')
            n += 4;
        else
            break;
    }
    return n;
}

}  // namespace

NvidiaSmiParser::NvidiaSmiParser() {
    m_result.format = QStringLiteral("nvidia-smi-q");
    m_run.tool = QStringLiteral("nvidia-smi");
    m_run.operation = QStringLiteral("query");
}

void NvidiaSmiParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    const View s = trim(line);
    if (s.empty() || startsWith(s, "===="))
        return;
    const int indent = indentOf(line);
    View key, value;
    const bool kv = keyValue(s, &key, &value);
    if (indent == 0) {
        if (startsWith(s, "GPU ") && !contains(s, " : ")) {
            Gpu g;
            g.bus = str(trim(s.substr(4)));
            m_gpus.push_back(g);
            m_path.clear();
            m_indent.clear();
            return;
        }
        if (kv) {
            if (key == "Driver Version")
                m_run.env.insert(QStringLiteral("driver"), str(value));
            else if (key == "CUDA Version")
                m_run.env.insert(QStringLiteral("cuda"), str(value));
            else if (key == "Attached GPUs")
                m_attached = int(leadingInt(value).value_or(-1));
        }
        return;
    }
    if (m_gpus.isEmpty())
        return;
    while (!m_indent.isEmpty() && m_indent.back() >= indent) {
        m_indent.pop_back();
        m_path.pop_back();
    }
    if (!kv || (value.empty() && !contains(s, ": "))) {
        m_indent.push_back(indent);
        m_path.push_back(str(s));
        return;
    }
    Gpu& g = m_gpus.back();
    const QString section = m_path.isEmpty() ? QString() : m_path.front();
    const QString sub = m_path.size() > 1 ? m_path.at(1) : QString();
    auto count = [&]() { return leadingInt(value); };
    if (m_path.isEmpty()) {
        if (key == "Product Name")
            g.name = str(value);
        else if (key == "Processes")
            g.complete = true;
        return;
    }
    if (section == QLatin1String("ECC Mode") && key == "Current") {
        g.eccMode = str(value);
    } else if (section == QLatin1String("ECC Errors")) {
        // Ampere+: "DRAM Uncorrectable : 0"; pre-Ampere: "Single Bit / Double Bit -> Total : 0".
        const bool isVolatile = sub == QLatin1String("Volatile");
        const bool isAggregate = sub == QLatin1String("Aggregate");
        if (!isVolatile && !isAggregate)
            return;
        const QString leaf = m_path.size() > 2 ? m_path.at(2) : QString();
        bool uncorrectable = false, correctable = false;
        if (leaf.isEmpty()) {
            if (contains(key, "Uncorrectable"))
                uncorrectable = true;
            else if (contains(key, "Correctable"))
                correctable = true;
        } else if (key == "Total") {
            uncorrectable = leaf == QLatin1String("Double Bit");
            correctable = leaf == QLatin1String("Single Bit");
        }
        const auto c = count();
        if (!c)
            return;
        g.eccCounts = true;
        if (uncorrectable)
            (isVolatile ? g.volatileUncorrectable : g.aggregateUncorrectable) += *c;
        if (correctable)
            (isVolatile ? g.volatileCorrectable : g.aggregateCorrectable) += *c;
    } else if (section == QLatin1String("Retired Pages")) {
        if (startsWith(key, "Single Bit"))
            g.retiredSbe = count();
        else if (startsWith(key, "Double Bit"))
            g.retiredDbe = count();
        else if (startsWith(key, "Pending"))
            g.retiredPending = str(value);
    } else if (section == QLatin1String("Remapped Rows")) {
        if (key == "Correctable Error")
            g.remapCorrectable = count();
        else if (key == "Uncorrectable Error")
            g.remapUncorrectable = count();
        else if (key == "Pending")
            g.remapPending = str(value);
        else if (key == "Remapping Failure Occurred")
            g.remapFailure = str(value);
    } else if (section == QLatin1String("GPU Reset Status") && key == "Reset Required") {
        g.resetRequired = str(value);
    } else if (section == QLatin1String("PCI") && key == "Replays Since Reset") {
        g.replays = count();
    }
}

ParsedImport NvidiaSmiParser::finish(const StreamEnd& end) {
    auto add = [&](const QString& kind, const QString& key, const QString& status, const QString& value,
                   const QString& detail) {
        m_run.findings.push_back({kind, key, status, value, detail});
    };
    const bool truncated = end.endedWithoutNewline || (m_attached > 0 && m_gpus.size() < m_attached) ||
                           (!m_gpus.isEmpty() && !m_gpus.back().complete);
    if (truncated) {
        m_run.truncated = true;
        m_run.warnings << tr("The output is cut short: %1 GPUs attached, %2 listed, the last one incomplete. "
                             "Checks cover only what is present.")
                              .arg(m_attached)
                              .arg(m_gpus.size());
    }
    if (m_gpus.isEmpty()) {
        m_result.truncated = truncated;
        if (m_attached >= 0 || m_run.env.contains(QStringLiteral("driver")))
            m_result.runs.push_back(m_run);
        return std::move(m_result);
    }
    for (const Gpu& g : m_gpus) {
        QJsonObject dev{{QStringLiteral("pci"), g.bus}, {QStringLiteral("name"), g.name}};
        m_run.devices.append(dev);
    }
    m_run.rankCount = 0;
    add(QStringLiteral("fact"), QStringLiteral("gpu.count"), QString(),
        QString::number(m_attached >= 0 ? m_attached : m_gpus.size()), tr("GPUs attached"));
    add(QStringLiteral("fact"), QStringLiteral("gpu.model"), QString(), m_gpus.front().name, QString());
    if (m_run.env.contains(QStringLiteral("driver"))) {
        add(QStringLiteral("fact"), QStringLiteral("gpu.driver"), QString(),
            m_run.env.value(QStringLiteral("driver")).toString(), QString());
    }

    // ECC
    QStringList eccFail, eccWarn, eccOff;
    bool anyEcc = false;
    for (const Gpu& g : m_gpus) {
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
            detail << tr("No uncorrectable ECC errors on %1 GPUs.").arg(m_gpus.size());
        add(QStringLiteral("check"), QStringLiteral("gpu.ecc"), status, QString(), detail.join(QStringLiteral("; ")));
    }

    // Retired pages (pre-Ampere; N/A on Ampere and later, which remap rows instead).
    QStringList retiredFail, retiredWarn;
    bool anyRetired = false;
    for (const Gpu& g : m_gpus) {
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
    for (const Gpu& g : m_gpus) {
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
    for (const Gpu& g : m_gpus) {
        if (g.resetRequired == QLatin1String("Yes"))
            reset << g.bus;
    }
    add(QStringLiteral("check"), QStringLiteral("gpu.reset_required"),
        reset.isEmpty() ? QStringLiteral("pass") : QStringLiteral("fail"), QString(),
        reset.isEmpty() ? tr("No GPU asks for a reset.")
                        : tr("Reset required: %1").arg(reset.join(QStringLiteral(", "))));

    QStringList replays;
    bool anyReplays = false;
    for (const Gpu& g : m_gpus) {
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
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
