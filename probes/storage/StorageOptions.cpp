#include "StorageOptions.h"

#include "Json.h"
#include "Options.h"

#include <cstdlib>
#include <cstring>

namespace tbp {

namespace {

bool parseCount(const std::string& s, int& out, int lo, int hi) {
    if (s.empty() || s.size() > 9)
        return false;
    for (char c : s) {
        if (c < '0' || c > '9')
            return false;
    }
    const long v = std::strtol(s.c_str(), nullptr, 10);
    if (v < lo || v > hi)
        return false;
    out = int(v);
    return true;
}

}  // namespace

std::string storageUsage() {
    return "usage: tb-storage --dir PATH [--mode seq|rand] [--rw read|write|mixed] [--direct] [--size SIZE]\n"
           "                  [--jobs N] [--iodepth N] [--runtime S]\n"
           "Measures a directory with fio (which must be installed) and reports bandwidth, IOPS and completion\n"
           "latency p50/p99 as JSON Lines.\n"
           "  --dir PATH      directory to measure (~ is $HOME); the test files are written there and removed\n"
           "                  afterwards\n"
           "  --mode M        seq (1 MiB blocks, default) or rand (4 KiB blocks)\n"
           "  --rw RW         read (default), write, or mixed (half reads, half writes)\n"
           "  --direct        O_DIRECT: bypass the page cache\n"
           "  --size SIZE     file size per job (K/M/G/T = powers of 1024); default: larger than the page cache\n"
           "  --jobs N        parallel jobs, one file each (default 1)\n"
           "  --iodepth N     I/Os in flight per job (default 16)\n"
           "  --runtime S     at most S seconds of I/O (default 30)\n";
}

bool parseStorageOptions(int argc, char** argv, StorageOptions& o, std::string& err) {
    JsonObject args;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        std::string value;
        bool hasValue = false;
        if (a.rfind("--", 0) == 0 && a.find('=') != std::string::npos) {
            value = a.substr(a.find('=') + 1);
            a = a.substr(0, a.find('='));
            hasValue = true;
        }
        if (a == "--help" || a == "-h") {
            o.help = true;
            continue;
        }
        if (a == "--direct") {
            if (hasValue) {
                err = "--direct takes no value";
                return false;
            }
            o.direct = true;
            args.boolean("direct", true);
            continue;
        }
        const bool known = a == "--dir" || a == "--mode" || a == "--rw" || a == "--size" || a == "--jobs" ||
                           a == "--iodepth" || a == "--runtime";
        if (!known) {
            err = "unknown option '" + a + "'";
            return false;
        }
        if (!hasValue) {
            if (i + 1 >= argc) {
                err = a + " needs a value";
                return false;
            }
            value = argv[++i];
        }
        if (a == "--dir") {
            if (value.empty() || value.find('\0') != std::string::npos) {
                err = "--dir needs a directory";
                return false;
            }
            // "~" and "~/..." are the user's home, so a plan step can name it without a shell to expand it.
            const char* home = std::getenv("HOME");
            if ((value == "~" || value.rfind("~/", 0) == 0) && home && *home)
                value = std::string(home) + value.substr(1);
            o.dir = value;
            args.str("dir", value);
        } else if (a == "--mode") {
            if (value != "seq" && value != "rand") {
                err = "--mode is seq or rand, not '" + value + "'";
                return false;
            }
            o.mode = value;
            args.str("mode", value);
        } else if (a == "--rw") {
            if (value != "read" && value != "write" && value != "mixed") {
                err = "--rw is read, write or mixed, not '" + value + "'";
                return false;
            }
            o.rw = value;
            args.str("rw", value);
        } else if (a == "--size") {
            // At least one block, at most 1 PiB: fio's own parser takes the figure in bytes.
            if (!parseSize(value, o.size) || o.size < (1u << 20) || o.size > (1ull << 50)) {
                err = "--size '" + value + "' is not a size from 1M to 1P (e.g. 64G)";
                return false;
            }
            args.str("size", value);
        } else if (a == "--jobs") {
            if (!parseCount(value, o.jobs, 1, 1024)) {
                err = "--jobs is a whole number from 1 to 1024";
                return false;
            }
            args.integer("jobs", o.jobs);
        } else if (a == "--iodepth") {
            if (!parseCount(value, o.iodepth, 1, 4096)) {
                err = "--iodepth is a whole number from 1 to 4096";
                return false;
            }
            args.integer("iodepth", o.iodepth);
        } else if (a == "--runtime") {
            if (!parseCount(value, o.runtime, 1, 7 * 24 * 3600)) {
                err = "--runtime is a whole number of seconds from 1 to 604800";
                return false;
            }
            args.integer("runtime", o.runtime);
        }
    }
    if (!o.help && o.dir.empty()) {
        err = "--dir is required";
        return false;
    }
    o.argsJson = args.done();
    return true;
}

std::string fioBlockSize(const StorageOptions& o) {
    return o.mode == "seq" ? "1M" : "4k";
}

std::string fioRw(const StorageOptions& o) {
    const bool seq = o.mode == "seq";
    if (o.rw == "read")
        return seq ? "read" : "randread";
    if (o.rw == "write")
        return seq ? "write" : "randwrite";
    return seq ? "rw" : "randrw";
}

std::uint64_t defaultFileSize(std::uint64_t memTotalBytes, int jobs) {
    const std::uint64_t mib = 1u << 20;
    const std::uint64_t total = memTotalBytes + memTotalBytes / 8;
    const std::uint64_t perJob = total / std::uint64_t(jobs < 1 ? 1 : jobs) + mib;
    return (perJob + mib - 1) / mib * mib;
}

}  // namespace tbp
