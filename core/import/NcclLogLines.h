#pragma once

#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>

namespace tb::core {

// NCCL's (and RCCL's) own `NCCL INFO` / `NCCL WARN` lines, as NCCL_DEBUG=INFO prints them interleaved with a test's
// output ("host:pid:tid [dev] NCCL INFO Using network IB", "host:pid:tid [dev] misc/socket.cc:484 NCCL WARN ...").
// Collects what they say about the run — versions, the network chosen and the devices it uses, the net plugin,
// GPUDirect RDMA, channel counts, NCCL_* settings, warnings and errors with their source location — and turns it into
// facts and checks on a run (nccl.transport, nccl.gdr, nccl.warnings, nccl.errors, nccl.topology).
//
// Every rank repeats the same lines, so everything is kept as bounded sets; memory does not grow with the log.
class NcclLogLines {
    Q_DECLARE_TR_FUNCTIONS(NcclLogLines)

public:
    // s: a line without launcher prefixes. True when it was one of NCCL's lines (consumed).
    bool addLine(std::string_view s);
    bool isEmpty() const { return m_lines == 0; }
    qint64 lines() const { return m_lines; }
    // Adds facts, checks and env entries to the run. hosts: nodes the run's own rank lines name (0 when unknown).
    void applyTo(ParsedRun& run, int rankHosts) const;
    // Whether applyTo() would use rankHosts: a network was named but NCCL's lines give no node count.
    bool needsRankHosts() const { return !m_network.isEmpty() && !m_nNodes && m_hosts.size() < 2; }
    void clear() { *this = NcclLogLines(); }

private:
    void info(std::string_view msg);
    void warn(std::string_view msg, std::string_view location);
    static void addCapped(QStringList& list, const QString& item, int cap = 32);

    qint64 m_lines = 0;
    QSet<QString> m_hosts;
    QString m_cudaDriver, m_network, m_plugin, m_bootstrap;
    QStringList m_pluginNotes;
    QStringList m_netDevices, m_socketIfaces;
    bool m_ibNoDevice = false;
    bool m_ibverbsMissing = false;
    int m_gdrEnabled = 0, m_gdrDisabled = 0, m_gdrChannels = 0, m_netChannels = 0;
    QStringList m_gdrReasons;
    int m_collChannels = 0, m_p2pChannels = 0, m_nvlsChannels = 0, m_ringChannels = 0;
    std::optional<int> m_nNodes, m_nRanks;
    bool m_mnnvl = false;
    QMap<QString, QString> m_ncclEnv;
    qint64 m_warnings = 0;
    QStringList m_warnTexts;  // distinct, with location, capped
    QStringList m_topologyWarnings;
    qint64 m_errorReturns = 0;
    QStringList m_errorChain;  // "misc/socket.cc:565 -> 2", capped
    bool m_initComplete = false;
};

}  // namespace tb::core
