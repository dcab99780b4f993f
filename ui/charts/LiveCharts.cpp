#include "ui/charts/LiveCharts.h"

#include "ui/charts/ChartView.h"
#include "ui/charts/SweepChart.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QJsonValue>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace tb::ui {

namespace {

bool isRate(const QString& unit) {
    return unit.endsWith(QLatin1String("/s"));
}

// "all_reduce.busbw.ip" -> family "all_reduce.busbw"; host/device copies share one chart, as in the run charts.
QString familyOf(const QString& metric) {
    if (metric == QLatin1String("h2d.bw") || metric == QLatin1String("d2h.bw")) {
        return QStringLiteral("copy");
    }
    return metric.endsWith(QLatin1String(".ip")) ? metric.chopped(3) : metric;
}

}  // namespace

LiveCharts::Placement LiveCharts::placementOf(const QString& probe, const core::SampleRecord& sample) {
    Placement p;
    const QString family = familyOf(sample.metric);
    p.chartKey = probe + u'/' + family + u'/' + sample.unit;
    p.rate = isRate(sample.unit);
    QString what;
    if (family == QLatin1String("copy")) {
        what = tr("host/device copy bandwidth");
    } else if (family.endsWith(QLatin1String(".busbw"))) {
        what = tr("%1 bus bandwidth").arg(family.section(u'.', 0, 0));
    } else if (family.endsWith(QLatin1String(".algbw"))) {
        what = tr("%1 algorithm bandwidth").arg(family.section(u'.', 0, 0));
    } else {
        what = family;
    }
    p.chartTitle = tr("%1 %2 (%3)").arg(probe, what, sample.unit);
    p.seriesName = sample.metric;
    const QJsonValue device = sample.extra.value(QStringLiteral("device"));
    if (device.isDouble()) {
        p.seriesName = tr("%1, GPU %2").arg(p.seriesName).arg(device.toInt());
    }
    return p;
}

LiveCharts::LiveCharts(QWidget* parent)
    : QWidget(parent),
      m_picker(new QComboBox(this)),
      m_pickerLabel(new QLabel(tr("Me&tric:"), this)),
      m_stack(new QStackedWidget(this)),
      m_placeholder(new ChartView(m_stack)) {
    m_picker->setObjectName(QStringLiteral("liveChartPicker"));
    m_pickerLabel->setBuddy(m_picker);
    auto* top = new QHBoxLayout;
    top->addWidget(m_pickerLabel);
    top->addWidget(m_picker, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_stack, 1);
    m_stack->addWidget(m_placeholder);
    connect(m_picker, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index < m_charts.size()) {
            m_stack->setCurrentWidget(m_charts[index].view);
        }
    });
    reset({});
}

void LiveCharts::showPlaceholder() {
    auto sweep = std::make_unique<SweepChart>();
    sweep->setTitle(m_node.isEmpty() ? tr("Live results") : tr("Live results — %1").arg(m_node));
    m_placeholder->setSweepChart(std::move(sweep));
    m_stack->setCurrentWidget(m_placeholder);
    m_picker->setEnabled(false);
}

void LiveCharts::reset(const QString& node) {
    m_node = node;
    m_picker->clear();
    for (Entry& e : m_charts) {
        m_stack->removeWidget(e.view);
        e.view->deleteLater();
    }
    m_charts.clear();
    m_unchartedUnits.clear();
    showPlaceholder();
}

SweepChart* LiveCharts::chart(int index) const {
    return index >= 0 && index < m_charts.size() ? m_charts[index].view->sweepChart() : nullptr;
}

QString LiveCharts::chartTitle(int index) const {
    return index >= 0 && index < m_charts.size() ? m_charts[index].title : QString();
}

int LiveCharts::chartIndex(const QString& chartKey) const {
    for (int i = 0; i < m_charts.size(); ++i) {
        if (m_charts[i].key == chartKey) {
            return i;
        }
    }
    return -1;
}

SweepChart* LiveCharts::sweepChart() const {
    const int i = m_picker->currentIndex();
    return i >= 0 && i < m_charts.size() ? chart(i) : m_placeholder->sweepChart();
}

void LiveCharts::setCurrentChart(int index) {
    m_picker->setCurrentIndex(index);
}

void LiveCharts::addSample(const QString& probe, const core::SampleRecord& sample) {
    if (!sample.sizeBytes || *sample.sizeBytes <= 0) {
        return;
    }
    const Placement p = placementOf(probe, sample);
    bool anyRate = false;
    for (const Entry& e : std::as_const(m_charts)) {
        anyRate = anyRate || isRate(e.unit);
    }
    if (!p.rate && anyRate) {
        // Times beside rates: the rates are what the baselines judge; the times stay in the table.
        if (!m_unchartedUnits.contains(sample.unit)) {
            m_unchartedUnits << sample.unit;
            updateNotes();
        }
        return;
    }
    if (p.rate && !anyRate) {
        // The first rate: charts of times that came before it give way.
        for (int i = int(m_charts.size()) - 1; i >= 0; --i) {
            const QString unit = m_charts[i].unit;
            if (!m_unchartedUnits.contains(unit)) {
                m_unchartedUnits << unit;
            }
            m_stack->removeWidget(m_charts[i].view);
            m_charts[i].view->deleteLater();
            m_charts.remove(i);
            m_picker->removeItem(i);
        }
    }
    int index = chartIndex(p.chartKey);
    if (index < 0) {
        Entry e;
        e.key = p.chartKey;
        e.unit = sample.unit;
        e.title = p.chartTitle;
        e.view = new ChartView(m_stack);
        e.view->setObjectName(QStringLiteral("liveChart:") + p.chartKey);
        auto sweep = std::make_unique<SweepChart>();
        sweep->setTitle(m_node.isEmpty() ? p.chartTitle : tr("%1 — %2").arg(p.chartTitle, m_node));
        sweep->setValueAxisTitle(sample.unit);
        e.view->setSweepChart(std::move(sweep));
        m_stack->addWidget(e.view);
        // Bus bandwidth is what the rating reads: its charts come first.
        index = int(m_charts.size());
        if (p.chartKey.contains(QLatin1String(".busbw/"))) {
            index = 0;
            while (index < m_charts.size() && m_charts[index].key.contains(QLatin1String(".busbw/"))) {
                ++index;
            }
        }
        const bool first = m_charts.isEmpty();
        m_charts.insert(index, e);
        m_picker->insertItem(index, p.chartTitle, p.chartKey);
        m_picker->setEnabled(m_charts.size() > 1);
        if (first || index == 0) {
            m_picker->setCurrentIndex(index);
            m_stack->setCurrentWidget(e.view);
        }
        updateNotes();
    }
    Entry& e = m_charts[index];
    SweepChart* sweep = e.view->sweepChart();
    auto it = e.seriesOf.find(p.seriesName);
    if (it == e.seriesOf.end()) {
        it = e.seriesOf.insert(p.seriesName, sweep->addSeries(p.seriesName, {}));
    }
    sweep->appendPoint(*it, double(*sample.sizeBytes), sample.value);
}

void LiveCharts::updateNotes() {
    QString note;
    if (!m_unchartedUnits.isEmpty() && !m_charts.isEmpty()) {
        note = tr("Charted: values in %1. Values in %2 are in the Samples tab.")
                   .arg(m_charts.first().unit, m_unchartedUnits.join(QStringLiteral(", ")));
    }
    for (const Entry& e : std::as_const(m_charts)) {
        e.view->sweepChart()->setSubtitle(note);
    }
    m_pickerLabel->setText(m_charts.size() > 1 ? tr("Me&tric (%1 charts):").arg(m_charts.size()) : tr("Me&tric:"));
}

void LiveCharts::flushPending() {
    for (const Entry& e : std::as_const(m_charts)) {
        e.view->sweepChart()->flushPending();
    }
}

}  // namespace tb::ui
