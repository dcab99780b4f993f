#include "core/import/KernelLogParser.h"

#include "core/domain/FindingKind.h"
#include "core/import/ByteText.h"

#include <QCoreApplication>

namespace tb::core {

using namespace tb::core::bytes;

namespace {
// The timestamp part before the message: "[ 123.45]", "[Sun Feb 23 16:24:18 2025]", "kern  :warn  : 2025-...",
// "Dec  2 11:38:47 host kernel: [  219.47]".
View timePart(View prefix) {
    prefix = trim(prefix);
    if (startsWith(prefix, "kern")) {
        const size_t second = prefix.find(':', prefix.find(':') + 1);
        if (second != View::npos)
            prefix = trim(prefix.substr(second + 1));
    }
    const size_t open = prefix.rfind('[');
    const size_t close = prefix.rfind(']');
    if (open != View::npos && close != View::npos && close > open) {
        const View inside = trim(prefix.substr(open + 1, close - open - 1));
        const size_t kernel = prefix.find(" kernel:");
        if (kernel != View::npos && kernel < open)
            return trim(prefix.substr(0, kernel));  // syslog date
        return inside;
    }
    const size_t kernel = prefix.find(" kernel:");
    if (kernel != View::npos)
        return trim(prefix.substr(0, kernel));
    // journalctl -o cat / short without a date: "kernel: NVRM: ..." has no time at all.
    if (prefix == "kernel:" || prefix == "kernel" || endsWith(prefix, " kernel:"))
        return {};
    if (endsWith(prefix, ":"))
        prefix.remove_suffix(1);
    return trim(prefix);
}

// A line a kernel log can hold: a dmesg/journal/syslog timestamp or facility, or one of the GPU driver's tags. Used to
// tell a real (if quiet) kernel log from data that has none of its lines.
bool looksLikeKernelLine(View s) {
    if (s.empty())
        return false;
    if (s[0] == '[') {
        const size_t close = s.find(']');
        return close != View::npos && close > 1 && close < 40;
    }
    if (startsWith(s, "kern ") || startsWith(s, "kernel:") || contains(s, " kernel: ") || contains(s, "NVRM:") ||
        contains(s, "nvidia") || contains(s, "Xid"))
        return true;
    // syslog "Dec  2 11:38:47 host ..." and ISO "2025-01-21T04:41:44..."
    static const char* months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    for (const char* m : months) {
        if (startsWith(s, m) && s.size() > 15 && s[3] == ' ')
            return true;
    }
    return s.size() > 19 && isDigit(s[0]) && isDigit(s[3]) && s[4] == '-' && s[7] == '-' && s[10] == 'T';
}

}  // namespace

KernelLogParser::KernelLogParser() {
    m_result.format = QStringLiteral("kernel-log");
    m_run.tool = QStringLiteral("kernel-log");
    m_run.operation = QStringLiteral("xid-scan");
}

FindingStatus KernelLogParser::xidSeverity(int xid) {
    switch (xid) {
        case 38:
        case 44:
        case 48:
        case 61:
        case 62:
        case 64:
        case 74:
        case 79:
        case 95:
        case 119:
        case 120:
        case 121:
        case 140:
        case 143:
        case 144:
        case 145:
        case 146:
        case 147:
        case 148:
        case 149:
        case 150:
        case 154:
            return FindingStatus::Fail;
        default:
            return FindingStatus::Warn;
    }
}

QString KernelLogParser::xidMeaning(int xid) {
    switch (xid) {
        case 13:
            return tr("graphics engine exception (usually the application; repeated on one GPU, the hardware)");
        case 31:
            return tr("GPU memory page fault (usually the application)");
        case 43:
            return tr("GPU stopped processing (usually the application)");
        case 45:
            return tr("preemptive cleanup after an earlier error");
        case 48:
            return tr("double-bit ECC error: the GPU needs a reset, the job died");
        case 61:
        case 62:
            return tr("internal micro-controller error: the GPU needs a reset");
        case 63:
            return tr("ECC page retirement or row remapping recorded: reset the GPU to apply it");
        case 64:
            return tr("ECC page retirement or row remapping failed to record: the GPU should be replaced");
        case 74:
            return tr("NVLink error: check the links and the fabric");
        case 79:
            return tr("GPU has fallen off the bus: it needs a reset or the node a reboot");
        case 92:
            return tr("high single-bit ECC error rate");
        case 94:
            return tr("contained ECC error: the affected application must restart");
        case 95:
            return tr("uncontained ECC error: every application on the GPU is affected; reset needed");
        case 109:
            return tr("context switch timeout");
        case 119:
        case 120:
            return tr("GSP firmware error or RPC timeout: the GPU needs a reset");
        case 140:
            return tr("unrecovered ECC error");
        case 144:
        case 145:
        case 146:
        case 147:
        case 148:
        case 149:
        case 150:
            return tr(
                "NVLink error from one of the Blackwell-era NVLink units: check the links, the GPU may need a "
                "reset");
        case 154:
            return tr("GPU recovery action changed: reset or reboot required");
        default:
            return tr("a code Tierbench's table does not name: see NVIDIA's Xid catalogue");
    }
}

void KernelLogParser::record(QMap<int, Event>& map, int code, const QString& device, View time, View message,
                             bool fatal) {
    Event& e = map[code];
    ++e.count;
    if (e.devices.size() < 64)
        e.devices.insert(device);
    if (e.count == 1) {
        e.firstTime = str(time);
        e.firstMessage = str(trim(message).substr(0, 240));
    }
    e.lastTime = str(time);
    e.fatal = e.fatal || fatal;
}

void KernelLogParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    (void)last;
    ++m_lines;
    View s = trim(line);
    while (startsWith(s, ">"))
        s = trim(s.substr(1));
    if (s.empty())
        return;
    if (looksLikeKernelLine(s))
        ++m_kernelLines;
    const size_t nvrm = s.find("NVRM:");
    if (nvrm != View::npos)
        ++m_nvrmLines;
    // "Xid (PCI:0000:91:00): 79, pid=..., GPU has fallen off the bus." and "SXid (PCI:0000:06:00.0): 20034, ..."
    size_t x = s.find("Xid (");
    if (x != View::npos) {
        const bool sxid = x > 0 && s[x - 1] == 'S';
        const size_t close = s.find("):", x);
        if (close != View::npos) {
            View dev = s.substr(x + 5, close - x - 5);
            if (startsWith(dev, "PCI:"))
                dev = dev.substr(4);
            const View rest = trim(s.substr(close + 2));
            const size_t comma = rest.find(',');
            const auto code = leadingInt(rest.substr(0, comma));
            if (code && *code >= 0 && *code < 1000000) {
                const View prefix = s.substr(0, sxid ? x - 1 : x);
                const size_t tag = prefix.rfind(sxid ? "nvidia-nvswitch" : "NVRM:");
                const View time = timePart(tag == View::npos ? prefix : prefix.substr(0, tag));
                const View message = comma == View::npos ? View() : rest.substr(comma + 1);
                if (sxid) {
                    record(m_sxid, int(*code), str(dev), time, message, contains(message, "Fatal"));
                } else {
                    record(m_xid, int(*code), str(dev), time, message, false);
                    // "Preemptive Cleanup, due to previous Xid ... caused by previous Xid 149": keep the cause.
                    const size_t cause = message.find("previous Xid");
                    if (cause != View::npos) {
                        const auto c = leadingInt(message.substr(cause + 12));
                        if (c && *c >= 0 && *c < 1000000 && m_xid[int(*code)].causes.size() < 64)
                            ++m_xid[int(*code)].causes[int(*c)];
                    }
                }
                return;
            }
        }
    }
    if (contains(s, "fallen off the bus")) {
        ++m_fallenOffBus.count;
        if (m_fallenOffBus.firstMessage.isEmpty())
            m_fallenOffBus.firstMessage = str(s.substr(0, 240));
    }
    if (contains(s, "RmInitAdapter failed") || contains(s, "rm_init_adapter failed")) {
        ++m_initFailed.count;
        if (m_initFailed.firstMessage.isEmpty())
            m_initFailed.firstMessage = str(s.substr(0, 240));
    }
    if (contains(s, "NV_ERR_RESET_REQUIRED") || contains(s, "GPU reset required")) {
        ++m_resetRequired.count;
        if (m_resetRequired.firstMessage.isEmpty())
            m_resetRequired.firstMessage = str(s.substr(0, 240));
    }
    if (contains(s, "nvidia-peermem") && (contains(s, "ERROR") || contains(s, "error"))) {
        ++m_peermem.count;
        if (m_peermem.firstMessage.isEmpty())
            m_peermem.firstMessage = str(s.substr(0, 240));
    }
}

ParsedImport KernelLogParser::finish(const StreamEnd& end) {
    auto devices = [](const Event& e) {
        QStringList d(e.devices.begin(), e.devices.end());
        d.sort();
        return d.join(QStringLiteral(", "));
    };
    if (m_kernelLines == 0 && m_xid.isEmpty() && m_sxid.isEmpty() && m_lines > 0) {
        // Data forced into this format that has none of a kernel log's lines (binary, zeros, another tool's output):
        // no Xid found there says nothing about the GPUs.
        m_run.warnings << tr("None of the %1 lines looks like a kernel log line (no timestamp, facility or NVRM tag): "
                             "this is not a kernel log, so no Xid verdict is given.")
                              .arg(m_lines);
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("gpu.xid"), FindingStatus::Unknown, QString(),
                                  tr("Not a kernel log: no verdict.")});
        m_result.runs.push_back(m_run);
        return std::move(m_result);
    }
    auto causes = [](const Event& e) {
        QStringList c;
        for (auto it = e.causes.cbegin(); it != e.causes.cend(); ++it)
            c << tr("caused by previous Xid %1 (%2, x%3)").arg(it.key()).arg(xidMeaning(it.key())).arg(it.value());
        return c.isEmpty() ? QString() : QStringLiteral(" [") + c.join(QStringLiteral("; ")) + u']';
    };
    auto when = [](const QString& t) { return t.isEmpty() ? tr("(no timestamp)") : t; };
    qint64 total = 0;
    for (auto it = m_xid.cbegin(); it != m_xid.cend(); ++it) {
        const Event& e = it.value();
        total += e.count;
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("gpu.xid.%1").arg(it.key()), xidSeverity(it.key()),
                                  QString::number(e.count),
                                  tr("Xid %1 (%2) %3 times on %4, first at %5: %6")
                                          .arg(it.key())
                                          .arg(xidMeaning(it.key()))
                                          .arg(e.count)
                                          .arg(devices(e), when(e.firstTime), e.firstMessage) +
                                      causes(e)});
        // A cause the log names but whose own line is not in it (rotated away, or filtered out) is still recorded.
        for (auto c = e.causes.cbegin(); c != e.causes.cend(); ++c) {
            if (!m_xid.contains(c.key())) {
                m_run.findings.push_back({FindingKind::Check, QStringLiteral("gpu.xid.%1").arg(c.key()),
                                          xidSeverity(c.key()), QString::number(c.value()),
                                          tr("Xid %1 (%2) named as the cause of Xid %3 %4 times; its own line is "
                                             "not in the log.")
                                              .arg(c.key())
                                              .arg(xidMeaning(c.key()))
                                              .arg(it.key())
                                              .arg(c.value())});
            }
        }
    }
    for (auto it = m_sxid.cbegin(); it != m_sxid.cend(); ++it) {
        const Event& e = it.value();
        total += e.count;
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("nvswitch.sxid.%1").arg(it.key()),
                                  e.fatal ? FindingStatus::Fail : FindingStatus::Warn, QString::number(e.count),
                                  tr("NVSwitch SXid %1 (%2) %3 times on %4, first at %5: %6")
                                      .arg(it.key())
                                      .arg(e.fatal ? tr("fatal") : tr("non-fatal"))
                                      .arg(e.count)
                                      .arg(devices(e), when(e.firstTime), e.firstMessage)});
    }
    // Aggregates shaped like tb-node's gpu.xid / nvswitch.sxid: application-caused Xids alone do not warn.
    if (!m_xid.isEmpty()) {
        FindingStatus worst = FindingStatus::Pass;
        QStringList codes;
        QMap<int, qint64> all = {};
        for (auto it = m_xid.cbegin(); it != m_xid.cend(); ++it) {
            all[it.key()] += it.value().count;
            for (auto c = it.value().causes.cbegin(); c != it.value().causes.cend(); ++c) {
                if (!m_xid.contains(c.key()))
                    all[c.key()] += 0;  // named as a cause only: counted in the severity too
            }
        }
        for (auto it = all.cbegin(); it != all.cend(); ++it) {
            codes << (m_xid.contains(it.key()) ? QStringLiteral("%1 (x%2)").arg(it.key()).arg(it.value())
                                               : tr("%1 (named as a cause)").arg(it.key()));
            static const QList<int> application{13, 31, 43, 45, 68, 69};
            if (application.contains(it.key()))
                continue;
            const FindingStatus sev = xidSeverity(it.key());
            if (sev == FindingStatus::Fail || worst == FindingStatus::Pass)
                worst = sev;
        }
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("gpu.xid"), worst,
                                  codes.join(QStringLiteral(", ")),
                                  tr("Xid codes in the log: %1").arg(codes.join(QStringLiteral(", ")))});
    }
    if (!m_sxid.isEmpty()) {
        bool fatal = false;
        QStringList codes;
        for (auto it = m_sxid.cbegin(); it != m_sxid.cend(); ++it) {
            fatal = fatal || it.value().fatal;
            codes << QStringLiteral("%1 (x%2)").arg(it.key()).arg(it.value().count);
        }
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("nvswitch.sxid"),
                                  fatal ? FindingStatus::Fail : FindingStatus::Warn, codes.join(QStringLiteral(", ")),
                                  tr("NVSwitch SXid codes in the log: %1").arg(codes.join(QStringLiteral(", ")))});
    }
    if (m_fallenOffBus.count > 0 && !m_xid.contains(79)) {
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("gpu.fallen_off_bus"), FindingStatus::Fail,
                                  QString::number(m_fallenOffBus.count), m_fallenOffBus.firstMessage});
    }
    if (m_initFailed.count > 0) {
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("gpu.init_failed"), FindingStatus::Fail,
                                  QString::number(m_initFailed.count),
                                  tr("The driver could not initialise a GPU (%1 times; the GPU is unusable until "
                                     "reset or repaired): %2")
                                      .arg(m_initFailed.count)
                                      .arg(m_initFailed.firstMessage)});
    }
    if (m_resetRequired.count > 0) {
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("gpu.reset_required"), FindingStatus::Fail,
                                  QString::number(m_resetRequired.count), m_resetRequired.firstMessage});
    }
    if (m_peermem.count > 0) {
        m_run.findings.push_back(
            {FindingKind::Check, QStringLiteral("gpu.peermem"), FindingStatus::Warn, QString::number(m_peermem.count),
             tr("nvidia-peermem reported errors (GPUDirect RDMA): %1").arg(m_peermem.firstMessage)});
    }
    m_run.findings.push_back({FindingKind::Fact, QStringLiteral("kernel.xid_events"), FindingStatus::None,
                              QString::number(total), tr("Xid and SXid lines in %1 log lines").arg(m_lines)});
    if (total == 0) {
        m_run.findings.push_back({FindingKind::Check, QStringLiteral("gpu.xid"), FindingStatus::Pass, QString(),
                                  tr("No Xid or SXid events in the log.")});
    }
    (void)end;
    m_result.runs.push_back(m_run);
    if (m_lines == 0)
        m_result.runs.clear();
    return std::move(m_result);
}

}  // namespace tb::core
