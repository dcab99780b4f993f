#include "core/import/NvbandwidthJsonParser.h"

#include "core/import/NvbandwidthParser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace tb::core {

ParsedImport NvbandwidthJsonParser::parse(const QByteArray& document) {
    ParsedImport result;
    result.format = QStringLiteral("nvbandwidth-json");
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(document, &err);
    if (doc.isNull() || !doc.isObject()) {
        result.warnings << tr("Not valid JSON: %1 at offset %2.").arg(err.errorString()).arg(err.offset);
        return result;
    }
    QJsonObject root = doc.object();
    if (root.value(QStringLiteral("nvbandwidth")).isObject())
        root = root.value(QStringLiteral("nvbandwidth")).toObject();
    ParsedRun run;
    run.tool = QStringLiteral("nvbandwidth");
    run.operation = QStringLiteral("bandwidth");
    for (const auto& [key, env] : {std::pair{QStringLiteral("version"), QStringLiteral("nvbandwidth_version")},
                                   std::pair{QStringLiteral("git_version"), QStringLiteral("git_version")},
                                   std::pair{QStringLiteral("CUDA Runtime Version"), QStringLiteral("cuda_runtime")},
                                   std::pair{QStringLiteral("Driver Version"), QStringLiteral("driver")}}) {
        if (root.contains(key))
            run.env.insert(env, root.value(key).toVariant().toString());
    }
    for (const QJsonValue& d : root.value(QStringLiteral("GPU Device list")).toArray()) {
        // "0: NVIDIA H100 80GB HBM3 (00000000:19:00): (host)"
        const QString s = d.toString();
        QJsonObject dev{{QStringLiteral("name"), s.section(u':', 1).trimmed()}};
        bool ok = false;
        const int idx = s.section(u':', 0, 0).toInt(&ok);
        if (ok)
            dev.insert(QStringLiteral("device"), idx);
        run.devices.append(dev);
    }
    run.rankCount = int(run.devices.size());
    int waived = 0;
    for (const QJsonValue& tv : root.value(QStringLiteral("testcases")).toArray()) {
        const QJsonObject t = tv.toObject();
        const QString name = t.value(QStringLiteral("name")).toString();
        const QString status = t.value(QStringLiteral("status")).toString();
        if (status == QLatin1String("Waived")) {
            ++waived;
            continue;
        }
        if (status == QLatin1String("Error")) {
            run.failed = true;
            run.warnings << tr("Test %1 failed: %2").arg(name, t.value(QStringLiteral("error")).toString());
            continue;
        }
        const QString desc = t.value(QStringLiteral("bandwidth_description")).toString();
        const bool latency = desc.contains(QLatin1String("(ns)")) || name.contains(QLatin1String("latency"));
        const QString metric = NvbandwidthParser::metricFor(name, latency);
        const QString unit = latency ? QStringLiteral("ns") : QStringLiteral("GB/s");
        const QString rowKind =
            desc.contains(QLatin1String("CPU(row)")) ? QStringLiteral("cpu") : QStringLiteral("gpu");
        const QString colKind =
            desc.contains(QLatin1String("CPU(column)")) ? QStringLiteral("cpu") : QStringLiteral("gpu");
        const bool reversed = desc.contains(QLatin1String("<-")) && !desc.contains(QLatin1String("<->"));
        const QJsonArray matrix = t.value(QStringLiteral("bandwidth_matrix")).toArray();
        for (qsizetype r = 0; r < matrix.size(); ++r) {
            const QJsonArray row = matrix.at(r).toArray();
            for (qsizetype c = 0; c < row.size(); ++c) {
                const QJsonValue cell = row.at(c);
                bool ok = cell.isDouble();
                double v = cell.toDouble();
                if (cell.isString())
                    v = cell.toString().toDouble(&ok);
                if (!ok)
                    continue;
                QString src = rowKind + QString::number(r);
                QString dst = colKind + QString::number(c);
                if (reversed)
                    std::swap(src, dst);
                run.samples.push_back(
                    {metric, std::nullopt, v, unit,
                     QJsonObject{
                         {QStringLiteral("test"), name}, {QStringLiteral("src"), src}, {QStringLiteral("dst"), dst}}});
            }
        }
        const QJsonValue sum = t.value(QStringLiteral("sum"));
        bool ok = sum.isDouble();
        double sv = sum.toDouble();
        if (sum.isString())
            sv = sum.toString().toDouble(&ok);
        if (ok) {
            run.samples.push_back(
                {metric + QStringLiteral(".sum"), std::nullopt, sv, unit, QJsonObject{{QStringLiteral("test"), name}}});
        }
    }
    if (waived > 0) {
        run.findings.push_back({QStringLiteral("fact"), QStringLiteral("nvbandwidth.waived"), QString(),
                                QString::number(waived), tr("Tests waived (not applicable on this system).")});
    }
    if (root.value(QStringLiteral("error")).isString() && !root.value(QStringLiteral("error")).toString().isEmpty()) {
        run.failed = true;
        run.warnings << root.value(QStringLiteral("error")).toString();
    }
    if (!run.samples.isEmpty() || run.failed)
        result.runs.push_back(run);
    return result;
}

}  // namespace tb::core
