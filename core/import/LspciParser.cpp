#include "core/import/LspciParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"

#include <QCoreApplication>

namespace tb::core {

using namespace tb::core::bytes;

namespace {
bool isHex(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// "17:00.0 PCI bridge: ..." or "0000:17:00.0 ..." -> length of the BDF, 0 if none.
size_t bdfLength(View s) {
    size_t off = 0;
    if (s.size() > 12 && s[4] == ':' && isHex(s[0]) && isHex(s[3]))
        off = 5;
    if (s.size() < off + 8)
        return 0;
    const View b = s.substr(off);
    if (isHex(b[0]) && isHex(b[1]) && b[2] == ':' && isHex(b[3]) && isHex(b[4]) && b[5] == '.' && isDigit(b[6]) &&
        (b.size() == 7 || isSpace(b[7]))) {
        return off + 7;
    }
    return 0;
}

int hexByte(View s) {
    bool ok = false;
    const int v = str(s).toInt(&ok, 16);
    return ok ? v : -1;
}

bool bitOn(const QString& acs, const char* bit) {
    return acs.contains(QLatin1String(bit) + QLatin1Char('+'));
}

}  // namespace

LspciParser::LspciParser() {
    m_result.format = QStringLiteral("lspci");
    m_run.tool = QStringLiteral("lspci");
    m_run.operation = QStringLiteral("acs");
}

void LspciParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    if (line.empty())
        return;
    if (!isSpace(line[0])) {
        const size_t n = bdfLength(line);
        if (n > 0 && m_devices.size() < 20000) {
            Device d;
            d.bdf = str(line.substr(0, n));
            const View bdf = line.substr(n >= 12 ? 5 : 0, 7);
            d.bus = hexByte(bdf.substr(0, 2));
            View cls, desc;
            if (keyValue(line.substr(n), &cls, &desc)) {
                d.cls = str(cls);
                d.desc = str(desc);
            }
            m_devices.push_back(d);
            return;
        }
    }
    const View s = trim(line);
    const bool acs = startsWith(s, "ACSCtl:");
    if (acs && m_devices.isEmpty()) {
        // grep output: ACS lines without their device stanza.
        Device d;
        d.bdf = tr("unknown bridge %1").arg(++m_anonymous);
        d.cls = QStringLiteral("PCI bridge");
        m_devices.push_back(d);
    }
    if (m_devices.isEmpty())
        return;
    Device& d = m_devices.back();
    if (acs) {
        if (!d.acsCtl.isEmpty()) {
            Device extra;
            extra.bdf = tr("unknown bridge %1").arg(++m_anonymous);
            extra.cls = QStringLiteral("PCI bridge");
            extra.acsCtl = str(trim(s.substr(7)));
            m_devices.push_back(extra);
            return;
        }
        d.acsCtl = str(trim(s.substr(7)));
    } else if (startsWith(s, "LnkSta:")) {
        d.lnkSta = str(trim(s.substr(7)));
    } else if (startsWith(s, "Bus: primary=")) {
        // "Bus: primary=00, secondary=01, subordinate=01, sec-latency=0"
        const size_t sec = s.find("secondary=");
        const size_t sub = s.find("subordinate=");
        if (sec != View::npos)
            d.secondary = hexByte(s.substr(sec + 10, 2));
        if (sub != View::npos)
            d.subordinate = hexByte(s.substr(sub + 12, 2));
    }
}

ParsedImport LspciParser::finish(const StreamEnd& end) {
    auto isGpu = [](const Device& d) {
        return (d.cls.startsWith(QLatin1String("3D controller")) || d.cls.startsWith(QLatin1String("VGA")) ||
                d.cls.startsWith(QLatin1String("Display")) || d.cls.startsWith(QLatin1String("Processing"))) &&
               (d.desc.contains(QLatin1String("NVIDIA")) || d.desc.contains(QLatin1String("AMD")) ||
                d.desc.contains(QLatin1String("Advanced Micro Devices")));
    };
    auto isNic = [](const Device& d) {
        return d.cls.startsWith(QLatin1String("Ethernet")) || d.cls.startsWith(QLatin1String("Infiniband")) ||
               d.cls.startsWith(QLatin1String("Network"));
    };
    int withAcs = 0;
    QStringList redirect, partial;
    for (const Device& d : m_devices) {
        if (d.acsCtl.isEmpty())
            continue;
        ++withAcs;
        const bool req = bitOn(d.acsCtl, "ReqRedir");
        const bool cmplt = bitOn(d.acsCtl, "CmpltRedir");
        const bool up = bitOn(d.acsCtl, "UpstreamFwd");
        const bool egress = bitOn(d.acsCtl, "EgressCtrl");
        QStringList on;
        for (const char* bit :
             {"SrcValid", "TransBlk", "ReqRedir", "CmpltRedir", "UpstreamFwd", "EgressCtrl", "DirectTrans"}) {
            if (bitOn(d.acsCtl, bit))
                on << QString::fromLatin1(bit) + QLatin1Char('+');
        }
        QStringList below;
        if (d.secondary >= 0 && d.subordinate >= d.secondary) {
            for (const Device& g : m_devices) {
                if (isGpu(g) && g.bus >= d.secondary && g.bus <= d.subordinate)
                    below << g.bdf;
            }
        }
        const QString what =
            tr("%1 (%2): %3%4")
                .arg(d.bdf, d.desc.isEmpty() ? d.cls : d.desc, on.join(u' '),
                     below.isEmpty() ? QString() : tr(", above GPU %1").arg(below.join(QStringLiteral(", "))));
        if (req || cmplt) {
            redirect << what;
        } else if (up || egress) {
            partial << what;
        }
        m_run.findings.push_back({FindingKind::Fact, QStringLiteral("pcie.acs.%1").arg(d.bdf), FindingStatus::None,
                                  on.isEmpty() ? tr("off") : on.join(u' '), d.desc});
    }
    if (withAcs > 0) {
        FindingStatus status = FindingStatus::Pass;
        QString detail = tr("ACS redirection is off on all %1 bridges with ACS; peer-to-peer traffic can go "
                            "directly through the PCIe switches.")
                             .arg(withAcs);
        if (!redirect.isEmpty()) {
            status = FindingStatus::Fail;
            detail = tr("ACS request/completion redirect is on, so peer-to-peer traffic (GPU to GPU, GPUDirect RDMA "
                        "to the NIC) is sent up to the root complex instead of across the switch, which cuts its "
                        "bandwidth and raises latency: %1")
                         .arg(redirect.join(QStringLiteral("; ")));
        } else if (!partial.isEmpty()) {
            status = FindingStatus::Warn;
            detail = tr("ACS upstream forwarding or egress control is on: %1").arg(partial.join(QStringLiteral("; ")));
        }
        m_run.findings.push_back(
            {FindingKind::Check, QStringLiteral("pcie.acs"), status, QString::number(redirect.size()), detail});
    }
    QStringList downgraded;
    int links = 0;
    for (const Device& d : m_devices) {
        if ((!isGpu(d) && !isNic(d)) || d.lnkSta.isEmpty())
            continue;
        ++links;
        if (d.lnkSta.contains(QLatin1String("downgraded")))
            downgraded << QStringLiteral("%1 (%2)").arg(d.bdf, d.lnkSta);
    }
    if (links > 0) {
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("pcie.link"),
                                  downgraded.isEmpty() ? FindingStatus::Pass : FindingStatus::Warn, QString(),
                                  downgraded.isEmpty()
                                      ? tr("%1 GPU/NIC links run at their full speed and width.").arg(links)
                                      : tr("Downgraded links: %1").arg(downgraded.join(QStringLiteral("; ")))});
    }
    int gpus = 0;
    for (const Device& d : m_devices)
        gpus += isGpu(d) ? 1 : 0;
    if (!m_devices.isEmpty()) {
        m_run.findings.push_back({FindingKind::Fact, QStringLiteral("pcie.devices"), FindingStatus::None,
                                  QString::number(m_devices.size()), tr("%1 GPUs").arg(gpus)});
    }
    // lspci ends every line with a newline: a last line without one was cut, and with it the last device's ACS
    // and link bits (a cut "ReqRe" would read as redirection off).
    if (end.endedWithoutNewline && !m_run.findings.isEmpty()) {
        m_run.warnings << tr("The output ends mid-line: the last device was not fully read.");
        IncompleteEvidence::apply(m_run, IncompleteEvidence::endsMidLine());
        m_result.truncated = true;
    }
    if (!m_run.findings.isEmpty())
        m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
