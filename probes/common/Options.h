// Command-line options shared by the probes. Unknown options are a usage error (exit 64).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tbp {

struct Options {
    std::vector<std::uint64_t> sizes;  // bytes
    int iters = 20;                    // operations per timed batch
    int repeats = 5;                   // timed batches; median/min/max are over these
    int warmup = 3;                    // untimed batches before timing
    std::string backend = "gpu";       // gpu | host
    std::string root = "/";            // tb-node: filesystem root to read
    std::vector<std::string> ops;      // coll: operations; membw: directions; gemm: dtypes
    int ranks = 0;                     // host backend: ranks/devices (0 = default); gpu: local GPUs to use (0 = all)
    bool check = true;                 // verify data
    bool help = false;
    // tb-coll across processes (probes/PROTOCOL.md, "tb-coll layouts"); -1: from the launcher's environment.
    int rank = -1, world = -1, localRank = -1;
    std::string idFile;      // GPU: shared file that carries NCCL's unique id
    std::string rendezvous;  // HOST:PORT where rank 0 listens (--rendezvous, or its older name --root-addr)
    int timeoutS = 120;      // a peer that sends nothing for this long, or a rendezvous that takes longer, fails
    int gemmM = 8192, gemmN = 8192, gemmK = 8192;
    std::string argsJson;  // the parsed options as a JSON object, for `hello`
};

// Parses "1K:1G:x2" (geometric), "1M:8M:+1M" (arithmetic), "1M,8M,64M" (list), or one size.
// Suffixes K, M, G, T are powers of 1024; a trailing "B" or "iB" is accepted. Returns false with `err` set.
bool parseSizes(const std::string& spec, std::vector<std::uint64_t>& out, std::string& err);
bool parseSize(const std::string& text, std::uint64_t& out);

// `defaultSizes` applies when --sizes is not given; `allowedOps` lists the valid --ops words (empty = any).
bool parseOptions(int argc, char** argv, Options& o, std::string& err, const std::string& defaultSizes,
                  const std::vector<std::string>& allowedOps);

std::string usageText(const std::string& probe, const std::string& extra);

std::string formatBytes(std::uint64_t bytes);

}  // namespace tbp
