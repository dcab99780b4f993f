#include "NumaPlacement.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace tbp {

namespace {

constexpr int kMpolDefault = 0;
constexpr int kMpolPreferred = 1;

std::string firstLine(const std::string& path) {
    std::ifstream in(path);
    std::string s;
    std::getline(in, s);
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' '))
        s.pop_back();
    return s;
}

}  // namespace

std::string normalisePciAddress(const std::string& bus) {
    unsigned dom = 0, b = 0, dev = 0, fn = 0;
    char tail = 0;
    if (std::sscanf(bus.c_str(), "%x:%x:%x.%x%c", &dom, &b, &dev, &fn, &tail) != 4 || b > 0xff || dev > 0x1f ||
        fn > 7 || dom > 0xffff)
        return {};
    char out[16];
    std::snprintf(out, sizeof out, "%04x:%02x:%02x.%x", dom, b, dev, fn);
    return out;
}

NumaNode numaNodeOfPci(const std::string& root, const std::string& pciAddress) {
    NumaNode n;
    const std::string bdf = normalisePciAddress(pciAddress);
    if (bdf.empty())
        return n;
    const std::string base = root == "/" ? std::string() : root;
    const std::string v = firstLine(base + "/sys/bus/pci/devices/" + bdf + "/numa_node");
    char* end = nullptr;
    const long node = std::strtol(v.c_str(), &end, 10);
    if (v.empty() || *end || node < 0 || node > 4095)
        return n;
    n.node = static_cast<int>(node);
    n.cpus = firstLine(base + "/sys/devices/system/node/node" + std::to_string(node) + "/cpulist");
    return n;
}

bool parseCpuList(const std::string& text, std::vector<int>& cpus) {
    cpus.clear();
    std::size_t i = 0;
    while (i < text.size()) {
        int a = 0, b = 0, used = 0;
        if (std::sscanf(text.c_str() + i, "%d-%d%n", &a, &b, &used) == 2 && used > 0) {
        } else if (std::sscanf(text.c_str() + i, "%d%n", &a, &used) == 1 && used > 0) {
            b = a;
        } else {
            return false;
        }
        if (a < 0 || b < a || b >= CPU_SETSIZE)
            return false;
        for (int c = a; c <= b; ++c)
            cpus.push_back(c);
        i += static_cast<std::size_t>(used);
        if (i < text.size() && text[i] != ',')
            return false;
        ++i;
    }
    return !cpus.empty();
}

std::string describe(const NumaNode& n) {
    if (n.node < 0)
        return "unknown NUMA node";
    return "NUMA node " + std::to_string(n.node) + (n.cpus.empty() ? "" : " (CPUs " + n.cpus + ")");
}

bool NumaBinding::bind(const NumaNode& n, std::string& err) {
    restore();
    std::vector<int> cpus;
    if (n.node < 0 || !parseCpuList(n.cpus, cpus)) {
        err = "no NUMA node or CPU list to bind to";
        return false;
    }
    cpu_set_t saved;
    CPU_ZERO(&saved);
    if (sched_getaffinity(0, sizeof saved, &saved) != 0) {
        err = std::string("sched_getaffinity: ") + std::strerror(errno);
        return false;
    }
    m_savedCpus.clear();
    for (int c = 0; c < CPU_SETSIZE; ++c)
        if (CPU_ISSET(c, &saved))
            m_savedCpus.push_back(c);
    cpu_set_t want;
    CPU_ZERO(&want);
    for (int c : cpus)
        CPU_SET(c, &want);
    if (sched_setaffinity(0, sizeof want, &want) != 0) {
        err = "cannot run on the CPUs of NUMA node " + std::to_string(n.node) + ": " + std::strerror(errno);
        return false;
    }
    // Preferred, not bound: a full node spills to another rather than failing the allocation.
    unsigned long mask[64] = {0};
    mask[n.node / 64] |= 1ul << (n.node % 64);
    if (::syscall(SYS_set_mempolicy, kMpolPreferred, mask, 64 * 64) != 0) {
        err = "cannot prefer the memory of NUMA node " + std::to_string(n.node) + ": " + std::strerror(errno);
        m_bound = true;
        restore();
        return false;
    }
    m_bound = true;
    return true;
}

void NumaBinding::restore() {
    if (!m_bound)
        return;
    m_bound = false;
    ::syscall(SYS_set_mempolicy, kMpolDefault, nullptr, 0);
    cpu_set_t s;
    CPU_ZERO(&s);
    for (int c : m_savedCpus)
        CPU_SET(c, &s);
    if (!m_savedCpus.empty())
        sched_setaffinity(0, sizeof s, &s);
}

}  // namespace tbp
