#include "core/import/IbstatParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"
#include "core/import/IbPortChecks.h"

#include <QCoreApplication>

namespace tb::core {

using namespace tb::core::bytes;

namespace {
// "4: ACTIVE" -> "ACTIVE"; "Active" stays.
QString stateWord(View v) {
    const size_t colon = v.find(':');
    if (colon != View::npos && colon > 0 && isDigit(v[0]))
        v = trim(v.substr(colon + 1));
    return str(v);
}

View quoted(View s) {
    const size_t a = s.find('\'');
    const size_t b = a == View::npos ? View::npos : s.find('\'', a + 1);
    return b == View::npos ? View() : s.substr(a + 1, b - a - 1);
}

}  // namespace

IbstatParser::IbstatParser() {
    m_result.format = QStringLiteral("ibstat");
    m_run.tool = QStringLiteral("ibstat");
    m_run.operation = QStringLiteral("ports");
}

void IbstatParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    const View s = trim(line);
    if (s.empty())
        return;
    if (startsWith(s, "ibpanic:")) {
        m_run.truncated = true;
        m_stopped = tr("ibstat stopped early: %1").arg(str(s.substr(0, 300)));
        m_run.warnings << m_stopped;
        return;
    }
    if (startsWith(s, "CA '")) {
        m_ca = str(quoted(s));
        m_caType.clear();
        m_firmware.clear();
        return;
    }
    if (startsWith(s, "Infiniband device '")) {
        // ibstatus: "Infiniband device 'mlx5_ib0' port 1 status:"
        Port p;
        p.ca = str(quoted(s));
        const size_t port = s.find(" port ");
        if (port != View::npos)
            p.port = int(leadingInt(s.substr(port + 6)).value_or(0));
        if (m_ports.size() < 4096)
            m_ports.push_back(p);
        return;
    }
    if (startsWith(s, "Port ") && endsWith(s, ":")) {
        Port p;
        p.ca = m_ca;
        p.caType = m_caType;
        p.firmware = m_firmware;
        p.port = int(leadingInt(s.substr(5)).value_or(0));
        if (m_ports.size() < 4096)
            m_ports.push_back(p);
        return;
    }
    View k, v;
    if (!keyValue(s, &k, &v))
        return;
    if (k == "CA type") {
        m_caType = str(v);
        return;
    }
    if (k == "Firmware version") {
        m_firmware = str(v);
        return;
    }
    if (m_ports.isEmpty())
        return;
    Port& p = m_ports.back();
    if (k == "State" || k == "state")
        p.state = IbPortChecks::normalState(stateWord(v));
    else if (k == "Physical state" || k == "phys state")
        p.physState = IbPortChecks::normalState(stateWord(v));
    else if (k == "Rate" || k == "rate")
        p.rate = double(leadingInt(v).value_or(0));
    else if (k == "Link layer" || k == "link_layer")
        p.linkLayer = str(v);
}

ParsedImport IbstatParser::finish(const StreamEnd& end) {
    IbPortChecks::apply(m_run, m_ports);
    QStringList why;
    if (!m_stopped.isEmpty())
        why << m_stopped;
    if (end.endedWithoutNewline && !m_ports.isEmpty() && !IbPortChecks::wholeLinkLayer(m_ports.back().linkLayer))
        why << IncompleteEvidence::endsMidLine();
    if (!why.isEmpty())
        IncompleteEvidence::apply(m_run, why.join(QStringLiteral(", ")));
    m_result.truncated = m_run.truncated;
    if (!m_ports.isEmpty() || m_run.truncated)
        m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
