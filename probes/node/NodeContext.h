// Everything tb-node reads goes through here, relative to --root, so tests point it at fixture trees.
// External tools run only when the root is "/"; under any other root their output is read from
// <root>/tb-node/<capture file> (see probes/PROTOCOL.md, "tb-node inputs").
#pragma once

#include "Output.h"

#include <map>
#include <string>
#include <vector>

namespace tbp {

class NodeContext {
public:
    NodeContext(std::string root, Emitter& em);
    bool liveRoot() const { return m_live; }
    // Reads at most `maxBytes` (the tail when `tail` is set). False when missing/unreadable.
    bool read(const std::string& rel, std::string& out, std::size_t maxBytes = 1 << 20, bool tail = false) const;
    std::string readTrim(const std::string& rel) const;  // first line, trimmed; "" when missing
    bool exists(const std::string& rel) const;
    std::vector<std::string> list(const std::string& rel) const;  // sorted names, no . and ..
    std::string path(const std::string& rel) const;
    // Output of a tool: runs `command` (live root and `tool` on PATH) or reads tb-node/<capture>.
    // False with `why` set when neither is available; `out` is bounded to 8 MiB.
    bool tool(const std::string& tool, const std::string& command, const std::string& capture, std::string& out,
              std::string& why) const;
    // NCCL_*/HPCX_*/... variables: the process environment on a live root, else tb-node/environ.txt.
    std::map<std::string, std::string> environment() const;
    Emitter& em;

private:
    std::string m_root;
    bool m_live;
};

std::vector<std::string> splitLines(const std::string& s);
std::string trim(const std::string& s);
bool startsWith(const std::string& s, const std::string& prefix);
std::string join(const std::vector<std::string>& v, const std::string& sep);

// GPUs from /sys/bus/pci (PCI ids, no memory size) for the `hello` line.
std::vector<DeviceInfo> nodeGpuDevices(const NodeContext& c);
void nodeSystem(NodeContext& c);
void nodePci(NodeContext& c, bool& haveGpu, bool& haveNvidia);
void nodeGpuHealth(NodeContext& c, bool haveGpu, bool haveNvidia);
void nodeNetwork(NodeContext& c, bool haveGpu);
void nodeSoftware(NodeContext& c, bool haveGpu, bool haveNvidia);
void nodeFilesystems(NodeContext& c);

}  // namespace tbp
