// What tb-net asks iperf3 and what it reads from iperf3's --json report (iperf3 3.x). One TCP test gives the
// bandwidth, the retransmits and the round-trip times the kernel measured on the sending socket (TCP_INFO); one UDP
// test at a set rate gives packet loss and jitter.
#pragma once

#include "JsonValue.h"

#include <string>
#include <vector>

namespace tbp {

struct IperfSettings {
    std::string program;           // the iperf3 binary
    int seconds = 10;              // TCP test length (-t)
    int omit = 1;                  // seconds of slow start left out (-O)
    int streams = 1;               // parallel TCP streams (-P)
    int udpSeconds = 5;            // UDP test length; 0 skips the UDP test
    std::string udpRate = "100M";  // UDP target rate (-b), iperf3's notation
    int basePort = 5201;           // rank r's server listens on basePort + r
};

struct IperfTcp {
    bool ok = false;
    std::string error;            // iperf3's own "error" text, or why the report could not be read
    double receivedBitsPerS = 0;  // end.sum_received: what arrived, the figure tb-net reports
    double sentBitsPerS = 0;      // end.sum_sent
    double retransmits = -1;      // end.sum_sent.retransmits; -1 when iperf3 does not say (not Linux)
    double rttMinUs = -1, rttMeanUs = -1, rttMaxUs = -1;  // over the streams' senders; -1 when absent
    std::string version;
};

struct IperfUdp {
    bool ok = false;
    std::string error;
    double lostPercent = 0;
    double lostPackets = 0, packets = 0;
    double jitterMs = 0;
    double receivedBitsPerS = 0;
};

// The client's command line towards `host` (an address as the rendezvous saw it) and the server's port.
std::vector<std::string> iperfClientArgv(const IperfSettings& s, const std::string& host, int port, bool udp);
std::vector<std::string> iperfServerArgv(const IperfSettings& s, int port);

// Reads a TCP or UDP report. Refuses what is not a finished test: an "error" member, a missing end.sum_*, a figure
// that is negative or not finite.
IperfTcp readIperfTcp(const JsonValue& report);
IperfUdp readIperfUdp(const JsonValue& report);
// The text of iperf3's output: parses, and says why not ("iperf3 printed no JSON: <its stderr>").
bool parseIperfOutput(const std::string& out, const std::string& err, JsonValue& report, std::string& why);

}  // namespace tbp
