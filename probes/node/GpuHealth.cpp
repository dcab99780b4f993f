// GPU health: ECC and row remapping from `nvidia-smi -q`, NVSwitch fabric state, Xid/SXid in the kernel log.
#include "NodeContext.h"

#include <cstdlib>
#include <map>
#include <set>

namespace tbp {

namespace {

struct SmiGpu {
    std::string bus;
    long long volatileUncorr = 0, aggregateUncorr = 0;
    bool remapPending = false, remapFailed = false, retiredPending = false;
    std::string fabricState, fabricStatus;
};

std::vector<SmiGpu> parseSmi(const std::string& text) {
    std::vector<SmiGpu> gpus;
    std::vector<std::string> stack;  // section names by depth (4 spaces per level)
    for (const auto& line : splitLines(text)) {
        if (startsWith(line, "GPU ") && line.find(':') != std::string::npos) {
            gpus.push_back({});
            gpus.back().bus = trim(line.substr(4));
            stack.clear();
            continue;
        }
        if (gpus.empty() || trim(line).empty())
            continue;
        const std::size_t indent = line.find_first_not_of(' ');
        const std::size_t depth = indent / 4;
        const auto colon = line.find(" : ");
        std::string key = trim(colon == std::string::npos ? line : line.substr(0, colon));
        const std::string value = colon == std::string::npos ? "" : trim(line.substr(colon + 3));
        if (depth == 0)
            continue;
        stack.resize(depth - 1 < stack.size() ? depth - 1 : stack.size());
        if (colon == std::string::npos) {
            stack.push_back(key);
            continue;
        }
        const std::string path = join(stack, "/");
        SmiGpu& g = gpus.back();
        const long long n = std::atoll(value.c_str());
        const bool ecc = path.find("ECC Errors") != std::string::npos;
        const bool uncorr = key.find("Uncorrectable") != std::string::npos ||
                            (path.find("Double Bit") != std::string::npos && key == "Total");
        if (ecc && uncorr && path.find("Volatile") != std::string::npos)
            g.volatileUncorr += n;
        if (ecc && uncorr && path.find("Aggregate") != std::string::npos)
            g.aggregateUncorr += n;
        if (path.find("Remapped Rows") != std::string::npos) {
            if (key == "Pending" && value == "Yes")
                g.remapPending = true;
            if (key == "Remapping Failure Occurred" && value == "Yes")
                g.remapFailed = true;
        }
        if (path.find("Retired Pages") != std::string::npos && startsWith(key, "Pending") && value == "Yes")
            g.retiredPending = true;
        if (path == "Fabric" && key == "State")
            g.fabricState = value;
        if (path == "Fabric" && key == "Status")
            g.fabricStatus = value;
    }
    return gpus;
}

struct XidEvent {
    int code;
    std::string pci, line;
};

const std::map<int, const char*>& xidNames() {
    static const std::map<int, const char*> m = {
        {13, "graphics engine exception"},
        {31, "GPU memory page fault"},
        {43, "GPU stopped processing"},
        {45, "preemptive channel cleanup"},
        {48, "double-bit ECC error"},
        {61, "internal micro-controller breakpoint"},
        {62, "internal micro-controller halt"},
        {63, "ECC page retirement or row remapping recorded"},
        {64, "ECC page retirement or row remapping failure"},
        {74, "NVLink error"},
        {79, "GPU has fallen off the bus"},
        {92, "high single-bit ECC error rate"},
        {94, "contained ECC error"},
        {95, "uncontained ECC error"},
        {119, "GSP RPC timeout"},
        {120, "GSP error"},
        {140, "unrecovered ECC error"},
    };
    return m;
}

// Xids that mean the hardware (not the user's program) is in trouble.
bool xidFatal(int code) {
    static const std::set<int> s = {48, 62, 64, 74, 79, 95, 119, 120, 140};
    return s.count(code) > 0;
}
// Xids usually caused by the application itself.
bool xidApplication(int code) {
    static const std::set<int> s = {13, 31, 43, 45, 68, 69};
    return s.count(code) > 0;
}

// "NVRM: Xid (PCI:0000:91:00): 79, ..." and "nvidia-nvswitch0: SXid (PCI:0000:05:00.0): 20034, Fatal, ..."
bool parseXid(const std::string& line, bool sxid, XidEvent& ev) {
    const std::string tag = sxid ? "SXid (" : "Xid (";
    std::size_t p = line.find(tag);
    while (p != std::string::npos && !sxid && p > 0 && line[p - 1] == 'S')
        p = line.find(tag, p + 1);
    if (p == std::string::npos)
        return false;
    const auto close = line.find("): ", p);
    if (close == std::string::npos)
        return false;
    std::string inside = line.substr(p + tag.size(), close - p - tag.size());
    if (startsWith(inside, "PCI:"))
        inside = inside.substr(4);
    char* end = nullptr;
    const long code = std::strtol(line.c_str() + close + 3, &end, 10);
    if (end == line.c_str() + close + 3)
        return false;
    ev = {static_cast<int>(code), inside, trim(line)};
    return true;
}

}  // namespace

void nodeGpuHealth(NodeContext& c, bool haveGpu, bool haveNvidia) {
    // nvidia-smi -q
    std::string smi, why;
    const bool haveSmi = haveNvidia && c.tool("nvidia-smi", "nvidia-smi -q", "nvidia-smi-q.txt", smi, why);
    const auto gpus = haveSmi ? parseSmi(smi) : std::vector<SmiGpu>{};
    if (!haveNvidia) {
        c.em.check("gpu.ecc", CheckStatus::Waived, "no NVIDIA GPU on the PCI bus");
        c.em.check("gpu.row_remap", CheckStatus::Waived, "no NVIDIA GPU on the PCI bus");
    } else if (gpus.empty()) {
        const std::string reason = haveSmi ? "nvidia-smi -q listed no GPU" : why;
        c.em.check("gpu.ecc", CheckStatus::Unknown, "cannot read ECC counters: " + reason);
        c.em.check("gpu.row_remap", CheckStatus::Unknown, "cannot read row remapping state: " + reason);
    } else {
        std::vector<std::string> vol, agg, remapFail, remapPend;
        for (const auto& g : gpus) {
            if (g.volatileUncorr)
                vol.push_back(g.bus + " (" + std::to_string(g.volatileUncorr) + ")");
            if (g.aggregateUncorr)
                agg.push_back(g.bus + " (" + std::to_string(g.aggregateUncorr) + ")");
            if (g.remapFailed)
                remapFail.push_back(g.bus);
            if (g.remapPending || g.retiredPending)
                remapPend.push_back(g.bus);
        }
        if (!vol.empty())
            c.em.check("gpu.ecc", CheckStatus::Fail,
                       "uncorrectable ECC errors since the last driver load on " + join(vol, ", ") +
                           ": the GPU memory is corrupting data and the GPU should be drained and reset or replaced");
        else if (!agg.empty())
            c.em.check("gpu.ecc", CheckStatus::Warn,
                       "uncorrectable ECC errors in the GPU's lifetime counters on " + join(agg, ", ") +
                           " (none since the last driver load)");
        else
            c.em.check("gpu.ecc", CheckStatus::Pass,
                       "no uncorrectable ECC errors on " + std::to_string(gpus.size()) + " GPU(s) per nvidia-smi");
        if (!remapFail.empty())
            c.em.check("gpu.row_remap", CheckStatus::Fail,
                       "row remapping failed on " + join(remapFail, ", ") +
                           ": the GPU ran out of spare memory rows and must be replaced");
        else if (!remapPend.empty())
            c.em.check("gpu.row_remap", CheckStatus::Warn,
                       "a row remap or page retirement is pending on " + join(remapPend, ", ") +
                           "; it takes effect only after a GPU reset, until then the bad row stays in use");
        else
            c.em.check("gpu.row_remap", CheckStatus::Pass, "no pending or failed row remapping");
    }

    // NVSwitch fabric (HGX systems): nvidia-smi reports the fabric state per GPU.
    const bool fmInstalled = c.exists("usr/bin/nv-fabricmanager") || c.exists("usr/sbin/nv-fabricmanager") ||
                             c.exists("lib/systemd/system/nvidia-fabricmanager.service") ||
                             c.exists("usr/lib/systemd/system/nvidia-fabricmanager.service");
    c.em.fact("fabricmanager.installed", fmInstalled ? "yes" : "no", "nv-fabricmanager binary or systemd unit");
    std::vector<std::string> notReady;
    bool fabric = false;
    for (const auto& g : gpus) {
        if (g.fabricState.empty() || g.fabricState == "N/A")
            continue;
        fabric = true;
        if (g.fabricState != "Completed" || (g.fabricStatus != "Success" && !g.fabricStatus.empty()))
            notReady.push_back(g.bus + " (" + g.fabricState + ", " + g.fabricStatus + ")");
    }
    if (!fabric)
        c.em.check("nvswitch.fabric_manager", haveNvidia && gpus.empty() ? CheckStatus::Unknown : CheckStatus::Waived,
                   haveNvidia && gpus.empty() ? "cannot read the fabric state without nvidia-smi"
                                              : "the GPUs report no NVSwitch fabric");
    else if (!notReady.empty())
        c.em.check("nvswitch.fabric_manager", CheckStatus::Fail,
                   "the NVSwitch fabric is not ready on " + join(notReady, ", ") +
                       (fmInstalled ? "" : "; nv-fabricmanager is not installed") +
                       ": CUDA work on these GPUs fails until the fabric manager has trained the NVLink fabric");
    else
        c.em.check("nvswitch.fabric_manager", CheckStatus::Pass, "the NVSwitch fabric is trained on every GPU");

    // Kernel log.
    std::string log, source;
    if (c.tool("dmesg", "dmesg", "dmesg.txt", log, why) && log.find("read kernel buffer failed") == std::string::npos) {
        source = c.liveRoot() ? "dmesg" : "tb-node/dmesg.txt";
    } else {
        log.clear();
        for (const char* f : {"var/log/kern.log", "var/log/messages", "var/log/syslog"}) {
            if (c.read(f, log, 16 << 20, true)) {
                source = std::string("/") + f;
                break;
            }
        }
    }
    if (source.empty()) {
        const std::string reason =
            "no kernel log readable (dmesg: " + why + "; no /var/log/kern.log, messages or syslog)";
        c.em.check("gpu.xid", haveGpu ? CheckStatus::Unknown : CheckStatus::Waived,
                   haveGpu ? reason : "no GPU on the PCI bus");
        c.em.check("nvswitch.sxid", haveGpu ? CheckStatus::Unknown : CheckStatus::Waived,
                   haveGpu ? reason : "no GPU on the PCI bus");
        return;
    }
    std::map<int, int> xids;
    std::map<int, std::string> lastLine;
    std::vector<XidEvent> sx;
    std::size_t lines = 0;
    for (const auto& line : splitLines(log)) {
        ++lines;
        XidEvent ev;
        if (parseXid(line, true, ev)) {
            sx.push_back(ev);
        } else if (parseXid(line, false, ev)) {
            ++xids[ev.code];
            lastLine[ev.code] = ev.line;
        }
    }
    c.em.fact("kernel_log.source", source, std::to_string(lines) + " lines read");
    JsonObject counts;
    std::vector<std::string> fatal, other, app;
    for (const auto& [code, n] : xids) {
        counts.integer(std::to_string(code), n);
        const auto it = xidNames().find(code);
        const std::string what = "Xid " + std::to_string(code) +
                                 (it != xidNames().end() ? std::string(" (") + it->second + ")" : "") + " x" +
                                 std::to_string(n);
        (xidFatal(code) ? fatal : xidApplication(code) ? app : other).push_back(what);
    }
    JsonObject evidence;
    evidence.raw("counts", counts.done());
    if (!fatal.empty()) {
        const int worst = xids.count(79) ? 79 : xids.count(48) ? 48 : xids.rbegin()->first;
        evidence.str("example", lastLine[worst]);
        c.em.check("gpu.xid", CheckStatus::Fail,
                   "the kernel log shows hardware Xid errors: " + join(fatal, ", ") +
                       (other.empty() ? "" : "; also " + join(other, ", ")) +
                       ". These mean a GPU lost data or left the bus; jobs on it crash until it is reset or replaced.",
                   evidence.done());
    } else if (!other.empty()) {
        c.em.check("gpu.xid", CheckStatus::Warn, "the kernel log shows Xid events: " + join(other, ", "),
                   evidence.done());
    } else if (!app.empty()) {
        c.em.check("gpu.xid", CheckStatus::Pass,
                   "only application-caused Xid events in the kernel log: " + join(app, ", "), evidence.done());
    } else {
        c.em.check("gpu.xid", CheckStatus::Pass, "no Xid events in the kernel log (" + source + ")");
    }
    if (!sx.empty()) {
        bool fatalSx = false;
        std::set<std::string> codes;
        for (const auto& e : sx) {
            fatalSx = fatalSx || e.line.find("Fatal") != std::string::npos;
            codes.insert(std::to_string(e.code));
        }
        c.em.check("nvswitch.sxid", fatalSx ? CheckStatus::Fail : CheckStatus::Warn,
                   std::to_string(sx.size()) + " NVSwitch SXid event(s) (codes " +
                       join(std::vector<std::string>(codes.begin(), codes.end()), ", ") + ")" +
                       (fatalSx ? ", some fatal: NVLink traffic through that switch is broken until it is reset" : ""),
                   "{\"example\":" + jsonString(sx.back().line) + "}");
    } else {
        c.em.check("nvswitch.sxid", CheckStatus::Pass, "no NVSwitch SXid events in the kernel log");
    }
}

}  // namespace tbp
