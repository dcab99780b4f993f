#include "RdmaProbe.h"

#include "ChildProcess.h"
#include "Json.h"
#include "RankLayout.h"
#include "TcpGroup.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <dirent.h>
#include <fstream>
#include <iterator>
#include <memory>
#include <unistd.h>

namespace tbp {

const char* const kRdmaUsage =
    "  --perftest-dir D tb-rdma: where ib_write_bw, ib_read_bw and ib_write_lat are (default: PATH, or "
    "$TBP_PERFTEST_DIR)\n"
    "  --qps N          tb-rdma: queue pairs of the bandwidth tests (default 4)\n"
    "  --bw-size BYTES  tb-rdma: message size of the bandwidth tests (default 8M)\n"
    "  --perftest-port P  tb-rdma: perftest's exchange port (default 18515)\n";

namespace {

const char* const kInstall =
    "install it with `apt-get install perftest` (Debian, Ubuntu) or `dnf install perftest` (RHEL, Rocky); for GPU "
    "memory build perftest with CUDA (./configure CUDA_H_PATH=/usr/local/cuda/include/cuda.h) or ROCm";

std::string groupKey() {
    std::string key = "tb-rdma world=2";
    for (const char* var : {"TB_COLL_KEY", "SLURM_JOB_ID", "SLURM_STEP_ID"})
        if (const char* v = std::getenv(var))
            key += std::string(" ") + var + "=" + v;
    return key;
}

std::string joinArgv(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& a : v)
        s += (s.empty() ? "" : " ") + a;
    return s;
}

std::string fmt(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

}  // namespace

bool takeRdmaOptions(int& argc, char** argv, PerftestSettings& s, std::string& argsJson, std::string& err) {
    int out = 1;
    JsonObject args;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i], val;
        bool inlineValue = false;
        if (const auto eq = a.find('='); a.rfind("--", 0) == 0 && eq != std::string::npos) {
            val = a.substr(eq + 1);
            a = a.substr(0, eq);
            inlineValue = true;
        }
        if (a != "--perftest-dir" && a != "--qps" && a != "--bw-size" && a != "--perftest-port") {
            argv[out++] = argv[i];
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= argc)
                return err = "missing value for " + a, false;
            val = argv[++i];
        }
        if (a == "--perftest-dir") {
            s.binDir = val;
            args.str("perftest_dir", val);
        } else if (a == "--bw-size") {
            std::uint64_t b = 0;
            if (!parseSize(val, b) || b == 0 || b > (1ull << 30))
                return err = "bad value for --bw-size (1 byte to 1G)", false;
            s.bwBytes = b;
            args.integer("bw_size", static_cast<std::int64_t>(b));
        } else {
            const bool digits =
                !val.empty() && val.size() < 7 &&
                std::all_of(val.begin(), val.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
            const long n = digits ? std::strtol(val.c_str(), nullptr, 10) : 0;
            const long hi = a == "--qps" ? 64 : 65535;
            if (n < 1 || n > hi)
                return err = "bad value for " + a + " (1 to " + std::to_string(hi) + ")", false;
            (a == "--qps" ? s.qps : s.tcpPort) = static_cast<int>(n);
            std::string key = a.substr(2);
            std::replace(key.begin(), key.end(), '-', '_');
            args.integer(key, n);
        }
    }
    argc = out;
    argv[out] = nullptr;
    const std::string body = args.done();
    argsJson = body.size() > 2 ? "," + body.substr(1, body.size() - 2) : std::string();
    return true;
}

ExitCode runRdmaProbe(const Options& o, const PerftestSettings& s, Emitter& em) {
    const RankLayout layout = detectLayout(o);
    if (layout.size > 2) {
        std::fprintf(stderr, "tb-rdma: one process (loopback) or two (a pair of nodes), not %d\n", layout.size);
        return ExitCode::Usage;
    }
    const bool pair = layout.size == 2;
    const int rank = layout.rank;
    if (pair && rank != 0)
        em.setQuietRank(rank);

    // What this node has, before anything is said: the hello names the memory the GPU runs use.
    const std::vector<RdmaPort> ports = listRdmaPorts(o.root);
    const GpuDirect gdr = detectGpuDirect(o.root);
    std::string dir = s.binDir;
    if (dir.empty())
        if (const char* env = std::getenv("TBP_PERFTEST_DIR"))
            dir = env;
    std::vector<std::string> missing;
    std::string program[3];
    for (PerftestKind k : {PerftestKind::WriteBw, PerftestKind::ReadBw, PerftestKind::WriteLat}) {
        const std::string name = toolOf(k);
        program[static_cast<int>(k)] = findProgram(dir.empty() ? name : dir + "/" + name);
        if (program[static_cast<int>(k)].empty())
            missing.push_back(name);
    }
    bool gpuMemory = false;
    if (missing.empty() && gdr.mode != GpuDirectMode::None && gdr.mode != GpuDirectMode::NoGpu) {
        ChildResult help;
        std::string why;
        runChild({program[0], "--help"}, 10, help, why);
        gpuMemory = perftestHasGpuOptions(help.out + help.err, gdr.mode);
    }
    const char* backend = !gpuMemory ? "host" : gdr.mode == GpuDirectMode::Rocm ? "hip" : "cuda";
    em.hello("tb-rdma", backend, {}, {}, o.argsJson);
    em.fact("rdma.ports", std::to_string(ports.size()), "ports under /sys/class/infiniband");
    for (const RdmaPort& p : ports) {
        std::string detail = p.linkLayer;
        if (p.linkLayer == "Ethernet")
            detail += p.gidIndex >= 0 ? ", GID index " + std::to_string(p.gidIndex) + " (" + p.gidNote + ")"
                                      : ", " + p.gidNote;
        if (p.numaNode >= 0)
            detail += ", NUMA node " + std::to_string(p.numaNode);
        em.fact("rdma.port." + p.id(), p.state + ", " + (p.rateText.empty() ? "rate unknown" : p.rateText), detail);
    }
    em.fact("rdma.gpudirect", keyOf(gdr.mode), gdr.why);

    std::vector<RdmaPort> rails;
    for (const RdmaPort& p : ports)
        if (p.active())
            rails.push_back(p);
    // A pair agrees first, so a node without RDMA or perftest ends both at once instead of leaving the other
    // waiting for its rendezvous: both walk as many rails as the node with fewer has (0: nothing to run).
    std::unique_ptr<TcpGroup> group;
    double common = static_cast<double>(ports.empty() || !missing.empty() ? 0 : rails.size());
    if (pair) {
        TcpGroup::Config c;
        c.rank = rank;
        c.world = 2;
        c.rendezvous = layout.rendezvous;
        c.timeoutS = std::max(o.timeoutS, 180);
        c.key = groupKey();
        std::string err;
        group = TcpGroup::join(c, err);
        if (!group) {
            em.log(LogLevel::Error, "joining the other node failed: " + err);
            return em.end(ExitCode::Runtime);
        }
        if (!group->reduce(&common, 1, Reduce::Min, err)) {
            em.log(LogLevel::Error, err);
            return em.end(ExitCode::Runtime);
        }
    }
    std::string tmp;  // the reports' folder, made when there is something to run
    auto leave = [&](ExitCode code) {
        if (!tmp.empty()) {
            if (DIR* d = opendir(tmp.c_str())) {
                while (dirent* e = readdir(d))
                    if (e->d_name[0] != '.')
                        unlink((tmp + "/" + e->d_name).c_str());
                closedir(d);
            }
            rmdir(tmp.c_str());
        }
        if (group) {
            std::string err;
            group->finish(err);
        }
        return em.end(code);
    };
    if (ports.empty()) {
        // The plain result of a node without RDMA: nothing to measure, no figures.
        em.check("rdma.devices", CheckStatus::Waived,
                 "no RDMA device: " + std::string(o.root == "/" ? "" : o.root) +
                     "/sys/class/infiniband lists none, so there is no InfiniBand or RoCE rail to measure");
        return leave(ExitCode::Unsupported);
    }
    if (!missing.empty()) {
        em.check("rdma.perftest", CheckStatus::Unknown,
                 "perftest is not installed (" + joinArgv(missing) + " not found" +
                     (dir.empty() ? " on PATH" : " in " + dir) + "): " + kInstall);
        em.log(LogLevel::Error, "perftest is not installed: " + std::string(kInstall));
        return leave(ExitCode::Unsupported);
    }
    switch (gdr.mode) {
        case GpuDirectMode::DmaBuf:
        case GpuDirectMode::Rocm:
            em.check("rdma.gpudirect", CheckStatus::Pass, gdr.why);
            break;
        case GpuDirectMode::Peermem:
        case GpuDirectMode::None:
            em.check("rdma.gpudirect", CheckStatus::Fail, gdr.why);
            break;
        case GpuDirectMode::NoGpu:
            em.check("rdma.gpudirect", CheckStatus::Waived, gdr.why);
            break;
    }
    if (gdr.mode != GpuDirectMode::None && gdr.mode != GpuDirectMode::NoGpu && !gpuMemory)
        em.log(LogLevel::Warn, "this perftest has no GPU memory options for " + std::string(keyOf(gdr.mode)) +
                                   ": only host memory is measured; " + kInstall);
    if (rails.size() != ports.size())
        em.check("rdma.ports", rails.empty() ? CheckStatus::Fail : CheckStatus::Warn,
                 std::to_string(ports.size() - rails.size()) + " of " + std::to_string(ports.size()) +
                     " RDMA ports are not ACTIVE and are not measured");
    if (pair && common < 1 && !rails.empty()) {
        em.log(LogLevel::Error, "the other node has no RDMA device, no ACTIVE port or no perftest: nothing to measure");
        return leave(ExitCode::Unsupported);
    }
    if (pair && common < static_cast<double>(rails.size())) {
        em.log(LogLevel::Warn, "the other node has " + std::to_string(static_cast<int>(common)) +
                                   " usable rails (none: no RDMA device or no perftest there); measuring as many");
        rails.resize(static_cast<std::size_t>(common));
    }
    const std::string server = pair ? group->hostOf(1) : "127.0.0.1";
    const bool serves = !pair || rank == 1;
    const bool measures = !pair || rank == 0;
    std::vector<PerftestMemory> memories{PerftestMemory::Host};
    if (gpuMemory)
        memories.push_back(PerftestMemory::Gpu);
    char tmpl[] = "/tmp/tb-rdma-XXXXXX";
    if (!mkdtemp(tmpl)) {
        em.log(LogLevel::Error, "cannot make a folder for perftest's reports under /tmp");
        return leave(ExitCode::Runtime);
    }
    tmp = tmpl;
    int failures = 0;
    std::string why;
    for (std::size_t ri = 0; ri < rails.size(); ++ri) {
        const RdmaPort& rail = rails[ri];
        const int gpu = gdr.gpuCount > 0 ? static_cast<int>(ri) % gdr.gpuCount : 0;
        double writeHost = 0;
        for (PerftestKind k : {PerftestKind::WriteBw, PerftestKind::ReadBw, PerftestKind::WriteLat}) {
            for (PerftestMemory mem : memories) {
                const std::string tag =
                    rail.device + "-" + std::to_string(rail.port) + "-" + toolOf(k) + "-" + keyOf(mem);
                const auto serverArgv = perftestArgv(program[static_cast<int>(k)], k, rail, mem, gdr.mode, gpu, s,
                                                     tmp + "/server-" + tag + ".json", "");
                const auto clientArgv = perftestArgv(program[static_cast<int>(k)], k, rail, mem, gdr.mode, gpu, s,
                                                     tmp + "/client-" + tag + ".json", server);
                if (measures)
                    em.fact("rdma.command." + rail.id() + "." + toolOf(k) + "." + keyOf(mem), joinArgv(clientArgv),
                            "server: " + joinArgv(serverArgv));
                pid_t pid = -1;
                bool up = true;
                std::string err;
                if (serves) {
                    pid = startChild(serverArgv, tmp + "/server-" + tag + ".log", err);
                    up = pid > 0 && waitListening(s.tcpPort, 15000, pid);
                }
                if (pair) {
                    double v = up ? 1 : 0;
                    if (!group->reduce(&v, 1, Reduce::Min, err)) {
                        stopChild(pid);
                        em.log(LogLevel::Error, err);
                        group.reset();  // broken: no last barrier
                        return leave(ExitCode::Runtime);
                    }
                    up = v > 0.5;
                }
                if (!up) {
                    stopChild(pid);
                    ++failures;
                    em.log(LogLevel::Error, std::string(toolOf(k)) + " server on " + rail.id() + " did not start");
                    continue;
                }
                if (measures) {
                    ChildResult res;
                    JsonValue report;
                    PerftestResult r;
                    const std::string file = tmp + "/client-" + tag + ".json";
                    if (!runChild(clientArgv, 180, res, why)) {
                        r.error = why;
                    } else {
                        std::ifstream in(file);
                        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
                        std::string perr;
                        if (text.empty())
                            r.error = "no JSON report (exit " + std::to_string(res.exitCode) +
                                      "): " + res.err.substr(0, 400) + res.out.substr(0, 400);
                        else if (!parseJson(text, report, perr))
                            r.error = "the JSON report is not valid JSON (" + perr + ")";
                        else
                            r = readPerftestJson(report, k);
                    }
                    if (!r.ok) {
                        ++failures;
                        em.log(LogLevel::Error, std::string(toolOf(k)) + " on " + rail.id() + " (" + keyOf(mem) +
                                                    " memory) failed: " + r.error);
                    } else {
                        JsonObject extra;
                        extra.str("device", rail.device)
                            .integer("port", rail.port)
                            .str("memory", keyOf(mem))
                            .str("gpudirect", mem == PerftestMemory::Gpu ? keyOf(gdr.mode) : "host")
                            .num("port_rate_gbps", rail.rateGbps);
                        Sample smp;
                        smp.metric = std::string(metricOf(k)) + (mem == PerftestMemory::Gpu ? ".gpu" : "");
                        smp.size = r.msgBytes;
                        smp.iters = 1;
                        if (k == PerftestKind::WriteLat) {
                            extra.num("t_avg", r.tAvgUs).num("p99", r.p99Us).num("p99_9", r.p999Us);
                            smp.value = smp.median = r.tTypicalUs;
                            smp.min = r.tMinUs;
                            smp.max = r.tMaxUs;
                            smp.unit = "us";
                        } else {
                            extra.num("msg_rate_mpps", r.msgRateMpps).integer("qps", s.qps);
                            smp.value = smp.median = r.bwAverageGbps;
                            smp.min = r.bwAverageGbps;
                            smp.max = std::max(r.bwPeakGbps, r.bwAverageGbps);
                            smp.unit = "Gb/s";
                            if (k == PerftestKind::WriteBw && mem == PerftestMemory::Host)
                                writeHost = r.bwAverageGbps;
                        }
                        smp.extra = extra.done();
                        em.sample(smp);
                    }
                }
                if (serves) {
                    // The server ends with its test; a server left waiting (the client failed) is stopped.
                    for (int i = 0; i < 100 && childAlive(pid); ++i)
                        usleep(50000);
                    stopChild(pid);
                }
                if (pair && !group->barrier(err)) {
                    em.log(LogLevel::Error, err);
                    group.reset();
                    return leave(ExitCode::Runtime);
                }
            }
        }
        // Against the port's own rate: published thresholds put a healthy 400G rail at 360-380 Gb/s (0.90-0.95).
        if (measures && writeHost > 0 && rail.rateGbps > 0) {
            const double ratio = writeHost / rail.rateGbps;
            JsonObject ev;
            ev.num("write_gbps", writeHost).num("rate_gbps", rail.rateGbps).num("ratio", ratio);
            em.check("rdma.rail." + rail.id(),
                     ratio >= 0.9    ? CheckStatus::Pass
                     : ratio >= 0.75 ? CheckStatus::Warn
                                     : CheckStatus::Fail,
                     "ib_write_bw " + fmt(writeHost) + " Gb/s of the port's " + fmt(rail.rateGbps) +
                         " Gb/s (pass from 90 %: AzNHC expects 380 of 400 Gb/s on H100, 360 with GPUDirect on GB200)",
                     ev.done());
        }
    }
    if (!measures)
        return leave(ExitCode::Ok);
    return leave(failures > 0 ? ExitCode::Runtime : em.failedChecks() > 0 ? ExitCode::Failed : ExitCode::Ok);
}

}  // namespace tbp
