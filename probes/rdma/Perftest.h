// The perftest command lines tb-rdma runs per rail and what it reads from their --out_json reports (perftest 6.x;
// probes/PROTOCOL.md, "tb-rdma").
#pragma once

#include "JsonValue.h"
#include "RdmaDevices.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tbp {

enum class PerftestKind { WriteBw, ReadBw, WriteLat };
enum class PerftestMemory { Host, Gpu };

const char* toolOf(PerftestKind k);    // ib_write_bw, ib_read_bw, ib_write_lat
const char* metricOf(PerftestKind k);  // rdma.write.bw, rdma.read.bw, rdma.write.lat
const char* keyOf(PerftestMemory m);   // host | gpu

struct PerftestSettings {
    std::string binDir;                // where the ib_* programs are; empty: PATH
    std::uint64_t bwBytes = 8u << 20;  // message size of the bandwidth tests (ClusterMAX and AzNHC: 8 MiB)
    int qps = 4;                       // queue pairs of the bandwidth tests (one is too few at 400G)
    int tcpPort = 18515;               // perftest's own exchange port
};

// The server's (serverHost empty) or the client's command line for one test on one port. GPU memory uses the GPUDirect
// mode found: dma_buf -> --use_cuda=G --use_cuda_dmabuf, peermem -> --use_cuda=G, rocm -> --use_rocm=G.
std::vector<std::string> perftestArgv(const std::string& program, PerftestKind k, const RdmaPort& port,
                                      PerftestMemory mem, GpuDirectMode mode, int gpu, const PerftestSettings& s,
                                      const std::string& jsonFile, const std::string& serverHost);

struct PerftestResult {
    bool ok = false;
    std::string error;
    std::uint64_t msgBytes = 0;
    double bwAverageGbps = 0, bwPeakGbps = 0, msgRateMpps = 0;  // bandwidth tests (--report_gbits)
    double tTypicalUs = 0, tAvgUs = 0, tMinUs = 0, tMaxUs = 0, p99Us = 0, p999Us = 0;  // latency tests
};

// Reads a client's --out_json report ({"test_info":…,"results":{…}}). Refuses missing or impossible figures.
PerftestResult readPerftestJson(const JsonValue& report, PerftestKind k);

// Whether this perftest was built with the GPU memory options the mode needs (Debian's is not: no CUDA).
bool perftestHasGpuOptions(const std::string& helpText, GpuDirectMode mode);

}  // namespace tbp
