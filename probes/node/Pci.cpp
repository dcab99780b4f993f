// GPUs on the PCI bus, their driver, and PCIe ACS on every bridge above a GPU or RDMA NIC.
#include "NodeContext.h"

#include <algorithm>
#include <cstdlib>

namespace tbp {

namespace {

struct PciDev {
    std::string bdf;                  // 0000:3b:00.0
    std::string vendor, device, cls;  // "0x10de", "0x2330", "0x030200"
    std::string name;                 // lspci description when known
    int secondary = -1, subordinate = -1;
    bool acsKnown = false, acsDenied = false, lspciSeen = false;
    std::vector<std::string> acsEnabled;  // ACSCtl bits that are on
};

std::string normBdf(std::string b) {
    if (b.size() == 7)
        b = "0000:" + b;  // lspci without -D
    return b;
}
int busOf(const std::string& bdf) {
    return static_cast<int>(std::strtol(bdf.substr(5, 2).c_str(), nullptr, 16));
}
std::string domainOf(const std::string& bdf) {
    return bdf.substr(0, 4);
}

bool isGpu(const PciDev& d) {
    const bool gpuVendor = d.vendor == "0x10de" || d.vendor == "0x1002";
    return gpuVendor && (startsWith(d.cls, "0x0300") || startsWith(d.cls, "0x0302") || startsWith(d.cls, "0x0380") ||
                         startsWith(d.cls, "0x1200"));
}
bool isRdmaNic(const PciDev& d) {
    return startsWith(d.cls, "0x0207") || (d.vendor == "0x15b3" && startsWith(d.cls, "0x0200"));
}
bool isBridge(const PciDev& d) {
    return startsWith(d.cls, "0x0604");
}

// lspci -vvv: header line per device, indented detail lines below it.
void parseLspci(const std::string& text, std::vector<PciDev>& devs) {
    PciDev* cur = nullptr;
    for (const auto& line : splitLines(text)) {
        if (line.empty())
            continue;
        if (line[0] != '\t' && line[0] != ' ') {
            const auto sp = line.find(' ');
            const std::string bdf = normBdf(line.substr(0, sp));
            if (bdf.size() != 12 || bdf[4] != ':' || bdf[7] != ':' || bdf[10] != '.') {
                cur = nullptr;
                continue;
            }
            auto it = std::find_if(devs.begin(), devs.end(), [&](const PciDev& d) { return d.bdf == bdf; });
            if (it == devs.end()) {
                devs.push_back({});
                devs.back().bdf = bdf;
                it = devs.end() - 1;
            }
            cur = &*it;
            cur->lspciSeen = true;
            const std::string desc = sp == std::string::npos ? "" : line.substr(sp + 1);
            cur->name = desc;
            if (cur->cls.empty()) {
                // Class from the description when sysfs is not there (captured output only).
                if (startsWith(desc, "PCI bridge"))
                    cur->cls = "0x060400";
                else if (startsWith(desc, "3D controller"))
                    cur->cls = "0x030200";
                else if (startsWith(desc, "VGA compatible controller"))
                    cur->cls = "0x030000";
                else if (startsWith(desc, "Display controller"))
                    cur->cls = "0x038000";
                else if (startsWith(desc, "Processing accelerators"))
                    cur->cls = "0x120000";
                else if (startsWith(desc, "Infiniband controller"))
                    cur->cls = "0x020700";
                else if (startsWith(desc, "Ethernet controller"))
                    cur->cls = "0x020000";
            }
            if (cur->vendor.empty()) {
                if (desc.find("NVIDIA") != std::string::npos)
                    cur->vendor = "0x10de";
                else if (desc.find("Advanced Micro Devices") != std::string::npos)
                    cur->vendor = "0x1002";
                else if (desc.find("Mellanox") != std::string::npos)
                    cur->vendor = "0x15b3";
            }
            continue;
        }
        if (!cur)
            continue;
        const std::string t = trim(line);
        if (startsWith(t, "Bus: primary=")) {
            const auto s = t.find("secondary="), u = t.find("subordinate=");
            if (s != std::string::npos && u != std::string::npos) {
                cur->secondary = static_cast<int>(std::strtol(t.c_str() + s + 10, nullptr, 16));
                cur->subordinate = static_cast<int>(std::strtol(t.c_str() + u + 12, nullptr, 16));
            }
        } else if (t.find("<access denied>") != std::string::npos) {
            cur->acsDenied = true;
        } else if (startsWith(t, "ACSCtl:")) {
            cur->acsKnown = true;
            cur->acsEnabled.clear();
            std::string tok;
            for (char ch : t.substr(7) + " ") {
                if (ch == ' ' || ch == '\t') {
                    if (tok.size() > 1 && tok.back() == '+')
                        cur->acsEnabled.push_back(tok.substr(0, tok.size() - 1));
                    tok.clear();
                } else {
                    tok += ch;
                }
            }
        }
    }
}

// PCI config space from sysfs (bus numbers are readable by anyone; the extended capabilities with ACS
// only by root, otherwise the file is 64 or 256 bytes long).
void readConfig(const NodeContext& c, PciDev& d) {
    std::string cfg;
    if (!c.read("sys/bus/pci/devices/" + d.bdf + "/config", cfg, 4096))
        return;
    const auto u8 = [&](std::size_t o) { return static_cast<unsigned>(static_cast<unsigned char>(cfg[o])); };
    const auto u16 = [&](std::size_t o) { return u8(o) | (u8(o + 1) << 8); };
    if (isBridge(d) && cfg.size() > 0x1A && d.secondary < 0) {
        d.secondary = static_cast<int>(u8(0x19));
        d.subordinate = static_cast<int>(u8(0x1A));
    }
    if (cfg.size() < 0x104 && !d.lspciSeen)
        d.acsDenied = true;  // extended config space needs root
    if (d.acsKnown || cfg.size() < 0x104)
        return;
    // Extended capability list from 0x100: id in bits 0-15, next offset in bits 20-31; ACS is id 0x000D and
    // its control register sits at +6.
    static const char* bits[] = {"SrcValid",    "TransBlk",   "ReqRedir",   "CmpltRedir",
                                 "UpstreamFwd", "EgressCtrl", "DirectTrans"};
    std::size_t off = 0x100;
    for (int guard = 0; off >= 0x100 && off + 8 <= cfg.size() && guard < 64; ++guard) {
        const unsigned hdr = u16(off) | (u16(off + 2) << 16);
        if (hdr == 0 || hdr == 0xFFFFFFFFu)
            break;
        if ((hdr & 0xFFFF) == 0x000D) {
            const unsigned ctl = u16(off + 6);
            d.acsKnown = true;
            d.acsEnabled.clear();
            for (int b = 0; b < 7; ++b)
                if (ctl & (1u << b))
                    d.acsEnabled.push_back(bits[b]);
            return;
        }
        off = hdr >> 20;
    }
}

}  // namespace

std::vector<DeviceInfo> nodeGpuDevices(const NodeContext& c) {
    std::vector<DeviceInfo> out;
    for (const auto& name : c.list("sys/bus/pci/devices")) {
        const std::string base = "sys/bus/pci/devices/" + name + "/";
        PciDev d;
        d.vendor = c.readTrim(base + "vendor");
        d.cls = c.readTrim(base + "class");
        if (!isGpu(d))
            continue;
        const std::string id = d.vendor.substr(d.vendor.size() > 2 ? 2 : 0) + ":" + [&] {
            const std::string dev = c.readTrim(base + "device");
            return dev.size() > 2 ? dev.substr(2) : dev;
        }();
        out.push_back({static_cast<int>(out.size()), (d.vendor == "0x10de" ? "NVIDIA " : "AMD ") + id, name, 0});
    }
    return out;
}

void nodePci(NodeContext& c, bool& haveGpu, bool& haveNvidia) {
    std::vector<PciDev> devs;
    for (const auto& name : c.list("sys/bus/pci/devices")) {
        const std::string base = "sys/bus/pci/devices/" + name + "/";
        PciDev d;
        d.bdf = name;
        d.vendor = c.readTrim(base + "vendor");
        d.device = c.readTrim(base + "device");
        d.cls = c.readTrim(base + "class");
        if (!d.vendor.empty())
            devs.push_back(d);
    }
    const bool fromSysfs = !devs.empty();
    std::string lspci, why;
    const bool haveLspci = c.tool("lspci", "lspci -D -vvv", "lspci-vvv.txt", lspci, why);
    if (haveLspci)
        parseLspci(lspci, devs);
    for (auto& d : devs)
        readConfig(c, d);
    const bool anyAcs = std::any_of(devs.begin(), devs.end(), [](const PciDev& d) { return d.acsKnown; });

    std::vector<const PciDev*> gpus, nics;
    for (const auto& d : devs) {
        if (isGpu(d))
            gpus.push_back(&d);
        if (isRdmaNic(d))
            nics.push_back(&d);
    }
    haveGpu = !gpus.empty();
    haveNvidia = std::any_of(gpus.begin(), gpus.end(), [](const PciDev* d) { return d->vendor == "0x10de"; });
    std::vector<std::string> gpuList;
    for (const auto* g : gpus)
        gpuList.push_back(g->bdf + " " + (g->name.empty() ? g->vendor + ":" + g->device : g->name));
    c.em.fact("gpu.count", std::to_string(gpus.size()),
              fromSysfs ? "GPU-class PCI functions of NVIDIA/AMD in /sys/bus/pci/devices" : "from lspci output");
    if (!gpuList.empty())
        c.em.fact("gpu.list", join(gpuList, "; "));
    c.em.fact("rdma_nic.count", std::to_string(nics.size()), "InfiniBand-class or Mellanox Ethernet PCI functions");

    // Driver.
    std::string ver;
    if (c.read("proc/driver/nvidia/version", ver)) {
        const std::string first = trim(ver.substr(0, ver.find('\n')));
        c.em.fact("driver.nvidia", first, "/proc/driver/nvidia/version");
        c.em.check("gpu.driver", CheckStatus::Pass, "the NVIDIA kernel driver is loaded: " + first);
    } else if (std::string smi; !c.liveRoot() && c.read("tb-node/nvidia-smi-q.txt", smi) &&
                                smi.find("Driver Version") != std::string::npos) {
        // Captured output only (no /proc): nvidia-smi could talk to the driver, so it was loaded.
        const auto p = smi.find("Driver Version");
        const std::string v = trim(smi.substr(smi.find(':', p) + 1, smi.find('\n', p) - smi.find(':', p) - 1));
        c.em.fact("driver.nvidia", v, "Driver Version in tb-node/nvidia-smi-q.txt");
        c.em.check("gpu.driver", CheckStatus::Pass, "the NVIDIA driver " + v + " answered nvidia-smi");
    } else if (c.exists("sys/module/amdgpu")) {
        const std::string v = c.readTrim("sys/module/amdgpu/version");
        c.em.fact("driver.amdgpu", v.empty() ? "loaded" : v, "/sys/module/amdgpu");
        c.em.check("gpu.driver", CheckStatus::Pass, "the amdgpu kernel driver is loaded");
    } else if (haveGpu) {
        c.em.check("gpu.driver", CheckStatus::Fail,
                   std::to_string(gpus.size()) +
                       " GPU(s) are on the PCI bus but no NVIDIA or AMD kernel driver is "
                       "loaded, so no GPU work can run");
    } else {
        c.em.check("gpu.driver", CheckStatus::Waived, "no GPU on the PCI bus");
    }

    // ACS on bridges above GPUs and RDMA NICs.
    if (!haveGpu) {
        c.em.check("pcie.acs", CheckStatus::Waived, "no GPU on the PCI bus, so peer-to-peer traffic is not in play");
        return;
    }
    if (!haveLspci && !anyAcs) {
        c.em.check("pcie.acs", CheckStatus::Unknown,
                   "cannot read ACS settings: " + why +
                       ", and the PCI config space in sysfs holds no ACS capability "
                       "(readable by root only)");
        return;
    }
    std::vector<const PciDev*> targets = gpus;
    targets.insert(targets.end(), nics.begin(), nics.end());
    JsonArray bad;
    std::vector<std::string> sentences;
    bool anyBridge = false, denied = false;
    for (const auto& b : devs) {
        if (!isBridge(b) || b.secondary < 0)
            continue;
        std::vector<std::string> below;
        for (const auto* t : targets) {
            const int bus = busOf(t->bdf);
            if (domainOf(t->bdf) == domainOf(b.bdf) && bus >= b.secondary && bus <= b.subordinate)
                below.push_back((isGpu(*t) ? "GPU " : "NIC ") + t->bdf);
        }
        if (below.empty())
            continue;
        anyBridge = true;
        if (b.acsDenied && !b.acsKnown)
            denied = true;
        std::vector<std::string> harmful;
        for (const auto& bit : b.acsEnabled)
            if (bit == "ReqRedir" || bit == "CmpltRedir" || bit == "UpstreamFwd" || bit == "EgressCtrl")
                harmful.push_back(bit + "+");
        if (harmful.empty())
            continue;
        JsonArray bits, belowJs;
        for (const auto& h : harmful)
            bits.str(h);
        for (const auto& x : below)
            belowJs.str(x);
        JsonObject o;
        o.str("bridge", b.bdf).raw("enabled", bits.done()).raw("below", belowJs.done());
        bad.raw(o.done());
        sentences.push_back("bridge " + b.bdf + " has " + join(harmful, " ") + " above " + join(below, ", "));
    }
    if (!sentences.empty()) {
        c.em.check("pcie.acs", CheckStatus::Fail,
                   "PCIe ACS redirection is enabled: " + join(sentences, "; ") +
                       ". With ACS on, peer-to-peer and GPUDirect RDMA transfers are sent up to the root complex "
                       "(and IOMMU) instead of straight through the PCIe switch, which cuts GPU-to-GPU and "
                       "GPU-to-NIC bandwidth and can make NCCL hang; providers disable ACS on bare metal.",
                   "{\"bridges\":" + bad.done() + "}");
    } else if (denied) {
        c.em.check("pcie.acs", CheckStatus::Unknown,
                   "lspci could not read the capabilities of the bridges above the GPUs (run tb-node as root)");
    } else if (!anyBridge) {
        c.em.check("pcie.acs", CheckStatus::Pass,
                   "no PCIe bridge above the GPUs (typical of a VM), so ACS cannot redirect traffic");
    } else {
        c.em.check("pcie.acs", CheckStatus::Pass, "no ACS redirection on the bridges above the GPUs and RDMA NICs");
    }
}

}  // namespace tbp
