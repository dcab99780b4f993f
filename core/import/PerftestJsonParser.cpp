#include "core/import/PerftestJsonParser.h"

#include "core/import/JsonNumber.h"

namespace tb::core {

ParsedImport PerftestJsonParser::parse(const QByteArray& document) {
    PerftestJsonParser p;
    p.feed(document.constData(), document.size());
    return p.finish();
}

void PerftestJsonParser::read(const QJsonObject& root, ParsedImport& result) {
    ParsedRun run;
    run.tool = QStringLiteral("perftest");
    const QJsonObject info = root.value(QStringLiteral("test_info")).toObject();
    const QJsonObject res = root.value(QStringLiteral("results")).toObject();
    // "RDMA_Write BW Test", or the test's name in another member of older builds.
    QString title = info.value(QStringLiteral("test")).toString();
    const bool latency = res.contains(QStringLiteral("t_typical")) || res.contains(QStringLiteral("t_avg")) ||
                         title.contains(QLatin1String("Latency"));
    QString verb = QStringLiteral("unknown");
    for (const auto& [marker, word] : {std::pair{"RDMA_Write", "write"}, std::pair{"RDMA_Read", "read"},
                                       std::pair{"Send", "send"}, std::pair{"Atomic", "atomic"}}) {
        if (title.contains(QLatin1String(marker)))
            verb = QLatin1String(word);
    }
    const QString metric = QStringLiteral("rdma.") + verb + (latency ? QStringLiteral(".lat") : QStringLiteral(".bw"));
    run.operation = metric.mid(5).replace(u'.', u'_');
    QJsonObject extra;
    for (const auto& [key, arg] : {std::pair{"Device", "device"}, std::pair{"ib_dev", "device"},
                                   std::pair{"Number of qps", "qps"}, std::pair{"Link type", "link_type"}}) {
        const QJsonValue v = info.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isNull()) {
            run.args.insert(QLatin1String(arg), v.toVariant().toString().left(64));
            extra.insert(QLatin1String(arg), v.toVariant().toString().left(64));
        }
    }
    if (res.isEmpty()) {
        run.failed = true;
        run.warnings << tr("The report has no results: the test did not run to its end.");
        result.runs.push_back(run);
        return;
    }
    std::optional<qint64> size;
    if (const auto s = jsonNumber(res.value(QStringLiteral("MsgSize"))); s && *s >= 0 && *s < 1e15)
        size = qint64(*s);
    if (latency) {
        const auto typical = jsonNumber(res.value(QStringLiteral("t_typical")))
                                 ? jsonNumber(res.value(QStringLiteral("t_typical")))
                                 : jsonNumber(res.value(QStringLiteral("t_avg")));
        if (!typical) {
            run.failed = true;
            run.warnings << tr("The report has no t_typical or t_avg.");
            result.runs.push_back(run);
            return;
        }
        for (const auto& [key, name] : {std::pair{"t_min", "t_min"}, std::pair{"t_max", "t_max"},
                                        std::pair{"t_avg", "t_avg"}, std::pair{"t_stdev", "t_stdev"},
                                        std::pair{"percentile_99", "p99"}, std::pair{"percentile_99.9", "p99_9"}}) {
            if (const auto v = jsonNumber(res.value(QLatin1String(key))))
                extra.insert(QLatin1String(name), *v);
        }
        run.samples.push_back({metric, size, *typical, QStringLiteral("us"), extra});
    } else {
        const auto avg = jsonNumber(res.value(QStringLiteral("BW_average")));
        if (!avg) {
            run.failed = true;
            run.warnings << tr("The report has no BW_average.");
            result.runs.push_back(run);
            return;
        }
        const QString units = info.value(QStringLiteral("BW units")).toString() +
                              info.value(QStringLiteral("report_gbits")).toVariant().toString();
        double scale = 1;
        if (units.contains(QLatin1String("MiB")) || units.contains(QLatin1String("MB"))) {
            scale = 1048576.0 * 8 / 1e9;
        } else if (!units.contains(QLatin1String("Gb")) && !units.contains(QLatin1String("true")) &&
                   units != QLatin1String("1")) {
            run.warnings << tr("The report does not say its bandwidth unit; it was read as Gb/s (--report_gbits).");
        }
        if (*avg == 0) {
            run.failed = true;
            run.warnings << tr("The report's bandwidth is 0: the test moved nothing.");
            result.runs.push_back(run);
            return;
        }
        if (const auto peak = jsonNumber(res.value(QStringLiteral("BW_peak"))))
            extra.insert(QStringLiteral("peak_gbps"), *peak * scale);
        if (const auto rate = jsonNumber(res.value(QStringLiteral("MsgRate"))))
            extra.insert(QStringLiteral("msg_rate_mpps"), *rate);
        run.samples.push_back({metric, size, *avg * scale, QStringLiteral("Gb/s"), extra});
    }
    result.runs.push_back(run);
}

}  // namespace tb::core
