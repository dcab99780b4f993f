// The fabric probes' pure parts: the pair schedule of tb-net, iperf3 and perftest report readers, and tb-rdma's
// reading of a fake sysfs tree (device and port enumeration, port rate, RoCE GID choice, GPUDirect mode) and the
// command lines it would run per rail. Plain C++ (no Qt), like the other probe unit tests.
#include "Iperf3.h"
#include "JsonValue.h"
#include "PairSchedule.h"
#include "Perftest.h"
#include "RdmaDevices.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace {

int failures = 0;

void expect(bool ok, const std::string& what) {
    if (!ok) {
        ++failures;
        std::fprintf(stderr, "FAIL: %s\n", what.c_str());
    }
}

void schedule() {
    for (int n = 0; n <= 17; ++n) {
        const tbp::PairRounds rounds = tbp::pairRounds(n);
        const std::string at = "n=" + std::to_string(n) + ": ";
        std::set<std::pair<int, int>> seen;
        for (const auto& round : rounds) {
            std::set<int> senders, receivers, anyone;
            bool strict = true;
            for (const auto& p : round) {
                expect(p.src != p.dst && p.src >= 0 && p.dst >= 0 && p.src < n && p.dst < n, at + "a real pair");
                expect(seen.insert({p.src, p.dst}).second, at + "each directed pair once");
                expect(senders.insert(p.src).second, at + "a node sends once per round");
                expect(receivers.insert(p.dst).second, at + "a node receives once per round (one iperf3 server)");
                strict = anyone.insert(p.src).second && strict;
                strict = anyone.insert(p.dst).second && strict;
            }
            if (n % 2 == 0)
                expect(strict, at + "even n: no node in two pairs of a round");
        }
        expect(seen.size() == static_cast<std::size_t>(n < 2 ? 0 : n * (n - 1)), at + "every directed pair");
        expect(n < 2 ? rounds.empty() : rounds.size() <= static_cast<std::size_t>(2 * (n - 1)),
               at + "at most 2(n-1) rounds, got " + std::to_string(rounds.size()));
    }
    // The benchmark figure: 8 nodes in 14 rounds, 56 directed pairs.
    expect(tbp::pairRounds(8).size() == 14, "8 nodes take 14 rounds");
}

tbp::JsonValue json(const std::string& text) {
    tbp::JsonValue v;
    std::string err;
    expect(tbp::parseJson(text, v, err), "parses: " + err);
    return v;
}

void jsonReader() {
    tbp::JsonValue v;
    std::string err;
    expect(!tbp::parseJson("{\"a\":", v, err) && !err.empty(), "a cut document is refused");
    expect(!tbp::parseJson("{\"a\":1} x", v, err), "text after the document is refused");
    expect(!tbp::parseJson(std::string(100, '[') + std::string(100, ']'), v, err), "deep nesting is refused");
    expect(tbp::parseJson("{\"s\":\"\\u00e9\\ud83d\\ude00\",\"n\":-1.5e3}", v, err) &&
               v.get("s")->text == "\xc3\xa9\xf0\x9f\x98\x80" && v.get("n")->number == -1500,
           "escapes and numbers");
}

void iperf() {
    const tbp::JsonValue tcp = json(R"({"start":{"version":"iperf 3.12"},"end":{"streams":[
        {"sender":{"bits_per_second":9.4e9,"retransmits":3,"min_rtt":40,"max_rtt":300,"mean_rtt":120,"sender":true}},
        {"sender":{"bits_per_second":9.3e9,"retransmits":1,"min_rtt":35,"max_rtt":280,"mean_rtt":100,"sender":true}}],
        "sum_sent":{"bits_per_second":18.7e9,"retransmits":4},"sum_received":{"bits_per_second":18.6e9}}})");
    const tbp::IperfTcp t = tbp::readIperfTcp(tcp);
    expect(t.ok && t.receivedBitsPerS == 18.6e9 && t.retransmits == 4 && t.rttMinUs == 35 && t.rttMaxUs == 300 &&
               t.rttMeanUs == 110 && t.version == "iperf 3.12",
           "TCP report: received bandwidth, retransmits, RTT over the streams");
    const tbp::IperfTcp refused = tbp::readIperfTcp(
        json(R"({"start":{},"intervals":[],"end":{},"error":"unable to connect to server: Connection refused"})"));
    expect(!refused.ok && refused.error.find("Connection refused") != std::string::npos, "iperf3's error is kept");
    expect(
        !tbp::readIperfTcp(json(R"({"end":{"sum_sent":{"bits_per_second":-1},"sum_received":{"bits_per_second":-1}}})"))
             .ok,
        "a negative bandwidth is refused");
    expect(!tbp::readIperfTcp(
                json(R"({"end":{"sum_sent":{"bits_per_second":1e999},"sum_received":{"bits_per_second":1}}})"))
                .ok,
           "an infinite bandwidth is refused");
    const tbp::IperfUdp u = tbp::readIperfUdp(json(
        R"({"end":{"sum":{"lost_percent":0.5,"lost_packets":4,"packets":800,"jitter_ms":0.02,"bits_per_second":1e8}}})"));
    expect(u.ok && u.lostPercent == 0.5 && u.lostPackets == 4 && u.jitterMs == 0.02, "UDP report (3.x 'sum')");
    expect(!tbp::readIperfUdp(json(R"({"end":{"sum":{"lost_percent":250}}})")).ok, "loss above 100 % is refused");
    tbp::JsonValue report;
    std::string why;
    expect(!tbp::parseIperfOutput("", "iperf3: error - unable to connect\n", report, why) &&
               why.find("unable to connect") != std::string::npos,
           "no JSON: iperf3's stderr is the reason");
    tbp::IperfSettings s;
    s.program = "/usr/bin/iperf3";
    const auto argv = tbp::iperfClientArgv(s, "10.0.0.2", 25202, false);
    expect(argv.size() > 5 && argv[1] == "--client" && argv[2] == "10.0.0.2" && argv[4] == "25202",
           "client command line");
}

void write(const std::string& path, const std::string& text) {
    for (std::size_t i = 1; i < path.size(); ++i)
        if (path[i] == '/')
            mkdir(path.substr(0, i).c_str(), 0755);
    std::ofstream(path) << text;
}

void rdma() {
    char tmpl[] = "/tmp/tb-fabric-unit-XXXXXX";
    const std::string root = mkdtemp(tmpl);
    const std::string ib = root + "/sys/class/infiniband/";
    // mlx5_10 and mlx5_2: natural order puts mlx5_2 first. mlx5_2 is InfiniBand NDR; mlx5_10 RoCE with GIDs.
    write(ib + "mlx5_2/ports/1/state", "4: ACTIVE\n");
    write(ib + "mlx5_2/ports/1/rate", "400 Gb/sec (4X NDR)\n");
    write(ib + "mlx5_2/ports/1/link_layer", "InfiniBand\n");
    write(ib + "mlx5_2/device/numa_node", "1\n");
    write(ib + "mlx5_10/ports/1/state", "1: DOWN\n");
    write(ib + "mlx5_10/ports/1/rate", "200 Gb/sec (4X HDR)\n");
    write(ib + "mlx5_10/ports/1/link_layer", "Ethernet\n");
    const std::string p = ib + "mlx5_10/ports/1/";
    write(p + "gids/0", "fe80:0000:0000:0000:0a5c:acff:fe00:0001\n");
    write(p + "gid_attrs/types/0", "IB/RoCE v1\n");
    write(p + "gids/1", "fe80:0000:0000:0000:0a5c:acff:fe00:0001\n");
    write(p + "gid_attrs/types/1", "RoCE v2\n");
    write(p + "gids/2", "0000:0000:0000:0000:0000:ffff:0a00:0002\n");
    write(p + "gid_attrs/types/2", "IB/RoCE v1\n");
    write(p + "gids/3", "0000:0000:0000:0000:0000:ffff:0a00:0002\n");
    write(p + "gid_attrs/types/3", "RoCE v2\n");
    const auto ports = tbp::listRdmaPorts(root);
    expect(ports.size() == 2 && ports[0].device == "mlx5_2" && ports[1].device == "mlx5_10", "natural device order");
    if (ports.size() == 2) {
        expect(ports[0].active() && ports[0].rateGbps == 400 && ports[0].gidIndex == -1 && ports[0].numaNode == 1,
               "IB port: ACTIVE, 400 Gb/s, no GID index, NUMA 1");
        expect(!ports[1].active() && ports[1].state == "DOWN" && ports[1].rateGbps == 200 && ports[1].gidIndex == 3,
               "RoCE port: DOWN, 200 Gb/s, GID 3 (RoCE v2 with IPv4), got " + std::to_string(ports[1].gidIndex));
        tbp::PerftestSettings s;
        const auto bw = tbp::perftestArgv("ib_write_bw", tbp::PerftestKind::WriteBw, ports[1], tbp::PerftestMemory::Gpu,
                                          tbp::GpuDirectMode::DmaBuf, 3, s, "/t/o.json", "10.0.0.1");
        std::string line;
        for (const auto& a : bw)
            line += a + " ";
        expect(line ==
                   "ib_write_bw --ib-dev=mlx5_10 --ib-port=1 --port=18515 --gid-index=3 --size=8388608 --qp=4 "
                   "--report_gbits -F --out_json --out_json_file=/t/o.json --use_cuda=3 --use_cuda_dmabuf "
                   "10.0.0.1 ",
               "dma_buf client command line: " + line);
        const auto lat =
            tbp::perftestArgv("ib_write_lat", tbp::PerftestKind::WriteLat, ports[0], tbp::PerftestMemory::Gpu,
                              tbp::GpuDirectMode::Peermem, 0, s, "/t/l.json", "");
        line.clear();
        for (const auto& a : lat)
            line += a + " ";
        expect(line ==
                   "ib_write_lat --ib-dev=mlx5_2 --ib-port=1 --port=18515 --size=2 -F --out_json "
                   "--out_json_file=/t/l.json --use_cuda=0 ",
               "peermem server command line: " + line);
    }
    std::string note;
    expect(tbp::chooseGidIndex({"0000:0000:0000:0000:0000:0000:0000:0000"}, {""}, note) == -1, "no GID set");
    expect(tbp::parseRateGbps("100 Gb/sec (2X HDR)") == 100 && tbp::parseRateGbps("garbage") == 0 &&
               tbp::parseRateGbps("-5 Gb/sec") == 0,
           "port rate text");

    // GPUDirect modes.
    expect(tbp::detectGpuDirect(root).mode == tbp::GpuDirectMode::NoGpu, "no driver: host memory only");
    write(root + "/proc/sys/kernel/osrelease", "6.8.0-45-generic\n");
    write(root + "/proc/driver/nvidia/version",
          "NVRM version: NVIDIA UNIX x86_64 Kernel Module  550.90.07  Fri May 31 09:35:42 UTC 2024\n");
    write(root + "/proc/driver/nvidia/gpus/0000:18:00.0/information", "Model: H100\n");
    expect(tbp::detectGpuDirect(root).mode == tbp::GpuDirectMode::None, "proprietary module, no peermem: none");
    write(root + "/sys/module/nvidia_peermem/refcnt", "0\n");
    const tbp::GpuDirect peer = tbp::detectGpuDirect(root);
    expect(peer.mode == tbp::GpuDirectMode::Peermem && peer.gpuCount == 1 &&
               peer.why.find("ClusterMAX 3.0") != std::string::npos,
           "peermem alone, named as failing");
    write(root + "/proc/driver/nvidia/version",
          "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  570.86.15  Release Build\n");
    expect(tbp::detectGpuDirect(root).mode == tbp::GpuDirectMode::DmaBuf, "open module on 6.8: dma_buf");
    write(root + "/proc/sys/kernel/osrelease", "5.4.0-150-generic\n");
    expect(tbp::detectGpuDirect(root).mode == tbp::GpuDirectMode::Peermem, "open module on 5.4: no DMA-BUF");

    expect(tbp::perftestHasGpuOptions("      --use_cuda=<cuda device id>\n      --use_cuda_dmabuf\n",
                                      tbp::GpuDirectMode::DmaBuf) &&
               !tbp::perftestHasGpuOptions("  -d, --ib-dev=<dev>\n", tbp::GpuDirectMode::Peermem),
           "perftest built with or without CUDA");
    std::string cmd = "rm -rf '" + root + "'";
    expect(std::system(cmd.c_str()) == 0, "clean up");
}

void perftestReports() {
    const auto bw = tbp::readPerftestJson(
        json(R"({"test_info":{"test":"RDMA_Write BW Test"},"results":{"MsgSize":8388608,"n_iterations":5000,
                "BW_peak":392.11,"BW_average":391.87,"MsgRate":0.005839}})"),
        tbp::PerftestKind::WriteBw);
    expect(bw.ok && bw.bwAverageGbps == 391.87 && bw.msgBytes == 8388608, "bandwidth report");
    const auto lat = tbp::readPerftestJson(
        json(R"({"results":{"MsgSize":2,"t_min":1.52,"t_max":6.1,"t_typical":1.6,"t_avg":1.63,"t_stdev":0.1,
                "percentile_99":2.1,"percentile_99.9":4.0}})"),
        tbp::PerftestKind::WriteLat);
    expect(lat.ok && lat.tTypicalUs == 1.6 && lat.p999Us == 4.0, "latency report");
    expect(!tbp::readPerftestJson(json(R"({"results":{"BW_average":-3}})"), tbp::PerftestKind::ReadBw).ok,
           "negative bandwidth refused");
    expect(!tbp::readPerftestJson(json(R"({"results":{"BW_average":0}})"), tbp::PerftestKind::ReadBw).ok,
           "zero bandwidth is no figure");
    expect(!tbp::readPerftestJson(json(R"({"test_info":{}})"), tbp::PerftestKind::WriteBw).ok, "no results");
}

}  // namespace

int main() {
    schedule();
    jsonReader();
    iperf();
    rdma();
    perftestReports();
    if (failures) {
        std::fprintf(stderr, "%d failure(s)\n", failures);
        return 1;
    }
    std::printf("ok\n");
    return 0;
}
