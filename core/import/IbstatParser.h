#pragma once

#include "core/import/IbPortChecks.h"
#include "core/import/LineParser.h"

#include <QCoreApplication>

namespace tb::core {

// `ibstat` (tab- or space-indented) and `ibstatus`: ports with state, physical state, rate and link layer.
// Check ib.ports looks at InfiniBand ports only, so a node's down Ethernet (RoCE/management) ports never fail it;
// those go to eth.ports. An `ibpanic:` trailer (ibstat exit 255) is a warning and marks the output cut short.
class IbstatParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(IbstatParser)

public:
    IbstatParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    using Port = IbPort;
    ParsedImport m_result;
    ParsedRun m_run;
    QString m_stopped;  // ibpanic's message: the ports after it were not read
    QVector<Port> m_ports;
    QString m_ca, m_caType, m_firmware;
};

}  // namespace tb::core
