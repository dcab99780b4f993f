// Unit tests of the measured cases and what they rely on (no Qt, no GPU): the case runner's capability filter,
// tb-coll's sweep on instrumented host backends (a barrier before every timed batch, the time across processes as
// nccl-tests reports it, a data check that output left from the timed runs cannot pass, the one-rank smoke run),
// FP8 E4M3 encoding (OCP and FNUZ), NUMA placement from sysfs and binding on this machine, the status keys.
#include "CollProbe.h"
#include "Fp8.h"
#include "HostBackend.h"
#include "MeasuredCase.h"
#include "NumaPlacement.h"
#include "ProbeTest.h"

#include <cstdlib>
#include <sched.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

// Runs tb-coll's driver into a temporary file and returns its lines.
template <class Backend>
std::vector<std::string> runColl(Backend& b, std::vector<const char*> args, tbp::ExitCode* rc = nullptr) {
    char path[] = "/tmp/tbp-cases-XXXXXX";
    const int fd = mkstemp(path);
    FILE* f = fdopen(fd, "w+");
    args.insert(args.begin(), "tb-coll");
    tbp::Options o;
    std::string err;
    EXPECT(tbp::parseOptions(static_cast<int>(args.size()), const_cast<char**>(args.data()), o, err, "",
                             tbp::collSpec().ops));
    tbp::Emitter em(f);
    const tbp::ExitCode code = tbp::runCollProbe(o, b, em);
    if (rc)
        *rc = code;
    std::rewind(f);
    std::vector<std::string> lines;
    char line[70000];
    while (std::fgets(line, sizeof line, f))
        lines.push_back(line);
    std::fclose(f);
    unlink(path);
    return lines;
}

bool has(const std::string& line, const std::string& what) {
    return line.find(what) != std::string::npos;
}

double number(const std::string& line, const std::string& key) {
    const auto p = line.find("\"" + key + "\":");
    return p == std::string::npos ? -1 : std::atof(line.c_str() + p + key.size() + 3);
}

// Records the order of barriers and timed runs.
class RecordingBackend : public tbp::HostBackend {
public:
    using HostBackend::HostBackend;
    bool collBarrier(std::string& e) override {
        events += 'B';
        return HostBackend::collBarrier(e);
    }
    double collRunMs(tbp::CollOp op, std::size_t n, bool ip, int iters, std::string& e) override {
        events += iters == 1 ? 'C' : 'R';
        return HostBackend::collRunMs(op, n, ip, iters, e);
    }
    std::string events;
};

// Skips the data-check run (one operation), leaving in the receive buffer whatever the timed runs wrote: the
// check must not pass on that.
class LazyCheckBackend : public tbp::HostBackend {
public:
    using HostBackend::HostBackend;
    double collRunMs(tbp::CollOp op, std::size_t n, bool ip, int iters, std::string& e) override {
        return iters == 1 ? 0.0 : HostBackend::collRunMs(op, n, ip, iters, e);
    }
};

// Pretends to be one of two processes whose partner is three times slower: the sweep must report the mean of
// the two times (2x ours) and the slowest (3x ours), as nccl-tests' default does.
class TwoProcessBackend : public tbp::HostBackend {
public:
    using HostBackend::HostBackend;
    double collRunMs(tbp::CollOp, std::size_t, bool, int iters, std::string&) override {
        return iters == 1 ? 0.0 : 10.0;  // 10 ms per batch here
    }
    bool collReduce(double* v, int n, tbp::Reduce op, std::string&) override {
        for (int i = 0; i < n; ++i)
            v[i] = op == tbp::Reduce::Sum   ? v[i] + (v[i] == 1.0 ? 1.0 : 3 * v[i])
                   : op == tbp::Reduce::Max ? 3 * v[i]
                                            : v[i];
        return true;
    }
};

void testBarrierBeforeEveryTimedBatch() {
    RecordingBackend b(3);
    runColl(b, {"--backend", "host", "--ranks", "3", "--sizes", "4K", "--iters", "2", "--repeats", "3", "--warmup", "1",
                "--ops", "all_reduce,sendrecv"});
    // Per variant: (barrier, run) x (warm-up + repeats), then barrier and the check run.
    // ... and the closing barrier.
    EXPECT_EQ(b.events,
              std::string("BRBRBRBRBC").append("BRBRBRBRBC").append("BRBRBRBRBC").append("BRBRBRBRBC").append("B"));
}

void testCheckCannotPassOnLeftovers() {
    LazyCheckBackend b(2);
    tbp::ExitCode rc{};
    const auto lines = runColl(b,
                               {"--backend", "host", "--ranks", "2", "--sizes", "4K", "--iters", "2", "--repeats", "2",
                                "--warmup", "0", "--ops", "all_gather"},
                               &rc);
    EXPECT(rc == tbp::ExitCode::Verify);
    int samples = 0;
    for (const auto& l : lines)
        if (has(l, "\"type\":\"sample\"")) {
            ++samples;
            // Out of place no element was written (1024 per rank, two ranks); in place each rank's own block
            // holds its input, which is right, and the rest is wrong.
            EXPECT(number(l, "wrong") == (has(l, ".ip\"") ? 1024 : 2048));
        }
    EXPECT(samples == 6);
}

void testTimeAcrossProcesses() {
    TwoProcessBackend b(2);
    const auto lines = runColl(b, {"--backend", "host", "--ranks", "2", "--sizes", "1M", "--iters", "5", "--repeats",
                                   "3", "--warmup", "0", "--ops", "all_reduce", "--no-check"});
    bool seen = false;
    for (const auto& l : lines) {
        if (!has(l, "\"metric\":\"all_reduce.time_us\""))
            continue;
        seen = true;
        EXPECT_NEAR(number(l, "value"), 4000.0, 1e-6);       // mean of 2 ms and 6 ms per operation
        EXPECT_NEAR(number(l, "slowest_us"), 6000.0, 1e-6);  // the slower process
        EXPECT(has(l, "\"rank_time\":\"mean\""));
    }
    EXPECT(seen);
}

void testOneRankIsASmokeRun() {
    tbp::HostBackend b(1);
    tbp::ExitCode rc{};
    const auto lines = runColl(b, {"--backend", "host", "--ranks", "1", "--sizes", "1K,1M,64M"}, &rc);
    EXPECT(rc == tbp::ExitCode::Ok);
    int smoke = 0;
    bool waived = false;
    for (const auto& l : lines) {
        EXPECT(!has(l, "\"type\":\"sample\""));
        waived = waived || (has(l, "\"id\":\"coll.bandwidth\"") && has(l, "\"status\":\"waived\""));
        if (has(l, ".smoke\"")) {
            ++smoke;
            EXPECT(has(l, "\"status\":\"pass\"") && has(l, "1MiB"));  // the largest size up to 4 MiB
        }
    }
    EXPECT(waived && smoke == 5);
}

struct Env {
    bool capable = false;
    int ran = 0;
};

class Needy : public tbp::MeasuredCase<Env> {
public:
    std::string key() const override { return "needy"; }
    std::string waiver(const Env& e) const override { return e.capable ? "" : "needs the capability"; }
    tbp::ExitCode run(Env& e) override {
        ++e.ran;
        return tbp::ExitCode::Verify;
    }
};

class Plain : public tbp::MeasuredCase<Env> {
public:
    std::string key() const override { return "plain"; }
    tbp::ExitCode run(Env& e) override {
        ++e.ran;
        return tbp::ExitCode::Ok;
    }
};

void testCaseFilter() {
    tbp::CaseList<Env> cases;
    cases.push_back(std::make_unique<Needy>());
    cases.push_back(std::make_unique<Plain>());
    char path[] = "/tmp/tbp-filter-XXXXXX";
    FILE* f = fdopen(mkstemp(path), "w+");
    tbp::Emitter em(f);
    Env env;
    EXPECT(tbp::runCases("x", cases, {"needy", "plain"}, env, em) == tbp::ExitCode::Ok);
    EXPECT(env.ran == 1);
    env.capable = true;
    EXPECT(tbp::runCases("x", cases, {"plain", "needy"}, env, em) == tbp::ExitCode::Verify);
    EXPECT(env.ran == 3);
    std::rewind(f);
    char line[4096];
    std::string all;
    while (std::fgets(line, sizeof line, f))
        all += line;
    std::fclose(f);
    unlink(path);
    EXPECT(has(all, "\"id\":\"x.needy\",\"status\":\"waived\",\"detail\":\"needs the capability\""));
    EXPECT(tbp::worse(tbp::ExitCode::Unsupported, tbp::ExitCode::Verify) == tbp::ExitCode::Verify);
    EXPECT(tbp::worse(tbp::ExitCode::Runtime, tbp::ExitCode::Verify) == tbp::ExitCode::Runtime);
    EXPECT(tbp::worse(tbp::ExitCode::Ok, tbp::ExitCode::Unsupported) == tbp::ExitCode::Unsupported);
    EXPECT_EQ(std::string(tbp::keyOf(tbp::CheckStatus::Waived)), std::string("waived"));
    EXPECT_EQ(std::string(tbp::endStatusOf(tbp::ExitCode::Verify)), std::string("failed"));
    EXPECT_EQ(std::string(tbp::endStatusOf(tbp::ExitCode::Unsupported)), std::string("unsupported"));
}

void testFp8() {
    for (bool fnuz : {false, true}) {
        // Every finite code survives decode -> encode.
        for (int c = 0; c < 256; ++c) {
            const float v = tbp::decodeE4M3(static_cast<std::uint8_t>(c), fnuz);
            if (v != v)
                continue;
            if (fnuz && c == 0x80)
                continue;
            const int back = tbp::encodeE4M3(v, fnuz);
            if (back != c)
                std::fprintf(stderr, "%s code 0x%02x -> %g -> 0x%02x\n", fnuz ? "fnuz" : "ocp", c, v, back);
            EXPECT(back == c);
        }
    }
    // OCP E4M3 (bias 7): 1.0 = 0x38, 0.25 = 0x28, 448 = 0x7E, saturation, NaN 0x7F, ties to even.
    EXPECT(tbp::encodeE4M3(1.0f, false) == 0x38);
    EXPECT(tbp::encodeE4M3(0.25f, false) == 0x28);
    EXPECT(tbp::encodeE4M3(-0.75f, false) == 0xB4);
    EXPECT(tbp::encodeE4M3(448.0f, false) == 0x7E);
    EXPECT(tbp::encodeE4M3(1e6f, false) == 0x7E);
    EXPECT(tbp::encodeE4M3(NAN, false) == 0x7F);
    EXPECT(tbp::encodeE4M3(1.0625f, false) == 0x38);               // halfway between 1 and 1.125: to the even mantissa
    EXPECT(tbp::encodeE4M3(1.1875f, false) == 0x3A);               // halfway between 1.125 and 1.25: to the even one
    EXPECT(tbp::encodeE4M3(std::ldexp(1.0f, -9), false) == 0x01);  // smallest subnormal
    // AMD FNUZ (bias 8): 1.0 = 0x40, max 240, NaN 0x80, no negative zero.
    EXPECT(tbp::encodeE4M3(1.0f, true) == 0x40);
    EXPECT(tbp::encodeE4M3(240.0f, true) == 0x7F);
    EXPECT(tbp::encodeE4M3(-0.0f, true) == 0x00);
    EXPECT(tbp::encodeE4M3(NAN, true) == 0x80);
    EXPECT(tbp::decodeE4M3(0x40, true) == 1.0f && tbp::decodeE4M3(0x38, false) == 1.0f);
}

void testNuma(const std::string& fixtures) {
    const std::string root = fixtures + "/numa";
    auto n = tbp::numaNodeOfPci(root, "00000000:18:00.0");  // the CUDA spelling with an 8-digit domain
    EXPECT(n.node == 1 && n.cpus == "8-15,24-31");
    EXPECT(tbp::describe(n) == "NUMA node 1 (CPUs 8-15,24-31)");
    EXPECT(tbp::numaNodeOfPci(root, "0000:9A:00.0").node == -1);  // sysfs says -1: one node
    EXPECT(tbp::numaNodeOfPci(root, "0000:aa:00.0").node == -1);  // not there
    EXPECT(tbp::numaNodeOfPci(root, "bogus").node == -1);
    EXPECT_EQ(tbp::normalisePciAddress("0000:9A:00.0"), std::string("0000:9a:00.0"));
    std::vector<int> cpus;
    EXPECT(tbp::parseCpuList("0-3,8,10-11", cpus) && cpus == (std::vector<int>{0, 1, 2, 3, 8, 10, 11}));
    EXPECT(!tbp::parseCpuList("3-1", cpus) && !tbp::parseCpuList("", cpus) && !tbp::parseCpuList("x", cpus));
    // Binding on this machine: to node 0's CPUs, then back to what the thread had.
    tbp::NumaNode here;
    here.node = 0;
    {
        FILE* f = std::fopen("/sys/devices/system/node/node0/cpulist", "r");
        char buf[256] = {0};
        if (f && std::fgets(buf, sizeof buf, f))
            here.cpus = std::string(buf).substr(0, std::string(buf).find('\n'));
        if (f)
            std::fclose(f);
    }
    if (here.cpus.empty()) {
        std::printf("no /sys/devices/system/node/node0 here: binding not exercised\n");
        return;
    }
    cpu_set_t before;
    sched_getaffinity(0, sizeof before, &before);
    {
        tbp::NumaBinding bind;
        std::string err;
        const bool ok = bind.bind(here, err);
        if (!ok)
            std::printf("binding to node 0 refused here (%s): only the restore is checked\n", err.c_str());
        cpu_set_t now;
        sched_getaffinity(0, sizeof now, &now);
        std::vector<int> want;
        tbp::parseCpuList(here.cpus, want);
        if (ok)
            EXPECT(CPU_COUNT(&now) == static_cast<int>(want.size()) && CPU_ISSET(want.front(), &now));
    }
    cpu_set_t after;
    sched_getaffinity(0, sizeof after, &after);
    EXPECT(CPU_EQUAL(&before, &after));
}

}  // namespace

int main(int argc, char** argv) {
    testCaseFilter();
    testBarrierBeforeEveryTimedBatch();
    testCheckCannotPassOnLeftovers();
    testTimeAcrossProcesses();
    testOneRankIsASmokeRun();
    testFp8();
    testNuma(argc > 1 ? argv[1] : "tests/probes/fixtures");
    return testResult("probes_cases_unit");
}
