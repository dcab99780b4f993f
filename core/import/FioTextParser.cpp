#include "core/import/FioTextParser.h"

#include "core/import/ByteText.h"

namespace tb::core {

using namespace tb::core::bytes;

namespace {

// "9271", "92.7k", "1.2M": fio's short counts.
std::optional<double> shortCount(View s) {
    double mul = 1;
    if (!s.empty() && (s.back() == 'k' || s.back() == 'K'))
        mul = 1e3;
    else if (!s.empty() && s.back() == 'M')
        mul = 1e6;
    if (mul > 1)
        s.remove_suffix(1);
    const auto v = toDouble(s);
    return v ? std::optional<double>(*v * mul) : std::nullopt;
}

// "36.2MiB" (fio 3, binary), "38.0MB" (fio 3's decimal), "65536KB" (fio 2: KiB): bytes. binaryK: fio 2's KB/MB/GB.
std::optional<double> sizeBytes(View s, bool fio2) {
    size_t i = 0;
    while (i < s.size() && (isDigit(s[i]) || s[i] == '.'))
        ++i;
    const auto v = toDouble(s.substr(0, i));
    if (!v)
        return std::nullopt;
    const View unit = s.substr(i);
    const bool binary = fio2 || contains(unit, "i");
    const double k = binary ? 1024.0 : 1000.0;
    double mul = 1;
    if (startsWith(unit, "K") || startsWith(unit, "k"))
        mul = k;
    else if (startsWith(unit, "M"))
        mul = k * k;
    else if (startsWith(unit, "G"))
        mul = k * k * k;
    else if (startsWith(unit, "T"))
        mul = k * k * k * k;
    else if (!startsWith(unit, "B"))
        return std::nullopt;
    return *v * mul;
}

// The value after `key` up to the next ',', ' ' or ')' (trimmed of leading spaces).
View valueAfter(View line, View key) {
    const size_t p = line.find(key);
    if (p == View::npos)
        return {};
    View rest = trimLeft(line.substr(p + key.size()));
    size_t e = 0;
    while (e < rest.size() && rest[e] != ',' && rest[e] != ' ' && rest[e] != ')' && rest[e] != ';')
        ++e;
    return rest.substr(0, e);
}

}  // namespace

FioJob::Direction* FioTextParser::direction() {
    if (!m_job || m_direction < 0 || m_direction >= m_job->directions.size())
        return nullptr;
    return &m_job->directions[m_direction];
}

void FioTextParser::closeJob() {
    if (!m_job)
        return;
    const Definition def =
        m_definitions.value(m_job->host + u'\n' + m_job->name, m_definitions.value(u'\n' + m_job->name));
    if (m_job->rw.isEmpty())
        m_job->rw = def.rw;
    if (m_job->blockSize.isEmpty())
        m_job->blockSize = def.bs;
    if (!m_job->rw.isEmpty())
        m_job->options.insert(QStringLiteral("rw"), m_job->rw);
    if (!m_job->blockSize.isEmpty())
        m_job->options.insert(QStringLiteral("bs"), m_job->blockSize);
    if (m_runs.size() < kMaxJobs)
        m_runs.push_back(m_job->toRun(m_version));
    else
        ++m_dropped;
    m_job.reset();
    m_direction = -1;
    m_percentileToUs = 0;
}

void FioTextParser::addLine(std::string_view raw, bool, bool) {
    View line = trimRight(raw);
    // Client/server: "<host> " before a client's lines.
    if (startsWith(line, "<")) {
        const size_t close = line.find("> ");
        if (close != View::npos && close > 1 && close < 256) {
            m_host = str(line.substr(1, close - 1));
            line = line.substr(close + 2);
        } else if (endsWith(line, ">") && line.size() < 256) {
            m_host = str(line.substr(1, line.size() - 2));
            return;
        }
    }
    const View t = trim(line);
    if (t.empty())
        return;
    if (startsWith(t, "hostname=")) {
        m_host = str(valueAfter(t, "hostname="));
        if (const View fio = valueAfter(t, "fio="); !fio.empty())
            m_version = str(fio);
        return;
    }
    if (startsWith(t, "fio-") && t.size() < 32) {
        m_version = str(t);
        return;
    }
    if (startsWith(t, "Run status group")) {
        closeJob();
        m_summary = true;
        return;
    }
    // "seq: (g=0): rw=read, bs=(R) 1024KiB-1024KiB, ..." (fio 2: "bs=1M-1M/1M-1M/1M-1M")
    if (const size_t g = t.find(": (g="); g != View::npos && contains(t, "rw=")) {
        Definition d;
        d.rw = str(valueAfter(t, "rw="));
        View bs = valueAfter(t, "bs=");
        if (startsWith(bs, "(R"))
            bs = valueAfter(t, "bs=(R) ");
        const size_t cut = bs.find_first_of("-/");
        d.bs = str(bs.substr(0, cut));
        m_definitions.insert(m_host + u'\n' + str(t.substr(0, g)), d);
        m_definitions.insert(u'\n' + str(t.substr(0, g)), d);
        return;
    }
    // "seq: (groupid=0, jobs=1): err= 0: pid=32004: ..."
    if (const size_t g = t.find(": (groupid="); g != View::npos) {
        closeJob();
        m_job = FioJob();
        m_job->name = str(t.substr(0, g).substr(0, 256));
        // fio's sum over the clients is no one client's.
        m_job->host = m_job->name == QLatin1String("All clients") ? QString() : m_host;
        if (const size_t e = t.find("err="); e != View::npos) {
            const View rest = trimLeft(t.substr(e + 4));
            size_t n = 0;
            while (n < rest.size() && (isDigit(rest[n]) || rest[n] == '-'))
                ++n;
            const auto err = toInt(rest.substr(0, n));
            m_job->error = !err ? 1 : (*err > 1000000 || *err < -1000000) ? 1 : int(*err);
        }
        return;
    }
    if (!m_job)
        return;
    for (const char* dir : {"read", "write", "trim"}) {
        const View d(dir);
        if (!startsWith(t, d))
            continue;
        const View after = trimLeft(t.substr(d.size()));
        if (!startsWith(after, ":"))
            continue;
        FioJob::Direction x;
        x.name = QString::fromLatin1(dir);
        if (contains(after, "IOPS=")) {  // fio 3
            x.iops = shortCount(valueAfter(after, "IOPS="));
            x.bwBytesPerS = sizeBytes(valueAfter(after, "BW="), false);
            // "(36.3MiB/1001msec)": what moved, and in how long.
            const size_t open = after.find(")(");
            if (open != View::npos) {
                const View io = after.substr(open + 2);
                const size_t slash = io.find('/');
                if (slash != View::npos) {
                    x.ioBytes = sizeBytes(io.substr(0, slash), false);
                    const View took = io.substr(slash + 1);
                    if (const size_t ms = took.find("msec"); ms != View::npos)
                        x.runtimeMs = toDouble(took.substr(0, ms));
                }
            }
        } else {  // fio 2
            x.iops = toDouble(valueAfter(after, "iops="));
            const View bw = valueAfter(after, "bw=");
            x.bwBytesPerS = endsWith(bw, "/s") ? sizeBytes(bw.substr(0, bw.size() - 2), true) : std::nullopt;
            x.ioBytes = sizeBytes(valueAfter(after, "io="), true);
            const View runt = valueAfter(after, "runt=");
            x.runtimeMs = endsWith(runt, "msec") ? toDouble(runt.substr(0, runt.size() - 4)) : std::nullopt;
        }
        for (const auto& f : {x.ioBytes, x.bwBytesPerS, x.iops})
            x.moved = x.moved || (f && *f != 0);
        m_job->directions.push_back(x);
        m_direction = int(m_job->directions.size()) - 1;
        m_percentileToUs = 0;
        return;
    }
    // "clat percentiles (usec):" then "|  1.00th=[   26],  5.00th=[   30], ..." rows.
    if (startsWith(t, "clat percentiles (") ||
        (startsWith(t, "lat percentiles (") && direction() && !direction()->clatP50Us && !direction()->clatP99Us)) {
        const View unit = valueAfter(t, "(");
        m_percentileToUs = unit == "nsec" ? 1e-3 : unit == "usec" ? 1 : unit == "msec" ? 1e3 : 0;
        return;
    }
    if (startsWith(t, "|") && m_percentileToUs > 0) {
        FioJob::Direction* d = direction();
        if (!d)
            return;
        size_t pos = 0;
        while ((pos = t.find("th=[", pos)) != View::npos) {
            size_t s = pos;
            while (s > 0 && (isDigit(t[s - 1]) || t[s - 1] == '.'))
                --s;
            const View pct = t.substr(s, pos - s);
            const size_t close = t.find(']', pos);
            if (close == View::npos)
                break;
            const auto v = toDouble(trim(t.substr(pos + 4, close - pos - 4)));
            if (v && pct == "50.00")
                d->clatP50Us = *v * m_percentileToUs;
            else if (v && pct == "99.00")
                d->clatP99Us = *v * m_percentileToUs;
            pos = close;
        }
        return;
    }
    m_percentileToUs = 0;  // any other line ends a percentile table
}

ParsedImport FioTextParser::finish(const StreamEnd& end) {
    ParsedImport result;
    result.format = QStringLiteral("fio");
    const bool openJob = bool(m_job);
    closeJob();
    if (!m_summary && !m_runs.isEmpty()) {
        result.truncated = true;
        result.warnings << (openJob ? tr("fio's output ends inside a job's result, before its \"Run status group\" "
                                         "summary: it was cut short.")
                                    : tr("fio's output ends before its \"Run status group\" summary: it was cut "
                                         "short."));
    } else if (end.endedWithoutNewline && openJob) {
        result.truncated = true;
    }
    if (m_dropped > 0) {
        result.truncated = true;
        result.warnings << tr("Only the first %1 jobs were read; %2 more were not.").arg(kMaxJobs).arg(m_dropped);
    }
    for (ParsedRun& run : m_runs)
        run.truncated = result.truncated;
    result.runs = std::move(m_runs);
    m_runs.clear();
    return result;
}

}  // namespace tb::core
