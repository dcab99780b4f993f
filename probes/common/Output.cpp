#include "Output.h"

#include <unistd.h>

namespace tbp {

void Emitter::write(const char* type, const JsonObject& body) {
    if (!quiet())
        writeLine(type, body);
}

void Emitter::writeLine(const char* type, const JsonObject& body) {
    std::string line = "{\"tb\":1,\"type\":";
    appendJsonString(line, type);
    if (!body.empty())
        line += "," + body.done().substr(1, std::string::npos);
    else
        line += "}";
    if (line.size() + 1 > kMaxLineBytes) {
        // Values are capped individually, so this only happens with huge evidence objects; keep the
        // protocol valid and say what was dropped instead of writing an overlong line.
        JsonObject o;
        o.str("level", "error").str("message", std::string("dropped an overlong '") + type + "' line");
        line = "{\"tb\":1,\"type\":\"log\"," + o.done().substr(1);
    }
    line += '\n';
    std::lock_guard<std::mutex> lock(m_mutex);
    std::fwrite(line.data(), 1, line.size(), m_out);
    std::fflush(m_out);
}

void Emitter::hello(const std::string& probe, const std::string& backend, const std::vector<DeviceInfo>& devices,
                    const std::vector<std::pair<std::string, std::string>>& libs, const std::string& argsJson) {
    char host[256] = {0};
    if (gethostname(host, sizeof host - 1) != 0)
        host[0] = 0;
    JsonArray devs;
    for (const auto& d : devices) {
        JsonObject o;
        o.integer("index", d.index)
            .str("name", d.name)
            .str("pci", d.pci)
            .integer("memory_bytes", static_cast<std::int64_t>(d.memoryBytes));
        devs.raw(o.done());
    }
    JsonObject l;
    for (const auto& [k, v] : libs)
        l.str(k, v);
    JsonObject o;
    o.str("probe", probe)
        .str("version", TBP_VERSION)
        .str("host", host)
        .str("backend", backend)
        .raw("devices", devs.done())
        .raw("libs", l.done())
        .raw("args", argsJson.empty() ? "{}" : argsJson);
    write("hello", o);
}

void Emitter::fact(const std::string& id, const std::string& value, const std::string& detail) {
    JsonObject o;
    o.str("id", id).str("value", value).str("detail", detail);
    write("fact", o);
}

void Emitter::check(const std::string& id, CheckStatus status, const std::string& detail,
                    const std::string& evidenceJson) {
    JsonObject o;
    o.str("id", id).str("status", keyOf(status)).str("detail", detail);
    if (!evidenceJson.empty())
        o.raw("evidence", evidenceJson);
    if (status == CheckStatus::Fail)
        ++m_failedChecks;
    write("check", o);
}

void Emitter::sample(const Sample& s) {
    JsonObject o;
    o.str("metric", s.metric);
    if (s.size)
        o.integer("size", static_cast<std::int64_t>(*s.size));
    else
        o.null("size");
    o.num("value", s.value)
        .str("unit", s.unit)
        .num("median", s.median)
        .num("min", s.min)
        .num("max", s.max)
        .integer("iters", s.iters)
        .raw("extra", s.extra.empty() ? "{}" : s.extra);
    write("sample", o);
}

void Emitter::progress(long done, long total, const std::string& what) {
    JsonObject o;
    o.integer("done", done).integer("total", total).str("what", what);
    write("progress", o);
}

void Emitter::log(LogLevel level, const std::string& message) {
    JsonObject o;
    if (!quiet()) {
        o.str("level", keyOf(level)).str("message", message);
        write("log", o);
        return;
    }
    if (level != LogLevel::Error)
        return;
    const std::string text = "rank " + std::to_string(m_quietRank) + ": " + message;
    std::fprintf(stderr, "%s\n", text.c_str());
    o.str("level", keyOf(level)).str("message", text);
    writeLine("log", o);
}

ExitCode Emitter::end(ExitCode code) {
    JsonObject o;
    o.str("status", endStatusOf(code)).integer("exit_code", exitValue(code));
    write("end", o);
    return code;
}

}  // namespace tbp
