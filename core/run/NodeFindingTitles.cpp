#include "core/run/NodeFindingTitles.h"

#include "core/domain/FindingKind.h"

namespace tb::core {

namespace {
struct Title {
    const char* kind;  // check | fact | env
    const char* key;
    const char* title;
};
// tb-node's ids (probes/node), hello's library versions and the scheduler audit's checks (core/launch/slurm).
constexpr Title kTitles[] = {
    {"check", "slurm.topology", QT_TRANSLATE_NOOP("NodeFindingTitles", "Network topology known to Slurm")},
    {"check", "slurm.gres", QT_TRANSLATE_NOOP("NodeFindingTitles", "GPUs as GRES")},
    {"check", "slurm.pmix", QT_TRANSLATE_NOOP("NodeFindingTitles", "PMIx for MPI jobs")},
    {"check", "slurm.pyxis", QT_TRANSLATE_NOOP("NodeFindingTitles", "Containers through Pyxis")},
    {"check", "slurm.accounting", QT_TRANSLATE_NOOP("NodeFindingTitles", "Job accounting")},
    {"check", "slurm.healthcheck", QT_TRANSLATE_NOOP("NodeFindingTitles", "Node health check")},
    {"check", "slurm.auto_remediation", QT_TRANSLATE_NOOP("NodeFindingTitles", "Healthy nodes return to service")},
    {"check", "slurm.node_states", QT_TRANSLATE_NOOP("NodeFindingTitles", "Node states")},
    {"check", "slurm.prolog", QT_TRANSLATE_NOOP("NodeFindingTitles", "Job start-up (prolog) time")},
    {"check", "slurm.nccl_conf", QT_TRANSLATE_NOOP("NodeFindingTitles", "NCCL defaults on the nodes")},
    {"env", "driver", QT_TRANSLATE_NOOP("NodeFindingTitles", "Driver")},
    {"env", "cuda_runtime", QT_TRANSLATE_NOOP("NodeFindingTitles", "CUDA runtime")},
    {"env", "nccl", QT_TRANSLATE_NOOP("NodeFindingTitles", "NCCL")},
    {"env", "rocm", QT_TRANSLATE_NOOP("NodeFindingTitles", "ROCm")},
    {"env", "rccl", QT_TRANSLATE_NOOP("NodeFindingTitles", "RCCL")},
    {"check", "container_toolkit.cve", QT_TRANSLATE_NOOP("NodeFindingTitles", "Container toolkit CVEs")},
    {"check", "fs.home_shared", QT_TRANSLATE_NOOP("NodeFindingTitles", "Shared /home")},
    {"check", "fs.parallel", QT_TRANSLATE_NOOP("NodeFindingTitles", "Parallel file system")},
    {"check", "gpu.driver", QT_TRANSLATE_NOOP("NodeFindingTitles", "GPU driver")},
    {"check", "gpu.ecc", QT_TRANSLATE_NOOP("NodeFindingTitles", "ECC")},
    {"check", "gpu.row_remap", QT_TRANSLATE_NOOP("NodeFindingTitles", "Row remapping")},
    {"check", "gpu.xid", QT_TRANSLATE_NOOP("NodeFindingTitles", "Xid events")},
    {"check", "gpudirect.rdma", QT_TRANSLATE_NOOP("NodeFindingTitles", "GPUDirect RDMA (peermem / dma-buf)")},
    {"check", "ib.pkey_isolation", QT_TRANSLATE_NOOP("NodeFindingTitles", "IB partition key isolation")},
    {"check", "ib.ports", QT_TRANSLATE_NOOP("NodeFindingTitles", "IB ports")},
    {"check", "monitoring.dcgm", QT_TRANSLATE_NOOP("NodeFindingTitles", "DCGM monitoring")},
    {"check", "nvswitch.fabric_manager", QT_TRANSLATE_NOOP("NodeFindingTitles", "Fabric manager")},
    {"check", "nvswitch.sxid", QT_TRANSLATE_NOOP("NodeFindingTitles", "SXid events")},
    {"check", "pcie.acs", QT_TRANSLATE_NOOP("NodeFindingTitles", "PCIe ACS")},
    {"fact", "container_toolkit.version", QT_TRANSLATE_NOOP("NodeFindingTitles", "Container toolkit version")},
    {"fact", "cpu.count", QT_TRANSLATE_NOOP("NodeFindingTitles", "CPUs")},
    {"fact", "cpu.model", QT_TRANSLATE_NOOP("NodeFindingTitles", "CPU model")},
    {"fact", "dcgm", QT_TRANSLATE_NOOP("NodeFindingTitles", "DCGM")},
    {"fact", "dcgm_exporter", QT_TRANSLATE_NOOP("NodeFindingTitles", "DCGM exporter")},
    {"fact", "driver.amdgpu", QT_TRANSLATE_NOOP("NodeFindingTitles", "AMD GPU kernel module")},
    {"fact", "driver.nvidia", QT_TRANSLATE_NOOP("NodeFindingTitles", "NVIDIA kernel module")},
    {"fact", "enroot", QT_TRANSLATE_NOOP("NodeFindingTitles", "enroot")},
    {"fact", "fabricmanager.installed", QT_TRANSLATE_NOOP("NodeFindingTitles", "Fabric manager installed")},
    {"fact", "fs.home", QT_TRANSLATE_NOOP("NodeFindingTitles", "/home mount")},
    {"fact", "fs.parallel", QT_TRANSLATE_NOOP("NodeFindingTitles", "Parallel file systems")},
    {"fact", "gpu.count", QT_TRANSLATE_NOOP("NodeFindingTitles", "GPUs")},
    {"fact", "gpu.list", QT_TRANSLATE_NOOP("NodeFindingTitles", "GPU models")},
    {"fact", "gpu.driver_version", QT_TRANSLATE_NOOP("NodeFindingTitles", "GPU driver version")},
    {"fact", "hpcx", QT_TRANSLATE_NOOP("NodeFindingTitles", "HPC-X")},
    {"fact", "ib.ports", QT_TRANSLATE_NOOP("NodeFindingTitles", "IB ports and rates")},
    {"fact", "kernel", QT_TRANSLATE_NOOP("NodeFindingTitles", "Kernel")},
    {"fact", "kernel_log.source", QT_TRANSLATE_NOOP("NodeFindingTitles", "Kernel log source")},
    {"fact", "kubernetes", QT_TRANSLATE_NOOP("NodeFindingTitles", "Kubernetes")},
    {"fact", "memory.total_bytes", QT_TRANSLATE_NOOP("NodeFindingTitles", "Memory (bytes)")},
    {"fact", "module.nvidia_peermem", QT_TRANSLATE_NOOP("NodeFindingTitles", "nvidia_peermem")},
    {"fact", "nccl.conf", QT_TRANSLATE_NOOP("NodeFindingTitles", "/etc/nccl.conf")},
    {"fact", "nccl.env", QT_TRANSLATE_NOOP("NodeFindingTitles", "NCCL environment")},
    {"fact", "node_exporter", QT_TRANSLATE_NOOP("NodeFindingTitles", "node_exporter")},
    {"fact", "numa.nodes", QT_TRANSLATE_NOOP("NodeFindingTitles", "NUMA nodes")},
    {"fact", "os", QT_TRANSLATE_NOOP("NodeFindingTitles", "Operating system")},
    {"fact", "pyxis", QT_TRANSLATE_NOOP("NodeFindingTitles", "Pyxis")},
    {"fact", "rdma_nic.count", QT_TRANSLATE_NOOP("NodeFindingTitles", "RDMA NICs")},
    {"fact", "slurm", QT_TRANSLATE_NOOP("NodeFindingTitles", "Slurm client")},
    {"check", "probe.refused_values", QT_TRANSLATE_NOOP("NodeFindingTitles", "Impossible figures refused")},
};
}  // namespace

QString NodeFindingTitles::title(const QString& kind, const QString& key) {
    for (const Title& t : kTitles) {
        if (key == QLatin1String(t.key) && kind == QLatin1String(t.kind)) {
            return tr(t.title);
        }
    }
    // One fact per IB port: "ib.port.mlx5_0/1".
    static const QString portPrefix = QStringLiteral("ib.port.");
    if (findingKindFromKey(kind) == FindingKind::Fact && key.startsWith(portPrefix) && key.size() > portPrefix.size()) {
        return tr("IB port %1").arg(key.mid(portPrefix.size()));
    }
    return key;
}

}  // namespace tb::core
