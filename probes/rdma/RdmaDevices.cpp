#include "RdmaDevices.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace tbp {

namespace {

std::string path(const std::string& root, const std::string& rel) {
    if (root.empty() || root == "/")
        return "/" + rel;
    return root + (root.back() == '/' ? "" : "/") + rel;
}

std::string readTrim(const std::string& file, std::size_t cap = 65536) {
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return {};
    std::string s(cap, '\0');
    in.read(&s[0], static_cast<std::streamsize>(cap));
    s.resize(static_cast<std::size_t>(in.gcount()));
    const auto b = s.find_first_not_of(" \t\r\n");
    const auto e = s.find_last_not_of(" \t\r\n");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

bool exists(const std::string& file) {
    struct stat st {};
    return stat(file.c_str(), &st) == 0;
}

std::vector<std::string> list(const std::string& dir) {
    std::vector<std::string> out;
    if (DIR* d = opendir(dir.c_str())) {
        while (dirent* e = readdir(d)) {
            const std::string n = e->d_name;
            if (n != "." && n != "..")
                out.push_back(n);
        }
        closedir(d);
    }
    return out;
}

// mlx5_2 before mlx5_10: digit runs compare as numbers.
bool naturalLess(const std::string& a, const std::string& b) {
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
            std::size_t i2 = i, j2 = j;
            while (i2 < a.size() && std::isdigit(static_cast<unsigned char>(a[i2])))
                ++i2;
            while (j2 < b.size() && std::isdigit(static_cast<unsigned char>(b[j2])))
                ++j2;
            const std::string x = a.substr(i, i2 - i), y = b.substr(j, j2 - j);
            if (x.size() != y.size())
                return x.size() < y.size();
            if (x != y)
                return x < y;
            i = i2;
            j = j2;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

bool kernelAtLeast(const std::string& release, int major, int minor) {
    int a = 0, b = 0;
    if (std::sscanf(release.c_str(), "%d.%d", &a, &b) != 2)
        return false;
    return a > major || (a == major && b >= minor);
}

bool zeroGid(const std::string& g) {
    return g.empty() || g.find_first_not_of("0:") == std::string::npos;
}

}  // namespace

const char* keyOf(GpuDirectMode m) {
    switch (m) {
        case GpuDirectMode::DmaBuf:
            return "dma_buf";
        case GpuDirectMode::Peermem:
            return "peermem";
        case GpuDirectMode::Rocm:
            return "rocm";
        case GpuDirectMode::None:
            return "none";
        case GpuDirectMode::NoGpu:
            return "no_gpu";
    }
    return "?";
}

double parseRateGbps(const std::string& text) {
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || !(v > 0) || v > 100000)
        return 0;
    const std::string rest(end);
    if (rest.find("Gb/sec") == std::string::npos && rest.find("Gb/s") == std::string::npos)
        return 0;
    return v;
}

int chooseGidIndex(const std::vector<std::string>& gids, const std::vector<std::string>& types, std::string& note) {
    auto type = [&](std::size_t i) { return i < types.size() ? types[i] : std::string(); };
    auto v2 = [&](std::size_t i) {
        std::string t = type(i);
        std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return std::tolower(c); });
        return t.find("v2") != std::string::npos;
    };
    for (std::size_t i = 0; i < gids.size(); ++i) {
        if (v2(i) && gids[i].rfind("0000:0000:0000:0000:0000:ffff:", 0) == 0) {
            note = "RoCE v2 with an IPv4 address";
            return static_cast<int>(i);
        }
    }
    for (std::size_t i = 0; i < gids.size(); ++i) {
        if (v2(i) && !zeroGid(gids[i]) && gids[i].rfind("fe80:", 0) != 0) {
            note = "RoCE v2 with an IPv6 address";
            return static_cast<int>(i);
        }
    }
    for (std::size_t i = 0; i < gids.size(); ++i) {
        if (!zeroGid(gids[i])) {
            note = "no RoCE v2 GID with a routable address; the first GID set (" +
                   (type(i).empty() ? std::string("type unknown") : type(i)) + ")";
            return static_cast<int>(i);
        }
    }
    note = "no GID is set on this port";
    return -1;
}

std::vector<RdmaPort> listRdmaPorts(const std::string& root) {
    std::vector<RdmaPort> out;
    const std::string base = path(root, "sys/class/infiniband");
    std::vector<std::string> devices = list(base);
    std::sort(devices.begin(), devices.end(), naturalLess);
    for (const std::string& dev : devices) {
        std::vector<std::string> ports = list(base + "/" + dev + "/ports");
        std::sort(ports.begin(), ports.end(), naturalLess);
        const std::string numa = readTrim(base + "/" + dev + "/device/numa_node");
        for (const std::string& port : ports) {
            const std::string p = base + "/" + dev + "/ports/" + port + "/";
            RdmaPort r;
            r.device = dev;
            r.port = std::atoi(port.c_str());
            if (r.port <= 0)
                continue;
            std::string state = readTrim(p + "state");
            if (const auto c = state.find(':'); c != std::string::npos)
                state = state.substr(c + 1);
            r.state = state.substr(state.find_first_not_of(' ') == std::string::npos ? state.size()
                                                                                     : state.find_first_not_of(' '));
            r.linkLayer = readTrim(p + "link_layer");
            if (r.linkLayer.empty())
                r.linkLayer = "InfiniBand";
            r.rateText = readTrim(p + "rate");
            r.rateGbps = parseRateGbps(r.rateText);
            r.numaNode = numa.empty() ? -1 : std::atoi(numa.c_str());
            if (r.linkLayer == "Ethernet") {
                std::vector<std::string> gids, types;
                for (int i = 0; i < 256; ++i) {
                    const std::string g = p + "gids/" + std::to_string(i);
                    if (!exists(g))
                        break;
                    gids.push_back(readTrim(g));
                    types.push_back(readTrim(p + "gid_attrs/types/" + std::to_string(i)));
                }
                r.gidIndex = chooseGidIndex(gids, types, r.gidNote);
            }
            out.push_back(r);
        }
    }
    return out;
}

GpuDirect detectGpuDirect(const std::string& root) {
    GpuDirect g;
    const std::string nv = readTrim(path(root, "proc/driver/nvidia/version"));
    const std::string modules = readTrim(path(root, "proc/modules"), 1 << 20);
    const std::string kernel = readTrim(path(root, "proc/sys/kernel/osrelease"));
    const bool peermem =
        modules.find("nvidia_peermem ") != std::string::npos || modules.find("nv_peer_mem ") != std::string::npos ||
        exists(path(root, "sys/module/nvidia_peermem")) || exists(path(root, "sys/kernel/mm/memory_peers"));
    if (!nv.empty()) {
        g.gpuCount = static_cast<int>(list(path(root, "proc/driver/nvidia/gpus")).size());
        const bool open = nv.find("Open Kernel Module") != std::string::npos;
        if (open && kernelAtLeast(kernel, 5, 12)) {
            g.mode = GpuDirectMode::DmaBuf;
            g.why = "the open NVIDIA kernel module on Linux " + kernel + " (DMA-BUF)" +
                    (peermem ? "; nvidia_peermem is loaded too, but not needed" : "");
        } else if (peermem) {
            g.mode = GpuDirectMode::Peermem;
            g.why = std::string("nvidia_peermem without DMA-BUF (") +
                    (open ? "kernel " + kernel + " is older than 5.12" : "the proprietary kernel module") +
                    "): ClusterMAX 3.0 treats this legacy path alone as failing";
        } else {
            g.mode = GpuDirectMode::None;
            g.why = std::string("an NVIDIA driver without nvidia_peermem and ") +
                    (open ? "a kernel older than 5.12" : "the proprietary kernel module, so no DMA-BUF");
        }
        return g;
    }
    if (exists(path(root, "sys/module/amdgpu"))) {
        for (const std::string& card : list(path(root, "sys/class/drm")))
            if (card.rfind("card", 0) == 0 && card.find('-') == std::string::npos &&
                readTrim(path(root, "sys/class/drm/" + card + "/device/vendor")) == "0x1002")
                ++g.gpuCount;
        g.mode = GpuDirectMode::Rocm;
        g.why = "the amdgpu driver (ROCm's DMA-BUF path)";
        return g;
    }
    g.why = "no GPU driver (no /proc/driver/nvidia/version, no amdgpu module): host memory only";
    return g;
}

}  // namespace tbp
