// tb-net: the front-end network between every directed pair of nodes, measured with iperf3 (probes/PROTOCOL.md,
// "tb-net"). One process per node, joined through the tb-coll rendezvous (TcpGroup); each runs an iperf3 server,
// and in each round of the pair schedule the senders run iperf3 clients towards their receivers.
#pragma once

#include "Iperf3.h"
#include "Options.h"
#include "Output.h"

#include <string>

namespace tbp {

// Takes tb-net's own options out of argv (argc shrinks): --time, --omit, --streams, --udp-time, --udp-rate, --port,
// --iperf3. False with `err` for a bad value. `argsJson` gets them as JSON members (",\"time\":10...").
bool takeNetOptions(int& argc, char** argv, IperfSettings& s, std::string& argsJson, std::string& err);
extern const char* const kNetUsage;

ExitCode runNetProbe(const Options& o, IperfSettings s, Emitter& em);

}  // namespace tbp
