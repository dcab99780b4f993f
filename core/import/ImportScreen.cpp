#include "core/import/ImportScreen.h"

#include "core/domain/Plausibility.h"

#include <cmath>
#include <utility>

namespace tb::core {

namespace {

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
    run.findings.push_back({FindingKind::Check, kRefused, FindingStatus::Warn, QString::number(count),
                            tr("%1 figures were not used: %2").arg(count).arg(texts.join(QStringLiteral(" | ")))});
    run.warnings
        << tr("%1 impossible figures were not used; their text is in finding import.refused_values.").arg(count);
}

void ImportScreen::apply(ParsedImport& parsed) {
    for (ParsedRun& run : parsed.runs) {
        qint64 refused = 0;
        QStringList texts;
        // text() is only called for a figure that is refused: building it for every figure would cost more than
        // the parse (the common case must stay allocation-free).
        auto problem = [&](const PlausibilityCheck& c, auto&& text) {
            if (c.ok())
                return false;
            const QString where = QStringLiteral("%1 (%2)").arg(text(), c.reason);
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
        const QString busbw = op + QStringLiteral(".busbw"), algbw = op + QStringLiteral(".algbw"),
                      time = op + QStringLiteral(".time_us");
        const QString gbs = QStringLiteral("GB/s"), us = QStringLiteral("us");
        QVector<CollectiveRow> rows;
        bool rowsChanged = false;
        for (qsizetype i = 0; i < run.rows.size(); ++i) {
            const CollectiveRow& r = std::as_const(run.rows)[i];
            auto rowText = [&](const char* field, double v) {
                return tr("%1 row of size %2").arg(op).arg(r.sizeBytes) +
                       (field ? QStringLiteral(": %1 %2").arg(QLatin1String(field), exact(v)) : QString());
            };
            using Q = Plausibility::Quantity;
            bool fine = r.sizeBytes >= 0 && double(r.sizeBytes) <= Plausibility::kMaxBytes;
            for (const CollectiveHalf* h : {&r.outOfPlace, &r.inPlace}) {
                fine = fine && (!h->present || (Plausibility::plausible(Q::Duration, h->timeUs) &&
                                                Plausibility::plausible(Q::CollectiveBandwidth, h->algbw) &&
                                                Plausibility::plausible(Q::CollectiveBandwidth, h->busbw)));
            }
            if (fine) {
                if (rowsChanged)
                    rows.push_back(r);
                continue;
            }
            bool bad = problem(Plausibility::sizeBytes(double(r.sizeBytes)), [&] { return rowText(nullptr, 0); });
            for (const CollectiveHalf* h : {&r.outOfPlace, &r.inPlace}) {
                if (!h->present)
                    continue;
                bad =
                    problem(Plausibility::sample(time, h->timeUs, us), [&] { return rowText("time_us", h->timeUs); }) ||
                    bad;
                bad = problem(Plausibility::sample(algbw, h->algbw, gbs), [&] { return rowText("algbw", h->algbw); }) ||
                      bad;
                bad = problem(Plausibility::sample(busbw, h->busbw, gbs), [&] { return rowText("busbw", h->busbw); }) ||
                      bad;
            }
            if (bad && !rowsChanged) {
                rowsChanged = true;
                rows = run.rows.mid(0, i);
            } else if (!bad && rowsChanged) {
                rows.push_back(r);
            }
        }
        if (rowsChanged)
            run.rows = rows;
        QVector<SampleRecord> samples;
        bool samplesChanged = false;
        for (qsizetype i = 0; i < run.samples.size(); ++i) {
            const SampleRecord& s = std::as_const(run.samples)[i];
            auto text = [&] { return QStringLiteral("%1 = %2 %3").arg(s.metric, exact(s.value), s.unit); };
            bool bad = problem(Plausibility::sample(s.metric, s.value, s.unit), text);
            if (s.sizeBytes)
                bad = problem(Plausibility::sizeBytes(double(*s.sizeBytes)), text) || bad;
            if (bad && !samplesChanged) {
                samplesChanged = true;
                samples = run.samples.mid(0, i);
            } else if (!bad && samplesChanged) {
                samples.push_back(s);
            }
        }
        if (samplesChanged)
            run.samples = samples;
        if (run.summaryAvgBusbw) {
            const PlausibilityCheck c = Plausibility::sample(busbw, *run.summaryAvgBusbw, gbs);
            if (!c.ok()) {
                problem(c, [&] { return tr("Avg bus bandwidth %1").arg(exact(*run.summaryAvgBusbw)); });
                run.summaryAvgBusbw.reset();
            }
        }
        addRefused(run, refused, texts);
    }
}

}  // namespace tb::core
