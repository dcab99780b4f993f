#include "core/import/FioJob.h"

#include "core/import/JsonNumber.h"

#include <QJsonArray>

#include <limits>

namespace tb::core {

namespace {

// A figure of the job: a number, or a string holding one. fio's own spellings of a double that is not finite (nan,
// -nan, inf: the JSON parser got them quoted) are read as such, so the screen refuses them with their words.
std::optional<double> numberIn(const QJsonObject& o, const QString& key) {
    const QJsonValue v = o.value(key);
    if (v.isString()) {
        const QString t = v.toString().trimmed().toLower();
        if (t == QLatin1String("nan") || t == QLatin1String("-nan") || t == QLatin1String("+nan"))
            return std::numeric_limits<double>::quiet_NaN();
        if (t == QLatin1String("inf") || t == QLatin1String("+inf") || t == QLatin1String("infinity"))
            return std::numeric_limits<double>::infinity();
        if (t == QLatin1String("-inf") || t == QLatin1String("-infinity"))
            return -std::numeric_limits<double>::infinity();
    }
    return o.contains(key) ? jsonNumber(v) : std::nullopt;
}

// A percentile of fio's latency object ("50.000000" in clat_ns.percentile), scaled to microseconds.
std::optional<double> percentile(const QJsonObject& lat, const QString& key, double toUs) {
    const auto v = numberIn(lat.value(QStringLiteral("percentile")).toObject(), key);
    return v ? std::optional<double>(*v * toUs) : std::nullopt;
}

// fio's block size words ("1M", "4k", "1024KiB", "4096"): powers of 1024 by default, as fio reads them.
std::optional<qint64> blockBytes(const QString& text) {
    QString t = text.trimmed().toLower();
    if (t.contains(u'-'))
        t = t.section(u'-', 0, 0);  // "4096b-4096b" ranges: the smallest
    if (t.contains(u','))
        t = t.section(u',', 0, 0);  // "4k,64k": the read size
    if (t.endsWith(QLatin1String("ib")))
        t.chop(2);
    else if (t.endsWith(u'b'))
        t.chop(1);
    qint64 mul = 1;
    if (t.endsWith(u'k'))
        mul = qint64(1) << 10;
    else if (t.endsWith(u'm'))
        mul = qint64(1) << 20;
    else if (t.endsWith(u'g'))
        mul = qint64(1) << 30;
    if (mul > 1)
        t.chop(1);
    bool ok = false;
    const qint64 v = t.toLongLong(&ok);
    if (!ok || v <= 0 || v > (qint64(1) << 40) / mul)
        return std::nullopt;
    return v * mul;
}

}  // namespace

QStringList FioJob::phasesOf(const QString& rw) {
    const QString r = rw.trimmed().toLower();
    if (r == QLatin1String("read") || r == QLatin1String("randread"))
        return {QStringLiteral("read")};
    if (r == QLatin1String("write") || r == QLatin1String("randwrite"))
        return {QStringLiteral("write")};
    if (r == QLatin1String("rw") || r == QLatin1String("readwrite") || r == QLatin1String("randrw"))
        return {QStringLiteral("read"), QStringLiteral("write")};
    if (r == QLatin1String("trim") || r == QLatin1String("randtrim"))
        return {QStringLiteral("trim")};
    if (r == QLatin1String("trimwrite") || r == QLatin1String("randtrimwrite"))
        return {QStringLiteral("trim"), QStringLiteral("write")};
    return {};
}

FioJob FioJob::fromJson(const QJsonObject& job) {
    FioJob j;
    j.name = job.value(QStringLiteral("jobname")).toString();
    j.host = job.value(QStringLiteral("hostname")).toString();
    if (const auto e = numberIn(job, QStringLiteral("error")))
        j.error = *e >= -1e9 && *e <= 1e9 ? int(*e) : 1;
    const QJsonObject opts = job.value(QStringLiteral("job options")).toObject();
    for (const char* key : {"rw", "readwrite", "bs", "numjobs", "iodepth", "direct", "ioengine", "size", "runtime",
                            "directory", "filename"}) {
        const QString k = QString::fromLatin1(key);
        if (opts.value(k).isString())
            j.options.insert(k, opts.value(k).toString().left(256));
    }
    j.rw = opts.value(QStringLiteral("rw")).toString(opts.value(QStringLiteral("readwrite")).toString());
    j.blockSize = opts.value(QStringLiteral("bs")).toString();
    for (const char* dir : {"read", "write", "trim"}) {
        const QJsonValue v = job.value(QString::fromLatin1(dir));
        if (!v.isObject())
            continue;
        const QJsonObject d = v.toObject();
        Direction x;
        x.name = QString::fromLatin1(dir);
        // fio 3 added bw_bytes (and clat_ns); without it the figures are fio 2's: bw and io_bytes in KiB.
        const bool fio2 = !d.contains(QStringLiteral("bw_bytes"));
        const double unit = fio2 ? 1024 : 1;
        if (const auto b = numberIn(d, fio2 ? QStringLiteral("bw") : QStringLiteral("bw_bytes")))
            x.bwBytesPerS = *b * unit;
        if (const auto b = numberIn(d, QStringLiteral("io_bytes")))
            x.ioBytes = *b * unit;
        x.iops = numberIn(d, QStringLiteral("iops"));
        x.runtimeMs = numberIn(d, QStringLiteral("runtime"));
        const QJsonObject clatNs = d.value(QStringLiteral("clat_ns")).toObject();
        const QJsonObject clatUs = d.value(QStringLiteral("clat")).toObject();
        const QJsonObject latNs = d.value(QStringLiteral("lat_ns")).toObject();
        for (const auto& [lat, toUs] : {std::pair{clatNs, 1e-3}, std::pair{clatUs, 1.0}, std::pair{latNs, 1e-3}}) {
            if (!x.clatP50Us && !x.clatP99Us && lat.contains(QStringLiteral("percentile"))) {
                x.clatP50Us = percentile(lat, QStringLiteral("50.000000"), toUs);
                x.clatP99Us = percentile(lat, QStringLiteral("99.000000"), toUs);
            }
        }
        const auto totalIos = numberIn(d, QStringLiteral("total_ios"));
        // Moved: any figure that is not zero (a NaN or a negative one counts, so it reaches the screen and is refused
        // there with its words, rather than passing for an idle phase).
        for (const auto& f : {x.ioBytes, x.bwBytesPerS, x.iops, totalIos}) {
            x.moved = x.moved || (f && *f != 0);
        }
        j.directions.push_back(x);
    }
    return j;
}

ParsedRun FioJob::toRun(const QString& fioVersion) const {
    ParsedRun run;
    run.tool = QStringLiteral("fio");
    QStringList wanted = phasesOf(rw);
    QStringList moved;
    for (const Direction& d : directions) {
        if (d.moved)
            moved << d.name;
    }
    run.operation = !rw.isEmpty() ? rw.left(32) : moved.isEmpty() ? QStringLiteral("unknown") : moved.join(u'+');
    run.label = host.isEmpty() ? name.left(256) : QStringLiteral("%1 @ %2").arg(name.left(256), host.left(256));
    run.args = options;
    run.args.insert(QStringLiteral("jobname"), name.left(256));
    if (!host.isEmpty())
        run.args.insert(QStringLiteral("host"), host.left(256));
    if (!fioVersion.isEmpty())
        run.env.insert(QStringLiteral("fio_version"), fioVersion.left(64));
    const std::optional<qint64> bs = blockBytes(blockSize);
    QJsonObject extra{{QStringLiteral("job"), name.left(256)}};
    if (!rw.isEmpty())
        extra.insert(QStringLiteral("rw"), rw.left(32));
    if (!host.isEmpty())
        extra.insert(QStringLiteral("host"), host.left(256));
    if (options.contains(QStringLiteral("direct")))
        extra.insert(QStringLiteral("direct"), options.value(QStringLiteral("direct")));
    const QString gbs = QStringLiteral("GB/s"), us = QStringLiteral("us");
    for (const Direction& d : directions) {
        if (!d.moved)
            continue;
        auto add = [&](const char* metric, const std::optional<double>& v, double scale, const QString& unit) {
            if (v)
                run.samples.push_back({d.name + u'.' + QLatin1String(metric), bs, *v * scale, unit, extra});
        };
        add("bw", d.bwBytesPerS, 1e-9, gbs);
        add("iops", d.iops, 1, QStringLiteral("IOPS"));
        add("clat_p50", d.clatP50Us, 1, us);
        add("clat_p99", d.clatP99Us, 1, us);
        if (!d.bwBytesPerS)
            run.warnings << tr("Job \"%1\": its %2 phase gives no bandwidth.").arg(name.left(80), d.name);
    }
    if (wanted.isEmpty()) {
        if (!rw.isEmpty())
            run.warnings << tr("Job \"%1\": rw=%2 is not an fio mode; its phases were taken from what moved data.")
                                .arg(name.left(80), rw.left(32));
        wanted = moved;
        if (wanted.isEmpty()) {
            run.failed = true;
            run.warnings << tr("Job \"%1\" moved no data: it has no result.").arg(name.left(80));
        }
    }
    QStringList missing;
    for (const QString& w : wanted) {
        if (!moved.contains(w))
            missing << w;
    }
    if (!missing.isEmpty()) {
        run.failed = true;
        run.warnings << tr("Job \"%1\" (rw=%2) has no %3 result: a job missing one of its phases is not a pass.")
                            .arg(name.left(80), rw.left(32), missing.join(QStringLiteral(", ")));
    }
    if (error != 0) {
        run.failed = true;
        run.warnings << tr("fio reported error %1 for job \"%2\".").arg(error).arg(name.left(80));
    }
    return run;
}

}  // namespace tb::core
