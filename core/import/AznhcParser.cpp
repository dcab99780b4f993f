#include "core/import/AznhcParser.h"

#include "core/import/ByteText.h"

#include <algorithm>

namespace tb::core {

using namespace tb::core::bytes;

namespace {

// The local node's name for single-node NHC output (no "host |" column).
const QString kLocal = QStringLiteral("(this node)");

bool isHostName(View t) {
    if (t.empty() || t.size() > 253)
        return false;
    for (char c : t) {
        if (!isAlpha(c) && !isDigit(c) && c != '-' && c != '.' && c != '_')
            return false;
    }
    return true;
}

}  // namespace

AznhcParser::AznhcParser() {
    m_result.format = QStringLiteral("aznhc");
    m_run.tool = QStringLiteral("aznhc");
    m_run.operation = QStringLiteral("health");
}

QString AznhcParser::faultCode(const QString& text) {
    const qsizetype at = text.indexOf(QLatin1String("FaultCode:"));
    if (at < 0)
        return {};
    return text.mid(at + 10).trimmed().section(u' ', 0, 0);
}

void AznhcParser::record(const QString& host, const QString& status, const QString& detail) {
    if (!m_nodes.contains(host) && m_nodes.size() >= 20000) {
        ++m_nodesDropped;
        return;
    }
    Node& n = m_nodes[host];
    // A node with several lines keeps its worst state and every failure.
    if (n.status != QLatin1String("ERROR"))
        n.status = status;
    if (!detail.isEmpty() && n.detail.size() < 1200)
        n.detail = n.detail.isEmpty() ? detail : n.detail + QStringLiteral("; ") + detail;
}

void AznhcParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    const View s = trim(line);
    if (s.empty())
        return;
    const size_t bar = s.find(" | ");
    if (bar != View::npos) {
        const View host = trim(s.substr(0, bar));
        const View rest = trim(s.substr(bar + 3));
        if (isHostName(host)) {
            if (startsWith(rest, "Healthy")) {
                record(str(host), QStringLiteral("Healthy"), QString());
                return;
            }
            if (startsWith(rest, "ERROR")) {
                View why = trim(rest.substr(5));
                if (startsWith(why, ":"))
                    why = trim(why.substr(1));
                if (startsWith(why, "nhc:"))
                    why = trim(why.substr(4));
                record(str(host), QStringLiteral("ERROR"), str(why.substr(0, 600)));
                return;
            }
        }
    }
    // Single-node NHC output.
    if (contains(s, "Health check failed:")) {
        const size_t at = s.find("Health check failed:");
        record(kLocal, QStringLiteral("ERROR"), str(trim(s.substr(at)).substr(0, 600)));
    } else if (contains(s, "Node Health Check completed successfully")) {
        record(kLocal, QStringLiteral("Healthy"), QString());
    }
}

ParsedImport AznhcParser::finish(const StreamEnd& end) {
    (void)end;
    if (m_nodes.isEmpty())
        return std::move(m_result);
    QStringList bad, codes, noResults;
    for (auto it = m_nodes.cbegin(); it != m_nodes.cend(); ++it) {
        const Node& n = it.value();
        const QString code = faultCode(n.detail);
        m_run.devices.append(QJsonObject{{QStringLiteral("host"), it.key()}, {QStringLiteral("status"), n.status}});
        if (n.status == QLatin1String("Healthy"))
            continue;
        if (n.detail.contains(QLatin1String("No results reported")))
            noResults << it.key();
        if (!code.isEmpty() && !codes.contains(code))
            codes << code;
        if (bad.size() < 50)
            bad << QStringLiteral("%1: %2").arg(it.key(), n.detail.left(300));
        if (m_run.findings.size() < 1000) {
            m_run.findings.push_back({FindingKind::Fact, QStringLiteral("aznhc.node.%1").arg(it.key()),
                                      FindingStatus::None, code.isEmpty() ? n.status : code, n.detail});
        }
    }
    const auto unhealthy = std::count_if(m_nodes.cbegin(), m_nodes.cend(),
                                         [](const Node& n) { return n.status != QLatin1String("Healthy"); });
    QString detail =
        unhealthy == 0
            ? tr("All %1 nodes healthy.").arg(m_nodes.size())
            : tr("%1 of %2 nodes unhealthy%3: %4")
                  .arg(unhealthy)
                  .arg(m_nodes.size())
                  .arg(codes.isEmpty() ? QString() : tr(" (fault codes %1)").arg(codes.join(QStringLiteral(", "))),
                       bad.join(QStringLiteral("; ")));
    if (!noResults.isEmpty()) {
        detail += tr(" %1 nodes reported no results (unreachable, no shared filesystem, a failed install, or a job "
                     "over about 300 nodes).")
                      .arg(noResults.size());
    }
    m_run.findings.push_back({FindingKind::Check, QStringLiteral("aznhc.health"),
                              unhealthy == 0 ? FindingStatus::Pass : FindingStatus::Fail, QString::number(unhealthy),
                              detail});
    m_run.findings.push_back({FindingKind::Fact, QStringLiteral("aznhc.nodes"), FindingStatus::None,
                              QString::number(m_nodes.size()), tr("nodes in the health log")});
    if (m_nodesDropped > 0)
        m_run.warnings << tr("%1 further nodes were not kept (limit 20000).").arg(m_nodesDropped);
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
