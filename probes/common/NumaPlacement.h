// Which CPU socket (NUMA node) is nearest to a PCI device, and binding the calling thread to it, so pinned host
// buffers land in that socket's memory (first touch under the binding) and the copies are issued from its CPUs.
// Read from sysfs under a root, so tests point it at fixture trees. No libnuma: two system calls.
#pragma once

#include <string>
#include <vector>

namespace tbp {

struct NumaNode {
    int node = -1;     // -1: unknown (no sysfs entry, or the kernel says -1: one node or no affinity)
    std::string cpus;  // the node's cpulist as sysfs writes it ("0-15,32-47")
};

// "00000000:18:00.0" or "0000:18:00.0" (any case) -> "0000:18:00.0"; empty when it is not a PCI address.
std::string normalisePciAddress(const std::string& bus);
NumaNode numaNodeOfPci(const std::string& root, const std::string& pciAddress);
bool parseCpuList(const std::string& text, std::vector<int>& cpus);
std::string describe(const NumaNode& n);  // "NUMA node 1 (CPUs 8-15)"

// Binds the calling thread's CPUs and memory policy (preferred node) to a node; restore() puts back the CPU set
// it had and the default memory policy. Not copyable; restores when destroyed.
class NumaBinding {
public:
    NumaBinding() = default;
    NumaBinding(const NumaBinding&) = delete;
    NumaBinding& operator=(const NumaBinding&) = delete;
    ~NumaBinding() { restore(); }
    bool bind(const NumaNode& n, std::string& err);
    void restore();
    bool bound() const { return m_bound; }

private:
    bool m_bound = false;
    std::vector<int> m_savedCpus;
};

}  // namespace tbp
