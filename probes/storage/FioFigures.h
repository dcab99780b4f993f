// What tb-storage takes from fio's JSON: per direction (read, write, trim) the bytes moved, bandwidth, IOPS and the
// completion-latency percentiles. fio 3 writes bw_bytes and clat_ns; fio 2 only bw in KiB/s and clat in us.
#pragma once

#include "JsonValue.h"

#include <optional>
#include <string>
#include <vector>

namespace tbp {

struct FioDirection {
    std::string name;  // read | write | trim
    double ioBytes = 0;
    double bwBytesPerS = 0;
    double iops = 0;
    double runtimeMs = 0;
    std::optional<double> clatP50Us, clatP99Us;
};

struct FioJobFigures {
    std::string jobName;
    int error = 0;                         // fio's per-job error (an errno)
    std::vector<FioDirection> directions;  // only those that moved bytes
};

// The fio version ("fio-3.33") and the jobs of a document written by fio --output-format=json; false with `err`
// when the text holds no fio JSON (a leading line of warnings before the document is skipped).
bool readFioJson(const std::string& text, std::string& version, std::vector<FioJobFigures>& jobs, std::string& err);

}  // namespace tbp
