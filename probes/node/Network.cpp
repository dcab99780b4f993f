// InfiniBand/RoCE ports (state, rate, link layer, PKeys) and GPUDirect RDMA (nvidia_peermem or DMA-BUF).
#include "NodeContext.h"

#include <cstdio>
#include <cstdlib>
#include <set>

namespace tbp {

namespace {

std::string afterColon(const std::string& s) {
    const auto c = s.find(':');
    return trim(c == std::string::npos ? s : s.substr(c + 1));
}

bool kernelAtLeast(const std::string& release, int major, int minor) {
    int a = 0, b = 0;
    if (std::sscanf(release.c_str(), "%d.%d", &a, &b) != 2)
        return false;
    return a > major || (a == major && b >= minor);
}

}  // namespace

void nodeNetwork(NodeContext& c, bool haveGpu) {
    int ports = 0, active = 0, ibPorts = 0;
    std::vector<std::string> down;
    std::set<std::string> pkeys;  // of InfiniBand ports
    for (const auto& dev : c.list("sys/class/infiniband")) {
        const std::string base = "sys/class/infiniband/" + dev + "/ports/";
        for (const auto& port : c.list(base)) {
            const std::string p = base + port + "/";
            const std::string state = afterColon(c.readTrim(p + "state"));
            const std::string rate = c.readTrim(p + "rate");
            std::string layer = c.readTrim(p + "link_layer");
            if (layer.empty())
                layer = "InfiniBand";
            std::vector<std::string> keys;
            for (const auto& k : c.list(p + "pkeys")) {
                const std::string v = c.readTrim(p + "pkeys/" + k);
                const unsigned long x = std::strtoul(v.c_str(), nullptr, 16);
                if ((x & 0x7fff) != 0)
                    keys.push_back(v);
            }
            ++ports;
            const std::string id = dev + "/" + port;
            if (state == "ACTIVE")
                ++active;
            else
                down.push_back(id + " (" + (state.empty() ? "state unknown" : state) + ")");
            if (layer == "InfiniBand") {
                ++ibPorts;
                pkeys.insert(keys.begin(), keys.end());
            }
            c.em.fact("ib.port." + id, state + ", " + rate + ", " + layer,
                      keys.empty() ? "no PKeys" : "PKeys " + join(keys, " "));
        }
    }
    c.em.fact("ib.ports", std::to_string(ports), "ports under /sys/class/infiniband");
    if (ports == 0) {
        c.em.check("ib.ports", CheckStatus::Waived, "no InfiniBand or RoCE device (no /sys/class/infiniband)");
        c.em.check("ib.pkey_isolation", CheckStatus::Waived, "no InfiniBand port");
    } else {
        if (down.empty())
            c.em.check("ib.ports", CheckStatus::Pass,
                       "all " + std::to_string(ports) + " InfiniBand/RoCE ports are ACTIVE");
        else
            c.em.check("ib.ports", active ? CheckStatus::Warn : CheckStatus::Fail,
                       std::to_string(down.size()) + " of " + std::to_string(ports) +
                           " InfiniBand/RoCE ports are not ACTIVE: " + join(down, ", ") +
                           "; collectives across nodes lose that port's bandwidth or fail");
        if (ibPorts == 0) {
            c.em.check("ib.pkey_isolation", CheckStatus::Waived, "only RoCE (Ethernet) ports, PKeys do not apply");
        } else {
            std::vector<std::string> custom;
            for (const auto& k : pkeys)
                if ((std::strtoul(k.c_str(), nullptr, 16) & 0x7fff) != 0x7fff)
                    custom.push_back(k);
            if (custom.empty())
                c.em.check("ib.pkey_isolation", CheckStatus::Warn,
                           "the InfiniBand ports hold only the default partition key (0xffff/0x7fff): tenants on the "
                           "same fabric are not separated by PKeys");
            else
                c.em.check("ib.pkey_isolation", CheckStatus::Pass,
                           "the InfiniBand ports are in partition(s) " + join(custom, " ") + " besides the default");
        }
    }

    // GPUDirect RDMA.
    std::string modules;
    c.read("proc/modules", modules);
    const bool peermem = modules.find("nvidia_peermem ") != std::string::npos || c.exists("sys/module/nvidia_peermem");
    c.em.fact("module.nvidia_peermem", peermem ? "loaded" : "not loaded", "/proc/modules, /sys/module");
    std::string nv;
    const bool nvidia = c.read("proc/driver/nvidia/version", nv);
    const bool openModule = nv.find("Open Kernel Module") != std::string::npos;
    const std::string kernel = c.readTrim("proc/sys/kernel/osrelease");
    if (!haveGpu || ports == 0) {
        c.em.check("gpudirect.rdma", CheckStatus::Waived,
                   !haveGpu ? "no GPU on the PCI bus" : "no RDMA NIC, so no GPUDirect RDMA");
    } else if (peermem) {
        c.em.check("gpudirect.rdma", CheckStatus::Pass,
                   "nvidia_peermem is loaded, so NICs can read and write GPU memory directly");
    } else if (nvidia && openModule && kernelAtLeast(kernel, 5, 12)) {
        c.em.check("gpudirect.rdma", CheckStatus::Pass,
                   "nvidia_peermem is not loaded, but the open NVIDIA kernel module on kernel " + kernel +
                       " offers DMA-BUF, which NCCL uses for GPUDirect RDMA");
    } else if (!nvidia) {
        c.em.check("gpudirect.rdma", CheckStatus::Unknown,
                   "no NVIDIA driver information; GPUDirect RDMA for other vendors is not checked");
    } else {
        c.em.check("gpudirect.rdma", CheckStatus::Fail,
                   "GPUDirect RDMA is not available: nvidia_peermem is not loaded and " +
                       std::string(openModule ? "the kernel is older than 5.12" : "the proprietary kernel module") +
                       " offers no DMA-BUF path, so inter-node NCCL traffic is staged through host memory");
    }
}

}  // namespace tbp
