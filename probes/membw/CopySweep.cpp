#include "CopySweep.h"

#include "Stats.h"

#include <algorithm>

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

const char* copyMetric(Copy c) {
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

ExitCode sweepCopy(CopyEnv& env, Copy kind, int src, int dst) {
    const Options& o = env.o;
    CopyBackend& b = env.b;
    Emitter& em = env.em;
    ExitCode rc = ExitCode::Ok;
    for (std::uint64_t size : o.sizes) {
        const unsigned seed = ++env.seed & 0xff;
        void* from = kind == Copy::H2D ? env.bufs[src].host : env.bufs[src].a;
        void* to = kind == Copy::D2H ? env.bufs[src].host : kind == Copy::P2P ? env.bufs[dst].b : env.bufs[src].b;
        const int toDev = kind == Copy::P2P ? dst : src;
        fillPattern(env.pattern.data(), size, seed);
        std::string err;
        if (!b.upload(src, from, env.pattern.data(), size, err)) {
            em.log(LogLevel::Error, "fill failed: " + err);
            return ExitCode::Runtime;
        }
        // Each timed batch is --iters copies, like the PyTorch reference of gpu-check.sh, so per-batch overheads
        // weigh the same on both sides.
        const int reps = std::max(o.iters, 1);
        std::vector<double> bw;
        for (int r = 0; r < o.warmup + o.repeats; ++r) {
            const double ms = b.copyMs(kind, toDev, to, src, from, size, reps, err);
            if (ms < 0) {
                em.log(LogLevel::Error, std::string(copyMetric(kind)) + " copy failed: " + err);
                return ExitCode::Runtime;
            }
            if (r >= o.warmup)
                bw.push_back(ms > 0 ? static_cast<double>(size) * reps / (ms * 1e-3) / 1e9 : 0.0);
        }
        std::uint64_t wrong = 0;
        if (o.check) {
            std::fill(env.readback.begin(), env.readback.begin() + static_cast<std::ptrdiff_t>(size), 0);
            if (!b.download(toDev, env.readback.data(), to, size, err)) {
                em.log(LogLevel::Error, "read-back failed: " + err);
                return ExitCode::Runtime;
            }
            wrong = countPatternErrors(env.readback.data(), size, seed);
            if (wrong) {
                em.log(LogLevel::Error, std::string(copyMetric(kind)) + " data check failed: " + std::to_string(wrong) +
                                            " of " + std::to_string(size) + " bytes differ");
                rc = ExitCode::Verify;
            }
        }
        const Stats st = computeStats(bw);
        Sample s;
        s.metric = copyMetric(kind);
        s.size = size;
        s.value = s.median = st.median;
        s.min = st.min;
        s.max = st.max;
        s.unit = "GB/s";
        s.iters = st.n;
        JsonObject x;
        if (kind == Copy::P2P)
            x.integer("src", src).integer("dst", dst);
        else
            x.integer("device", src);
        x.integer("batch", reps);
        if (o.check)
            x.integer("wrong", static_cast<std::int64_t>(wrong));
        else
            x.null("wrong");
        s.extra = x.done();
        em.sample(s);
        em.progress(++env.done, env.total, s.metric + " " + formatBytes(size));
    }
    return rc;
}

}  // namespace tbp
