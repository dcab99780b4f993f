#pragma once

#include "core/import/IbPortChecks.h"
#include "core/import/LineParser.h"

#include <QCoreApplication>

namespace tb::core {

// `ibv_devinfo` and `ibv_devinfo -v`: one `hca_id:` block per HCA with its ports (state, active MTU, LID, link
// layer; with -v also phys_state, active_width and active_speed, from which the port's rate follows). The checks are
// IbPortChecks', the same as for ibstat, plus ib.lid (LID 0/65535 on an active port) and ib.mtu.
class IbvDevinfoParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(IbvDevinfoParser)

public:
    IbvDevinfoParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

    // "4X (2)" -> 4; "100.0 Gbps (128)" -> 100 (per lane); 0 when unreadable.
    static int widthLanes(std::string_view v);
    static double laneGbps(std::string_view v);

private:
    ParsedImport m_result;
    ParsedRun m_run;
    QVector<IbPort> m_ports;
    QString m_ca, m_fw, m_part, m_transport;
    int m_lanes = 0;
    double m_laneGbps = 0;
    bool m_verbose = false;
    int m_hcas = 0;
    // Per HCA (the first 4096): its name, the ports it says it has (phys_port_cnt, -1 when not shown) and the port
    // blocks read, so an HCA cut before its ports makes the checks incomplete.
    struct Hca {
        QString name;
        qint64 portCount = -1;
        int portsRead = 0;
    };
    QVector<Hca> m_hcaList;
};

}  // namespace tb::core
