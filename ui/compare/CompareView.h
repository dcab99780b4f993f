#pragma once

#include "ui/common/ChangeSubscription.h"

#include "core/store/MeasuredRunQuery.h"
#include "ui/common/StoreAware.h"

#include <QHash>
#include <QSet>
#include <QVector>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableView;

namespace tb::ui {

class ChartView;
class CompareTableModel;

// Several providers' runs side by side on one metric. It opens on the providers under evaluation; ticking a provider
// compares its newest run of the metric at once (other runs can be ticked too), and a search narrows the list. The
// table ranks the runs by percentage of their own matching baseline; the chart overlays their sweeps, against the
// shared baseline's bands or, when their baselines differ, each as a percentage of its own.
//
// Thread contract: GUI thread; every database read goes through store->submit() | ui::whileAlive(this, ...).
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
    QVector<qint64> selectedRuns() const { return m_selectedRuns; }

signals:
    void providersLoaded();
    void runsLoaded();
    void compared();

private:
    void loadProviders();
    void loadRuns();
    void recompare();
    void applySearch();
    QVector<qint64> checkedProviders() const;
    // Adds, for each provider, its newest run measuring the metric unless one of its ticked runs already does.
    void pickRunsFor(const QVector<qint64>& providers);

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    QListWidget* m_providers = nullptr;
    QListWidget* m_runs = nullptr;
    QComboBox* m_metric = nullptr;
    QTableView* m_table = nullptr;
    CompareTableModel* m_model = nullptr;
    ChartView* m_chart = nullptr;
    QLabel* m_summary = nullptr;
    QLineEdit* m_search = nullptr;
    QHash<qint64, QString> m_providerNames;
    QHash<qint64, QVector<core::MeasuredRunQuery::Candidate>> m_candidates;
    QHash<qint64, qint64> m_runProvider;
    QSet<qint64> m_hostRuns;
    bool m_firstLoad = true;
    QVector<qint64> m_selectedRuns;
    bool m_filling = false;
};

}  // namespace tb::ui
