#pragma once

#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// One RDMA port as ibstat, ibstatus or ibv_devinfo shows it, with states in ibstat's words ("Active", "LinkUp").
struct IbPort {
    QString ca, caType, firmware;
    int port = 0;
    QString state, physState, linkLayer;
    double rate = 0;  // Gb/s; 0 when the tool did not show it (ibv_devinfo without -v)
    std::optional<qint64> lid;
    std::optional<int> activeMtu;
};

// The port checks every RDMA tool's parser shares, so ibstat and ibv_devinfo of one node say the same thing:
// ib.ports (InfiniBand ports only, or the RoCE ports on a node without InfiniBand), eth.ports, ib.rate, one fact per
// port, and — where the tool shows them — ib.lid (an active InfiniBand port without a LID has no subnet manager)
// and ib.mtu.
class IbPortChecks {
    Q_DECLARE_TR_FUNCTIONS(IbPortChecks)

public:
    static void apply(ParsedRun& run, const QVector<IbPort>& ports);
    // "4: ACTIVE" -> "Active", "PORT_ACTIVE (4)" -> "Active", "LINK_UP (5)" -> "LinkUp", "Down" stays.
    static QString normalState(const QString& text);
    // A link layer read whole ("InfiniBand", "Ethernet"): a port block's last line. Output that ends without a newline
    // after it was not cut where it matters; anything else at the end of such output was (IncompleteEvidence).
    static bool wholeLinkLayer(const QString& text);
};

}  // namespace tb::core
