#include "ui/report/ReviewCostSection.h"

#include "core/cost/CostInput.h"
#include "ui/report/ReportLayout.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tb::ui {

namespace {

const QColor kMeasured(0xdf, 0xf0, 0xd8);
const QColor kBar(0x1f, 0x6f, 0xb4);
const QColor kBarLow(0x8c, 0xb8, 0xe0);

QString money(double usd) {
    return QStringLiteral("$%L1").arg(usd, 0, 'f', usd < 100 ? 2 : 0);
}

QString inputName(const QString& key) {
    const core::CostInputSpec* spec = core::CostInputTable::find(key);
    return spec ? core::CostInputTable::name(*spec) : key;
}

void priceAndScore(ReportLayout& l, const core::ReviewCost& cost, const core::ProviderCost& head) {
    if (head.price) {
        const core::PriceRecord& p = *head.price;
        l.paragraph(ReviewCostSection::tr("Price in force: %1 at %2 per GPU-hour, %3 (source: %4, valid from %5). "
                                          "Defaults: %6.")
                        .arg(p.gpuModel, money(p.usdPerGpuHour), core::priceTermName(p.term), p.source,
                             p.effectiveOn.toString(Qt::ISODate), head.presetReason));
    } else {
        l.paragraph(ReviewCostSection::tr("No price record is in force for this provider, so no cost can be "
                                          "computed. Defaults that would apply: %1.")
                        .arg(head.presetReason));
    }
    // The explanation names its scenario itself.
    l.paragraph(cost.pricingScore
                    ? ReviewCostSection::tr("Pricing criterion, suggested from this calculator: %1 (blended with the "
                                            "checklist as measured evidence).")
                          .arg(cost.pricingExplanation)
                    : ReviewCostSection::tr("Pricing criterion: %1.").arg(cost.pricingExplanation),
                9.5, true);
}

void results(ReportLayout& l, const core::ReviewCost& cost) {
    l.heading(ReviewCostSection::tr("Result per scenario"), 1);
    QVector<ReportLayout::Row> rows;
    QStringList why;  // said once below the table: a sentence in a narrow cell of every row was unreadable
    for (const core::ProviderCost& c : cost.scenarios) {
        if (!c.result) {
            rows.append(ReportLayout::Row{{c.scenario.name, {}, {}, true},
                                          {core::CostInputs::recoveryName(c.inputs.recovery())},
                                          {ReviewCostSection::tr("no result")},
                                          {},
                                          {},
                                          {}});
            if (c.error && !why.contains(c.error->message)) {
                why << c.error->message;
            }
            continue;
        }
        const core::CostBreakdown& r = *c.result;
        rows.append(ReportLayout::Row{{c.scenario.name, {}, {}, true},
                                      {core::CostInputs::recoveryName(c.inputs.recovery())},
                                      {QStringLiteral("%1%").arg(r.goodputLoss * 100.0, 0, 'f', 2)},
                                      {money(r.tcoPerMonth)},
                                      {money(r.tcoContract)},
                                      {money(r.effectivePricePerUsefulGpuHour), {}, {}, true}});
    }
    l.table({ReviewCostSection::tr("Scenario"), ReviewCostSection::tr("Recovery"),
             ReviewCostSection::tr("Goodput loss"), ReviewCostSection::tr("TCO per month"),
             ReviewCostSection::tr("TCO over the term"), ReviewCostSection::tr("Effective $/useful GPU-h")},
            {2.2, 2.0, 1.2, 1.6, 1.7, 1.6}, rows);
    for (const QString& reason : why) {
        l.paragraph(ReviewCostSection::tr("No result: %1").arg(reason), 9.5);
    }
    // The eight components side by side.
    QStringList header = {ReviewCostSection::tr("Component (USD per month)")};
    QVector<double> weights = {2.6};
    const core::ProviderCost* any = nullptr;
    for (const core::ProviderCost& c : cost.scenarios) {
        header << c.scenario.name;
        weights << 1.6;
        if (c.result && !any) {
            any = &c;
        }
    }
    if (!any) {
        return;
    }
    QVector<ReportLayout::Row> lines;
    for (int i = 0; i < any->result->lines.size(); ++i) {
        ReportLayout::Row row{{any->result->lines[i].name}};
        for (const core::ProviderCost& c : cost.scenarios) {
            row.append(ReportLayout::Cell(c.result ? money(c.result->lines[i].usdPerMonth) : QStringLiteral("\u2014")));
        }
        lines.append(row);
    }
    ReportLayout::Row total{{ReviewCostSection::tr("Total (TCO)"), {}, {}, true}};
    for (const core::ProviderCost& c : cost.scenarios) {
        total.append(
            ReportLayout::Cell(c.result ? money(c.result->tcoPerMonth) : QStringLiteral("\u2014"), {}, {}, true));
    }
    lines.append(total);
    l.space(3);
    l.table(header, weights, lines);
}

void inputs(ReportLayout& l, const core::ProviderCost& head) {
    int measured = 0;
    QVector<ReportLayout::Row> rows;
    // In the input table's order (docs/cost-model.md), not by key.
    for (const core::CostInputSpec& spec : core::CostInputTable::specs()) {
        const auto it = head.inputs.all().constFind(QString::fromLatin1(spec.key));
        if (it == head.inputs.all().cend()) {
            continue;
        }
        const bool isMeasured = it->origin == core::InputOrigin::Measured;
        measured += isMeasured ? 1 : 0;
        const QColor bg = isMeasured ? kMeasured : QColor();
        QString evidence = it->evidence;
        if (!it->evidenceLink.isEmpty()) {
            evidence += (evidence.isEmpty() ? QString() : QStringLiteral("\n")) + it->evidenceLink;
        }
        if (!it->note.isEmpty()) {
            evidence += (evidence.isEmpty() ? QString() : QStringLiteral("\n")) + it->note;
        }
        rows.append(ReportLayout::Row{
            {inputName(it.key()), bg},
            {ReviewCostSection::valueWithUnit(it.key(), it->value), bg, {}, isMeasured},
            {isMeasured ? ReviewCostSection::tr("measured") : core::CostInputs::originName(it->origin),
             bg,
             {},
             isMeasured},
            {evidence, bg}});
    }
    l.heading(ReviewCostSection::tr("Inputs under %1").arg(head.scenario.name), 1);
    l.paragraph(ReviewCostSection::tr("%n input(s) measured by Tierbench (shaded), the others from the scenario, the "
                                      "price record or the published defaults (docs/cost-model.md).",
                                      nullptr, measured),
                9.5);
    l.table({ReviewCostSection::tr("Input"), ReviewCostSection::tr("Value"), ReviewCostSection::tr("From"),
             ReviewCostSection::tr("Evidence")},
            {2.6, 1.4, 1.2, 4.0}, rows);
}

void measuredWindow(ReportLayout& l, const core::MeasuredCost& m) {
    l.heading(ReviewCostSection::tr("What was measured"), 1);
    QVector<QPair<QString, QString>> kv;
    kv.append({ReviewCostSection::tr("Evaluation"),
               m.evaluationId > 0 ? QStringLiteral("tierbench://evaluation/%1").arg(m.evaluationId)
                                  : ReviewCostSection::tr("none")});
    if (!m.windowStart.isEmpty()) {
        kv.append(
            {ReviewCostSection::tr("Observation window"),
             ReviewCostSection::tr("%1 to %2 (%3 h)").arg(m.windowStart, m.windowEnd).arg(m.windowHours, 0, 'f', 1)});
    }
    kv.append({ReviewCostSection::tr("GPUs observed"), QString::number(m.gpus)});
    kv.append({ReviewCostSection::tr("Hard failures (Xid/SXid)"), QString::number(m.hardFailures)});
    auto runs = [](const QList<qint64>& ids) {
        QStringList out;
        for (qint64 id : ids) {
            out << QStringLiteral("#%1").arg(id);
        }
        return out.isEmpty() ? ReviewCostSection::tr("none") : out.join(QStringLiteral(", "));
    };
    kv.append({ReviewCostSection::tr("Runs read for failures"), runs(m.failureRuns)});
    kv.append({ReviewCostSection::tr("Runs timing start-up"), runs(m.startupRuns)});
    kv.append(
        {ReviewCostSection::tr("Hardware handover"),
         m.handoverReceived.isEmpty()
             ? ReviewCostSection::tr("not recorded")
             : ReviewCostSection::tr("requested %1, received %2")
                   .arg(m.handoverRequested.isEmpty() ? ReviewCostSection::tr("not recorded") : m.handoverRequested,
                        m.handoverReceived)});
    if (m.setupHours) {
        kv.append({ReviewCostSection::tr("Time to a working cluster"),
                   ReviewCostSection::tr("%1 h to the first successful run (#%2)")
                       .arg(*m.setupHours, 0, 'f', 1)
                       .arg(m.firstWorkingRun)});
    }
    kv.append({ReviewCostSection::tr("Slurm prolog"),
               m.prologSeconds
                   ? ReviewCostSection::tr("%1 s (run #%2)").arg(*m.prologSeconds, 0, 'f', 1).arg(m.prologRun)
                   : ReviewCostSection::tr("not measured")});
    kv.append({ReviewCostSection::tr("Health-check interval"), m.healthCheckIntervalSeconds
                                                                   ? ReviewCostSection::tr("%1 s (run #%2)")
                                                                         .arg(*m.healthCheckIntervalSeconds, 0, 'f', 0)
                                                                         .arg(m.healthCheckRun)
                                                                   : ReviewCostSection::tr("not measured")});
    l.keyValues(kv);
    for (const QString& note : m.notes) {
        l.paragraph(note, 9);
    }
}

void sensitivity(ReportLayout& l, const core::ProviderCost& head) {
    // Heading, sentence and chart on one page.
    l.keepTogether(l.mm(6) * std::min<qsizetype>(10, head.tornado.size()) + l.mm(40));
    l.heading(ReviewCostSection::tr("Sensitivity under %1").arg(head.scenario.name), 1);
    if (!head.result || head.tornado.isEmpty()) {
        l.paragraph(ReviewCostSection::tr("No result to analyse."));
        return;
    }
    const double base = head.result->effectivePricePerUsefulGpuHour;
    l.paragraph(ReviewCostSection::tr("The effective price of a useful GPU-hour (%1) with each input alone lowered "
                                      "and raised by 20%, largest swing first.")
                    .arg(money(base)),
                9.5);
    QList<core::SensitivityBar> bars = head.tornado.mid(0, 10);
    const QFont f = l.font(7.5);
    const double unit = l.mm(1);
    QStringList names;
    for (const core::SensitivityBar& b : bars) {
        names << inputName(b.key);
    }
    l.drawing(l.mm(6) * bars.size() + l.mm(16), [bars, names, base, f, unit](QPainter& p, const QRectF& r) {
        p.setFont(f);
        const double labelW = 55 * unit;
        const QRectF plot(r.left() + labelW, r.top() + 2 * unit, r.width() - labelW - 4 * unit, r.height() - 14 * unit);
        double lo = base, hi = base;
        for (const core::SensitivityBar& b : bars) {
            lo = std::min({lo, b.lowPrice, b.highPrice});
            hi = std::max({hi, b.lowPrice, b.highPrice});
        }
        const double pad = std::max((hi - lo) * 0.08, 0.005);
        lo -= pad;
        hi += pad;
        auto x = [&](double v) { return plot.left() + (v - lo) / (hi - lo) * plot.width(); };
        const double rowH = plot.height() / std::max<qsizetype>(1, bars.size());
        for (int i = 0; i < bars.size(); ++i) {
            const core::SensitivityBar& b = bars[i];
            const double y = plot.top() + i * rowH;
            p.setPen(QColor(0x1d, 0x23, 0x2b));
            p.drawText(QRectF(r.left(), y, labelW - 2 * unit, rowH), Qt::AlignRight | Qt::AlignVCenter, names[i]);
            // The lowered input's price in the light colour, the raised one's in the dark.
            const QRectF low(std::min(x(b.lowPrice), x(base)), y + rowH * 0.2, std::abs(x(b.lowPrice) - x(base)),
                             rowH * 0.6);
            const QRectF high(std::min(x(b.highPrice), x(base)), y + rowH * 0.2, std::abs(x(b.highPrice) - x(base)),
                              rowH * 0.6);
            p.fillRect(low, kBarLow);
            p.fillRect(high, kBar);
        }
        p.setPen(QPen(QColor(0x1d, 0x23, 0x2b), 0.3 * unit));
        p.drawLine(QPointF(x(base), plot.top()), QPointF(x(base), plot.bottom()));
        p.setPen(QColor(0x5d, 0x67, 0x72));
        p.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()));
        for (double v : {lo + pad, base, hi - pad}) {
            p.drawText(QRectF(x(v) - 15 * unit, plot.bottom() + unit, 30 * unit, 4 * unit), Qt::AlignCenter,
                       QStringLiteral("$%1").arg(v, 0, 'f', 3));
        }
        p.fillRect(QRectF(plot.left(), plot.bottom() + 8 * unit, 3 * unit, 2 * unit), kBarLow);
        p.drawText(QRectF(plot.left() + 4 * unit, plot.bottom() + 7 * unit, 40 * unit, 4 * unit),
                   Qt::AlignLeft | Qt::AlignVCenter, ReviewCostSection::tr("input −20%"));
        p.fillRect(QRectF(plot.left() + 45 * unit, plot.bottom() + 8 * unit, 3 * unit, 2 * unit), kBar);
        p.drawText(QRectF(plot.left() + 49 * unit, plot.bottom() + 7 * unit, 40 * unit, 4 * unit),
                   Qt::AlignLeft | Qt::AlignVCenter, ReviewCostSection::tr("input +20%"));
    });
    QVector<ReportLayout::Row> rows;
    for (int i = 0; i < head.tornado.size(); ++i) {
        const core::SensitivityBar& b = head.tornado[i];
        rows.append(ReportLayout::Row{
            {QString::number(i + 1)},
            {inputName(b.key)},
            {QStringLiteral("%1 \u2192 %2").arg(ReviewCostSection::valueWithUnit(b.key, b.low), money(b.lowPrice))},
            {QStringLiteral("%1 \u2192 %2").arg(ReviewCostSection::valueWithUnit(b.key, b.high), money(b.highPrice))},
            {QStringLiteral("$%1").arg(b.swing(), 0, 'f', 3), {}, {}, true}});
    }
    l.table({QStringLiteral("#"), ReviewCostSection::tr("Input"), ReviewCostSection::tr("Lowered 20%"),
             ReviewCostSection::tr("Raised 20%"), ReviewCostSection::tr("Swing")},
            {0.4, 2.6, 2.2, 2.2, 1.0}, rows);
}

}  // namespace

QString ReviewCostSection::valueWithUnit(const QString& key, double value) {
    const core::CostInputSpec* spec = core::CostInputTable::find(key);
    if (!spec) {
        return QString::number(value);
    }
    switch (spec->unit) {
        case core::CostUnit::Fraction:
            return QStringLiteral("%1%").arg(value * 100.0, 0, 'g', 4);
        case core::CostUnit::Hours:
            if (value > 0 && value < 1.0 / 60.0) {
                return tr("%1 s").arg(value * 3600.0, 0, 'g', 4);
            }
            return value > 0 && value < 1 ? tr("%1 min").arg(value * 60.0, 0, 'g', 4)
                                          : tr("%1 h").arg(value, 0, 'g', 5);
        default:
            return QStringLiteral("%L1 %2").arg(value, 0, 'g', 7).arg(core::CostInputTable::unitLabel(spec->unit));
    }
}

void ReviewCostSection::build(ReportLayout& l, const core::ReviewContent& content) {
    l.heading(tr("Cost of useful GPU-hours"), 0);
    const core::ProviderCost* head = content.cost.headline();
    if (!content.cost.loaded || !head) {
        l.paragraph(tr("The cost was not computed for this review."));
        return;
    }
    l.paragraph(tr("What a useful GPU-hour costs at this provider: the eight monthly components of the total cost of "
                   "ownership, the GPU-hours lost to failures and recovery (goodput), and everything paid spread over "
                   "the hours that did useful work. Formulas, defaults and their sources: docs/cost-model.md."),
                9.5);
    priceAndScore(l, content.cost, *head);
    results(l, content.cost);
    inputs(l, *head);
    measuredWindow(l, head->measured);
    sensitivity(l, *head);
}

}  // namespace tb::ui
