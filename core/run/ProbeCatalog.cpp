#include "core/run/ProbeCatalog.h"

#include <QCoreApplication>

namespace tb::core {

const std::vector<ProbeCatalog::Entry>& ProbeCatalog::entries() {
    static const std::vector<Entry> kEntries = {
        {"tb-node", QT_TRANSLATE_NOOP("RunPanel", "node checks: driver, PCIe ACS, GPUDirect, IB ports, Xid, ECC")},
        {"tb-membw", QT_TRANSLATE_NOOP("RunPanel", "host/device and device-to-device copy bandwidth")},
        {"tb-gemm", QT_TRANSLATE_NOOP("RunPanel", "matrix multiply throughput")},
        {"tb-coll", QT_TRANSLATE_NOOP("RunPanel", "NCCL/RCCL collectives on this node")},
        {"tb-storage", QT_TRANSLATE_NOOP("RunPanel", "a directory's read and write performance, measured by fio"),
         false},
        // Across nodes: one process per node (a Slurm step, or --rank/--world/--rendezvous); alone on one node tb-net
        // says so (waived) and tb-rdma measures each port in loopback.
        {"tb-net", QT_TRANSLATE_NOOP("RunPanel", "front-end network between every pair of nodes (iperf3)")},
        {"tb-rdma", QT_TRANSLATE_NOOP("RunPanel", "RDMA bandwidth and latency on every rail (perftest)")},
        // Python on the node's own PyTorch; its options are its own (a plan step or `run -- ARGS` gives them).
        {"tb-train",
         QT_TRANSLATE_NOOP("RunPanel", "a short training run: tokens/s, TFLOP/s and MFU per step (PyTorch, FSDP)"),
         false},
    };
    return kEntries;
}

bool ProbeCatalog::contains(const QString& probe) {
    for (const Entry& e : entries()) {
        if (probe == QLatin1String(e.name)) {
            return true;
        }
    }
    return false;
}

QString ProbeCatalog::description(const QString& probe) {
    for (const Entry& e : entries()) {
        if (probe == QLatin1String(e.name)) {
            return QCoreApplication::translate("RunPanel", e.description);
        }
    }
    return {};
}

}  // namespace tb::core
