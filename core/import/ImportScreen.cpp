#include "core/import/ImportScreen.h"

#include "core/domain/Plausibility.h"

#include <QCoreApplication>

#include <cmath>

namespace tb::core {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("ImportScreen", text);
}

const QString kRefused = QStringLiteral("import.refused_values");

QString exact(double v) {
    return QString::number(v, 'g', 17);
}

}  // namespace

void ImportScreen::addRefused(ParsedRun& run, qint64 count, const QStringList& texts) {
    if (count <= 0)
        return;
    for (FindingRecord& f : run.findings) {
        if (f.key == kRefused) {
            f.value = QString::number(f.value.toLongLong() + count);
            if (f.detail.size() < 4000)
                f.detail += QStringLiteral(" | ") + texts.join(QStringLiteral(" | "));
            return;
        }
    }
    run.findings.push_back({QStringLiteral("check"), kRefused, QStringLiteral("warn"), QString::number(count),
                            tr("%1 figures were not used: %2").arg(count).arg(texts.join(QStringLiteral(" | ")))});
    run.warnings
        << tr("%1 impossible figures were not used; their text is in finding import.refused_values.").arg(count);
}

void ImportScreen::apply(ParsedImport& parsed) {
    for (ParsedRun& run : parsed.runs) {
        qint64 refused = 0;
        QStringList texts;
        auto problem = [&](const PlausibilityCheck& c, const QString& text) {
            if (c.ok())
                return false;
            const QString where = QStringLiteral("%1 (%2)").arg(text, c.reason);
            if (c.notFinite()) {
                ++parsed.invalidValues;
                if (parsed.invalidInput.isEmpty())
                    parsed.invalidInput = where;
            } else {
                ++refused;
                if (texts.size() < 8)
                    texts << where;
            }
            return true;
        };
        const QString op = run.operation.isEmpty() ? QStringLiteral("unknown") : run.operation;
        QVector<CollectiveRow> rows;
        rows.reserve(run.rows.size());
        for (const CollectiveRow& r : run.rows) {
            const QString rowText = tr("%1 row of size %2").arg(op).arg(r.sizeBytes);
            bool bad = problem(Plausibility::sizeBytes(double(r.sizeBytes)), rowText);
            for (const CollectiveHalf* h : {&r.outOfPlace, &r.inPlace}) {
                if (!h->present)
                    continue;
                bad = problem(Plausibility::sample(op + QStringLiteral(".time_us"), h->timeUs, QStringLiteral("us")),
                              rowText + QStringLiteral(": time_us ") + exact(h->timeUs)) ||
                      bad;
                bad = problem(Plausibility::sample(op + QStringLiteral(".algbw"), h->algbw, QStringLiteral("GB/s")),
                              rowText + QStringLiteral(": algbw ") + exact(h->algbw)) ||
                      bad;
                bad = problem(Plausibility::sample(op + QStringLiteral(".busbw"), h->busbw, QStringLiteral("GB/s")),
                              rowText + QStringLiteral(": busbw ") + exact(h->busbw)) ||
                      bad;
            }
            if (!bad)
                rows.push_back(r);
        }
        if (rows.size() != run.rows.size())
            run.rows = rows;
        QVector<SampleRecord> samples;
        samples.reserve(run.samples.size());
        for (const SampleRecord& s : run.samples) {
            const QString text = QStringLiteral("%1 = %2 %3").arg(s.metric, exact(s.value), s.unit);
            bool bad = problem(Plausibility::sample(s.metric, s.value, s.unit), text);
            if (s.sizeBytes)
                bad = problem(Plausibility::sizeBytes(double(*s.sizeBytes)), text) || bad;
            if (!bad)
                samples.push_back(s);
        }
        if (samples.size() != run.samples.size())
            run.samples = samples;
        if (run.summaryAvgBusbw &&
            !Plausibility::sample(op + QStringLiteral(".busbw"), *run.summaryAvgBusbw, QStringLiteral("GB/s")).ok()) {
            problem(Plausibility::sample(op + QStringLiteral(".busbw"), *run.summaryAvgBusbw, QStringLiteral("GB/s")),
                    tr("Avg bus bandwidth %1").arg(exact(*run.summaryAvgBusbw)));
            run.summaryAvgBusbw.reset();
        }
        addRefused(run, refused, texts);
    }
}

}  // namespace tb::core
