#include "StorageProbe.h"

#include "ChildProcess.h"
#include "FioFigures.h"
#include "Json.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace tbp {

namespace {

const char* const kInstall =
    "install it with `apt-get install fio` (Debian, Ubuntu) or `dnf install fio` (RHEL, Rocky, Alma, Fedora)";

// MemTotal from /proc/meminfo: the most the page cache can hold. 0 when unreadable.
std::uint64_t memTotalBytes() {
    std::ifstream in("/proc/meminfo");
    std::string key;
    std::uint64_t kib = 0;
    std::string unit;
    while (in >> key >> kib) {
        std::getline(in, unit);
        if (key == "MemTotal:")
            return kib * 1024;
    }
    return 0;
}

// /proc/mounts escapes space, tab, newline and backslash as octal.
std::string unescapeMount(const std::string& s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 3 < s.size()) {
            const std::string oct = s.substr(i + 1, 3);
            if (oct.size() == 3 && oct.find_first_not_of("01234567") == std::string::npos) {
                out += char(std::strtol(oct.c_str(), nullptr, 8));
                i += 3;
                continue;
            }
        }
        out += s[i];
    }
    return out;
}

struct Mount {
    std::string device, point, type;
};

// The mount that holds `path` (the longest mount point that is a prefix of it).
Mount mountOf(const std::string& path) {
    Mount best;
    std::ifstream in("/proc/mounts");
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream f(line);
        Mount m;
        if (!(f >> m.device >> m.point >> m.type))
            continue;
        m.point = unescapeMount(m.point);
        m.device = unescapeMount(m.device);
        const bool under = m.point == "/" || path == m.point ||
                           (path.compare(0, m.point.size(), m.point) == 0 && path.size() > m.point.size() &&
                            path[m.point.size()] == '/');
        if (under && m.point.size() >= best.point.size())
            best = m;
    }
    return best;
}

// fio splits --directory at colons: a colon of the path itself is written "\:".
std::string fioDirectory(const std::string& dir) {
    std::string out;
    for (char c : dir) {
        if (c == ':')
            out += '\\';
        out += c;
    }
    return out;
}

// For people reading the `storage.command` fact: the argv as a shell would take it back.
std::string shellWords(const std::vector<std::string>& argv) {
    std::string out;
    for (const std::string& a : argv) {
        if (!out.empty())
            out += ' ';
        const bool plain = !a.empty() && a.find_first_not_of(
                                             "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                             "0123456789-_=./,:+@%") == std::string::npos;
        if (plain) {
            out += a;
            continue;
        }
        out += '\'';
        for (char c : a) {
            if (c == '\'')
                out += "'\\''";
            else
                out += c;
        }
        out += '\'';
    }
    return out;
}

// "24.1 GiB": a size for people, whatever its alignment (formatBytes prints exact units only).
std::string humanBytes(std::uint64_t bytes) {
    char buf[64];
    const double gib = double(bytes) / double(1ull << 30);
    if (gib >= 1)
        std::snprintf(buf, sizeof buf, "%.1f GiB", gib);
    else
        std::snprintf(buf, sizeof buf, "%.1f MiB", double(bytes) / double(1u << 20));
    return buf;
}

std::string lastLines(const std::string& text, std::size_t maxBytes) {
    std::string t = text;
    while (!t.empty() && (t.back() == '\n' || t.back() == '\r'))
        t.pop_back();
    return t.size() > maxBytes ? "..." + t.substr(t.size() - maxBytes) : t;
}

}  // namespace

ExitCode runStorageProbe(const StorageOptions& o, Emitter& em) {
    // fio's version first: it also says whether fio is there at all.
    const ChildResult version = runChild({"fio", "--version"});
    std::string fioVersion = version.out;
    while (!fioVersion.empty() && (fioVersion.back() == '\n' || fioVersion.back() == '\r'))
        fioVersion.pop_back();
    std::vector<std::pair<std::string, std::string>> libs;
    if (version.started && version.exitCode == 0 && !fioVersion.empty())
        libs.push_back({"fio", fioVersion});
    em.hello("tb-storage", "host", {}, libs, o.argsJson);
    if (!version.started) {
        const std::string why =
            version.execErrno == ENOENT
                ? std::string("fio is not installed on this node (not found in PATH); ") + kInstall
                : std::string("fio could not be started (") + std::strerror(version.execErrno) + "); " + kInstall;
        std::fprintf(stderr, "tb-storage: %s\n", why.c_str());
        em.check("storage.fio", CheckStatus::Unknown, why);
        em.log(LogLevel::Error, why);
        return em.end(ExitCode::Unsupported);
    }
    if (version.exitCode != 0 || fioVersion.rfind("fio-", 0) != 0) {
        const std::string why = "`fio --version` did not answer as fio does (" +
                                lastLines(fioVersion + version.err, 400) + "); " + kInstall;
        em.check("storage.fio", CheckStatus::Unknown, why);
        em.log(LogLevel::Error, why);
        return em.end(ExitCode::Unsupported);
    }
    em.check("storage.fio", CheckStatus::Pass, fioVersion + " found");
    em.fact("storage.fio_version", fioVersion, "fio --version");

    // The directory: an absolute, existing, writable one.
    char resolved[PATH_MAX];
    struct stat st {};
    std::string problem;
    if (::realpath(o.dir.c_str(), resolved) == nullptr || ::stat(resolved, &st) != 0)
        problem = std::strerror(errno);
    else if (!S_ISDIR(st.st_mode))
        problem = "not a directory";
    else if (::access(resolved, W_OK | X_OK) != 0)
        problem = std::strerror(errno);
    if (!problem.empty()) {
        const std::string why = "cannot write test files in " + o.dir + ": " + problem;
        em.check("storage.dir", CheckStatus::Unknown, why);
        em.log(LogLevel::Error, why);
        return em.end(ExitCode::Unsupported);
    }
    const std::string dir = resolved;
    const Mount mount = mountOf(dir);
    if (!mount.type.empty()) {
        em.fact("storage.mount", mount.type + " " + mount.point + " (" + mount.device + ")", "/proc/mounts");
        em.fact("storage.fstype", mount.type, "/proc/mounts");
    }

    const std::uint64_t mem = memTotalBytes();
    em.fact("storage.memory_bytes", std::to_string(mem), "/proc/meminfo MemTotal");
    const std::uint64_t fileBytes = o.size ? o.size : defaultFileSize(mem ? mem : (1ull << 30), o.jobs);
    const std::uint64_t totalBytes = fileBytes * std::uint64_t(o.jobs);
    em.fact("storage.file_bytes", std::to_string(fileBytes),
            o.size ? "--size, per job" : "default: the files together exceed MemTotal, per job");
    if (o.direct) {
        em.check("storage.cache", CheckStatus::Pass, "O_DIRECT (--direct): the page cache is bypassed");
    } else if (mem > 0 && totalBytes <= mem) {
        em.check("storage.cache", CheckStatus::Warn,
                 "the test files (" + humanBytes(totalBytes) + ") fit in this node's memory (" + humanBytes(mem) +
                     "): buffered reads may measure the page cache, not the storage");
    } else {
        em.check("storage.cache", CheckStatus::Pass,
                 "the test files (" + humanBytes(totalBytes) + ") exceed this node's memory (" + humanBytes(mem) + ")");
    }
    struct statvfs vfs {};
    if (::statvfs(dir.c_str(), &vfs) == 0) {
        const unsigned long long avail = (unsigned long long)vfs.f_bavail * vfs.f_frsize;
        if (avail < totalBytes + totalBytes / 20) {
            const std::string why = "not enough free space in " + dir +
                                    " for the test files: " + humanBytes(totalBytes) + " needed, " + humanBytes(avail) +
                                    " free (give a smaller --size)";
            em.check("storage.space", CheckStatus::Unknown, why);
            em.log(LogLevel::Error, why);
            return em.end(ExitCode::Unsupported);
        }
    }

    // One job, its files named after this process so two runs never share one, removed afterwards whatever happens.
    const std::string name = "tb-storage-" + std::to_string(::getpid());
    std::vector<std::string> argv = {"fio",
                                     "--name=" + name,
                                     "--directory=" + fioDirectory(dir),
                                     "--rw=" + fioRw(o),
                                     "--bs=" + fioBlockSize(o),
                                     "--size=" + std::to_string(fileBytes),
                                     "--numjobs=" + std::to_string(o.jobs),
                                     "--iodepth=" + std::to_string(o.iodepth),
                                     "--ioengine=libaio",
                                     std::string("--direct=") + (o.direct ? "1" : "0"),
                                     "--runtime=" + std::to_string(o.runtime),
                                     "--group_reporting",
                                     "--output-format=json"};
    if (o.rw != "read")
        argv.push_back("--end_fsync=1");  // buffered writes count once they are on the storage
    if (o.rw == "mixed")
        argv.push_back("--rwmixread=50");
    em.fact("storage.command", shellWords(argv), "the fio command tb-storage ran");
    em.progress(0, 1, o.mode + " " + o.rw + " " + dir);
    const ChildResult run = runChild(argv);
    std::vector<std::string> leftovers;
    for (int j = 0; j < o.jobs; ++j) {
        const std::string file = dir + "/" + name + "." + std::to_string(j) + ".0";
        if (::unlink(file.c_str()) != 0 && errno != ENOENT)
            leftovers.push_back(file + " (" + std::strerror(errno) + ")");
    }
    if (!leftovers.empty()) {
        std::string list;
        for (const std::string& f : leftovers)
            list += (list.empty() ? "" : ", ") + f;
        em.log(LogLevel::Warn, "could not remove the test files: " + list);
    }
    em.progress(1, 1, o.mode + " " + o.rw + " " + dir);
    if (run.interrupted) {
        em.log(LogLevel::Error, "interrupted; fio was stopped and the test files removed");
        return em.end(ExitCode::Runtime);
    }
    if (!run.started || run.exitCode != 0) {
        const std::string why =
            !run.started ? std::string("fio could not be started: ") + std::strerror(run.execErrno)
            : run.signal ? "fio was killed by signal " + std::to_string(run.signal) + ": " + lastLines(run.err, 2000)
                         : "fio exited with status " + std::to_string(run.exitCode) + ": " + lastLines(run.err, 2000);
        em.check("storage.fio_run", CheckStatus::Fail, why);
        return em.end(ExitCode::Runtime);
    }
    std::string docVersion, err;
    std::vector<FioJobFigures> jobs;
    if (!readFioJson(run.out, docVersion, jobs, err) || jobs.empty()) {
        em.check("storage.fio_run", CheckStatus::Fail,
                 "fio's output could not be read: " + (err.empty() ? std::string("no job") : err));
        return em.end(ExitCode::Runtime);
    }
    const FioJobFigures& job = jobs.front();
    if (job.error != 0) {
        em.check("storage.fio_run", CheckStatus::Fail,
                 "fio reported error " + std::to_string(job.error) + " (" + std::strerror(job.error) +
                     ") for the job: " + lastLines(run.err, 2000));
        return em.end(ExitCode::Runtime);
    }
    em.check("storage.fio_run", CheckStatus::Pass, "fio ended without error");

    std::uint64_t block = o.mode == "seq" ? (1u << 20) : 4096;
    ExitCode code = ExitCode::Ok;
    std::vector<std::string> wanted;
    if (o.rw != "write")
        wanted.push_back("read");
    if (o.rw != "read")
        wanted.push_back("write");
    std::string missing;
    for (const std::string& w : wanted) {
        const FioDirection* d = nullptr;
        for (const FioDirection& x : job.directions) {
            if (x.name == w)
                d = &x;
        }
        if (!d) {
            missing += (missing.empty() ? "" : ", ") + w;
            continue;
        }
        JsonObject extra;
        extra.str("mode", o.mode)
            .str("rw", fioRw(o))
            .boolean("direct", o.direct)
            .integer("jobs", o.jobs)
            .integer("iodepth", o.iodepth)
            .integer("file_bytes", std::int64_t(fileBytes))
            .num("io_bytes", d->ioBytes)
            .num("runtime_ms", d->runtimeMs)
            .str("dir", dir)
            .str("fstype", mount.type);
        auto emit = [&](const std::string& metric, double value, const char* unit) {
            Sample s;
            s.metric = w + "." + metric;
            s.size = block;
            s.value = s.median = s.min = s.max = value;
            s.unit = unit;
            s.iters = 1;
            s.extra = extra.done();
            em.sample(s);
        };
        emit("bw", d->bwBytesPerS / 1e9, "GB/s");
        emit("iops", d->iops, "IOPS");
        if (d->clatP50Us)
            emit("clat_p50", *d->clatP50Us, "us");
        if (d->clatP99Us)
            emit("clat_p99", *d->clatP99Us, "us");
    }
    if (!missing.empty()) {
        em.check("storage.phases", CheckStatus::Fail, "fio moved no bytes for " + missing + ": that phase did not run");
        code = ExitCode::Failed;
    } else {
        em.check("storage.phases", CheckStatus::Pass, "every phase asked for moved data");
    }
    return em.end(code);
}

}  // namespace tbp
