#pragma once

#include "ui/ChangeSubscription.h"

#include "ui/StoreAware.h"

#include <QHash>
#include <QVector>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QTableView;

namespace tb::ui {

class ChartView;
class CompareTableModel;

// Several providers' runs side by side on one metric: pick providers, then runs, then the metric; the table ranks
// the runs by percentage of their matching baseline and the chart overlays their sweeps with the tier bands of the
// top run's baseline.
//
// Thread contract: GUI thread; every database read goes through store->submit().then(this, ...).
class CompareView : public QWidget, public StoreAware {
    Q_OBJECT

public:
    explicit CompareView(QWidget* parent = nullptr);

    void setStore(std::shared_ptr<core::Store> store) override;
    void setMetric(const QString& metric);
    QString metric() const;
    // Compares these runs now (what the run list's check boxes do).
    void compareRuns(const QVector<qint64>& runIds);

    CompareTableModel* model() const { return m_model; }
    ChartView* chartView() const { return m_chart; }
    QListWidget* providerList() const { return m_providers; }
    QListWidget* runList() const { return m_runs; }

signals:
    void providersLoaded();
    void runsLoaded();
    void compared();

private:
    void loadProviders();
    void loadRuns();
    void recompare();

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    QListWidget* m_providers = nullptr;
    QListWidget* m_runs = nullptr;
    QComboBox* m_metric = nullptr;
    QTableView* m_table = nullptr;
    CompareTableModel* m_model = nullptr;
    ChartView* m_chart = nullptr;
    QLabel* m_summary = nullptr;
    QHash<qint64, QString> m_providerNames;
    QVector<qint64> m_selectedRuns;
    bool m_filling = false;
};

}  // namespace tb::ui
