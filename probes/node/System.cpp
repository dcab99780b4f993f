// OS, kernel, CPU, memory and NUMA facts.
#include "NodeContext.h"

#include <cctype>
#include <cstdlib>

namespace tbp {

void nodeSystem(NodeContext& c) {
    std::string s;
    std::string os = "unknown";
    if (c.read("etc/os-release", s)) {
        for (const auto& l : splitLines(s)) {
            if (startsWith(l, "PRETTY_NAME=")) {
                os = l.substr(12);
                if (os.size() >= 2 && os.front() == '"' && os.back() == '"')
                    os = os.substr(1, os.size() - 2);
            }
        }
        c.em.fact("os", os, "PRETTY_NAME from /etc/os-release");
    } else {
        c.em.fact("os", "unknown", "/etc/os-release is missing");
    }
    const std::string kernel = c.readTrim("proc/sys/kernel/osrelease");
    c.em.fact("kernel", kernel.empty() ? "unknown" : kernel, "/proc/sys/kernel/osrelease");

    int cpus = 0;
    std::string model;
    if (c.read("proc/cpuinfo", s, 8 << 20)) {
        for (const auto& l : splitLines(s)) {
            if (startsWith(l, "processor"))
                ++cpus;
            if (model.empty() && startsWith(l, "model name"))
                model = trim(l.substr(l.find(':') + 1));
        }
    }
    c.em.fact("cpu.model", model.empty() ? "unknown" : model, "/proc/cpuinfo");
    c.em.fact("cpu.count", std::to_string(cpus), "logical CPUs in /proc/cpuinfo");

    if (c.read("proc/meminfo", s)) {
        for (const auto& l : splitLines(s)) {
            if (startsWith(l, "MemTotal:")) {
                const unsigned long long kb = std::strtoull(l.c_str() + 9, nullptr, 10);
                c.em.fact("memory.total_bytes", std::to_string(kb * 1024), "MemTotal in /proc/meminfo");
            }
        }
    } else {
        c.em.fact("memory.total_bytes", "unknown", "/proc/meminfo is missing");
    }
    int nodes = 0;
    for (const auto& n : c.list("sys/devices/system/node"))
        if (startsWith(n, "node") && n.size() > 4 && std::isdigit(static_cast<unsigned char>(n[4])))
            ++nodes;
    c.em.fact("numa.nodes", nodes ? std::to_string(nodes) : "unknown", "directories node* in /sys/devices/system/node");
}

}  // namespace tbp
