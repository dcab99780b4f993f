#include "NetProbe.h"

#include "ChildProcess.h"
#include "Json.h"
#include "PairSchedule.h"
#include "RankLayout.h"
#include "TcpGroup.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace tbp {

const char* const kNetUsage =
    "  --time S         tb-net: seconds of each TCP test (default 10)\n"
    "  --omit S         tb-net: seconds of TCP slow start left out (default 1)\n"
    "  --streams N      tb-net: parallel TCP streams per pair (default 1)\n"
    "  --udp-time S     tb-net: seconds of each UDP loss test, 0 to skip it (default 5)\n"
    "  --udp-rate R     tb-net: UDP rate, iperf3's notation (default 100M = 100 Mbit/s)\n"
    "  --port P         tb-net: rank r's iperf3 server listens on P + r (default 25201)\n"
    "  --iperf3 PATH    tb-net: the iperf3 to run (default: iperf3 on PATH, or $TBP_IPERF3)\n";

namespace {

bool wholeNumber(const std::string& v, int lo, int hi, int& out) {
    if (v.empty() || v.size() > 9 || !std::all_of(v.begin(), v.end(), [](unsigned char c) { return std::isdigit(c); }))
        return false;
    const long n = std::strtol(v.c_str(), nullptr, 10);
    if (n < lo || n > hi)
        return false;
    out = static_cast<int>(n);
    return true;
}

bool rateWord(const std::string& v) {
    std::size_t i = 0;
    while (i < v.size() && (std::isdigit(static_cast<unsigned char>(v[i])) || v[i] == '.'))
        ++i;
    if (i == 0 || v.size() > 16)
        return false;
    const std::string rest = v.substr(i);
    return rest.empty() || rest == "K" || rest == "M" || rest == "G" || rest == "k" || rest == "m" || rest == "g";
}

// The figures one directed pair leaves in the gathered matrix (filled by its sender, zero elsewhere, then summed).
enum Slot : int {
    kDone,  // 1 measured, -1 failed
    kRound,
    kBw,
    kBwSent,
    kRetrans,
    kRttMin,
    kRttMean,
    kRttMax,
    kUdpDone,  // 1 measured, -1 failed, 0 not run
    kLoss,
    kJitter,
    kSlots
};

constexpr int kNameBytes = 64;

std::string localHostName() {
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0)
        return "unknown";
    return buf;
}

std::string groupKey(int world) {
    std::string key = "tb-net world=" + std::to_string(world);
    for (const char* var : {"TB_COLL_KEY", "SLURM_JOB_ID", "SLURM_STEP_ID"})
        if (const char* v = std::getenv(var))
            key += std::string(" ") + var + "=" + v;
    return key;
}

double median(std::vector<double> v) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

std::string gbps(double bitsPerS) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", bitsPerS / 1e9);
    return buf;
}

// Everyone's flag summed: how many ranks said "yes", and which did not (rank 0 reads the list).
struct Vote {
    int yes = 0;
    std::vector<int> no;
};

bool vote(TcpGroup& g, bool mine, Vote& out, std::string& err) {
    std::vector<double> v(static_cast<std::size_t>(g.world()), 0.0);
    v[static_cast<std::size_t>(g.rank())] = mine ? 1 : 0;
    if (!g.reduce(v.data(), g.world(), Reduce::Sum, err))
        return false;
    out = Vote{};
    for (int r = 0; r < g.world(); ++r) {
        if (v[static_cast<std::size_t>(r)] > 0.5)
            ++out.yes;
        else
            out.no.push_back(r);
    }
    return true;
}

std::string rankList(const std::vector<int>& ranks, const std::vector<std::string>& names) {
    std::string s;
    for (int r : ranks)
        s += (s.empty() ? "" : ", ") + std::to_string(r) + " (" + names[static_cast<std::size_t>(r)] + ")";
    return s;
}

const char* const kInstall =
    "install it with `apt-get install iperf3` (Debian, Ubuntu) or `dnf install iperf3` (RHEL, Rocky)";

}  // namespace

bool takeNetOptions(int& argc, char** argv, IperfSettings& s, std::string& argsJson, std::string& err) {
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
        const bool ours = a == "--time" || a == "--omit" || a == "--streams" || a == "--udp-time" ||
                          a == "--udp-rate" || a == "--port" || a == "--iperf3";
        if (!ours) {
            argv[out++] = argv[i];
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= argc)
                return err = "missing value for " + a, false;
            val = argv[++i];
        }
        int n = 0;
        if (a == "--time" || a == "--omit" || a == "--udp-time") {
            const int lo = a == "--time" ? 1 : 0;
            if (!wholeNumber(val, lo, 3600, n))
                return err = "bad value for " + a + " (seconds from " + std::to_string(lo) + " to 3600)", false;
            (a == "--time" ? s.seconds : a == "--omit" ? s.omit : s.udpSeconds) = n;
            std::string key = a.substr(2);
            std::replace(key.begin(), key.end(), '-', '_');
            args.integer(key, n);
        } else if (a == "--streams") {
            if (!wholeNumber(val, 1, 128, n))
                return err = "bad value for --streams (1 to 128)", false;
            s.streams = n;
            args.integer("streams", n);
        } else if (a == "--port") {
            if (!wholeNumber(val, 1, 65000, n))
                return err = "bad value for --port (1 to 65000; rank r uses P + r)", false;
            s.basePort = n;
            args.integer("port", n);
        } else if (a == "--udp-rate") {
            if (!rateWord(val))
                return err = "bad value for --udp-rate (a number with K, M or G, e.g. 100M)", false;
            s.udpRate = val;
            args.str("udp_rate", val);
        } else {
            s.program = val;
            args.str("iperf3", val);
        }
    }
    argc = out;
    argv[out] = nullptr;
    const std::string body = args.done();
    argsJson = body.size() > 2 ? "," + body.substr(1, body.size() - 2) : std::string();
    return true;
}

ExitCode runNetProbe(const Options& o, IperfSettings s, Emitter& em) {
    const RankLayout layout = detectLayout(o);
    const int world = layout.size, rank = layout.rank;
    if (world > 1 && rank != 0)
        em.setQuietRank(rank);
    em.hello("tb-net", "host", {}, {}, o.argsJson);

    // The tool first: a node without iperf3 cannot take part, whatever the others have.
    if (s.program.empty()) {
        const char* env = std::getenv("TBP_IPERF3");
        s.program = env && *env ? env : "iperf3";
    }
    const std::string found = findProgram(s.program);
    std::string version;
    if (!found.empty()) {
        ChildResult r;
        std::string why;
        if (runChild({found, "--version"}, 10, r, why))
            version = r.out.substr(0, r.out.find('\n'));
        s.program = found;
    }
    if (world < 2) {
        if (found.empty()) {
            em.check("net.iperf3", CheckStatus::Unknown, "iperf3 (" + s.program + ") is not installed: " + kInstall);
            em.log(LogLevel::Error, "iperf3 is not installed: " + std::string(kInstall));
            return em.end(ExitCode::Unsupported);
        }
        em.fact("net.iperf3", version, found);
        em.check("net.pairs", CheckStatus::Waived,
                 "one node: the front-end network is measured between nodes; start tb-net once per node "
                 "(e.g. srun -N2 --ntasks-per-node=1 tb-net, or --rank/--world/--rendezvous)");
        return em.end(ExitCode::Ok);
    }
    if (layout.rendezvous.empty()) {
        em.log(LogLevel::Error, "no rendezvous: give --rendezvous HOST:PORT (rank 0's address) or run inside srun");
        return em.end(ExitCode::Runtime);
    }

    // Every round runs a TCP and a UDP test; a peer silent for longer than that is no failure.
    const int roundBound = s.seconds + s.omit + s.udpSeconds + 30;
    TcpGroup::Config c;
    c.rank = rank;
    c.world = world;
    c.rendezvous = layout.rendezvous;
    c.timeoutS = std::max(o.timeoutS, roundBound + 30);
    c.key = groupKey(world);
    std::string err;
    auto group = TcpGroup::join(c, err);
    if (!group) {
        em.log(LogLevel::Error, "joining the other nodes failed: " + err);
        return em.end(ExitCode::Runtime);
    }
    auto broken = [&](const std::string& what) {
        em.log(LogLevel::Error, what + ": " + err);
        return em.end(ExitCode::Runtime);
    };

    // Every node's name, so the matrix says hosts, not ranks: each rank fills its own slot of bytes, the sum is
    // everyone's.
    std::vector<double> nameBytes(static_cast<std::size_t>(world * kNameBytes), 0.0);
    const std::string me = localHostName().substr(0, kNameBytes - 1);
    for (std::size_t k = 0; k < me.size(); ++k)
        nameBytes[static_cast<std::size_t>(rank * kNameBytes) + k] = static_cast<unsigned char>(me[k]);
    if (!group->reduce(nameBytes.data(), world * kNameBytes, Reduce::Sum, err))
        return broken("exchanging host names failed");
    std::vector<std::string> names(static_cast<std::size_t>(world));
    for (int r = 0; r < world; ++r) {
        for (int k = 0; k < kNameBytes; ++k) {
            const double b = nameBytes[static_cast<std::size_t>(r * kNameBytes + k)];
            if (b < 1 || b > 255)
                break;
            names[static_cast<std::size_t>(r)] += static_cast<char>(static_cast<int>(b));
        }
    }

    Vote haveTool;
    if (!vote(*group, !found.empty(), haveTool, err))
        return broken("asking the nodes for iperf3 failed");
    if (!haveTool.no.empty()) {
        const std::string detail = "iperf3 is not installed on rank " + rankList(haveTool.no, names) + ": " + kInstall;
        em.check("net.iperf3", CheckStatus::Unknown, detail);
        if (found.empty())
            em.log(LogLevel::Error, "iperf3 (" + s.program + ") is not installed: " + kInstall);
        group->finish(err);
        return em.end(ExitCode::Unsupported);
    }
    em.fact("net.iperf3", version, s.program);

    // This node's server, for the whole run: iperf3 serves one test at a time, and the schedule never sends two
    // at once to one node.
    const int myPort = s.basePort + rank;
    const pid_t server = startChild(iperfServerArgv(s, myPort), "", err);
    const bool listening = server > 0 && waitListening(myPort, 10000, server);
    if (!listening) {
        err = "iperf3 --server on port " + std::to_string(myPort) +
              " did not start listening (the port may be taken; choose another base with --port)";
        em.log(LogLevel::Error, err);
    }
    Vote up;
    if (!vote(*group, listening, up, err)) {
        stopChild(server);
        return broken("starting the iperf3 servers failed");
    }
    if (!up.no.empty()) {
        stopChild(server);
        em.log(LogLevel::Error, "no iperf3 server on rank " + rankList(up.no, names));
        group->finish(err);
        return em.end(ExitCode::Runtime);
    }

    const PairRounds rounds = pairRounds(world);
    em.fact("net.schedule",
            std::to_string(world * (world - 1)) + " directed pairs in " + std::to_string(rounds.size()) + " rounds",
            "rounds of pairs measured at the same time; a node never receives two tests at once");
    std::vector<double> matrix(static_cast<std::size_t>(world * world * kSlots), 0.0);
    for (std::size_t ri = 0; ri < rounds.size(); ++ri) {
        if (!group->barrier(err)) {
            stopChild(server);
            return broken("waiting for round " + std::to_string(ri + 1) + " failed");
        }
        em.progress(static_cast<long>(ri), static_cast<long>(rounds.size()), "round " + std::to_string(ri + 1));
        for (const DirectedPair& p : rounds[ri]) {
            if (p.src != rank)
                continue;
            double* m = &matrix[static_cast<std::size_t>((p.src * world + p.dst) * kSlots)];
            m[kRound] = static_cast<double>(ri + 1);
            const std::string host = group->hostOf(p.dst);
            const std::string pair =
                names[static_cast<std::size_t>(rank)] + " -> " + names[static_cast<std::size_t>(p.dst)];
            ChildResult res;
            JsonValue report;
            std::string why;
            const int port = s.basePort + p.dst;
            if (!runChild(iperfClientArgv(s, host, port, false), s.seconds + s.omit + 30, res, why) ||
                !parseIperfOutput(res.out, res.err, report, why)) {
                m[kDone] = -1;
                em.log(LogLevel::Error, "TCP " + pair + " (" + host + "): " + why);
            } else if (const IperfTcp t = readIperfTcp(report); !t.ok) {
                m[kDone] = -1;
                em.log(LogLevel::Error, "TCP " + pair + " (" + host + "): " + t.error);
            } else {
                m[kDone] = 1;
                m[kBw] = t.receivedBitsPerS;
                m[kBwSent] = t.sentBitsPerS;
                m[kRetrans] = t.retransmits;
                m[kRttMin] = t.rttMinUs;
                m[kRttMean] = t.rttMeanUs;
                m[kRttMax] = t.rttMaxUs;
            }
            if (s.udpSeconds <= 0)
                continue;
            res = ChildResult{};
            if (!runChild(iperfClientArgv(s, host, port, true), s.udpSeconds + 30, res, why) ||
                !parseIperfOutput(res.out, res.err, report, why)) {
                m[kUdpDone] = -1;
                em.log(LogLevel::Error, "UDP " + pair + " (" + host + "): " + why);
            } else if (const IperfUdp u = readIperfUdp(report); !u.ok) {
                m[kUdpDone] = -1;
                em.log(LogLevel::Error, "UDP " + pair + " (" + host + "): " + u.error);
            } else {
                m[kUdpDone] = 1;
                m[kLoss] = u.lostPercent;
                m[kJitter] = u.jitterMs;
            }
        }
    }
    const bool gathered = group->reduce(matrix.data(), static_cast<int>(matrix.size()), Reduce::Sum, err);
    stopChild(server);
    if (!gathered)
        return broken("gathering the figures failed");
    if (!group->finish(err))
        return broken("finishing failed");
    if (rank != 0)
        return em.end(ExitCode::Ok);

    // Rank 0: the samples, the matrix and the slow pairs.
    std::vector<double> bws;
    std::vector<std::string> failed, lossy;
    JsonArray nodes, bwRows;
    for (int r = 0; r < world; ++r)
        nodes.str(names[static_cast<std::size_t>(r)]);
    for (int a = 0; a < world; ++a) {
        JsonArray row;
        for (int b = 0; b < world; ++b) {
            const double* m = &matrix[static_cast<std::size_t>((a * world + b) * kSlots)];
            if (a == b || m[kDone] <= 0) {
                row.raw("null");
                if (a != b)
                    failed.push_back(names[static_cast<std::size_t>(a)] + " -> " + names[static_cast<std::size_t>(b)]);
                continue;
            }
            row.num(std::round(m[kBw] / 1e7) / 100);
            bws.push_back(m[kBw]);
        }
        bwRows.raw(row.done());
    }
    const double mid = median(bws);
    std::vector<std::string> slow;
    for (int a = 0; a < world; ++a) {
        for (int b = 0; b < world; ++b) {
            const double* m = &matrix[static_cast<std::size_t>((a * world + b) * kSlots)];
            if (a == b)
                continue;
            const std::string src = names[static_cast<std::size_t>(a)], dst = names[static_cast<std::size_t>(b)];
            JsonObject extra;
            extra.str("src", src)
                .str("dst", dst)
                .integer("src_rank", a)
                .integer("dst_rank", b)
                .integer("round", static_cast<std::int64_t>(m[kRound]))
                .integer("streams", s.streams)
                .integer("seconds", s.seconds);
            const std::string x = extra.done();
            auto emit = [&](const char* metric, double value, const char* unit) {
                Sample smp;
                smp.metric = metric;
                smp.value = smp.median = smp.min = smp.max = value;
                smp.unit = unit;
                smp.iters = 1;
                smp.extra = x;
                em.sample(smp);
            };
            if (m[kDone] > 0) {
                emit("net.tcp.bw", m[kBw] / 1e9, "Gb/s");
                if (m[kRetrans] >= 0)
                    emit("net.tcp.retransmits", m[kRetrans], "count");
                if (m[kRttMin] >= 0)
                    emit("net.tcp.rtt_min", m[kRttMin], "us");
                if (m[kRttMean] >= 0)
                    emit("net.tcp.rtt_mean", m[kRttMean], "us");
                if (mid > 0 && m[kBw] < 0.8 * mid)
                    slow.push_back(src + " -> " + dst + " " + gbps(m[kBw]) + " Gb/s");
            }
            if (m[kUdpDone] > 0) {
                emit("net.udp.loss", m[kLoss], "%");
                emit("net.udp.jitter", m[kJitter], "ms");
                if (m[kLoss] > 1.0) {
                    char buf[32];
                    std::snprintf(buf, sizeof buf, "%.2f", m[kLoss]);
                    lossy.push_back(src + " -> " + dst + " " + buf + " %");
                }
            } else if (m[kUdpDone] < 0) {
                failed.push_back(src + " -> " + dst + " (UDP)");
            }
        }
    }
    JsonObject evidence;
    evidence.raw("nodes", nodes.done()).raw("tcp_gbps", bwRows.done()).num("median_gbps", mid / 1e9);
    auto joined = [](const std::vector<std::string>& v) {
        std::string s2;
        for (const auto& x : v)
            s2 += (s2.empty() ? "" : "; ") + x;
        return s2;
    };
    CheckStatus status = CheckStatus::Pass;
    std::string detail = std::to_string(world * (world - 1)) + " directed pairs, median TCP " + gbps(mid) + " Gb/s";
    if (!failed.empty()) {
        status = CheckStatus::Fail;
        detail += "; not measured (see the log): " + joined(failed);
    }
    if (!slow.empty()) {
        status = status == CheckStatus::Fail ? status : CheckStatus::Warn;
        detail += "; slow pairs (below 80 % of the median): " + joined(slow);
    }
    if (!lossy.empty()) {
        status = status == CheckStatus::Fail ? status : CheckStatus::Warn;
        detail += "; UDP loss above 1 % at " + s.udpRate + "bit/s: " + joined(lossy);
    }
    em.check("net.pairs", status, detail, evidence.done());
    return em.end(status == CheckStatus::Fail ? ExitCode::Failed : ExitCode::Ok);
}

}  // namespace tbp
