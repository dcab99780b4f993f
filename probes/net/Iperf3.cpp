#include "Iperf3.h"

#include <algorithm>
#include <cmath>

namespace tbp {

namespace {

bool finiteNonNegative(double v) {
    return std::isfinite(v) && v >= 0;
}

std::string firstLine(const std::string& s) {
    const auto start = s.find_first_not_of(" \t\r\n");
    if (start == std::string::npos)
        return {};
    const auto end = s.find('\n', start);
    return s.substr(start, std::min<std::size_t>(end == std::string::npos ? s.size() - start : end - start, 400));
}

}  // namespace

std::vector<std::string> iperfClientArgv(const IperfSettings& s, const std::string& host, int port, bool udp) {
    std::vector<std::string> v{s.program, "--client", host, "--port", std::to_string(port), "--json"};
    if (udp) {
        v.insert(v.end(), {"--udp", "--bitrate", s.udpRate, "--time", std::to_string(s.udpSeconds)});
    } else {
        v.insert(v.end(), {"--time", std::to_string(s.seconds), "--omit", std::to_string(s.omit), "--parallel",
                           std::to_string(s.streams)});
    }
    return v;
}

std::vector<std::string> iperfServerArgv(const IperfSettings& s, int port) {
    return {s.program, "--server", "--port", std::to_string(port)};
}

bool parseIperfOutput(const std::string& out, const std::string& err, JsonValue& report, std::string& why) {
    if (out.find('{') == std::string::npos) {
        why = "iperf3 printed no JSON report" + (err.empty() ? std::string() : ": " + firstLine(err));
        return false;
    }
    std::string perr;
    if (!parseJson(out, report, perr) || !report.isObject()) {
        why = "iperf3's report is not valid JSON (" + perr + ")";
        return false;
    }
    return true;
}

IperfTcp readIperfTcp(const JsonValue& report) {
    IperfTcp t;
    if (const JsonValue* v = report.at({"start", "version"}))
        t.version = v->text;
    if (const JsonValue* e = report.get("error"); e && e->kind == JsonValue::Kind::String) {
        t.error = e->text;
        return t;
    }
    const JsonValue* received = report.at({"end", "sum_received", "bits_per_second"});
    const JsonValue* sent = report.at({"end", "sum_sent", "bits_per_second"});
    if (!received || !received->num() || !sent || !sent->num()) {
        t.error = "the report has no end.sum_received / end.sum_sent (the test did not finish)";
        return t;
    }
    t.receivedBitsPerS = received->number;
    t.sentBitsPerS = sent->number;
    if (!finiteNonNegative(t.receivedBitsPerS) || !finiteNonNegative(t.sentBitsPerS)) {
        t.error = "the report's bandwidth is negative or not a finite number";
        return t;
    }
    if (const JsonValue* r = report.at({"end", "sum_sent", "retransmits"}); r && r->num()) {
        if (!finiteNonNegative(r->number)) {
            t.error = "the report's retransmit count is negative or not a finite number";
            return t;
        }
        t.retransmits = r->number;
    }
    // Each stream's sender carries the kernel's RTT figures (microseconds) on Linux.
    double minRtt = -1, maxRtt = -1, meanSum = 0;
    int means = 0;
    if (const JsonValue* streams = report.at({"end", "streams"})) {
        for (const JsonValue& s : streams->items) {
            const JsonValue* sender = s.get("sender");
            if (!sender)
                continue;
            const JsonValue* lo = sender->get("min_rtt");
            const JsonValue* hi = sender->get("max_rtt");
            const JsonValue* mean = sender->get("mean_rtt");
            if (lo && lo->num() && finiteNonNegative(lo->number))
                minRtt = minRtt < 0 ? lo->number : std::min(minRtt, lo->number);
            if (hi && hi->num() && finiteNonNegative(hi->number))
                maxRtt = std::max(maxRtt, hi->number);
            if (mean && mean->num() && finiteNonNegative(mean->number)) {
                meanSum += mean->number;
                ++means;
            }
        }
    }
    t.rttMinUs = minRtt;
    t.rttMaxUs = maxRtt;
    t.rttMeanUs = means > 0 ? meanSum / means : -1;
    t.ok = true;
    return t;
}

IperfUdp readIperfUdp(const JsonValue& report) {
    IperfUdp u;
    if (const JsonValue* e = report.get("error"); e && e->kind == JsonValue::Kind::String) {
        u.error = e->text;
        return u;
    }
    // The receiver's view (sum_received in 3.9 and later, else sum) is where losses show.
    const JsonValue* sum = report.at({"end", "sum_received"});
    if (!sum || !sum->get("lost_percent"))
        sum = report.at({"end", "sum"});
    const JsonValue* lost = sum ? sum->get("lost_percent") : nullptr;
    if (!lost || !lost->num()) {
        u.error = "the report has no end.sum.lost_percent (not a finished UDP test)";
        return u;
    }
    u.lostPercent = lost->number;
    auto field = [&](const char* k) {
        const JsonValue* v = sum->get(k);
        return v && v->num() ? v->number : 0.0;
    };
    u.lostPackets = field("lost_packets");
    u.packets = field("packets");
    u.jitterMs = field("jitter_ms");
    u.receivedBitsPerS = field("bits_per_second");
    for (double v : {u.lostPercent, u.lostPackets, u.packets, u.jitterMs, u.receivedBitsPerS}) {
        if (!finiteNonNegative(v)) {
            u.error = "the report has a figure that is negative or not a finite number";
            return u;
        }
    }
    if (u.lostPercent > 100) {
        u.error = "the report's packet loss is above 100 %";
        return u;
    }
    u.ok = true;
    return u;
}

}  // namespace tbp
