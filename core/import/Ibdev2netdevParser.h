#pragma once

#include "core/import/LineParser.h"

#include <QCoreApplication>

namespace tb::core {

// `ibdev2netdev` (and `-v`): "mlx5_0 port 1 ==> ib0 (Up)". Which HCA port maps to which network interface, up or
// down, and whether the interface is InfiniBand (IPoIB, `ib*`) or Ethernet (RoCE). Check ib.netdev: every mapped
// interface up.
class Ibdev2netdevParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(Ibdev2netdevParser)

public:
    Ibdev2netdevParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    struct Mapping {
        QString hca, netdev, state, portState, pci;
        int port = 0;
        bool infiniband = false;
    };
    ParsedImport m_result;
    ParsedRun m_run;
    QVector<Mapping> m_maps;
    qint64 m_otherLines = 0;
};

}  // namespace tb::core
