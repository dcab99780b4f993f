// Copy bandwidth: H2D and D2H from pinned host memory, D2D within a device, P2P for every ordered pair.
#include "Harness.h"
#include "HostBackend.h"
#include "Stats.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace tbp {

void fillPattern(unsigned char* p, std::uint64_t bytes, unsigned seed) {
    for (std::uint64_t i = 0; i < bytes; ++i)
        p[i] = static_cast<unsigned char>(((i * 2654435761u) >> 11) ^ seed);
}

std::uint64_t countPatternErrors(const unsigned char* p, std::uint64_t bytes, unsigned seed) {
    std::uint64_t bad = 0;
    for (std::uint64_t i = 0; i < bytes; ++i)
        bad += p[i] != static_cast<unsigned char>(((i * 2654435761u) >> 11) ^ seed);
    return bad;
}

namespace {

struct DevBufs {
    void* a = nullptr;
    void* b = nullptr;
};

const char* metricFor(Copy c) {
    switch (c) {
        case Copy::H2D:
            return "h2d.bw";
        case Copy::D2H:
            return "d2h.bw";
        case Copy::D2D:
            return "d2d.bw";
        case Copy::P2P:
            return "p2p.bw";
    }
    return "?";
}

}  // namespace

int runMembw(const Options& o, Backend& b, Emitter& em) {
    std::string why;
    int n = b.deviceCount(why);
    em.hello("tb-membw", b.name(), b.devices(), b.libs(), o.argsJson);
    if (n <= 0) {
        em.log("error", why);
        return em.end(kExitUnsupported);
    }
    if (o.ranks > 0)
        n = std::min(n, o.ranks);
    const std::uint64_t maxSize = *std::max_element(o.sizes.begin(), o.sizes.end());
    std::vector<DevBufs> bufs(static_cast<std::size_t>(n));
    void* host = b.alloc(0, maxSize, true, why);
    bool ok = host != nullptr;
    for (int d = 0; d < n && ok; ++d) {
        bufs[d].a = b.alloc(d, maxSize, false, why);
        bufs[d].b = b.alloc(d, maxSize, false, why);
        ok = bufs[d].a && bufs[d].b;
    }
    std::vector<unsigned char> pattern(maxSize), readback(maxSize);
    int rc = kExitOk;
    auto cleanup = [&]() {
        for (int d = 0; d < n; ++d) {
            if (bufs[d].a)
                b.release(d, bufs[d].a, false);
            if (bufs[d].b)
                b.release(d, bufs[d].b, false);
        }
        if (host)
            b.release(0, host, true);
    };
    if (!ok) {
        em.log("error", "allocation failed: " + why);
        cleanup();
        return em.end(kExitRuntime);
    }

    struct Case {
        Copy kind;
        int src, dst;
    };
    std::vector<Case> cases;
    for (const auto& op : o.ops) {
        for (int s = 0; s < n; ++s) {
            if (op == "h2d")
                cases.push_back({Copy::H2D, s, s});
            if (op == "d2h")
                cases.push_back({Copy::D2H, s, s});
            if (op == "d2d")
                cases.push_back({Copy::D2D, s, s});
            for (int d = 0; op == "p2p" && d < n; ++d) {
                if (d == s)
                    continue;
                std::string pw;
                if (!b.enablePeer(d, s, pw)) {
                    em.check("membw.p2p." + std::to_string(s) + "-" + std::to_string(d), "waived",
                             "no peer access from device " + std::to_string(s) + " to device " + std::to_string(d) +
                                 ": " + pw);
                    continue;
                }
                cases.push_back({Copy::P2P, s, d});
            }
        }
        if (op == "p2p" && n < 2)
            em.check("membw.p2p", "waived", "only one device, so there is no peer-to-peer pair");
    }

    const long total = static_cast<long>(cases.size() * o.sizes.size());
    long done = 0;
    unsigned seed = 1;
    for (const Case& c : cases) {
        for (std::uint64_t size : o.sizes) {
            ++seed;
            void* src = c.kind == Copy::H2D ? host : bufs[c.src].a;
            void* dst = c.kind == Copy::D2H ? host : c.kind == Copy::P2P ? bufs[c.dst].b : bufs[c.src].b;
            fillPattern(pattern.data(), size, seed & 0xff);
            std::string err;
            if (!b.upload(c.src, src, pattern.data(), size, err)) {
                em.log("error", "fill failed: " + err);
                cleanup();
                return em.end(kExitRuntime);
            }
            const int reps = static_cast<int>(std::max<std::uint64_t>(
                1, std::min<std::uint64_t>(static_cast<std::uint64_t>(o.iters), (256ull << 20) / size)));
            std::vector<double> bw;
            for (int r = 0; r < o.warmup + o.repeats; ++r) {
                const double ms = b.copyMs(c.kind, c.dst, dst, c.src, src, size, reps, err);
                if (ms < 0) {
                    em.log("error", std::string(metricFor(c.kind)) + " copy failed: " + err);
                    cleanup();
                    return em.end(kExitRuntime);
                }
                if (r >= o.warmup)
                    bw.push_back(ms > 0 ? static_cast<double>(size) * reps / (ms * 1e-3) / 1e9 : 0.0);
            }
            std::uint64_t wrong = 0;
            if (o.check) {
                std::fill(readback.begin(), readback.begin() + static_cast<std::ptrdiff_t>(size), 0);
                if (!b.download(c.dst, readback.data(), dst, size, err)) {
                    em.log("error", "read-back failed: " + err);
                    cleanup();
                    return em.end(kExitRuntime);
                }
                wrong = countPatternErrors(readback.data(), size, seed & 0xff);
                if (wrong) {
                    em.log("error", std::string(metricFor(c.kind)) + " data check failed: " + std::to_string(wrong) +
                                        " of " + std::to_string(size) + " bytes differ");
                    rc = kExitVerify;
                }
            }
            const Stats st = computeStats(bw);
            Sample s;
            s.metric = metricFor(c.kind);
            s.size = size;
            s.value = st.median;
            s.unit = "GB/s";
            s.median = st.median;
            s.min = st.min;
            s.max = st.max;
            s.iters = st.n;
            JsonObject x;
            if (c.kind == Copy::P2P)
                x.integer("src", c.src).integer("dst", c.dst);
            else
                x.integer("device", c.src);
            x.integer("batch", reps);
            if (o.check)
                x.integer("wrong", static_cast<std::int64_t>(wrong));
            else
                x.null("wrong");
            s.extra = x.done();
            em.sample(s);
            em.progress(++done, total, s.metric + " " + formatBytes(size));
        }
    }
    cleanup();
    return em.end(rc);
}

namespace {

std::unique_ptr<Backend> pickBackend(const Options& o, std::string& why) {
    if (o.backend == "host")
        return std::make_unique<HostBackend>(o.ranks);
    return makeGpuBackend(o, why);
}

int drive(int argc, char** argv, const char* probe, const std::string& sizes, const std::vector<std::string>& ops,
          int (*run)(const Options&, Backend&, Emitter&)) {
    Options o;
    std::string err;
    Emitter em;
    if (!parseOptions(argc, argv, o, err, sizes, ops)) {
        std::fprintf(stderr, "%s: %s\n%s", probe, err.c_str(), usageText(probe, "").c_str());
        return kExitUsage;
    }
    if (o.help) {
        std::printf("%s", usageText(
                              probe, "  ops: " +
                                         [&] {
                                             std::string s;
                                             for (const auto& op : ops)
                                                 s += op + " ";
                                             return s;
                                         }() +
                                         "\n")
                              .c_str());
        return kExitOk;
    }
    auto backend = pickBackend(o, err);
    if (!backend) {
        em.hello(probe, "none", {}, {}, o.argsJson);
        em.log("error", err);
        return em.end(kExitUnsupported);
    }
    return run(o, *backend, em);
}

}  // namespace

int membwMain(int argc, char** argv) {
    return drive(argc, argv, "tb-membw", "64K:256M:x4", {"h2d", "d2h", "d2d", "p2p"}, runMembw);
}

int collMain(int argc, char** argv) {
    return drive(argc, argv, "tb-coll", "1K:256M:x4",
                 {"all_reduce", "all_gather", "reduce_scatter", "alltoall", "sendrecv"}, runColl);
}

}  // namespace tbp
