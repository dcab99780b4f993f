// What tb-rdma reads before it measures: the RDMA devices and ports under <root>/sys/class/infiniband, each port's
// rate, state, link layer and the RoCE GID index NCCL would pick, and the node's GPUDirect RDMA mode. Pure reads of a
// file tree, so tests point `root` at a fake one.
#pragma once

#include <string>
#include <vector>

namespace tbp {

struct RdmaPort {
    std::string device;  // mlx5_0
    int port = 1;
    std::string state;      // ACTIVE, DOWN, ... ("4: ACTIVE" in sysfs)
    std::string linkLayer;  // InfiniBand or Ethernet
    double rateGbps = 0;    // "400 Gb/sec (4X NDR)" -> 400; 0 when unreadable
    std::string rateText;
    int gidIndex = -1;  // Ethernet (RoCE): the GID NCCL would use; -1 on InfiniBand (no -x)
    std::string gidNote;
    int numaNode = -1;
    std::string id() const { return device + "/" + std::to_string(port); }
    bool active() const { return state == "ACTIVE"; }
};

// Every port of every device, sorted by device name (natural order: mlx5_2 before mlx5_10) and port.
std::vector<RdmaPort> listRdmaPorts(const std::string& root);

// "400 Gb/sec (4X NDR)" -> 400; 0 for anything else.
double parseRateGbps(const std::string& text);

// The GID index NCCL picks by default on a RoCE port: the first RoCE v2 GID holding an IPv4-mapped address, else the
// first RoCE v2 GID that is not link-local, else the first non-zero GID; -1 when none. `gids[i]` and `types[i]` are
// sysfs's ports/N/gids/i and gid_attrs/types/i ("" where unreadable).
int chooseGidIndex(const std::vector<std::string>& gids, const std::vector<std::string>& types, std::string& note);

enum class GpuDirectMode { DmaBuf, Peermem, Rocm, None, NoGpu };
const char* keyOf(GpuDirectMode m);  // dma_buf | peermem | rocm | none | no_gpu

struct GpuDirect {
    GpuDirectMode mode = GpuDirectMode::NoGpu;
    std::string why;   // the evidence, for the fact's detail
    int gpuCount = 0;  // NVIDIA GPUs in /proc/driver/nvidia/gpus, or AMD cards under /sys/class/drm
};

// dma_buf: the open NVIDIA kernel module on Linux >= 5.12 (what ClusterMAX 3.0 expects); peermem: nvidia_peermem
// (or the older nv_peer_mem, or /sys/kernel/mm/memory_peers) without that; rocm: amdgpu (ROCm's DMA-BUF path);
// none: an NVIDIA driver without either; no_gpu: no GPU driver at all (host memory only).
GpuDirect detectGpuDirect(const std::string& root);

}  // namespace tbp
