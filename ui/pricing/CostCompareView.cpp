#include "ui/pricing/CostCompareView.h"

#include "core/cost/PricingScore.h"
#include "core/store/Store.h"
#include "ui/common/GuiContinuation.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace tb::ui {

namespace {

QTableWidgetItem* cell(const QString& text, double sortValue = 0) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    item->setData(Qt::UserRole, sortValue);
    return item;
}

QString money(double usd) {
    return QStringLiteral("$%L1").arg(usd, 0, 'f', usd < 100 ? 2 : 0);
}

}  // namespace

CostCompareView::CostCompareView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("costCompareView"));
    m_scenario = new QComboBox(this);
    m_scenario->setObjectName(QStringLiteral("costCompareScenario"));
    for (const core::CostScenario& s : core::CostScenario::builtIn()) {
        m_scenario->addItem(s.name, s.key);
        m_scenario->setItemData(m_scenario->count() - 1, s.description, Qt::ToolTipRole);
    }
    auto* refresh = new QPushButton(tr("&Refresh"), this);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setEnabled(false);
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Scenario:"), this));
    bar->addWidget(m_scenario);
    bar->addStretch(1);
    bar->addWidget(refresh);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("costCompareTable"));
    const QStringList headers = {tr("Provider"),        tr("Defaults"),      tr("GPU price"),
                                 tr("Goodput loss"),    tr("TCO per month"), tr("Effective $/useful GPU-h"),
                                 tr("Measured inputs"), tr("Pricing score"), tr("Note")};
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_chart = new QChartView(this);
    m_chart->setObjectName(QStringLiteral("costCompareChart"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_chart);
    split->setSizes({300, 400});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_note);
    layout->addWidget(split, 1);
    connect(m_scenario, &QComboBox::currentIndexChanged, this, &CostCompareView::reload);
    connect(refresh, &QPushButton::clicked, this, &CostCompareView::reload);
}

void CostCompareView::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    // Any provider's prices or measured inputs, or the providers themselves, changed anywhere.
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (c.touchesAny({core::EntityKind::Price, core::EntityKind::Provider, core::EntityKind::Run,
                          core::EntityKind::Evaluation, core::EntityKind::Node})) {
            reload();
        }
    });
    reload();
}

void CostCompareView::reload() {
    const quint64 generation = ++m_generation;
    const auto scenario = core::CostScenario::find(m_scenario->currentData().toString());
    if (!m_store || !scenario) {
        return;
    }
    const core::CostScenario s = *scenario;
    m_store->submit([s](QSqlDatabase& db) { return core::ProviderCosts(db).compare(s); }) |
        ui::whileAlive(this, [this, generation](const core::Result<QList<core::ProviderCost>>& costs) {
            if (generation != m_generation) {
                return;
            }
            showCosts(costs.valueOr({}));
            if (!costs) {
                m_note->setText(costs.error().toString());
            }
            emit reloaded();
        });
}

void CostCompareView::showCosts(const QList<core::ProviderCost>& input) {
    QList<core::ProviderCost> costs = input;
    // Cheapest useful GPU-hour first; providers without a result (their reason in the note) last.
    std::stable_sort(costs.begin(), costs.end(), [](const core::ProviderCost& a, const core::ProviderCost& b) {
        if (a.result.has_value() != b.result.has_value()) {
            return a.result.has_value();
        }
        return a.result && a.result->effectivePricePerUsefulGpuHour < b.result->effectivePricePerUsefulGpuHour;
    });
    m_note->setText(costs.isEmpty() ? tr("No provider has a price in force: record prices on a provider's Pricing tab.")
                                    : tr("%n priced provider(s). The effective price spreads everything paid over the "
                                         "GPU-hours that did useful work.",
                                         nullptr, int(costs.size())));
    m_table->setRowCount(int(costs.size()));
    auto* set = new QBarSet(tr("Effective $/useful GPU-h"));
    set->setColor(QColor(0x1f, 0x6f, 0xb4));
    auto* listSet = new QBarSet(tr("List $/GPU-h"));
    listSet->setColor(QColor(0xa0, 0xa0, 0xa0));
    QStringList names;
    double top = 0;
    for (int row = 0; row < costs.size(); ++row) {
        const core::ProviderCost& c = costs[row];
        QList<double> peers;
        for (const core::ProviderCost& o : costs) {
            if (o.providerId != c.providerId && o.result) {
                peers << o.result->effectivePricePerUsefulGpuHour;
            }
        }
        int measured = 0;
        for (const auto& v : c.inputs.all()) {
            measured += v.origin == core::InputOrigin::Measured ? 1 : 0;
        }
        const auto score =
            c.result ? core::PricingScore::suggest(c.result->effectivePricePerUsefulGpuHour, peers, c.scenario.name)
                     : std::nullopt;
        m_table->setItem(row, 0, cell(c.providerName));
        m_table->setItem(row, 1, cell(core::CostInputs::presetKey(c.preset)));
        m_table->setItem(row, 2, cell(c.price ? money(c.price->usdPerGpuHour) : QStringLiteral("—")));
        m_table->setItem(
            row, 3,
            cell(c.result ? QStringLiteral("%1%").arg(c.result->goodputLoss * 100, 0, 'f', 2) : QStringLiteral("—")));
        m_table->setItem(row, 4, cell(c.result ? money(c.result->tcoPerMonth) : QStringLiteral("—")));
        auto* eff = cell(c.result ? money(c.result->effectivePricePerUsefulGpuHour) : QStringLiteral("—"));
        QFont bold = eff->font();
        bold.setBold(true);
        eff->setFont(bold);
        m_table->setItem(row, 5, eff);
        m_table->setItem(row, 6, cell(measured ? tr("%n measured", nullptr, measured) : tr("defaults only")));
        m_table->setItem(row, 7, cell(score ? QStringLiteral("%1").arg(score->score, 0, 'f', 1) : QStringLiteral("—")));
        auto* note = cell(c.error ? c.error->message : score ? score->explanation : QString());
        m_table->setItem(row, 8, note);
        if (c.result) {
            names.prepend(c.providerName);  // bars draw bottom-up: cheapest on top
            set->insert(0, c.result->effectivePricePerUsefulGpuHour);
            listSet->insert(0, c.price ? c.price->usdPerGpuHour : 0);
            top = std::max(top, c.result->effectivePricePerUsefulGpuHour);
        }
    }
    auto* chart = new QChart;
    if (names.isEmpty()) {
        delete set;
        delete listSet;
        chart->setTitle(tr("Nothing to chart yet."));
    } else {
        auto* series = new QHorizontalBarSeries;
        series->append(listSet);
        series->append(set);
        chart->addSeries(series);
        auto* axisY = new QBarCategoryAxis;
        axisY->append(names);
        chart->addAxis(axisY, Qt::AlignLeft);
        series->attachAxis(axisY);
        auto* axisX = new QValueAxis;
        axisX->setRange(0, top * 1.1);
        axisX->setLabelFormat(QStringLiteral("$%.2f"));
        axisX->setTitleText(tr("USD per GPU-hour"));
        chart->addAxis(axisX, Qt::AlignBottom);
        series->attachAxis(axisX);
        chart->setTitle(tr("%1: list price and effective price of a useful GPU-hour").arg(m_scenario->currentText()));
        chart->legend()->setAlignment(Qt::AlignBottom);
    }
    m_chart->setChart(chart);
}

}  // namespace tb::ui
