#pragma once

#include "core/domain/FindingKind.h"
#include "core/import/LineParser.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

namespace tb::core {

// Kernel logs (dmesg plain, -T/--ctime, --decode --time-format=iso, syslog, journalctl with or without a timestamp,
// markdown-quoted) scanned for NVRM Xid (with the earlier Xid a line names as its cause), NVSwitch SXid, "fallen off
// the bus", GPU initialisation failures (RmInitAdapter), reset-required and peermem errors. One check per event code
// (gpu.xid.79, nvswitch.sxid.20034, ...) with a severity from what the code means, codes the table does not know
// reported as such; counts, not lines, are kept. Input with no kernel-log line at all gets no verdict, only a warning.
class KernelLogParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(KernelLogParser)

public:
    KernelLogParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

    // "fail" / "warn" and a one-line meaning for an Xid code.
    static FindingStatus xidSeverity(int xid);
    static QString xidMeaning(int xid);

private:
    struct Event {
        qint64 count = 0;
        QSet<QString> devices;
        QString firstTime, lastTime, firstMessage;
        bool fatal = false;
        QMap<int, qint64> causes;  // "caused by previous Xid N"
    };
    void record(QMap<int, Event>& map, int code, const QString& device, std::string_view time, std::string_view message,
                bool fatal);

    ParsedImport m_result;
    ParsedRun m_run;
    QMap<int, Event> m_xid, m_sxid;
    Event m_fallenOffBus, m_resetRequired, m_peermem, m_initFailed;
    qint64 m_lines = 0;
    qint64 m_nvrmLines = 0;
    qint64 m_kernelLines = 0;  // lines shaped like a kernel log's (timestamp, facility, driver tag)
};

}  // namespace tb::core
