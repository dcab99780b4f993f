#include "core/import/RocmSmiParser.h"

#include "core/import/ByteText.h"
#include "core/import/EvidenceCounter.h"
#include "core/import/RocmSmiChecks.h"

#include <QCoreApplication>

namespace tb::core {

using namespace tb::core::bytes;

RocmSmiParser::RocmSmiParser() {
    m_result.format = QStringLiteral("rocm-smi");
    m_run.tool = QStringLiteral("rocm-smi");
    m_run.operation = QStringLiteral("query");
}

RocmSmiParser::Gpu& RocmSmiParser::gpu(int index) {
    return m_gpus[index];
}

void RocmSmiParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    const View s = trim(line);
    if (s.empty())
        return;
    if (startsWith(s, "===")) {
        View name = s;
        while (!name.empty() && name.front() == '=')
            name.remove_prefix(1);
        while (!name.empty() && name.back() == '=')
            name.remove_suffix(1);
        if (trim(name).empty())
            return;  // a rule under a table header, not a new section
        m_section = str(trim(name));
        m_table = Table::None;
        return;
    }
    if (startsWith(s, "Device") && contains(s, "[Model")) {
        m_table = Table::Concise6;
        return;
    }
    if (startsWith(s, "GPU") && contains(s, "Temp") && contains(s, "SCLK")) {
        m_table = Table::Concise5;
        return;
    }
    if (startsWith(s, "Driver version:")) {
        m_run.env.insert(QStringLiteral("driver"), str(trim(s.substr(15))));
        return;
    }
    if (startsWith(s, "GPU[")) {
        // "GPU[0]\t\t: key: value" (-a) or "GPU[0]          : (Topology) ..."
        const size_t close = s.find(']');
        const auto idx = close == View::npos ? std::nullopt : toInt(s.substr(4, close - 4));
        if (!idx || *idx < 0 || *idx > 4096)
            return;
        View rest = trim(s.substr(close + 1));
        if (startsWith(rest, ":"))
            rest = trim(rest.substr(1));
        View k, v;
        if (!keyValue(rest, &k, &v))
            return;
        Gpu& g = gpu(int(*idx));
        if (k == "Card series" || k == "Card Series")
            g.name = str(v);
        else if (k == "Card SKU")
            g.sku = str(v);
        else if (k == "VBIOS version")
            g.vbios = str(v);
        else if (k == "PCI Bus")
            g.bus = str(v);
        else if (k == "PCIe Replay Count")
            g.setReplays(EvidenceCounter::read(str(v)), str(k));
        else if (k == "Compute Partition")
            g.partition = str(v) + (g.partition.isEmpty() ? QString() : u',' + g.partition);
        else if (k == "Memory Partition")
            g.partition = g.partition.isEmpty() ? str(v) : str(v) + u',' + g.partition;
        else if (contains(k, "orrectable"))
            g.addEcc(EvidenceCounter::read(str(v)), str(k), contains(k, "ncorrectable"));
        return;
    }
    if (m_table != Table::None) {
        View tok[24];
        const size_t n = split(s, tok);
        if (n == 0)
            return;
        if (isDigit(tok[0][0]) && toInt(tok[0]) && n >= 4) {
            const int idx = int(*toInt(tok[0]));
            if (idx < 0 || idx > 4096)
                return;
            Gpu& g = gpu(idx);
            m_lastConcise = idx;
            if (m_table == Table::Concise6) {
                // 0  [0x74a1 : 0x00]  35.0°C  133.0W  NPS1, SPX  131Mhz ...
                const size_t close = s.find(']');
                if (close == View::npos)
                    return;
                View after[16];
                const size_t m = split(s.substr(close + 1), after);
                if (m >= 2) {
                    g.temp = str(after[0]);
                    g.power = str(after[1]);
                }
                if (m >= 4)
                    g.partition = str(after[2]) + QLatin1Char(' ') + str(after[3]);
            } else {
                g.temp = str(tok[1]);
                g.power = str(tok[2]);
            }
            return;
        }
        if (m_table == Table::Concise6 && m_lastConcise >= 0 && !isDigit(s[0])) {
            Gpu& g = gpu(m_lastConcise);
            if (g.name.isEmpty())
                g.name = str(s);
            m_lastConcise = -1;
        }
    }
}

ParsedImport RocmSmiParser::finish(const StreamEnd& end) {
    (void)end;
    if (m_gpus.isEmpty()) {
        if (m_run.env.contains(QStringLiteral("driver")))
            m_result.runs.push_back(m_run);
        return std::move(m_result);
    }
    RocmSmiChecks::apply(m_run, m_gpus);
    m_result.runs.push_back(m_run);
    return std::move(m_result);
}

}  // namespace tb::core
