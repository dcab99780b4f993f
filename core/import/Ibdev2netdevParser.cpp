#include "core/import/Ibdev2netdevParser.h"

#include "core/import/ByteText.h"
#include "core/import/IncompleteEvidence.h"

namespace tb::core {

using namespace tb::core::bytes;

namespace {

// "(Up)" -> "Up"
View inParens(View t) {
    t = trim(t);
    if (t.size() >= 2 && t.front() == '(' && t.back() == ')')
        return t.substr(1, t.size() - 2);
    return t;
}

}  // namespace

Ibdev2netdevParser::Ibdev2netdevParser() {
    m_result.format = QStringLiteral("ibdev2netdev");
    m_run.tool = QStringLiteral("ibdev2netdev");
    m_run.operation = QStringLiteral("mapping");
}

void Ibdev2netdevParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    const View s = trim(line);
    if (s.empty())
        return;
    const size_t arrow = s.find("==>");
    if (arrow == View::npos) {
        ++m_otherLines;
        return;
    }
    const View left = trim(s.substr(0, arrow));
    const View right = trim(s.substr(arrow + 3));
    View rt[4];
    const size_t rn = split(right, rt);
    if (rn < 1)
        return;
    Mapping m;
    m.netdev = str(rt[0]);
    m.state = rn >= 2 ? str(inParens(rt[1])) : QString();
    // Left: "mlx5_0 port 1" or, with -v, "0000:0c:00.0 mlx5_0 (MT4129 - ...) ... fw 28.39 port 1 (ACTIVE)".
    View lt[64];
    const size_t ln = split(left, lt);
    size_t hcaAt = 0;
    if (ln >= 2 && contains(lt[0], ":") && contains(lt[0], ".")) {
        m.pci = str(lt[0]);
        hcaAt = 1;
    }
    if (ln <= hcaAt)
        return;
    m.hca = str(lt[hcaAt]);
    for (size_t i = hcaAt + 1; i + 1 < ln; ++i) {
        if (lt[i] == "port") {
            const auto p = leadingInt(lt[i + 1]);
            m.port = p && *p < 1000 ? int(*p) : 0;
            if (i + 2 < ln && startsWith(lt[i + 2], "(")) {
                // "(ACTIVE)" or, padded, "(DOWN  )"
                QString state = str(lt[i + 2]);
                for (size_t j = i + 3; j < ln && !state.endsWith(u')'); ++j)
                    state += str(lt[j]);
                m.portState = state.remove(u'(').remove(u')').trimmed();
            }
        }
    }
    // IPoIB interfaces are named ib0, ibp12s0, ... by the kernel; anything else on an mlx5 port is Ethernet (RoCE).
    m.infiniband = m.netdev.startsWith(QLatin1String("ib"));
    if (m_maps.size() < 4096)
        m_maps.push_back(m);
}

ParsedImport Ibdev2netdevParser::finish(const StreamEnd& end) {
    if (m_maps.isEmpty())
        return std::move(m_result);
    QStringList down;
    int ib = 0, eth = 0;
    for (const Mapping& m : m_maps) {
        const QString name = QStringLiteral("%1/%2").arg(m.hca).arg(m.port);
        const QString kind = m.infiniband ? tr("InfiniBand (IPoIB)") : tr("Ethernet (RoCE)");
        (m.infiniband ? ib : eth)++;
        QString value = QStringLiteral("%1 (%2), %3").arg(m.netdev, m.state, kind);
        if (!m.portState.isEmpty())
            value = tr("%1, port %2").arg(value, m.portState);
        m_run.findings.push_back({FindingKind::Fact, QStringLiteral("rdma.netdev.%1").arg(name), FindingStatus::None,
                                  value, m.pci.isEmpty() ? QString() : tr("PCI %1").arg(m.pci)});
        m_run.devices.append(QJsonObject{
            {QStringLiteral("name"), name},
            {QStringLiteral("netdev"), m.netdev},
            {QStringLiteral("link_layer"), m.infiniband ? QStringLiteral("InfiniBand") : QStringLiteral("Ethernet")}});
        if (m.state.compare(QLatin1String("Up"), Qt::CaseInsensitive) != 0)
            down << QStringLiteral("%1 -> %2 (%3)").arg(name, m.netdev, m.state.isEmpty() ? tr("no state") : m.state);
    }
    m_run.findings.push_back(
        {FindingKind::Check, QStringLiteral("ib.netdev"), down.isEmpty() ? FindingStatus::Pass : FindingStatus::Warn,
         QString::number(m_maps.size()),
         down.isEmpty() ? tr("%1 HCA ports mapped to interfaces, all up (%2 InfiniBand, %3 Ethernet).")
                              .arg(m_maps.size())
                              .arg(ib)
                              .arg(eth)
                        : tr("Interfaces down: %1").arg(down.join(QStringLiteral(", ")))});
    if (end.endedWithoutNewline && m_maps.back().state.isEmpty()) {
        m_run.warnings << tr("The last line is cut short.");
        IncompleteEvidence::apply(m_run, IncompleteEvidence::endsMidLine());
    }
    m_result.truncated = m_run.truncated;
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
