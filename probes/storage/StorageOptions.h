// tb-storage's command line (probes/PROTOCOL.md, "tb-storage"). Its own options, not the shared measuring ones:
// fio does the measuring, so sizes sweeps, iterations and backends do not apply.
#pragma once

#include <cstdint>
#include <string>

namespace tbp {

struct StorageOptions {
    std::string dir;           // where the test files go (required; a leading "~" is $HOME)
    std::string mode = "seq";  // seq: 1 MiB blocks; rand: 4 KiB blocks
    std::string rw = "read";   // read | write | mixed (half and half)
    bool direct = false;       // O_DIRECT (--direct=1): past the page cache
    std::uint64_t size = 0;    // bytes per job's file; 0 = larger than the page cache (see defaultFileSize)
    int jobs = 1;              // fio numjobs (one file each, reported together)
    int iodepth = 16;          // I/Os in flight per job
    int runtime = 30;          // seconds, at most (a small file may end sooner)
    bool help = false;
    std::string argsJson;  // the options as given, for `hello`
};

// Returns false with `err` set on a usage error.
bool parseStorageOptions(int argc, char** argv, StorageOptions& o, std::string& err);
std::string storageUsage();

// fio's block size and rw= word for the options ("1M", "read" / "4k", "randrw").
std::string fioBlockSize(const StorageOptions& o);
std::string fioRw(const StorageOptions& o);

// The per-job file size when --size is not given: the node's memory (the most the page cache can hold) plus an
// eighth, split over the jobs and rounded up to a MiB, so the files together cannot sit in the cache.
std::uint64_t defaultFileSize(std::uint64_t memTotalBytes, int jobs);

}  // namespace tbp
