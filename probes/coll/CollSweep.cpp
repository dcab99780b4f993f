#include "CollSweep.h"

#include "CollData.h"
#include "Stats.h"

#include <limits>
#include <vector>

namespace tbp {

namespace {

float* at(void* base, std::size_t elems) {
    return static_cast<float*>(base) + elems;
}

// Writes every local rank's input; with `poison`, the receive buffer is all NaN first (NaN equals nothing, so an
// element the operation did not write fails the check).
bool prepare(CollEnv& env, CollOp op, std::size_t count, bool inPlace, bool poison, std::string& err) {
    CollBackend& b = env.b;
    for (int l = 0; l < b.collLocal(); ++l) {
        const int rank = b.collOffset() + l;
        const CollLayout lay = collLayout(op, count, env.world, rank);
        const CollRank r = b.collRank(l);
        if (poison) {
            const std::vector<float> nan(
                std::max(lay.sendCount, lay.recvCount) + lay.inPlaceSendOffset + lay.inPlaceRecvOffset,
                std::numeric_limits<float>::quiet_NaN());
            const std::size_t span =
                inPlace ? std::max(lay.inPlaceSendOffset + lay.sendCount, lay.inPlaceRecvOffset + lay.recvCount)
                        : lay.recvCount;
            if (!b.upload(r.dev, r.recv, nan.data(), span * sizeof(float), err))
                return false;
        }
        std::vector<float> in(lay.sendCount);
        for (std::size_t i = 0; i < in.size(); ++i)
            in[i] = collInput(rank, i);
        void* dst = inPlace ? at(r.recv, lay.inPlaceSendOffset) : r.send;
        if (!b.upload(r.dev, dst, in.data(), in.size() * sizeof(float), err))
            return false;
    }
    return true;
}

// Wrong elements over this process's ranks, or -1 with `err` set.
long long countWrong(CollEnv& env, CollOp op, std::size_t count, bool inPlace, std::string& err) {
    CollBackend& b = env.b;
    long long wrong = 0;
    for (int l = 0; l < b.collLocal(); ++l) {
        const int rank = b.collOffset() + l;
        const CollLayout lay = collLayout(op, count, env.world, rank);
        std::vector<float> out(lay.recvCount);
        const CollRank r = b.collRank(l);
        const void* src = inPlace ? at(r.recv, lay.inPlaceRecvOffset) : r.recv;
        if (!b.download(r.dev, out.data(), src, out.size() * sizeof(float), err))
            return -1;
        const std::size_t per = count / static_cast<std::size_t>(env.world);
        for (std::size_t i = 0; i < out.size(); ++i)
            wrong += !(out[i] == collExpected(op, rank, env.world, i, per));
    }
    return wrong;
}

// One checked run: wrong elements over every process (the same number on all), or -1.
long long checkedRun(CollEnv& env, CollOp op, std::size_t count, bool inPlace, std::string& err) {
    if (!prepare(env, op, count, inPlace, true, err) || !env.b.collBarrier(err) ||
        env.b.collRunMs(op, count, inPlace, 1, err) < 0)
        return -1;
    const long long local = countWrong(env, op, count, inPlace, err);
    if (local < 0)
        return -1;
    double total = static_cast<double>(local);
    return env.b.collReduce(&total, 1, Reduce::Sum, err) ? static_cast<long long>(total) : -1;
}

struct Timing {
    std::vector<double> meanUs, slowestUs;  // per timed batch, per operation
};

bool timeBatches(CollEnv& env, CollOp op, std::size_t count, bool inPlace, Timing& t, std::string& err) {
    const Options& o = env.o;
    if (!prepare(env, op, count, inPlace, false, err))
        return false;
    for (int r = 0; r < o.warmup + o.repeats; ++r) {
        if (!env.b.collBarrier(err))
            return false;
        const double ms = env.b.collRunMs(op, count, inPlace, o.iters, err);
        if (ms < 0)
            return false;
        if (r < o.warmup)
            continue;
        double sum = ms, max = ms;
        if (env.processes > 1 &&
            (!env.b.collReduce(&sum, 1, Reduce::Sum, err) || !env.b.collReduce(&max, 1, Reduce::Max, err)))
            return false;
        t.meanUs.push_back(sum / env.processes * 1000.0 / o.iters);
        t.slowestUs.push_back(max * 1000.0 / o.iters);
    }
    return true;
}

void emitSamples(CollEnv& env, CollOp op, const CollLayout& lay, bool inPlace, const Timing& t, bool checked,
                 long long wrong) {
    const Stats st = computeStats(t.meanUs);
    const double factor = busBwFactor(op, env.world);
    JsonObject x;
    x.integer("count", static_cast<std::int64_t>(lay.count)).str("type", "float").integer("ranks", env.world);
    x.integer("batch", env.o.iters);
    if (checked)
        x.integer("wrong", wrong);
    else
        x.null("wrong");
    x.str("transport", env.b.transport());
    if (env.processes > 1)
        x.str("rank_time", "mean").num("slowest_us", computeStats(t.slowestUs).median);
    const std::string name = collName(op);
    const std::string sfx = inPlace ? ".ip" : "";
    auto emit = [&](const std::string& metric, double med, double mn, double mx, const char* unit) {
        Sample s;
        s.metric = name + "." + metric + sfx;
        s.size = lay.bytes;
        s.value = s.median = med;
        s.min = mn;
        s.max = mx;
        s.unit = unit;
        s.iters = st.n;
        s.extra = x.done();
        env.em.sample(s);
    };
    const auto alg = [&](double us) { return algBwGBs(lay.bytes, us * 1e-6); };
    emit("time_us", st.median, st.min, st.max, "us");
    // Bandwidth from the median time; the fastest batch gives the max bandwidth.
    emit("algbw", alg(st.median), alg(st.max), alg(st.min), "GB/s");
    emit("busbw", alg(st.median) * factor, alg(st.max) * factor, alg(st.min) * factor, "GB/s");
}

ExitCode failRun(CollEnv& env, const std::string& what, const std::string& err) {
    env.b.collAbort(what + ": " + err);  // a local failure: the other processes hear of it (no-op otherwise)
    env.em.log(LogLevel::Error, what + " failed: " + err);
    return ExitCode::Runtime;
}

}  // namespace

bool collCheckable(const CollEnv& env, CollOp op, bool inPlace) {
    const std::string t = env.b.transport();
    return env.o.check && !(inPlace && op == CollOp::AllToAll && (t == "nccl" || t == "rccl"));
}

ExitCode sweepCollective(CollEnv& env, CollOp op) {
    const std::string name = collName(op);
    ExitCode rc = ExitCode::Ok;
    for (std::uint64_t size : env.o.sizes) {
        const std::size_t count = static_cast<std::size_t>(size / sizeof(float));
        const CollLayout lay = collLayout(op, count, env.world, 0);
        ++env.done;
        if (lay.count == 0) {
            env.em.log(LogLevel::Info, name + " " + formatBytes(size) + " skipped: fewer elements than ranks");
            continue;
        }
        for (bool inPlace : {false, true}) {
            std::string err;
            Timing t;
            if (!timeBatches(env, op, count, inPlace, t, err))
                return failRun(env, name, err);
            const bool checked = collCheckable(env, op, inPlace);
            long long wrong = 0;
            if (checked && (wrong = checkedRun(env, op, count, inPlace, err)) < 0)
                return failRun(env, name, err);
            if (wrong > 0) {
                env.em.log(LogLevel::Error, name + (inPlace ? " in-place " : " ") + formatBytes(lay.bytes) +
                                                ": data check failed, " + std::to_string(wrong) + " wrong elements");
                rc = ExitCode::Verify;
            }
            if (env.printer)
                emitSamples(env, op, lay, inPlace, t, checked, wrong);
        }
        env.em.progress(env.done, env.total, name + " " + formatBytes(lay.bytes));
    }
    return rc;
}

ExitCode smokeCollective(CollEnv& env, CollOp op) {
    const std::string name = collName(op);
    const std::size_t count = static_cast<std::size_t>(env.smokeSize / sizeof(float));
    const CollLayout lay = collLayout(op, count, env.world, 0);
    ++env.done;
    std::string detail, notChecked;
    long long wrong = 0;
    for (bool inPlace : {false, true}) {
        if (!collCheckable(env, op, inPlace)) {
            notChecked = inPlace ? " (in place not checked: " + env.b.transport() + " gives no order for it)" : "";
            continue;
        }
        std::string err;
        const long long w = checkedRun(env, op, count, inPlace, err);
        if (w < 0)
            return failRun(env, name + " smoke run", err);
        wrong += w;
        detail += std::string(detail.empty() ? "" : ", ") + (inPlace ? "in place " : "out of place ") +
                  std::to_string(w) + " wrong";
    }
    env.em.progress(env.done, env.total, name + " smoke " + formatBytes(lay.bytes));
    if (!env.o.check) {
        env.em.check("coll." + name + ".smoke", CheckStatus::Unknown, "one rank; the data check is off (--no-check)");
        return ExitCode::Ok;
    }
    JsonObject ev;
    ev.integer("size", static_cast<std::int64_t>(lay.bytes)).integer("wrong", wrong);
    const std::string what =
        "one rank: " + name + " run once at " + formatBytes(lay.bytes) + ", data checked (" + detail + ")" + notChecked;
    env.em.check("coll." + name + ".smoke", wrong ? CheckStatus::Fail : CheckStatus::Pass, what, ev.done());
    return wrong ? ExitCode::Verify : ExitCode::Ok;
}

}  // namespace tbp
