#pragma once

#include "core/import/LineParser.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

namespace tb::core {

// Kernel logs (dmesg plain, -T/--ctime, --decode --time-format=iso, syslog, journalctl, markdown-quoted) scanned
// for NVRM Xid, NVSwitch SXid, "fallen off the bus", reset-required and peermem errors. One check per event code
// (gpu.xid.79, nvswitch.sxid.20034, ...) with a severity from what the code means; counts, not lines, are kept.
class KernelLogParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(KernelLogParser)

public:
    KernelLogParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

    // "fail" / "warn" and a one-line meaning for an Xid code.
    static QString xidSeverity(int xid);
    static QString xidMeaning(int xid);

private:
    struct Event {
        qint64 count = 0;
        QSet<QString> devices;
        QString firstTime, lastTime, firstMessage;
        bool fatal = false;
    };
    void record(QMap<int, Event>& map, int code, const QString& device, std::string_view time, std::string_view message,
                bool fatal);

    ParsedImport m_result;
    ParsedRun m_run;
    QMap<int, Event> m_xid, m_sxid;
    Event m_fallenOffBus, m_resetRequired, m_peermem;
    qint64 m_lines = 0;
    qint64 m_nvrmLines = 0;
};

}  // namespace tb::core
