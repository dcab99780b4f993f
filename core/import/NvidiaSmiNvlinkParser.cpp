#include "core/import/NvidiaSmiNvlinkParser.h"

#include "core/domain/Plausibility.h"
#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"

#include <cmath>

namespace tb::core {

using namespace tb::core::bytes;

NvidiaSmiNvlinkParser::NvidiaSmiNvlinkParser() {
    m_result.format = QStringLiteral("nvidia-smi-nvlink");
    m_run.tool = QStringLiteral("nvidia-smi");
    m_run.operation = QStringLiteral("nvlink");
}

void NvidiaSmiNvlinkParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    const View s = trim(line);
    if (s.empty())
        return;
    if (startsWith(s, "GPU ")) {
        // "GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-...)"
        const size_t colon = s.find(':');
        if (colon == View::npos || m_gpus.size() >= 1024)
            return;
        Gpu g;
        g.index = str(trim(s.substr(4, colon - 4)));
        View rest = trim(s.substr(colon + 1));
        const size_t uuid = rest.find("(UUID:");
        if (uuid != View::npos) {
            View u = trim(rest.substr(uuid + 6));
            if (endsWith(u, ")"))
                u.remove_suffix(1);
            g.uuid = str(trim(u));
            rest = trim(rest.substr(0, uuid));
        }
        g.name = str(rest);
        m_gpus.push_back(g);
        return;
    }
    if (m_gpus.isEmpty())
        return;
    Gpu& g = m_gpus.back();
    if (startsWith(s, "Link ")) {
        const size_t colon = s.find(':');
        if (colon == View::npos)
            return;
        const View link = trim(s.substr(5, colon - 5));
        const View value = trim(s.substr(colon + 1));
        if (contains(value, "inactive") || contains(value, "inActive") || contains(value, "Inactive")) {
            ++g.inactive;
            if (g.inactiveLinks.size() < 64)
                g.inactiveLinks << str(link);
            return;
        }
        View tok[2];
        if (split(value, tok) < 1)
            return;
        const auto v = toDouble(tok[0]);
        if (!v || !Plausibility::sample(QStringLiteral("nvlink.bw"), *v, QStringLiteral("GB/s")).ok()) {
            if (m_badLinks++ < 8) {
                m_run.warnings << tr("GPU %1 link %2: \"%3\" is not a link speed; the link was not counted.")
                                      .arg(g.index, str(link), str(value.substr(0, 40)));
            }
            return;
        }
        ++g.active;
        g.total += *v;
        if (g.speed == 0)
            g.speed = *v;
        else if (std::abs(g.speed - *v) > 0.01)
            g.speedsDiffer = true;
        return;
    }
    if (g.note.isEmpty())
        g.note = str(s.substr(0, 200));
}

ParsedImport NvidiaSmiNvlinkParser::finish(const StreamEnd& end) {
    if (m_gpus.isEmpty())
        return std::move(m_result);
    QStringList degraded, slower;
    int withLinks = 0;
    int maxActive = 0;
    for (const Gpu& g : m_gpus)
        maxActive = std::max(maxActive, g.active);
    for (const Gpu& g : m_gpus) {
        m_run.devices.append(QJsonObject{
            {QStringLiteral("name"), g.name}, {QStringLiteral("device"), g.index}, {QStringLiteral("uuid"), g.uuid}});
        const int links = g.active + g.inactive;
        if (g.active > 0)
            ++withLinks;
        QString value = tr("%1 of %2 links active").arg(g.active).arg(links);
        if (g.active > 0) {
            value += g.speedsDiffer ? tr(", %1 GB/s in all").arg(g.total)
                                    : tr(", %1 GB/s each (%2 GB/s)").arg(g.speed).arg(g.total);
        }
        m_run.findings.push_back({FindingKind::Fact, QStringLiteral("nvlink.gpu.%1").arg(g.index), FindingStatus::None,
                                  value, g.note.isEmpty() ? g.name : g.name + QStringLiteral(": ") + g.note});
        if (g.inactive > 0 || (maxActive > 0 && g.active < maxActive)) {
            degraded << tr("GPU %1: %2 of %3 links active%4")
                            .arg(g.index)
                            .arg(g.active)
                            .arg(std::max(links, maxActive))
                            .arg(g.inactiveLinks.isEmpty()
                                     ? QString()
                                     : tr(" (inactive: %1)").arg(g.inactiveLinks.join(QStringLiteral(", "))));
        }
        if (g.speedsDiffer)
            slower << tr("GPU %1").arg(g.index);
    }
    if (withLinks == 0) {
        m_run.findings.push_back(
            {FindingKind::Check, QStringLiteral("nvlink.links"), FindingStatus::Warn, QStringLiteral("0"),
             tr("No active NVLink on any of the %1 GPUs: a PCIe system, or NVLink is down.").arg(m_gpus.size())});
    } else if (!degraded.isEmpty()) {
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("nvlink.links"), FindingStatus::Fail,
                                  QString::number(degraded.size()),
                                  tr("NVLink degraded: %1").arg(degraded.join(QStringLiteral("; ")))});
    } else {
        m_run.findings.push_back(
            {FindingKind::Check, QStringLiteral("nvlink.links"),
             slower.isEmpty() ? FindingStatus::Pass : FindingStatus::Warn, QString::number(maxActive),
             slower.isEmpty() ? tr("All %1 GPUs have %2 active NVLinks.").arg(m_gpus.size()).arg(maxActive)
                              : tr("Links at different speeds on %1.").arg(slower.join(QStringLiteral(", ")))});
    }
    if (end.endedWithoutNewline) {
        m_run.warnings << tr("The output has no final newline; the last GPU may be cut short.");
        IncompleteEvidence::apply(m_run, IncompleteEvidence::endsMidLine());
    }
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
