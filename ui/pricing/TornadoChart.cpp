#include "ui/pricing/TornadoChart.h"

#include "core/cost/CostInput.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace tb::ui {

TornadoChart::TornadoChart(QWidget* parent) : QChartView(parent) {
    setObjectName(QStringLiteral("tornadoChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(360, 260);
    clearBars(tr("No result to analyse."));
}

void TornadoChart::clearBars(const QString& why) {
    auto* chart = new QChart;
    chart->setTitle(why);
    chart->legend()->hide();
    setChart(chart);
}

void TornadoChart::setBars(const QList<core::SensitivityBar>& bars, double basePrice, int maxBars) {
    if (bars.isEmpty()) {
        clearBars(tr("No input moves the result."));
        return;
    }
    auto* lower = new QBarSet(tr("input −20%"));
    auto* higher = new QBarSet(tr("input +20%"));
    lower->setColor(QColor(0x1f, 0x6f, 0xb4));
    higher->setColor(QColor(0xc0, 0x5a, 0x12));
    QStringList names;
    const int n = int(std::min<qsizetype>(bars.size(), maxBars));
    double extent = 0;
    // Categories draw bottom-up: the largest swing goes last so it is on top.
    for (int i = n - 1; i >= 0; --i) {
        const core::SensitivityBar& b = bars[i];
        const core::CostInputSpec* spec = core::CostInputTable::find(b.key);
        names << (spec ? core::CostInputTable::name(*spec) : b.key);
        *lower << (b.lowPrice - basePrice);
        *higher << (b.highPrice - basePrice);
        extent = std::max({extent, std::abs(b.lowPrice - basePrice), std::abs(b.highPrice - basePrice)});
    }
    auto* series = new QHorizontalStackedBarSeries;
    series->append(lower);
    series->append(higher);
    series->setBarWidth(0.6);
    auto* chart = new QChart;
    chart->addSeries(series);
    chart->setTitle(tr("Change of the effective price ($%1) when one input moves by 20%").arg(basePrice, 0, 'f', 2));
    auto* categories = new QBarCategoryAxis;
    categories->append(names);
    chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto* value = new QValueAxis;
    value->setRange(-extent * 1.1, extent * 1.1);
    value->setLabelFormat(QStringLiteral("%+.2f"));
    value->setTitleText(tr("USD per useful GPU-hour"));
    chart->addAxis(value, Qt::AlignBottom);
    series->attachAxis(value);
    chart->legend()->setAlignment(Qt::AlignBottom);
    setChart(chart);
}

}  // namespace tb::ui
