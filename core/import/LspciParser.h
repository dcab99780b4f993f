#pragma once

#include "core/import/LineParser.h"

#include <QCoreApplication>

namespace tb::core {

// `lspci -vvv` (full stanzas, or grep output of the ACS lines): Access Control Services on bridges and the GPUs
// behind them -> check pcie.acs (ReqRedir+/CmpltRedir+ send peer-to-peer traffic up to the root complex), and
// downgraded links on GPUs and NICs -> check pcie.link.
class LspciParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(LspciParser)

public:
    LspciParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    struct Device {
        QString bdf, cls, desc;
        int bus = -1, secondary = -1, subordinate = -1;
        QString acsCtl, lnkSta;
    };
    ParsedImport m_result;
    ParsedRun m_run;
    QVector<Device> m_devices;
    int m_anonymous = 0;
};

}  // namespace tb::core
