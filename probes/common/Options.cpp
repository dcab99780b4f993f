#include "Options.h"

#include "Json.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <sstream>

namespace tbp {

namespace {

bool parseInt(const std::string& s, int& out, int lo, int hi) {
    if (s.empty())
        return false;
    char* end = nullptr;
    const long v = std::strtol(s.c_str(), &end, 10);
    if (*end != 0 || v < lo || v > hi)
        return false;
    out = static_cast<int>(v);
    return true;
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> parts;
    std::string cur;
    std::istringstream in(s);
    while (std::getline(in, cur, sep))
        parts.push_back(cur);
    return parts;
}

}  // namespace

bool parseSize(const std::string& text, std::uint64_t& out) {
    if (text.empty() || !std::isdigit(static_cast<unsigned char>(text[0])))
        return false;
    char* end = nullptr;
    const unsigned long long v = std::strtoull(text.c_str(), &end, 10);
    std::string suffix(end);
    std::transform(suffix.begin(), suffix.end(), suffix.begin(), [](unsigned char c) { return std::toupper(c); });
    if (suffix.size() > 1 && (suffix.substr(1) == "B" || suffix.substr(1) == "IB"))
        suffix = suffix.substr(0, 1);
    if (suffix == "B")
        suffix.clear();
    std::uint64_t mul = 1;
    if (suffix == "K")
        mul = 1ull << 10;
    else if (suffix == "M")
        mul = 1ull << 20;
    else if (suffix == "G")
        mul = 1ull << 30;
    else if (suffix == "T")
        mul = 1ull << 40;
    else if (!suffix.empty())
        return false;
    if (v > (~0ull) / mul)
        return false;
    out = v * mul;
    return true;
}

bool parseSizes(const std::string& spec, std::vector<std::uint64_t>& out, std::string& err) {
    out.clear();
    if (spec.find(':') != std::string::npos) {
        const auto p = split(spec, ':');
        std::uint64_t lo = 0, hi = 0;
        if (p.size() < 2 || p.size() > 3 || !parseSize(p[0], lo) || !parseSize(p[1], hi) || lo == 0 || hi < lo) {
            err = "bad size range '" + spec + "' (expected MIN:MAX[:xFACTOR|:+STEP], e.g. 1K:1G:x2)";
            return false;
        }
        std::string step = p.size() == 3 ? p[2] : "x2";
        if (step.size() < 2 || (step[0] != 'x' && step[0] != '+')) {
            err = "bad step '" + step + "' (use xFACTOR or +STEP)";
            return false;
        }
        std::uint64_t s = 0;
        if (!parseSize(step.substr(1), s) || s == 0 || (step[0] == 'x' && s < 2)) {
            err = "bad step '" + step + "'";
            return false;
        }
        for (std::uint64_t v = lo; v <= hi && out.size() < 4096;) {
            out.push_back(v);
            const std::uint64_t next = step[0] == 'x' ? v * s : v + s;
            if (next <= v)
                break;  // overflow
            v = next;
        }
        return true;
    }
    for (const auto& part : split(spec, ',')) {
        std::uint64_t v = 0;
        if (!parseSize(part, v) || v == 0) {
            err = "bad size '" + part + "' (e.g. 64K, 1M, 1G)";
            return false;
        }
        out.push_back(v);
    }
    if (out.empty()) {
        err = "empty size list";
        return false;
    }
    return true;
}

std::string formatBytes(std::uint64_t b) {
    const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    while (u < 4 && b >= 1024 && b % 1024 == 0) {
        b /= 1024;
        ++u;
    }
    return std::to_string(b) + units[u];
}

std::string usageText(const std::string& probe, const std::string& extra) {
    return "usage: " + probe +
           " [options]\n"
           "  --sizes SPEC     MIN:MAX:xF | MIN:MAX:+S | A,B,C  (K/M/G suffixes are powers of 1024)\n"
           "  --iters N        operations per timed batch (default 20)\n"
           "  --repeats N      timed batches; median/min/max are over them (default 5)\n"
           "  --warmup N       untimed batches first (default 3)\n"
           "  --backend gpu|host  host = memcpy and one thread per rank (tests, no GPU needed)\n"
           "  --ranks N        host backend: ranks/devices; gpu: use the first N local GPUs\n"
           "  --ops a,b        which measurements to run\n"
           "  --no-check       skip the data check\n"
           "  --root DIR       tb-node: read /proc, /sys, /etc and tool outputs under DIR\n"
           "  --rank R --world N [--local-rank L]  tb-coll: this process's rank (default: the launcher's environment)\n"
           "  --rendezvous HOST:PORT  tb-coll: where rank 0 listens for the other ranks (also --root-addr)\n"
           "  --id-file PATH   tb-coll on GPUs: a shared file that carries NCCL's unique id instead\n"
           "  --timeout S      tb-coll: give up on a silent peer or a slow rendezvous after S seconds (default 120)\n" +
           extra +
           "Output: JSON Lines (probes/PROTOCOL.md). Exit: 0 ok, 1 failed, 2 unsupported, 3 error, 4 data check, 64 "
           "usage.\n";
}

bool parseOptions(int argc, char** argv, Options& o, std::string& err, const std::string& defaultSizes,
                  const std::vector<std::string>& allowedOps) {
    JsonObject args;
    bool sizesGiven = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        std::string val;
        const auto eq = a.find('=');
        if (a.rfind("--", 0) == 0 && eq != std::string::npos) {
            val = a.substr(eq + 1);
            a = a.substr(0, eq);
        }
        auto need = [&](std::string& v) {
            if (!val.empty()) {
                v = val;
                return true;
            }
            if (i + 1 >= argc) {
                err = "missing value for " + a;
                return false;
            }
            v = argv[++i];
            return true;
        };
        std::string v;
        if (a == "-h" || a == "--help") {
            o.help = true;
        } else if (a == "--no-check") {
            o.check = false;
            args.boolean("check", false);
        } else if (a == "--sizes" || a == "-s") {
            if (!need(v) || !parseSizes(v, o.sizes, err))
                return false;
            sizesGiven = true;
            args.str("sizes", v);
        } else if (a == "--iters" || a == "--repeats" || a == "--warmup" || a == "--ranks" || a == "-m" || a == "-n" ||
                   a == "-k") {
            int* target = a == "--iters"     ? &o.iters
                          : a == "--repeats" ? &o.repeats
                          : a == "--warmup"  ? &o.warmup
                          : a == "--ranks"   ? &o.ranks
                          : a == "-m"        ? &o.gemmM
                          : a == "-n"        ? &o.gemmN
                                             : &o.gemmK;
            const int lo = (a == "--warmup" || a == "--ranks") ? 0 : 1;
            if (!need(v) || !parseInt(v, *target, lo, 1 << 20)) {
                err = "bad value for " + a + " (integer >= " + std::to_string(lo) + ")";
                return false;
            }
            args.integer(a.substr(a.find_first_not_of('-')), *target);
        } else if (a == "--rank" || a == "--world" || a == "--local-rank" || a == "--timeout") {
            int* target = a == "--rank"         ? &o.rank
                          : a == "--world"      ? &o.world
                          : a == "--local-rank" ? &o.localRank
                                                : &o.timeoutS;
            const int lo = (a == "--world" || a == "--timeout") ? 1 : 0;
            const int hi = a == "--timeout" ? 86400 : (1 << 20);
            if (!need(v) || !parseInt(v, *target, lo, hi)) {
                err = "bad value for " + a + " (integer from " + std::to_string(lo) + " to " + std::to_string(hi) + ")";
                return false;
            }
            std::string k = a.substr(2);
            std::replace(k.begin(), k.end(), '-', '_');
            args.integer(k, *target);
        } else if (a == "--backend") {
            if (!need(v) || (v != "gpu" && v != "host")) {
                err = "--backend takes gpu or host";
                return false;
            }
            o.backend = v;
            args.str("backend", v);
        } else if (a == "--root") {
            if (!need(v))
                return false;
            o.root = v;
            args.str("root", v);
        } else if (a == "--id-file") {
            if (!need(v))
                return false;
            o.idFile = v;
            args.str("id_file", v);
        } else if (a == "--rendezvous" || a == "--root-addr") {
            if (!need(v))
                return false;
            if (v.rfind(':') == std::string::npos || v.rfind(':') + 1 >= v.size() || v.front() == ':') {
                err = a + " takes HOST:PORT (e.g. node-1:29500 or [fd00::1]:29500)";
                return false;
            }
            o.rendezvous = v;
            args.str("rendezvous", v);
        } else if (a == "--ops") {
            if (!need(v))
                return false;
            o.ops = split(v, ',');
            for (const auto& op : o.ops) {
                if (!allowedOps.empty() && std::find(allowedOps.begin(), allowedOps.end(), op) == allowedOps.end()) {
                    err = "unknown op '" + op + "'";
                    return false;
                }
            }
            args.str("ops", v);
        } else {
            err = "unknown option '" + std::string(argv[i]) + "'";
            return false;
        }
    }
    if (!sizesGiven && !defaultSizes.empty() && !parseSizes(defaultSizes, o.sizes, err))
        return false;
    if (o.ops.empty())
        o.ops = allowedOps;
    o.argsJson = args.done();
    return true;
}

}  // namespace tbp
