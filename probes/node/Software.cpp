// NVIDIA Container Toolkit against its container-escape CVEs; Slurm, Pyxis/enroot, Kubernetes; DCGM and
// exporters; NCCL defaults and HPC-X.
#include "NodeContext.h"

#include <cctype>
#include <cstdio>

namespace tbp {

namespace {

// First "X.Y.Z" in `s`; false when none.
bool findVersion(const std::string& s, int v[3], std::string& text) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(s[i])) ||
            (i && std::isalnum(static_cast<unsigned char>(s[i - 1]))))
            continue;
        int n = 0;
        if (std::sscanf(s.c_str() + i, "%d.%d.%d%n", &v[0], &v[1], &v[2], &n) == 3) {
            text = s.substr(i, static_cast<std::size_t>(n));
            return true;
        }
    }
    return false;
}

bool below(const int v[3], int a, int b, int c) {
    if (v[0] != a)
        return v[0] < a;
    if (v[1] != b)
        return v[1] < b;
    return v[2] < c;
}

// Version of `pkg` in a dpkg status file, "" when absent or not installed.
std::string dpkgVersion(const std::string& status, const std::string& pkg) {
    bool in = false, installed = false;
    std::string version;
    for (const auto& l : splitLines(status + "\n\n")) {
        if (l.empty()) {
            if (in && installed && !version.empty())
                return version;
            in = installed = false;
            version.clear();
        } else if (startsWith(l, "Package: ")) {
            in = trim(l.substr(9)) == pkg;
        } else if (in && startsWith(l, "Status: ")) {
            installed = l.find("installed") != std::string::npos && l.find("not-installed") == std::string::npos;
        } else if (in && startsWith(l, "Version: ")) {
            version = trim(l.substr(9));
        }
    }
    return {};
}

bool anyExists(NodeContext& c, std::initializer_list<const char*> paths, std::string& which) {
    for (const char* p : paths) {
        if (c.exists(p)) {
            which = std::string("/") + p;
            return true;
        }
    }
    return false;
}

}  // namespace

void nodeSoftware(NodeContext& c, bool haveGpu, bool haveNvidia) {
    (void)haveGpu;
    // NVIDIA Container Toolkit. CVE-2024-0132 (TOCTOU container escape) affects 1.16.1 and earlier, fixed in
    // 1.16.2; CVE-2025-23266 ("NVIDIAScape", hook escape) affects 1.17.7 and earlier, fixed in 1.17.8
    // (NVIDIA security bulletins, CVE records).
    std::string out, why, versionText, source;
    int v[3] = {0, 0, 0};
    bool found = false;
    if (c.tool("nvidia-container-cli", "nvidia-container-cli --version", "nvidia-container-cli-version.txt", out,
               why) &&
        findVersion(out, v, versionText)) {
        found = true;
        source = "nvidia-container-cli --version";
    } else if (c.tool("nvidia-ctk", "nvidia-ctk --version", "nvidia-ctk-version.txt", out, why) &&
               findVersion(out, v, versionText)) {
        found = true;
        source = "nvidia-ctk --version";
    } else if (c.read("var/lib/dpkg/status", out, 64 << 20)) {
        for (const char* pkg :
             {"nvidia-container-toolkit", "nvidia-container-toolkit-base", "libnvidia-container-tools"}) {
            const std::string dv = dpkgVersion(out, pkg);
            if (!dv.empty() && findVersion(dv, v, versionText)) {
                found = true;
                source = std::string("dpkg package ") + pkg;
                break;
            }
        }
    }
    if (found) {
        c.em.fact("container_toolkit.version", versionText, source);
        const std::string ev = "{\"version\":" + jsonString(versionText) + ",\"source\":" + jsonString(source) + "}";
        if (below(v, 1, 16, 2))
            c.em.check("container_toolkit.cve", CheckStatus::Fail,
                       "NVIDIA Container Toolkit " + versionText +
                           " is affected by CVE-2024-0132 (fixed in 1.16.2) and CVE-2025-23266 \"NVIDIAScape\" (fixed "
                           "in 1.17.8): a crafted container image can escape to the host and take it over",
                       ev);
        else if (below(v, 1, 17, 8))
            c.em.check("container_toolkit.cve", CheckStatus::Fail,
                       "NVIDIA Container Toolkit " + versionText +
                           " is affected by CVE-2025-23266 \"NVIDIAScape\" (fixed in 1.17.8): a crafted container "
                           "image can run code as root on the host through the toolkit's hooks",
                       ev);
        else
            c.em.check("container_toolkit.cve", CheckStatus::Pass,
                       "NVIDIA Container Toolkit " + versionText +
                           " includes the fixes for CVE-2024-0132 (1.16.2) and CVE-2025-23266 (1.17.8)",
                       ev);
    } else {
        c.em.check("container_toolkit.cve", haveNvidia ? CheckStatus::Unknown : CheckStatus::Waived,
                   haveNvidia ? "NVIDIA Container Toolkit not found (no nvidia-container-cli or nvidia-ctk, no dpkg "
                                "record), so its version cannot be checked"
                              : "no NVIDIA GPU, the NVIDIA Container Toolkit does not apply");
    }

    // Schedulers and container runtimes for HPC.
    std::string where;
    const bool slurm = anyExists(
        c,
        {"etc/slurm/slurm.conf", "etc/slurm-llnl/slurm.conf", "usr/bin/srun", "usr/local/bin/srun", "usr/sbin/slurmd"},
        where);
    c.em.fact("slurm", slurm ? "yes" : "no", slurm ? where : "no slurm.conf, srun or slurmd");
    std::string plug;
    bool pyxis = anyExists(c,
                           {"usr/lib/x86_64-linux-gnu/slurm/spank_pyxis.so", "usr/lib64/slurm/spank_pyxis.so",
                            "usr/local/lib/slurm/spank_pyxis.so", "etc/slurm/plugstack.conf.d/pyxis.conf"},
                           where);
    if (!pyxis && c.read("etc/slurm/plugstack.conf", plug) && plug.find("pyxis") != std::string::npos) {
        pyxis = true;
        where = "/etc/slurm/plugstack.conf";
    }
    c.em.fact("pyxis", pyxis ? "yes" : "no", pyxis ? where : "no spank_pyxis plugin");
    const bool enroot = anyExists(c, {"usr/bin/enroot", "usr/local/bin/enroot", "etc/enroot/enroot.conf"}, where);
    c.em.fact("enroot", enroot ? "yes" : "no", enroot ? where : "no enroot");
    const auto env = c.environment();
    bool k8s = anyExists(c, {"etc/kubernetes", "var/lib/kubelet", "usr/bin/kubelet"}, where);
    if (!k8s && env.count("KUBERNETES_SERVICE_HOST")) {
        k8s = true;
        where = "KUBERNETES_SERVICE_HOST (inside a pod)";
    }
    c.em.fact("kubernetes", k8s ? "yes" : "no", k8s ? where : "no kubelet, /etc/kubernetes or service env");

    // Monitoring.
    const bool dcgm = anyExists(c, {"usr/bin/dcgmi", "usr/bin/nv-hostengine", "usr/local/bin/dcgmi"}, where);
    c.em.fact("dcgm", dcgm ? "yes" : "no", dcgm ? where : "no dcgmi or nv-hostengine");
    std::string exporterWhere;
    const bool dcgmExporter = anyExists(c, {"usr/bin/dcgm-exporter", "usr/local/bin/dcgm-exporter"}, exporterWhere);
    std::string nodeExpWhere;
    const bool nodeExporter = anyExists(
        c, {"usr/bin/prometheus-node-exporter", "usr/bin/node_exporter", "usr/local/bin/node_exporter"}, nodeExpWhere);
    c.em.fact("dcgm_exporter", dcgmExporter ? "yes" : "no", exporterWhere);
    c.em.fact("node_exporter", nodeExporter ? "yes" : "no", nodeExpWhere);
    if (!haveNvidia)
        c.em.check("monitoring.dcgm", CheckStatus::Waived, "no NVIDIA GPU");
    else if (dcgm)
        c.em.check("monitoring.dcgm", CheckStatus::Pass,
                   std::string("DCGM is installed") + (dcgmExporter ? " with dcgm-exporter" : " (no dcgm-exporter)"));
    else
        c.em.check("monitoring.dcgm", CheckStatus::Warn,
                   "DCGM is not installed: no GPU health watches or diagnostics (dcgmi diag) on this node");

    // NCCL defaults and HPC-X.
    std::string conf;
    if (c.read("etc/nccl.conf", conf)) {
        std::vector<std::string> settings;
        for (const auto& l : splitLines(conf))
            if (!trim(l).empty() && trim(l)[0] != '#')
                settings.push_back(trim(l));
        c.em.fact("nccl.conf", join(settings, "; "), "/etc/nccl.conf");
    } else {
        c.em.fact("nccl.conf", "absent", "no /etc/nccl.conf");
    }
    std::vector<std::string> ncclEnv;
    for (const auto& [k, val] : env)
        if (startsWith(k, "NCCL_"))
            ncclEnv.push_back(k + "=" + val);
    c.em.fact("nccl.env", join(ncclEnv, " "), c.liveRoot() ? "NCCL_* in the environment" : "tb-node/environ.txt");
    std::string hpcx;
    if (env.count("HPCX_DIR"))
        hpcx = env.at("HPCX_DIR");
    else if (c.exists("opt/hpcx"))
        hpcx = "/opt/hpcx";
    c.em.fact("hpcx", hpcx.empty() ? "no" : hpcx, "HPCX_DIR or /opt/hpcx");
}

void nodeFilesystems(NodeContext& c) {
    std::string mounts;
    if (!c.read("proc/mounts", mounts, 4 << 20)) {
        c.em.check("fs.parallel", CheckStatus::Unknown, "/proc/mounts is not readable");
        c.em.check("fs.home_shared", CheckStatus::Unknown, "/proc/mounts is not readable");
        return;
    }
    const std::vector<std::string> parallelTypes = {"lustre", "wekafs",    "gpfs", "beegfs",
                                                    "cephfs", "fuse.weka", "panfs"};
    const std::vector<std::string> networkTypes = {"nfs", "nfs4", "cifs", "smb3", "fuse.sshfs"};
    auto in = [](const std::vector<std::string>& v, const std::string& t) {
        for (const auto& x : v)
            if (x == t)
                return true;
        return false;
    };
    std::vector<std::string> parallel;
    std::string homeMount, homeType, homeDev;
    for (const auto& l : splitLines(mounts)) {
        char dev[4096], mp[4096], type[256];
        if (std::sscanf(l.c_str(), "%4095s %4095s %255s", dev, mp, type) != 3)
            continue;
        std::string point = mp;
        for (std::size_t p; (p = point.find("\\040")) != std::string::npos;)
            point.replace(p, 4, " ");
        if (in(parallelTypes, type))
            parallel.push_back(std::string(type) + " at " + point);
        const bool covers = point == "/" || point == "/home" || startsWith("/home/", point + "/");
        if (covers && point.size() >= homeMount.size()) {
            homeMount = point;
            homeType = type;
            homeDev = dev;
        }
    }
    c.em.fact("fs.parallel", parallel.empty() ? "none" : join(parallel, "; "), "/proc/mounts");
    if (parallel.empty())
        c.em.check("fs.parallel", CheckStatus::Warn,
                   "no parallel filesystem (Lustre, Weka, GPFS, BeeGFS, CephFS) is mounted; datasets and checkpoints "
                   "go to local disk or NFS");
    else
        c.em.check("fs.parallel", CheckStatus::Pass, "parallel filesystem mounted: " + join(parallel, "; "));
    if (homeMount.empty()) {
        c.em.check("fs.home_shared", CheckStatus::Unknown, "no mount covers /home in /proc/mounts");
        return;
    }
    c.em.fact("fs.home", homeType + " " + homeDev + " at " + homeMount, "mount that holds /home");
    if (in(parallelTypes, homeType) || in(networkTypes, homeType))
        c.em.check("fs.home_shared", CheckStatus::Pass,
                   "/home is on " + homeType + " (" + homeDev + "), shared between nodes");
    else
        c.em.check(
            "fs.home_shared", CheckStatus::Warn,
            "/home is on a local " + homeType + " filesystem: files written on one node are not visible on the others");
}

}  // namespace tbp
