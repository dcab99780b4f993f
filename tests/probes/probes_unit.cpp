// Unit tests of the probe harness (no Qt, no GPU): JSON escaping, size sweeps, statistics, nccl-tests'
// bandwidth formulas, collective layouts, unique-id exchange through a file, peak table, and a full host-backend
// collective run whose busbw/algbw ratios are checked line by line. (Transport: probes_transport_unit.cpp;
// cases and their filters: probes_cases_unit.cpp.)
#include "CollData.h"
#include "CollMath.h"
#include "CollProbe.h"
#include "HostBackend.h"
#include "ProbeTest.h"
#include "IdExchange.h"
#include "Json.h"
#include "Options.h"
#include "PeakTable.h"
#include "Stats.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

void testJson() {
    using tbp::jsonString;
    EXPECT_EQ(jsonString("plain"), std::string("\"plain\""));
    EXPECT_EQ(jsonString("a\"b\\c"), std::string("\"a\\\"b\\\\c\""));
    EXPECT_EQ(jsonString("l1\nl2\r\t"), std::string("\"l1\\nl2\\r\\t\""));
    EXPECT_EQ(jsonString(std::string("\x01\x1f\x7f", 3)), std::string("\"\\u0001\\u001f\\u007f\""));
    EXPECT_EQ(jsonString(std::string("a\0b", 3)), std::string("\"a\\u0000b\""));
    // Valid multi-byte UTF-8 passes through; invalid bytes become U+FFFD escapes.
    EXPECT_EQ(jsonString("\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"),
              std::string("\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\""));
    EXPECT_EQ(jsonString("\xff"), std::string("\"\\ufffd\""));
    EXPECT_EQ(jsonString("\xc3"), std::string("\"\\ufffd\""));                             // truncated sequence
    EXPECT_EQ(jsonString("\xe2\x82x"), std::string("\"\\ufffd\\ufffdx\""));                // bad continuation
    EXPECT_EQ(jsonString("\xc0\xaf"), std::string("\"\\ufffd\\ufffd\""));                  // overlong '/'
    EXPECT_EQ(jsonString("\xed\xa0\x80"), std::string("\"\\ufffd\\ufffd\\ufffd\""));       // surrogate
    EXPECT_EQ(jsonString("\xf4\x90\x80\x80").find("\\ufffd") != std::string::npos, true);  // > U+10FFFF
    EXPECT_EQ(jsonString(std::string(100, 'x'), 10), "\"" + std::string(10, 'x') + "...\"");
    tbp::JsonObject o;
    o.str("k", "v").num("nan", NAN).num("pi", 3.5).integer("i", -7).boolean("b", true).null("n");
    EXPECT_EQ(o.done(), std::string("{\"k\":\"v\",\"nan\":null,\"pi\":3.5,\"i\":-7,\"b\":true,\"n\":null}"));
    EXPECT_EQ(tbp::jsonNumber(1e308 * 10), std::string("null"));
    EXPECT_EQ(tbp::jsonNumber(1024), std::string("1024"));
}

void testSizes() {
    std::vector<std::uint64_t> s;
    std::string err;
    EXPECT(tbp::parseSizes("1K:1G:x2", s, err));
    EXPECT_EQ(s.size(), 21u);
    EXPECT_EQ(s.front(), 1024u);
    EXPECT_EQ(s.back(), 1ull << 30);
    EXPECT(tbp::parseSizes("1M,8M", s, err));
    EXPECT_EQ(s, (std::vector<std::uint64_t>{1ull << 20, 8ull << 20}));
    EXPECT(tbp::parseSizes("1M:4M:+1M", s, err));
    EXPECT_EQ(s.size(), 4u);
    EXPECT(tbp::parseSizes("4KiB", s, err) && s[0] == 4096);
    EXPECT(tbp::parseSizes("17", s, err) && s[0] == 17);
    EXPECT(!tbp::parseSizes("1K:bogus", s, err));
    EXPECT(!tbp::parseSizes("8M:1M", s, err));
    EXPECT(!tbp::parseSizes("1K:1M:x1", s, err));
    EXPECT(!tbp::parseSizes("0", s, err));
    EXPECT(!tbp::parseSizes("", s, err));
    EXPECT(!tbp::parseSizes("99999999999T", s, err));
    EXPECT(tbp::parseSizes("1:16E", s, err) == false);
}

void testStats() {
    auto st = tbp::computeStats({5, 1, 3});
    EXPECT_EQ(st.median, 3.0);
    EXPECT_EQ(st.min, 1.0);
    EXPECT_EQ(st.max, 5.0);
    st = tbp::computeStats({4, 1, 3, 2});
    EXPECT_EQ(st.median, 2.5);
    EXPECT_EQ(tbp::computeStats({}).n, 0);
}

void testBusBw() {
    using tbp::CollOp;
    // Hand-computed factors for n = 1..16 (nccl-tests doc/PERFORMANCE.md).
    const double ar[17] = {0,        0,   1.0,       4.0 / 3,  1.5,       1.6,      5.0 / 3,   12.0 / 7, 1.75,
                           16.0 / 9, 1.8, 20.0 / 11, 11.0 / 6, 24.0 / 13, 13.0 / 7, 28.0 / 15, 1.875};
    const double ag[17] = {0,       0,   0.5,       2.0 / 3,   0.75,      0.8,       5.0 / 6,   6.0 / 7, 0.875,
                           8.0 / 9, 0.9, 10.0 / 11, 11.0 / 12, 12.0 / 13, 13.0 / 14, 14.0 / 15, 0.9375};
    for (int n = 1; n <= 16; ++n) {
        EXPECT_NEAR(tbp::busBwFactor(CollOp::AllReduce, n), ar[n], 1e-12);
        EXPECT_NEAR(tbp::busBwFactor(CollOp::AllGather, n), ag[n], 1e-12);
        EXPECT_NEAR(tbp::busBwFactor(CollOp::ReduceScatter, n), ag[n], 1e-12);
        EXPECT_NEAR(tbp::busBwFactor(CollOp::AllToAll, n), ag[n], 1e-12);
        EXPECT_NEAR(tbp::busBwFactor(CollOp::SendRecv, n), 1.0, 1e-12);
    }
    // 8 ranks, all_reduce of 1 GiB in 10 ms: algbw 107.374 GB/s, busbw 187.905 GB/s.
    const double alg = tbp::algBwGBs(1ull << 30, 0.010);
    EXPECT_NEAR(alg, 107.3741824, 1e-6);
    EXPECT_NEAR(alg * tbp::busBwFactor(CollOp::AllReduce, 8), 187.9048192, 1e-6);
}

void testLayout() {
    using tbp::CollOp;
    // nccl-tests: all_gather of size S has per-rank send S/n and recv S; reduce_scatter the reverse.
    auto l = tbp::collLayout(CollOp::AllGather, 1000, 8, 3);
    EXPECT_EQ(l.count, 1000u);
    EXPECT_EQ(l.sendCount, 125u);
    EXPECT_EQ(l.recvCount, 1000u);
    EXPECT_EQ(l.inPlaceSendOffset, 375u);
    EXPECT_EQ(l.bytes, 4000u);
    l = tbp::collLayout(CollOp::ReduceScatter, 1001, 8, 2);  // rounded down to a multiple of n
    EXPECT_EQ(l.count, 1000u);
    EXPECT_EQ(l.recvCount, 125u);
    EXPECT_EQ(l.inPlaceRecvOffset, 250u);
    l = tbp::collLayout(CollOp::AllToAll, 7, 8, 0);
    EXPECT_EQ(l.count, 0u);
    l = tbp::collLayout(CollOp::SendRecv, 7, 8, 0);
    EXPECT_EQ(l.bytes, 28u);
    // Expected values: sum over ranks of (r+1 + i%29).
    EXPECT_EQ(tbp::collExpected(CollOp::AllReduce, 0, 4, 0, 0), 10.0f);
    EXPECT_EQ(tbp::collExpected(CollOp::SendRecv, 0, 4, 5, 0), tbp::collInput(3, 5));
    EXPECT_EQ(tbp::collExpected(CollOp::AllToAll, 1, 4, 2 * 10 + 3, 10), tbp::collInput(2, 13));
}

void testIdFileExchange() {
    const int n = 4;
    char path[] = "/tmp/tbp-id-XXXXXX";
    const int fd = mkstemp(path);
    close(fd);
    unlink(path);
    std::vector<std::vector<char>> blobs(n, std::vector<char>(128, 0));
    for (int i = 0; i < 128; ++i)
        blobs[0][i] = static_cast<char>(i * 7 + 1);
    std::vector<int> ok(n, 0);
    std::vector<std::thread> t;
    for (int r = n - 1; r >= 0; --r)
        t.emplace_back([&, r] {
            std::string err;
            ok[r] = tbp::exchangeIdFile(path, r, blobs[r].data(), 128, 10, err);
        });
    for (auto& th : t)
        th.join();
    unlink(path);
    for (int r = 0; r < n; ++r)
        EXPECT(ok[r] && blobs[r] == blobs[0]);

    // A missing rank 0 times out with a reason instead of hanging.
    std::string err;
    char b[128];
    EXPECT(!tbp::exchangeIdFile("/nonexistent-dir/x", 1, b, 128, 1, err) && !err.empty());
}

void testPeaks() {
    tbp::Peak p;
    EXPECT(tbp::lookupPeak("NVIDIA H100 80GB HBM3", p) && p.model == "H100 SXM" && p.bf16 > 989 && p.fp8 > 1978);
    EXPECT(tbp::lookupPeak("NVIDIA H100 PCIe", p) && p.model == "H100 PCIe");
    EXPECT(tbp::lookupPeak("NVIDIA H100 NVL", p) && p.model == "H100 NVL");
    EXPECT(tbp::lookupPeak("NVIDIA H200", p) && p.model == "H200");
    EXPECT(tbp::lookupPeak("NVIDIA H200 NVL", p) && p.model == "H200 NVL");
    // Grace Hopper's name contains "H200": it must still be named GH200.
    EXPECT(tbp::lookupPeak("NVIDIA GH200 480GB", p) && p.model == "GH200");
    EXPECT(tbp::lookupPeak("NVIDIA GH200 144G HBM3e", p) && p.model == "GH200");
    EXPECT(tbp::lookupPeak("AMD Instinct MI350X", p) && p.model == "MI350X");
    EXPECT(tbp::lookupPeak("NVIDIA B200", p) && p.bf16 == 2250);
    EXPECT(tbp::lookupPeak("NVIDIA GB200", p) && p.model == "GB200");
    EXPECT(tbp::lookupPeak("NVIDIA A100-SXM4-80GB", p) && p.bf16 == 312 && p.fp8 == 0);
    EXPECT(tbp::lookupPeak("AMD Instinct MI300X", p) && p.bf16 > 1307);
    EXPECT(tbp::lookupPeak("AMD Instinct MI325X", p) && p.model == "MI325X");
    EXPECT(tbp::lookupPeak("AMD Instinct MI355X", p) && p.bf16 > 2500);
    EXPECT(!tbp::lookupPeak("NVIDIA GeForce RTX 3090", p));
}

// Runs the collective driver on the host backend into a file and checks every busbw against
// algbw * factor and every algbw against size / time.
void testHostCollRun() {
    char path[] = "/tmp/tbp-coll-XXXXXX";
    const int fd = mkstemp(path);
    FILE* f = fdopen(fd, "w+");
    tbp::Options o;
    std::string err;
    const char* argv[] = {"tb-coll", "--backend", "host",      "--ranks", "5",        "--sizes", "40,4K,64K",
                          "--iters", "3",         "--repeats", "3",       "--warmup", "0"};
    EXPECT(tbp::parseOptions(13, const_cast<char**>(argv), o, err, "",
                             {"all_reduce", "all_gather", "reduce_scatter", "alltoall", "sendrecv"}));
    tbp::HostBackend b(o.ranks);
    tbp::Emitter em(f);
    EXPECT(tbp::runCollProbe(o, b, em) == tbp::ExitCode::Ok);
    std::rewind(f);
    char line[70000];
    std::map<std::string, double> val;  // "<op>.<metric>[.ip]@size" -> value
    int samples = 0;
    auto field = [](const std::string& l, const std::string& k) {
        const auto p = l.find("\"" + k + "\":");
        if (p == std::string::npos)
            return std::string();
        std::size_t s = p + k.size() + 3, e = s;
        if (l[s] == '"')
            e = l.find('"', ++s);
        else
            e = l.find_first_of(",}", s);
        return l.substr(s, e - s);
    };
    while (std::fgets(line, sizeof line, f)) {
        const std::string l = line;
        if (field(l, "type") != "sample")
            continue;
        ++samples;
        val[field(l, "metric") + "@" + field(l, "size")] = std::atof(field(l, "value").c_str());
        EXPECT_EQ(field(l, "wrong"), std::string("0"));
        EXPECT_EQ(field(l, "ranks"), std::string("5"));
    }
    std::fclose(f);
    unlink(path);
    EXPECT_EQ(samples, 5 * 3 * 6);
    const std::map<std::string, double> factor = {
        {"all_reduce", 1.6}, {"all_gather", 0.8}, {"reduce_scatter", 0.8}, {"alltoall", 0.8}, {"sendrecv", 1.0}};
    for (const auto& [op, fac] : factor) {
        for (const char* sfx : {"", ".ip"}) {
            for (const char* size : {"40", "4080", "65520", "4096", "65536"}) {
                const std::string key = std::string(".") + "X" + sfx;
                const std::string alg = op + ".algbw" + sfx + "@" + size;
                if (!val.count(alg))
                    continue;
                const double t = val.at(op + ".time_us" + sfx + "@" + size);
                EXPECT_NEAR(val.at(alg), std::atof(size) / (t * 1e-6) / 1e9, 1e-6 * val.at(alg) + 1e-9);
                EXPECT_NEAR(val.at(op + ".busbw" + sfx + "@" + size), val.at(alg) * fac, 1e-6 * val.at(alg) + 1e-9);
            }
        }
    }
    // Sizes reported as nccl-tests does: all_gather of 4K over 5 ranks rounds to 4080 bytes.
    EXPECT(val.count("all_gather.busbw@4080") == 1);
    EXPECT(val.count("sendrecv.busbw@4096") == 1);
}

}  // namespace

int main() {
    testJson();
    testSizes();
    testStats();
    testBusBw();
    testLayout();
    testIdFileExchange();
    testPeaks();
    testHostCollRun();
    return testResult("probes_unit");
}
