#include "core/import/NcclLogLines.h"

#include "core/import/ByteText.h"

namespace tb::core {

using namespace tb::core::bytes;

namespace {

bool containsNoCase(View s, View p) {
    if (p.size() > s.size())
        return false;
    for (size_t i = 0; i + p.size() <= s.size(); ++i) {
        size_t j = 0;
        while (j < p.size() && (s[i + j] | 0x20) == (p[j] | 0x20))
            ++j;
        if (j == p.size())
            return true;
    }
    return false;
}

// "node01:12345:12360" -> "node01"; empty when the token is not host:pid:tid.
View hostOf(View prefix) {
    View tok[1];
    if (split(prefix, tok) < 1)
        return {};
    const View t = tok[0];
    const size_t a = t.find(':');
    if (a == View::npos || a == 0)
        return {};
    const size_t b = t.find(':', a + 1);
    if (b == View::npos || b == a + 1 || !toInt(t.substr(a + 1, b - a - 1)))
        return {};
    return t.substr(0, a);
}

// The source location NCCL prints before WARN: "misc/socket.cc:484".
View locationOf(View prefix) {
    View tok[8];
    const size_t n = split(prefix, tok);
    if (n == 0)
        return {};
    const View t = tok[n - 1];
    const size_t colon = t.rfind(':');
    if (colon == View::npos || colon + 1 >= t.size() || !toInt(t.substr(colon + 1)))
        return {};
    const View file = t.substr(0, colon);
    return contains(file, ".c") || contains(file, ".h") ? t : View();
}

// "misc/socket.cc:565 -> 2" (NCCL's error return trace).
bool isErrorReturn(View msg) {
    const size_t arrow = msg.find(" -> ");
    if (arrow == View::npos || arrow == 0)
        return false;
    const View loc = msg.substr(0, arrow);
    const size_t colon = loc.rfind(':');
    if (colon == View::npos || !toInt(trim(loc.substr(colon + 1))))
        return false;
    const auto code = leadingInt(msg.substr(arrow + 4));
    return code && *code != 0;
}

// The last "(...)" of a message: GDR's reason ("(no module)", "(distance 6 > 4)").
QString parenthesis(View msg) {
    const size_t close = msg.rfind(')');
    const size_t open = close == View::npos ? View::npos : msg.rfind('(', close);
    if (open == View::npos)
        return {};
    return str(msg.substr(open + 1, close - open - 1));
}

std::optional<int> intAfter(View s, View key) {
    const size_t p = s.find(key);
    if (p == View::npos)
        return std::nullopt;
    const auto v = leadingInt(s.substr(p + key.size()));
    if (!v || *v < 0 || *v > (1 << 24))
        return std::nullopt;
    return int(*v);
}

}  // namespace

void NcclLogLines::addCapped(QStringList& list, const QString& item, int cap) {
    if (list.size() < cap && !list.contains(item))
        list << item;
}

bool NcclLogLines::addLine(View s) {
    size_t pos = s.find("NCCL INFO");
    const bool isInfo = pos != View::npos;
    if (!isInfo)
        pos = s.find("NCCL WARN");
    if (pos == View::npos || (pos > 0 && !isSpace(s[pos - 1])))
        return false;
    ++m_lines;
    const View prefix = s.substr(0, pos);
    const View host = hostOf(prefix);
    if (!host.empty() && m_hosts.size() < 4096)
        m_hosts.insert(str(host));
    const View msg = trim(s.substr(pos + 9));
    if (isInfo)
        info(msg);
    else
        warn(msg, locationOf(prefix));
    return true;
}

void NcclLogLines::info(View msg) {
    if (startsWith(msg, "cudaDriverVersion")) {
        m_cudaDriver = str(trim(msg.substr(17)));
        return;
    }
    if (startsWith(msg, "Using network ")) {
        m_network = str(trim(msg.substr(14)));
        return;
    }
    if (startsWith(msg, "NET/IB : Using ") || startsWith(msg, "NET/IB: Using ")) {
        View devs = msg.substr(msg.find("Using ") + 6);
        const size_t semi = devs.find(';');
        if (semi != View::npos)
            devs = devs.substr(0, semi);
        View tok[64];
        const size_t n = split(devs, tok);
        for (size_t i = 0; i < n; ++i) {
            View t = tok[i];
            if (!t.empty() && t[0] == '[') {
                const size_t close = t.find(']');
                t = close == View::npos ? t : t.substr(close + 1);
            }
            if (!t.empty())
                addCapped(m_netDevices, str(t), 64);
        }
        return;
    }
    if (contains(msg, "NET/IB : No device found") || contains(msg, "NET/IB: No device found")) {
        m_ibNoDevice = true;
        return;
    }
    if (startsWith(msg, "Failed to open libibverbs")) {
        m_ibverbsMissing = true;
        return;
    }
    if (startsWith(msg, "NET/Socket : Using ") || startsWith(msg, "NET/Socket: Using ")) {
        View tok[32];
        const size_t n = split(msg.substr(msg.find("Using ") + 6), tok);
        for (size_t i = 0; i < n; ++i) {
            View t = tok[i];
            if (!t.empty() && t[0] == '[') {
                const size_t close = t.find(']');
                t = close == View::npos ? t : t.substr(close + 1);
            }
            const size_t lt = t.find('<');
            if (lt != View::npos)
                t = t.substr(0, lt);
            if (!t.empty())
                addCapped(m_socketIfaces, str(t), 16);
        }
        return;
    }
    if (startsWith(msg, "Bootstrap : Using ") || startsWith(msg, "Bootstrap: Using ")) {
        View t = trim(msg.substr(msg.find("Using ") + 6));
        const size_t lt = t.find('<');
        m_bootstrap = str(lt == View::npos ? t : t.substr(0, lt));
        return;
    }
    if (startsWith(msg, "NET/Plugin") || startsWith(msg, "NET/OFI") || contains(msg, "net plugin") ||
        contains(msg, "external plugin") || startsWith(msg, "Plugin Path")) {
        if (contains(msg, "No plugin found") || contains(msg, "Could not find") || contains(msg, "returned 2") ||
            contains(msg, "cannot open shared object")) {
            addCapped(m_pluginNotes, str(msg.substr(0, 200)), 4);
            if (m_plugin.isEmpty())
                m_plugin = tr("none found; NCCL's internal network code");
        } else if (contains(msg, "Loaded net plugin") || contains(msg, "Successfully loaded external plugin") ||
                   startsWith(msg, "NET/OFI")) {
            const size_t p = msg.find("plugin");
            m_plugin = str(trim(msg.substr(p == View::npos ? 0 : p + 6)).substr(0, 120));
            if (startsWith(msg, "NET/OFI"))
                m_plugin = str(msg.substr(0, 120));
        } else if (contains(msg, "internal network plugin") || contains(msg, "internal implementation")) {
            if (m_plugin.isEmpty())
                m_plugin = tr("none found; NCCL's internal network code");
        }
        return;
    }
    if (contains(msg, "GPU Direct RDMA") || contains(msg, "GPUDirect RDMA")) {
        if (containsNoCase(msg, "RDMA Disabled")) {
            ++m_gdrDisabled;
            const QString why = parenthesis(msg);
            if (!why.isEmpty())
                addCapped(m_gdrReasons, why, 8);
        } else if (containsNoCase(msg, "enabled")) {
            ++m_gdrEnabled;
        }
        return;
    }
    if (startsWith(msg, "Channel ")) {
        if (contains(msg, " via NET/")) {
            ++m_netChannels;
            if (contains(msg, "/GDRDMA"))
                ++m_gdrChannels;
            return;
        }
        // "Channel 00/32 :    0   1 ..." (the ring listing)
        const size_t slash = msg.find('/');
        if (slash != View::npos && slash < 12) {
            if (auto v = leadingInt(msg.substr(slash + 1)); v && *v > 0 && *v < 4096)
                m_ringChannels = std::max(m_ringChannels, int(*v));
        }
        return;
    }
    if (contains(msg, " coll channels")) {
        if (const auto v = leadingInt(msg); v && *v <= 4096)
            m_collChannels = std::max(m_collChannels, int(*v));
        View tok[24];
        const size_t n = split(msg, tok);
        for (size_t i = 1; i < n; ++i) {
            const auto v = toInt(tok[i - 1]);
            if (!v || *v < 0 || *v > 4096)
                continue;
            if (tok[i] == "nvls")
                m_nvlsChannels = std::max(m_nvlsChannels, int(*v));
            else if (tok[i] == "p2p" && (i + 2 >= n || tok[i + 2] != "per"))
                m_p2pChannels = std::max(m_p2pChannels, int(*v));
        }
        return;
    }
    if (contains(msg, "nNodes ")) {
        if (auto v = intAfter(msg, "nNodes "))
            m_nNodes = std::max(m_nNodes.value_or(0), *v);
        if (auto v = intAfter(msg, "nRanks "))
            m_nRanks = std::max(m_nRanks.value_or(0), *v);
        if (auto v = intAfter(msg, "MNNVL "); v && *v > 0)
            m_mnnvl = true;
        return;
    }
    if (contains(msg, "Init COMPLETE")) {
        m_initComplete = true;
        if (auto v = intAfter(msg, "nranks "))
            m_nRanks = std::max(m_nRanks.value_or(0), *v);
        return;
    }
    const size_t setBy = msg.find(" set by environment to ");
    if (setBy != View::npos && startsWith(msg, "NCCL_")) {
        View value = trim(msg.substr(setBy + 23));
        if (endsWith(value, "."))
            value.remove_suffix(1);
        if (m_ncclEnv.size() < 64)
            m_ncclEnv.insert(str(msg.substr(0, setBy)), str(value.substr(0, 200)));
        return;
    }
    if (isErrorReturn(msg)) {
        ++m_errorReturns;
        addCapped(m_errorChain, str(msg.substr(0, 160)), 8);
    }
}

void NcclLogLines::warn(View msg, View location) {
    ++m_warnings;
    const QString text =
        location.empty() ? str(msg.substr(0, 240)) : str(location) + QStringLiteral(": ") + str(msg.substr(0, 240));
    addCapped(m_warnTexts, text, 16);
    if (startsWith(location, "graph/") || containsNoCase(msg, "topology") || contains(msg, "real path") ||
        contains(msg, "XML") || contains(msg, "PCI")) {
        addCapped(m_topologyWarnings, text, 8);
    }
    if (containsNoCase(msg, "fail") || containsNoCase(msg, "error") || containsNoCase(msg, "abort") ||
        containsNoCase(msg, "timeout") || containsNoCase(msg, "timed out") || contains(msg, "vendor err")) {
        ++m_errorReturns;
        addCapped(m_errorChain, text, 8);
    }
}

void NcclLogLines::applyTo(ParsedRun& run, int rankHosts) const {
    if (m_lines == 0)
        return;
    auto fact = [&](const QString& key, const QString& value, const QString& detail) {
        run.findings.push_back({FindingKind::Fact, key, FindingStatus::None, value, detail});
    };
    auto check = [&](const QString& key, FindingStatus status, const QString& value, const QString& detail) {
        run.findings.push_back({FindingKind::Check, key, status, value, detail});
    };
    const QString version = run.env.value(QStringLiteral("nccl_version")).toString();
    if (!version.isEmpty())
        fact(QStringLiteral("nccl.version"), version, tr("NCCL library version"));
    if (!m_cudaDriver.isEmpty()) {
        run.env.insert(QStringLiteral("cuda_driver_version"), m_cudaDriver);
        const auto v = toInt(view(m_cudaDriver.toLatin1()));
        fact(QStringLiteral("nccl.cuda_driver"), m_cudaDriver,
             v ? tr("CUDA driver API %1.%2").arg(*v / 1000).arg((*v % 1000) / 10) : QString());
    }
    const int nodes = m_nNodes.value_or(std::max<int>(int(m_hosts.size()), rankHosts));
    if (nodes > 0)
        fact(QStringLiteral("nccl.nodes"), QString::number(nodes),
             m_nRanks ? tr("%1 ranks").arg(*m_nRanks) : QString());
    if (!m_network.isEmpty()) {
        run.env.insert(QStringLiteral("nccl_network"), m_network);
        fact(QStringLiteral("nccl.network"), m_network, tr("the network NCCL chose (\"Using network\")"));
    }
    if (!m_netDevices.isEmpty()) {
        fact(QStringLiteral("nccl.net_devices"), m_netDevices.join(QStringLiteral(", ")),
             tr("HCAs and ports NET/IB uses (device:port/link layer)"));
    }
    if (!m_socketIfaces.isEmpty())
        fact(QStringLiteral("nccl.socket_interfaces"), m_socketIfaces.join(QStringLiteral(", ")), QString());
    if (!m_bootstrap.isEmpty())
        fact(QStringLiteral("nccl.bootstrap_interface"), m_bootstrap, QString());
    if (!m_plugin.isEmpty()) {
        run.env.insert(QStringLiteral("nccl_net_plugin"), m_plugin);
        fact(QStringLiteral("nccl.net_plugin"), m_plugin, m_pluginNotes.join(QStringLiteral("; ")));
    }
    if (m_collChannels > 0 || m_ringChannels > 0) {
        QStringList parts;
        if (m_collChannels > 0)
            parts << tr("%1 collective").arg(m_collChannels);
        if (m_nvlsChannels > 0)
            parts << tr("%1 NVLS").arg(m_nvlsChannels);
        if (m_p2pChannels > 0)
            parts << tr("%1 p2p").arg(m_p2pChannels);
        fact(QStringLiteral("nccl.channels"), QString::number(std::max(m_collChannels, m_ringChannels)),
             parts.isEmpty() ? tr("ring channels") : parts.join(QStringLiteral(", ")));
    }
    if (!m_ncclEnv.isEmpty()) {
        QJsonObject env;
        QStringList shown;
        for (auto it = m_ncclEnv.cbegin(); it != m_ncclEnv.cend(); ++it) {
            env.insert(it.key(), it.value());
            shown << it.key() + u'=' + it.value();
        }
        run.env.insert(QStringLiteral("nccl_env"), env);
        fact(QStringLiteral("nccl.settings"), QString::number(m_ncclEnv.size()), shown.join(QStringLiteral(" ")));
    }

    // Transport: a run across nodes over TCP sockets is the classic "low busbw"; say why NCCL fell back.
    const bool socket = m_network.startsWith(QLatin1String("Socket"));
    if (!m_network.isEmpty()) {
        QStringList why;
        if (m_ibverbsMissing)
            why << tr("libibverbs could not be loaded");
        if (m_ibNoDevice)
            why << tr("NET/IB found no device");
        if (!m_pluginNotes.isEmpty())
            why << tr("no network plugin");
        const QString because = why.isEmpty() ? QString() : tr(" (%1)").arg(why.join(QStringLiteral(", ")));
        const QString over = m_socketIfaces.isEmpty() ? QString() : m_socketIfaces.join(QStringLiteral(", "));
        if (socket && nodes > 1) {
            check(QStringLiteral("nccl.transport"), FindingStatus::Fail, m_network,
                  tr("A run across %1 nodes used NCCL's TCP socket transport%2 instead of InfiniBand/RoCE%3: "
                     "inter-node bandwidth is capped by TCP, so its results do not measure the fabric.")
                      .arg(nodes)
                      .arg(over.isEmpty() ? QString() : tr(" over %1").arg(over), because));
        } else if (socket && nodes == 0) {
            check(QStringLiteral("nccl.transport"), FindingStatus::Warn, m_network,
                  tr("NCCL used its TCP socket transport%1%2; if this run spans nodes, it did not use the RDMA "
                     "fabric.")
                      .arg(over.isEmpty() ? QString() : tr(" over %1").arg(over), because));
        } else if (!socket && nodes > 1) {
            check(
                QStringLiteral("nccl.transport"), FindingStatus::Pass, m_network,
                tr("%1 nodes over %2%3.")
                    .arg(nodes)
                    .arg(m_network, m_netDevices.isEmpty() ? QString()
                                                           : tr(" (%1)").arg(m_netDevices.join(QStringLiteral(", ")))));
        }
    }
    // GPUDirect RDMA as NCCL saw it.
    if (m_gdrEnabled + m_gdrDisabled + m_netChannels > 0 && !socket) {
        const bool used = m_gdrEnabled > 0 || m_gdrChannels > 0;
        const QString reasons = m_gdrReasons.join(QStringLiteral(", "));
        if (used && m_gdrDisabled == 0) {
            check(
                QStringLiteral("nccl.gdr"), FindingStatus::Pass, tr("enabled"),
                m_gdrChannels > 0
                    ? tr("%1 of %2 network channels use GPUDirect RDMA (GDRDMA).").arg(m_gdrChannels).arg(m_netChannels)
                    : tr("NCCL reports GPUDirect RDMA enabled."));
        } else if (used) {
            check(QStringLiteral("nccl.gdr"), FindingStatus::Warn, tr("partly"),
                  tr("GPUDirect RDMA enabled for some GPU/HCA pairs, disabled for %1 (%2).")
                      .arg(m_gdrDisabled)
                      .arg(reasons));
        } else if (m_gdrDisabled > 0 || m_netChannels > 0) {
            check(QStringLiteral("nccl.gdr"), FindingStatus::Fail, tr("disabled"),
                  reasons.isEmpty()
                      ? tr("No network channel uses GPUDirect RDMA: traffic to the NICs is staged through host memory.")
                      : tr("GPUDirect RDMA disabled (%1): traffic to the NICs is staged through host memory.")
                            .arg(reasons));
        }
    }
    if (!m_topologyWarnings.isEmpty()) {
        check(QStringLiteral("nccl.topology"), FindingStatus::Warn, QString::number(m_topologyWarnings.size()),
              tr("NCCL could not read the topology cleanly: %1").arg(m_topologyWarnings.join(QStringLiteral("; "))));
    }
    if (m_warnings > 0) {
        check(QStringLiteral("nccl.warnings"), FindingStatus::Warn, QString::number(m_warnings),
              tr("%1 NCCL WARN lines: %2").arg(m_warnings).arg(m_warnTexts.join(QStringLiteral("; "))));
    }
    if (m_errorReturns > 0) {
        check(QStringLiteral("nccl.errors"), FindingStatus::Fail, QString::number(m_errorReturns),
              tr("NCCL reported errors (where, then how they propagated): %1")
                  .arg(m_errorChain.join(QStringLiteral("; "))));
    }
}

}  // namespace tb::core
