#include "core/import/IbvDevinfoParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"

namespace tb::core {

using namespace tb::core::bytes;

namespace {

// ConnectX part numbers (vendor_part_id) to the names ibstat shows as "CA type".
QString partName(const QString& id) {
    static const struct {
        const char* id;
        const char* name;
    } parts[] = {{"4119", "ConnectX-5"},    {"4121", "ConnectX-5 Ex"}, {"4123", "ConnectX-6"},
                 {"4125", "ConnectX-6 Dx"}, {"4127", "ConnectX-6 Lx"}, {"4129", "ConnectX-7"},
                 {"4131", "ConnectX-8"},    {"41686", "BlueField-2"},  {"41692", "BlueField-3"}};
    for (const auto& p : parts) {
        if (id == QLatin1String(p.id))
            return QStringLiteral("MT%1 (%2)").arg(id, QLatin1String(p.name));
    }
    return id.isEmpty() ? QString() : QStringLiteral("MT%1").arg(id);
}

}  // namespace

IbvDevinfoParser::IbvDevinfoParser() {
    m_result.format = QStringLiteral("ibv-devinfo");
    m_run.tool = QStringLiteral("ibv_devinfo");
    m_run.operation = QStringLiteral("ports");
}

int IbvDevinfoParser::widthLanes(View v) {
    const auto n = leadingInt(v);
    return n && *n > 0 && *n <= 32 ? int(*n) : 0;
}

double IbvDevinfoParser::laneGbps(View v) {
    View tok[2];
    if (split(v, tok) < 1)
        return 0;
    const auto d = toDouble(tok[0]);
    return d && *d > 0 && *d <= 1000 ? *d : 0;
}

void IbvDevinfoParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    View s = trim(line);
    if (s.empty())
        return;
    View k, v;
    if (!keyValue(s, &k, &v))
        return;
    if (k == "hca_id") {
        m_ca = str(v);
        m_fw.clear();
        m_part.clear();
        m_transport.clear();
        ++m_hcas;
        if (m_hcaList.size() < 4096)
            m_hcaList.push_back({m_ca, -1, 0});
        return;
    }
    if (m_ca.isEmpty())
        return;
    if (k == "fw_ver") {
        m_fw = str(v);
    } else if (k == "vendor_part_id") {
        m_part = str(v);
    } else if (k == "transport") {
        m_transport = str(v);
    } else if (k == "phys_port_cnt") {
        if (!m_hcaList.isEmpty() && m_hcaList.back().name == m_ca)
            m_hcaList.back().portCount = leadingInt(v).value_or(-1);
    } else if (k == "port") {
        if (!m_hcaList.isEmpty() && m_hcaList.back().name == m_ca)
            ++m_hcaList.back().portsRead;
        if (m_ports.size() >= 4096)
            return;
        IbPort p;
        p.ca = m_ca;
        p.caType = partName(m_part);
        p.firmware = m_fw;
        const auto n = leadingInt(v);
        p.port = n && *n < 1000 ? int(*n) : 0;
        m_ports.push_back(p);
        m_lanes = 0;
        m_laneGbps = 0;
    } else if (!m_ports.isEmpty()) {
        IbPort& p = m_ports.back();
        if (k == "state") {
            p.state = IbPortChecks::normalState(str(v));
        } else if (k == "phys_state") {
            p.physState = IbPortChecks::normalState(str(v));
            m_verbose = true;
        } else if (k == "link_layer") {
            p.linkLayer = str(v);
        } else if (k == "port_lid") {
            const auto lid = leadingInt(v);
            if (lid && *lid <= 65535)
                p.lid = *lid;
        } else if (k == "active_mtu") {
            const auto mtu = leadingInt(v);
            if (mtu && *mtu <= 65536)
                p.activeMtu = int(*mtu);
        } else if (k == "active_width") {
            m_lanes = widthLanes(v);
            m_verbose = true;
        } else if (k == "active_speed") {
            m_laneGbps = laneGbps(v);
            m_verbose = true;
        }
        if (m_lanes > 0 && m_laneGbps > 0)
            p.rate = m_lanes * m_laneGbps;
    }
}

ParsedImport IbvDevinfoParser::finish(const StreamEnd& end) {
    if (m_ports.isEmpty()) {
        if (m_hcas > 0) {
            m_run.warnings
                << tr("%1 HCAs listed but no port: the output is cut short or the HCAs have no ports.").arg(m_hcas);
            m_run.truncated = true;
            m_result.runs.push_back(m_run);
        }
        return std::move(m_result);
    }
    // ibv_devinfo ends every port block with its link layer and lists phys_port_cnt ports per HCA: less is a cut.
    QStringList why;
    if (m_ports.back().linkLayer.isEmpty()) {
        m_run.warnings << tr("The output ends inside the last port's block.");
        why << IncompleteEvidence::partIncomplete(
            QStringLiteral("%1/%2").arg(m_ports.back().ca).arg(m_ports.back().port));
    }
    QStringList partial;
    for (const Hca& h : std::as_const(m_hcaList)) {
        if (h.portsRead == 0 || (h.portCount > 0 && h.portsRead < h.portCount))
            partial
                << tr("%1 (%2 of %3 ports read)").arg(h.name).arg(h.portsRead).arg(std::max<qint64>(h.portCount, 1));
    }
    if (!partial.isEmpty()) {
        m_run.warnings
            << tr("HCAs without all their ports: %1. The output is cut short.").arg(partial.join(QStringLiteral(", ")));
        why += partial;
    }
    if (end.endedWithoutNewline && !IbPortChecks::wholeLinkLayer(m_ports.back().linkLayer))
        why << IncompleteEvidence::endsMidLine();
    if (!m_verbose) {
        m_run.warnings << tr("Without -v, ibv_devinfo does not show the ports' width and speed: no rate is checked.");
    }
    IbPortChecks::apply(m_run, m_ports);
    if (!why.isEmpty())
        IncompleteEvidence::apply(m_run, why.join(QStringLiteral(", ")));
    m_run.findings.push_back({FindingKind::Fact, QStringLiteral("ib.hcas"), FindingStatus::None,
                              QString::number(m_hcas), tr("HCAs listed")});
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
