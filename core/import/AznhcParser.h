#pragma once

#include "core/import/LineParser.h"

#include <QCoreApplication>
#include <QMap>

namespace tb::core {

// Azure HPC health checks (AzNHC): the distributed run's health log, one line per node ("node-001 | Healthy",
// "node-002 | ERROR: nhc: Health check failed: check_gpu_xid: ... FaultCode: NHC2001", "node-003 | ERROR: No results
// reported"), and a single node's NHC output ("Health check failed: ...", "Node Health Check completed
// successfully"). Check aznhc.health: every node healthy; unhealthy ones with the failing check and fault code.
class AznhcParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(AznhcParser)

public:
    AznhcParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

    // "... FaultCode: NHC2001" -> "NHC2001"
    static QString faultCode(const QString& text);

private:
    struct Node {
        QString status;  // Healthy, ERROR
        QString detail;
    };
    void record(const QString& host, const QString& status, const QString& detail);

    ParsedImport m_result;
    ParsedRun m_run;
    QMap<QString, Node> m_nodes;
    qint64 m_nodesDropped = 0;
};

}  // namespace tb::core
