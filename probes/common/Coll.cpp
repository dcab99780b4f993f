// Collective sweeps with nccl-tests' definitions: size = larger per-rank buffer, algbw = size/time,
// busbw = algbw * busBwFactor. Out-of-place and in-place are timed separately; a data check follows each.
#include "Harness.h"
#include "Stats.h"

#include <algorithm>

namespace tbp {

namespace {

float* at(void* base, std::size_t elems) {
    return static_cast<float*>(base) + elems;
}

bool fillInputs(Backend& b, CollOp op, std::size_t count, bool inPlace, std::string& err) {
    const int world = b.collWorld();
    for (int l = 0; l < b.collLocal(); ++l) {
        const int rank = b.collOffset() + l;
        const CollLayout lay = collLayout(op, count, world, rank);
        std::vector<float> in(lay.sendCount);
        for (std::size_t i = 0; i < in.size(); ++i)
            in[i] = collInput(rank, i);
        const CollRank r = b.collRank(l);
        void* dst = inPlace ? at(r.recv, lay.inPlaceSendOffset) : r.send;
        if (!b.upload(r.dev, dst, in.data(), in.size() * sizeof(float), err))
            return false;
    }
    return true;
}

// Wrong elements over this process's ranks, or -1 with `err` set.
long long countWrong(Backend& b, CollOp op, std::size_t count, bool inPlace, std::string& err) {
    const int world = b.collWorld();
    long long wrong = 0;
    for (int l = 0; l < b.collLocal(); ++l) {
        const int rank = b.collOffset() + l;
        const CollLayout lay = collLayout(op, count, world, rank);
        std::vector<float> out(lay.recvCount);
        const CollRank r = b.collRank(l);
        const void* src = inPlace ? at(r.recv, lay.inPlaceRecvOffset) : r.recv;
        if (!b.download(r.dev, out.data(), src, out.size() * sizeof(float), err))
            return -1;
        const std::size_t per = count / static_cast<std::size_t>(world);
        for (std::size_t i = 0; i < out.size(); ++i)
            wrong += out[i] != collExpected(op, rank, world, i, per);
    }
    return wrong;
}

}  // namespace

int runColl(const Options& o, Backend& b, Emitter& em) {
    std::string why;
    const int devs = b.deviceCount(why);
    em.hello("tb-coll", b.name(), b.devices(), b.libs(), o.argsJson);
    if (devs <= 0) {
        em.log("error", why);
        return em.end(kExitUnsupported);
    }
    const std::uint64_t maxSize = *std::max_element(o.sizes.begin(), o.sizes.end());
    if (!b.collSetup(maxSize, why)) {
        b.collTeardown();
        if (why.find("library") != std::string::npos) {
            em.check("coll.library", "unknown", why);
            return em.end(kExitUnsupported);
        }
        em.log("error", why);
        return em.end(kExitRuntime);
    }
    const int world = b.collWorld();
    const bool printer = b.collOffset() == 0;  // only the process holding rank 0 prints samples
    em.fact("coll.ranks", std::to_string(world),
            std::to_string(b.collLocal()) + " rank(s) in this process, first rank " + std::to_string(b.collOffset()));
    int rc = kExitOk;
    const long total = static_cast<long>(o.ops.size() * o.sizes.size());
    long done = 0;
    for (const auto& name : o.ops) {
        CollOp op;
        collFromName(name, op);
        for (std::uint64_t size : o.sizes) {
            const std::size_t count = static_cast<std::size_t>(size / sizeof(float));
            const CollLayout lay = collLayout(op, count, world, 0);
            ++done;
            if (lay.count == 0) {
                em.log("info", name + " " + formatBytes(size) + " skipped: fewer elements than ranks");
                continue;
            }
            for (bool inPlace : {false, true}) {
                std::string err;
                std::vector<double> us;
                bool ok = fillInputs(b, op, count, inPlace, err);
                for (int r = 0; ok && r < o.warmup + o.repeats; ++r) {
                    const double ms = b.collRunMs(op, count, inPlace, o.iters, err);
                    ok = ms >= 0;
                    if (ok && r >= o.warmup)
                        us.push_back(ms * 1000.0 / o.iters);
                }
                long long wrong = 0;
                // GPU libraries give no ordering guarantee for in-place alltoall's overlapping blocks;
                // nccl-tests reports its data check as N/A, and so do we.
                const bool checkable =
                    o.check && !(inPlace && op == CollOp::AllToAll && std::string(b.name()) != "host");
                if (ok && checkable) {
                    ok = fillInputs(b, op, count, inPlace, err) && b.collRunMs(op, count, inPlace, 1, err) >= 0;
                    wrong = ok ? countWrong(b, op, count, inPlace, err) : -1;
                    ok = wrong >= 0;
                }
                if (!ok) {
                    em.log("error", name + " failed: " + err);
                    b.collTeardown();
                    return em.end(kExitRuntime);
                }
                if (wrong > 0) {
                    em.log("error", name + (inPlace ? " in-place " : " ") + formatBytes(lay.bytes) +
                                        ": data check failed, " + std::to_string(wrong) + " wrong elements");
                    rc = kExitVerify;
                }
                if (!printer)
                    continue;
                const Stats t = computeStats(us);
                const double factor = busBwFactor(op, world);
                JsonObject x;
                x.integer("count", static_cast<std::int64_t>(lay.count)).str("type", "float").integer("ranks", world);
                x.integer("batch", o.iters);
                if (checkable)
                    x.integer("wrong", wrong);
                else
                    x.null("wrong");
                const std::string sfx = inPlace ? ".ip" : "";
                auto emit = [&](const std::string& metric, double med, double mn, double mx, const char* unit) {
                    Sample s;
                    s.metric = name + "." + metric + sfx;
                    s.size = lay.bytes;
                    s.value = s.median = med;
                    s.min = mn;
                    s.max = mx;
                    s.unit = unit;
                    s.iters = t.n;
                    s.extra = x.done();
                    em.sample(s);
                };
                const auto alg = [&](double usv) { return algBwGBs(lay.bytes, usv * 1e-6); };
                emit("time_us", t.median, t.min, t.max, "us");
                // Bandwidth from the median time; the fastest run gives the max bandwidth.
                emit("algbw", alg(t.median), alg(t.max), alg(t.min), "GB/s");
                emit("busbw", alg(t.median) * factor, alg(t.max) * factor, alg(t.min) * factor, "GB/s");
            }
            em.progress(done, total, name + " " + formatBytes(lay.bytes));
        }
    }
    b.collTeardown();
    return em.end(rc);
}

}  // namespace tbp
