#include "Perftest.h"

#include <cmath>

namespace tbp {

const char* toolOf(PerftestKind k) {
    switch (k) {
        case PerftestKind::WriteBw:
            return "ib_write_bw";
        case PerftestKind::ReadBw:
            return "ib_read_bw";
        case PerftestKind::WriteLat:
            return "ib_write_lat";
    }
    return "?";
}

const char* metricOf(PerftestKind k) {
    switch (k) {
        case PerftestKind::WriteBw:
            return "rdma.write.bw";
        case PerftestKind::ReadBw:
            return "rdma.read.bw";
        case PerftestKind::WriteLat:
            return "rdma.write.lat";
    }
    return "?";
}

const char* keyOf(PerftestMemory m) {
    return m == PerftestMemory::Gpu ? "gpu" : "host";
}

std::vector<std::string> perftestArgv(const std::string& program, PerftestKind k, const RdmaPort& port,
                                      PerftestMemory mem, GpuDirectMode mode, int gpu, const PerftestSettings& s,
                                      const std::string& jsonFile, const std::string& serverHost) {
    std::vector<std::string> v{program, "--ib-dev=" + port.device, "--ib-port=" + std::to_string(port.port),
                               "--port=" + std::to_string(s.tcpPort)};
    if (port.gidIndex >= 0)
        v.push_back("--gid-index=" + std::to_string(port.gidIndex));
    if (k == PerftestKind::WriteLat) {
        v.push_back("--size=2");
    } else {
        v.insert(v.end(), {"--size=" + std::to_string(s.bwBytes), "--qp=" + std::to_string(s.qps), "--report_gbits"});
    }
    // -F: no refusal over the CPU frequency governor, which a tenant cannot change.
    v.insert(v.end(), {"-F", "--out_json", "--out_json_file=" + jsonFile});
    if (mem == PerftestMemory::Gpu) {
        if (mode == GpuDirectMode::DmaBuf)
            v.insert(v.end(), {"--use_cuda=" + std::to_string(gpu), "--use_cuda_dmabuf"});
        else if (mode == GpuDirectMode::Peermem)
            v.push_back("--use_cuda=" + std::to_string(gpu));
        else if (mode == GpuDirectMode::Rocm)
            v.push_back("--use_rocm=" + std::to_string(gpu));
    }
    if (!serverHost.empty())
        v.push_back(serverHost);
    return v;
}

PerftestResult readPerftestJson(const JsonValue& report, PerftestKind k) {
    PerftestResult r;
    const JsonValue* res = report.get("results");
    if (!res || !res->isObject()) {
        r.error = "the report has no \"results\" (the test did not finish)";
        return r;
    }
    auto num = [&](const char* key, double& out) {
        const JsonValue* v = res->get(key);
        if (!v || !v->num())
            return false;
        out = v->number;
        return true;
    };
    double size = 0;
    if (num("MsgSize", size) && std::isfinite(size) && size >= 0 && size < 1e15)
        r.msgBytes = static_cast<std::uint64_t>(size);
    if (k == PerftestKind::WriteLat) {
        if (!num("t_typical", r.tTypicalUs) || !num("t_avg", r.tAvgUs)) {
            r.error = "the report has no t_typical / t_avg";
            return r;
        }
        num("t_min", r.tMinUs);
        num("t_max", r.tMaxUs);
        num("percentile_99", r.p99Us);
        num("percentile_99.9", r.p999Us);
        for (double v : {r.tTypicalUs, r.tAvgUs, r.tMinUs, r.tMaxUs, r.p99Us, r.p999Us}) {
            if (!std::isfinite(v) || v < 0 || v > 1e9) {
                r.error = "the report has a latency that is negative, not finite or absurd";
                return r;
            }
        }
        if (r.tTypicalUs <= 0) {
            r.error = "the report's latency is zero";
            return r;
        }
    } else {
        if (!num("BW_average", r.bwAverageGbps)) {
            r.error = "the report has no BW_average";
            return r;
        }
        num("BW_peak", r.bwPeakGbps);
        num("MsgRate", r.msgRateMpps);
        for (double v : {r.bwAverageGbps, r.bwPeakGbps, r.msgRateMpps}) {
            if (!std::isfinite(v) || v < 0 || v > 1e5) {
                r.error = "the report has a figure that is negative, not finite or above 100 Tb/s";
                return r;
            }
        }
        if (r.bwAverageGbps <= 0) {
            r.error = "the report's bandwidth is zero";
            return r;
        }
    }
    r.ok = true;
    return r;
}

bool perftestHasGpuOptions(const std::string& helpText, GpuDirectMode mode) {
    switch (mode) {
        case GpuDirectMode::DmaBuf:
            return helpText.find("use_cuda_dmabuf") != std::string::npos;
        case GpuDirectMode::Peermem:
            return helpText.find("use_cuda") != std::string::npos;
        case GpuDirectMode::Rocm:
            return helpText.find("use_rocm") != std::string::npos;
        default:
            return false;
    }
}

}  // namespace tbp
