#include "core/import/Iperf3JsonParser.h"

#include "core/import/JsonNumber.h"

#include <QJsonArray>

namespace tb::core {

ParsedImport Iperf3JsonParser::parse(const QByteArray& document) {
    Iperf3JsonParser p;
    p.feed(document.constData(), document.size());
    return p.finish();
}

void Iperf3JsonParser::read(const QJsonObject& root, ParsedImport& result) {
    ParsedRun run;
    run.tool = QStringLiteral("iperf3");
    const QJsonObject start = root.value(QStringLiteral("start")).toObject();
    const QJsonObject end = root.value(QStringLiteral("end")).toObject();
    const QJsonObject test = start.value(QStringLiteral("test_start")).toObject();
    const bool udp = test.value(QStringLiteral("protocol")).toString() == QLatin1String("UDP") ||
                     (end.contains(QStringLiteral("sum")) && !end.contains(QStringLiteral("sum_sent"))) ||
                     end.value(QStringLiteral("sum")).toObject().contains(QStringLiteral("lost_percent"));
    run.operation = udp ? QStringLiteral("udp") : QStringLiteral("tcp");
    if (const QString v = start.value(QStringLiteral("version")).toString(); !v.isEmpty())
        run.env.insert(QStringLiteral("iperf3"), v.left(100));
    QJsonObject labels;
    const QJsonObject link = start.value(QStringLiteral("connected")).toArray().at(0).toObject();
    if (!link.isEmpty()) {
        labels.insert(QStringLiteral("src"), link.value(QStringLiteral("local_host")).toString().left(256));
        labels.insert(QStringLiteral("dst"), link.value(QStringLiteral("remote_host")).toString().left(256));
    }
    for (const auto& [key, arg] : {std::pair{"num_streams", "streams"}, std::pair{"duration", "seconds"},
                                   std::pair{"omit", "omit"}, std::pair{"target_bitrate", "target_bitrate"}}) {
        if (const auto v = jsonNumber(test.value(QLatin1String(key))))
            run.args.insert(QLatin1String(arg), *v);
    }
    if (const QString e = root.value(QStringLiteral("error")).toString(); !e.isEmpty()) {
        run.failed = true;
        run.warnings << tr("iperf3 reported an error: %1").arg(e.left(400));
        result.runs.push_back(run);
        return;
    }
    auto add = [&](const char* metric, const std::optional<double>& v, const char* unit) {
        if (v)
            run.samples.push_back({QLatin1String(metric), std::nullopt, *v, QLatin1String(unit), labels});
    };
    if (!udp) {
        const QJsonObject received = end.value(QStringLiteral("sum_received")).toObject();
        const auto bw = jsonNumber(received.value(QStringLiteral("bits_per_second")));
        if (!bw) {
            run.truncated = true;
            run.warnings << tr("The report has no end.sum_received: the test did not finish.");
            result.runs.push_back(run);
            return;
        }
        add("net.tcp.bw", *bw / 1e9, "Gb/s");
        add("net.tcp.retransmits",
            jsonNumber(end.value(QStringLiteral("sum_sent")).toObject().value(QStringLiteral("retransmits"))), "count");
        std::optional<double> minRtt;
        double meanSum = 0;
        int means = 0;
        for (const QJsonValue& s : end.value(QStringLiteral("streams")).toArray()) {
            const QJsonObject sender = s.toObject().value(QStringLiteral("sender")).toObject();
            if (const auto lo = jsonNumber(sender.value(QStringLiteral("min_rtt"))))
                minRtt = minRtt ? std::min(*minRtt, *lo) : *lo;
            if (const auto mean = jsonNumber(sender.value(QStringLiteral("mean_rtt")))) {
                meanSum += *mean;
                ++means;
            }
        }
        add("net.tcp.rtt_min", minRtt, "us");
        add("net.tcp.rtt_mean", means > 0 ? std::optional<double>(meanSum / means) : std::nullopt, "us");
    } else {
        QJsonObject sum = end.value(QStringLiteral("sum_received")).toObject();
        if (!sum.contains(QStringLiteral("lost_percent")))
            sum = end.value(QStringLiteral("sum")).toObject();
        const auto loss = jsonNumber(sum.value(QStringLiteral("lost_percent")));
        if (!loss) {
            run.truncated = true;
            run.warnings << tr("The report has no end.sum.lost_percent: the UDP test did not finish.");
            result.runs.push_back(run);
            return;
        }
        if (*loss < 0 || *loss > 100) {
            // A percentage outside 0..100 is no measurement; the plausibility screen does not know percentages.
            run.warnings << tr("A packet loss of %1 % is not a percentage; it was not kept.").arg(*loss);
        } else {
            add("net.udp.loss", loss, "%");
        }
        add("net.udp.jitter", jsonNumber(sum.value(QStringLiteral("jitter_ms"))), "ms");
        if (const auto bw = jsonNumber(sum.value(QStringLiteral("bits_per_second"))))
            add("net.udp.bw", *bw / 1e9, "Gb/s");
    }
    result.runs.push_back(run);
}

}  // namespace tb::core
