#pragma once

#include "ui/common/ChangeSubscription.h"
#include "core/cost/ProviderCosts.h"
#include "core/usecase/PricingWorkflow.h"
#include "ui/common/StoreAware.h"

#include <QWidget>

#include <memory>

class QChartView;
class QComboBox;
class QLabel;
class QTableWidget;

namespace tb::ui {

// Every priced provider side by side under one scenario: list price, goodput loss, TCO and the effective price of a
// useful GPU-hour (table and bar chart, cheapest first), with the suggested Pricing score against the others.
class CostCompareView : public QWidget, public StoreAware {
    Q_OBJECT

public:
    explicit CostCompareView(QWidget* parent = nullptr);
    void setStore(std::shared_ptr<core::Store> store) override;
    void reload();

signals:
    void reloaded();

private:
    void showCosts(const QList<core::ProviderCost>& costs);

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    quint64 m_generation = 0;
    QComboBox* m_scenario = nullptr;
    QLabel* m_note = nullptr;
    QTableWidget* m_table = nullptr;
    QChartView* m_chart = nullptr;
};

}  // namespace tb::ui
