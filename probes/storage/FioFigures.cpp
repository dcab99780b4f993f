#include "FioFigures.h"

namespace tbp {

namespace {

std::optional<double> percentile(const JsonValue* lat, const char* key, double toUs) {
    const JsonValue* p = lat ? lat->get("percentile") : nullptr;
    double v = 0;
    if (p && p->numberAt(key, v) && v >= 0)
        return v * toUs;
    return std::nullopt;
}

}  // namespace

bool readFioJson(const std::string& text, std::string& version, std::vector<FioJobFigures>& jobs, std::string& err) {
    // fio may print a note ("fio: ...") on stdout before the document: start at the first line that opens it.
    std::size_t start = std::string::npos;
    for (std::size_t pos = 0; pos < text.size();) {
        if (text[pos] == '{') {
            start = pos;
            break;
        }
        const std::size_t nl = text.find('\n', pos);
        if (nl == std::string::npos)
            break;
        pos = nl + 1;
    }
    if (start == std::string::npos) {
        err = "fio wrote no JSON document";
        return false;
    }
    JsonValue doc;
    if (!parseJson(std::string_view(text).substr(start), doc, err))
        return false;
    version = doc.textAt("fio version");
    const JsonValue* list = doc.get("jobs");
    if (!list || list->kind != JsonValue::Kind::Array) {
        err = "fio's JSON has no jobs";
        return false;
    }
    for (const JsonValue& job : list->items) {
        FioJobFigures f;
        f.jobName = job.textAt("jobname");
        double e = 0;
        if (job.numberAt("error", e))
            f.error = int(e);
        for (const char* dir : {"read", "write", "trim"}) {
            const JsonValue* d = job.get(dir);
            if (!d || d->kind != JsonValue::Kind::Object)
                continue;
            FioDirection x;
            x.name = dir;
            // fio 2 has no bw_bytes; its bw is KiB/s and its io_bytes, despite the name, KiB.
            const bool fio2 = d->get("bw_bytes") == nullptr;
            double kib = 0;
            if (fio2) {
                if (d->numberAt("io_bytes", kib))
                    x.ioBytes = kib * 1024;
                if (d->numberAt("bw", kib))
                    x.bwBytesPerS = kib * 1024;
            } else {
                d->numberAt("io_bytes", x.ioBytes);
                d->numberAt("bw_bytes", x.bwBytesPerS);
            }
            d->numberAt("iops", x.iops);
            d->numberAt("runtime", x.runtimeMs);
            if (const JsonValue* ns = d->get("clat_ns")) {
                x.clatP50Us = percentile(ns, "50.000000", 1e-3);
                x.clatP99Us = percentile(ns, "99.000000", 1e-3);
            } else if (const JsonValue* us = d->get("clat")) {
                x.clatP50Us = percentile(us, "50.000000", 1);
                x.clatP99Us = percentile(us, "99.000000", 1);
            }
            if (x.ioBytes > 0)
                f.directions.push_back(x);
        }
        jobs.push_back(f);
    }
    return true;
}

}  // namespace tbp
