#include "core/import/IbstatParser.h"

#include "core/import/ByteText.h"

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
        m_run.warnings << tr("ibstat stopped early: %1").arg(str(s.substr(0, 300)));
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
        p.state = stateWord(v);
    else if (k == "Physical state" || k == "phys state")
        p.physState = stateWord(v);
    else if (k == "Rate" || k == "rate")
        p.rate = double(leadingInt(v).value_or(0));
    else if (k == "Link layer" || k == "link_layer")
        p.linkLayer = str(v);
}

ParsedImport IbstatParser::finish(const StreamEnd& end) {
    if (end.endedWithoutNewline && !m_ports.isEmpty() && m_ports.back().linkLayer.isEmpty())
        m_run.truncated = true;
    QStringList ibDown, ethDown, rates;
    int ib = 0, eth = 0;
    double maxRate = 0;
    for (const Port& p : m_ports) {
        if (p.linkLayer.compare(QLatin1String("InfiniBand"), Qt::CaseInsensitive) == 0)
            maxRate = std::max(maxRate, p.rate);
    }
    for (const Port& p : m_ports) {
        const bool active =
            p.state.compare(QLatin1String("Active"), Qt::CaseInsensitive) == 0 &&
            (p.physState.isEmpty() || p.physState.compare(QLatin1String("LinkUp"), Qt::CaseInsensitive) == 0);
        const QString name = QStringLiteral("%1/%2").arg(p.ca).arg(p.port);
        m_run.findings.push_back({QStringLiteral("fact"), QStringLiteral("ib.port.%1").arg(name), QString(),
                                  QStringLiteral("%1, %2, %3 Gb/s, %4")
                                      .arg(p.state, p.physState)
                                      .arg(p.rate)
                                      .arg(p.linkLayer.isEmpty() ? tr("unknown link layer") : p.linkLayer),
                                  p.caType.isEmpty() ? QString() : tr("%1, firmware %2").arg(p.caType, p.firmware)});
        QJsonObject dev{{QStringLiteral("name"), name}, {QStringLiteral("link_layer"), p.linkLayer}};
        m_run.devices.append(dev);
        if (p.linkLayer.compare(QLatin1String("InfiniBand"), Qt::CaseInsensitive) == 0) {
            ++ib;
            if (!active)
                ibDown << QStringLiteral("%1 (%2, %3)").arg(name, p.state, p.physState);
            else if (p.rate < maxRate)
                rates << QStringLiteral("%1 at %2 Gb/s").arg(name).arg(p.rate);
        } else {
            ++eth;
            if (!active)
                ethDown << QStringLiteral("%1 (%2)").arg(name, p.state);
        }
    }
    if (ib > 0) {
        QString status = QStringLiteral("pass");
        QString detail = tr("%1 InfiniBand ports active at %2 Gb/s.").arg(ib).arg(maxRate);
        if (!ibDown.isEmpty()) {
            status = QStringLiteral("fail");
            detail = tr("InfiniBand ports not active: %1").arg(ibDown.join(QStringLiteral(", ")));
        } else if (!rates.isEmpty()) {
            status = QStringLiteral("warn");
            detail = tr("InfiniBand ports below the fastest port's %1 Gb/s: %2")
                         .arg(maxRate)
                         .arg(rates.join(QStringLiteral(", ")));
        }
        m_run.findings.push_back(
            {QStringLiteral("check"), QStringLiteral("ib.ports"), status, QString::number(ib), detail});
        m_run.findings.push_back({QStringLiteral("fact"), QStringLiteral("ib.rate"), QString(),
                                  QString::number(maxRate), tr("fastest InfiniBand port, Gb/s")});
    } else if (!m_ports.isEmpty()) {
        // A RoCE-only node: its RDMA ports are Ethernet, so they are the fabric.
        m_run.findings.push_back(
            {QStringLiteral("check"), QStringLiteral("ib.ports"),
             ethDown.isEmpty() ? QStringLiteral("pass") : QStringLiteral("warn"), QString::number(eth),
             ethDown.isEmpty()
                 ? tr("No InfiniBand link layer; %1 RDMA Ethernet (RoCE) ports active.").arg(eth)
                 : tr("No InfiniBand link layer; RoCE ports down: %1").arg(ethDown.join(QStringLiteral(", ")))});
    }
    if (eth > 0) {
        m_run.findings.push_back({QStringLiteral("check"), QStringLiteral("eth.ports"),
                                  ethDown.isEmpty() ? QStringLiteral("pass") : QStringLiteral("warn"),
                                  QString::number(eth),
                                  ethDown.isEmpty() ? tr("%1 Ethernet ports active.").arg(eth)
                                                    : tr("Ethernet ports down (they do not affect the InfiniBand "
                                                         "fabric): %1")
                                                          .arg(ethDown.join(QStringLiteral(", ")))});
    }
    m_result.truncated = m_run.truncated;
    if (!m_ports.isEmpty() || m_run.truncated)
        m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
