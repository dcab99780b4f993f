#pragma once

#include "core/import/FabricJsonDocument.h"

namespace tb::core {

// iperf3 --json (3.x), one test: TCP gives `net.tcp.bw` (what arrived, end.sum_received, Gb/s),
// `net.tcp.retransmits` and the sending sockets' `net.tcp.rtt_min` / `net.tcp.rtt_mean` (us); UDP gives
// `net.udp.loss` (%), `net.udp.jitter` (ms) and `net.udp.bw`. The same metrics as tb-net, labelled with the hosts of
// start.connected. iperf3's "error" member fails the run with its text.
class Iperf3JsonParser : public FabricJsonDocument {
    Q_DECLARE_TR_FUNCTIONS(Iperf3JsonParser)

public:
    static ParsedImport parse(const QByteArray& document);

protected:
    QString formatName() const override { return QStringLiteral("iperf3-json"); }
    void read(const QJsonObject& root, ParsedImport& result) override;
};

}  // namespace tb::core
