#include "ui/compare/CompareView.h"

#include "ui/common/ChangeSubscription.h"
#include "core/store/BaselineRepository.h"
#include "core/baseline/RunComparison.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/MeasuredRunQuery.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "ui/common/GuiContinuation.h"
#include "ui/charts/ChartView.h"
#include "ui/charts/RunCharts.h"
#include "ui/charts/SweepChart.h"
#include "ui/compare/CompareTableModel.h"

#include <QComboBox>
#include <QHash>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSet>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace tb::ui {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kProviderRole = Qt::UserRole + 2;

struct ProviderData {
    QVector<core::Provider> providers;
    QSet<qint64> evaluated;
    QHash<qint64, QVector<core::MeasuredRunQuery::Candidate>> candidates;  // newest first
    QSet<qint64> hostRuns;  // measured with the probes' host backend: no GPU
};

struct ComparisonData {
    QVector<core::RunRecord> runs;
    QVector<QVector<core::SampleRecord>> samples;
    core::Result<core::BaselineSet> baselines = core::makeError(core::ErrorCode::Internal, {});
};

}  // namespace

CompareView::CompareView(QWidget* parent) : QWidget(parent), m_model(new CompareTableModel(this)) {
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    auto* picker = new QWidget(splitter);
    auto* form = new QVBoxLayout(picker);
    auto* providersLabel = new QLabel(tr("&Providers"), picker);
    form->addWidget(providersLabel);
    m_search = new QLineEdit(picker);
    m_search->setObjectName(QStringLiteral("compareSearch"));
    m_search->setPlaceholderText(tr("Search providers…"));
    m_search->setClearButtonEnabled(true);
    providersLabel->setBuddy(m_search);
    form->addWidget(m_search);
    m_providers = new QListWidget(picker);
    m_providers->setObjectName(QStringLiteral("providerList"));
    form->addWidget(m_providers, 1);
    form->addWidget(new QLabel(tr("Runs"), picker));
    m_runs = new QListWidget(picker);
    m_runs->setObjectName(QStringLiteral("runList"));
    form->addWidget(m_runs, 2);
    form->addWidget(new QLabel(tr("Metric"), picker));
    m_metric = new QComboBox(picker);
    const QList<QPair<QString, QString>> metrics{
        {tr("all_reduce bus bandwidth"), QStringLiteral("all_reduce.busbw")},
        {tr("all_gather bus bandwidth"), QStringLiteral("all_gather.busbw")},
        {tr("reduce_scatter bus bandwidth"), QStringLiteral("reduce_scatter.busbw")},
        {tr("alltoall bus bandwidth"), QStringLiteral("alltoall.busbw")},
        {tr("sendrecv bus bandwidth"), QStringLiteral("sendrecv.busbw")},
        {tr("Host→device copy"), QStringLiteral("h2d.bw")},
        {tr("Device→host copy"), QStringLiteral("d2h.bw")},
        {tr("Device memory copy"), QStringLiteral("d2d.bw")},
        {tr("GPU-to-GPU (slowest pair)"), QStringLiteral("p2p.bw")},
        {tr("BF16 GEMM"), QStringLiteral("gemm.bf16.tflops")},
        {tr("Container pull time"), QStringLiteral("recipe.container_pull.seconds")},
        {tr("import torch time"), QStringLiteral("recipe.import_torch.seconds")}};
    for (const auto& m : metrics) {
        m_metric->addItem(m.first, m.second);
    }
    form->addWidget(m_metric);
    auto* right = new QSplitter(Qt::Vertical, splitter);
    auto* top = new QWidget(right);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(tr("Tick providers: each one's newest run of the metric is compared at once."), top);
    m_summary->setWordWrap(true);
    topLayout->addWidget(m_summary);
    m_table = new QTableView(top);
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    topLayout->addWidget(m_table);
    m_chart = new ChartView(right);
    m_chart->setObjectName(QStringLiteral("chartView"));
    right->addWidget(top);
    right->addWidget(m_chart);
    splitter->addWidget(picker);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_search, &QLineEdit::textChanged, this, [this] { applySearch(); });
    // One step: ticking a provider compares its newest run of the metric (its other runs can be ticked below).
    connect(m_providers, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (m_filling) {
            return;
        }
        const qint64 provider = item->data(kIdRole).toLongLong();
        if (item->checkState() == Qt::Checked) {
            pickRunsFor({provider});
        } else {
            m_selectedRuns.removeIf([this, provider](qint64 run) { return m_runProvider.value(run) == provider; });
        }
        loadRuns();
        recompare();
    });
    connect(m_runs, &QListWidget::itemChanged, this, [this] {
        if (m_filling) {
            return;
        }
        QVector<qint64> ids;
        for (int i = 0; i < m_runs->count(); ++i) {
            if (m_runs->item(i)->checkState() == Qt::Checked) {
                ids.push_back(m_runs->item(i)->data(kIdRole).toLongLong());
            }
        }
        compareRuns(ids);
    });
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] {
        // Another metric: a ticked provider whose ticked runs do not measure it gets its newest run that does.
        pickRunsFor(checkedProviders());
        loadRuns();
        recompare();
    });
}

void CompareView::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    m_selectedRuns.clear();
    m_firstLoad = true;
    // New providers and runs appear; the analyst's ticks stay (loadProviders keeps them).
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (c.touchesAny({core::EntityKind::Provider, core::EntityKind::Run})) {
            loadProviders();
        }
    });
    loadProviders();
}

void CompareView::setMetric(const QString& metric) {
    const int i = m_metric->findData(metric);
    if (i >= 0) {
        m_metric->setCurrentIndex(i);
    } else {
        m_metric->addItem(metric, metric);
        m_metric->setCurrentIndex(m_metric->count() - 1);
    }
}

QString CompareView::metric() const {
    return m_metric->currentData().toString();
}

void CompareView::loadProviders() {
    if (!m_store) {
        return;
    }
    m_store->submit([](QSqlDatabase& db) -> core::Result<ProviderData> {
        auto providers = core::ProviderRepository(db).list();
        if (!providers) {
            return providers.error();
        }
        ProviderData d;
        d.providers = *providers;
        core::EvaluationRepository evaluations(db);
        core::MeasuredRunQuery measured(db);
        for (const auto& p : d.providers) {
            const auto evals = evaluations.evaluationsFor(p.id);
            if (!evals.isEmpty()) {
                d.evaluated.insert(p.id);
            }
            auto runs = measured.candidates(p.id, evals.isEmpty() ? 0 : evals.first().id);
            core::RunRepository repo(db);
            for (const auto& c : runs) {
                const auto run = repo.get(c.runId);
                if (run && run->env.value(QStringLiteral("backend")).toString() == QLatin1String("host")) {
                    d.hostRuns.insert(c.runId);
                }
            }
            if (!runs.isEmpty()) {
                d.candidates.insert(p.id, runs);
            }
        }
        return d;
    }) | ui::whileAlive(this, [this](const core::Result<ProviderData>& read) {
        if (!read) {
            // The database could not be read (a server away, a locked file): the list keeps what it shows
            // and the summary says why it is not fresh; the next change reads it again.
            m_summary->setText(read.error().message);
            return;
        }
        const ProviderData& d = *read;
        // A reload (a change elsewhere) keeps the analyst's ticks and shows the runs they now have. The first
        // load ticks the providers under evaluation, so the view opens on a comparison.
        QSet<qint64> checked;
        if (m_firstLoad) {
            for (qint64 id : d.evaluated) {
                if (d.candidates.contains(id)) {
                    checked.insert(id);
                }
            }
        } else {
            for (int i = 0; i < m_providers->count(); ++i) {
                if (m_providers->item(i)->checkState() == Qt::Checked) {
                    checked.insert(m_providers->item(i)->data(kIdRole).toLongLong());
                }
            }
        }
        m_candidates = d.candidates;
        m_hostRuns = d.hostRuns;
        m_filling = true;
        // Updated in place, not cleared and refilled: a reload comes from a change anywhere, at any moment,
        // and must not delete the item under the analyst's pointer (a tick on a deleted item crashed
        // tst_Compare about one run in six) nor lose the current row and scroll position.
        QHash<qint64, QListWidgetItem*> existing;
        for (int i = 0; i < m_providers->count(); ++i) {
            existing.insert(m_providers->item(i)->data(kIdRole).toLongLong(), m_providers->item(i));
        }
        m_providerNames.clear();
        int row = 0;
        // Evaluated providers first, then the rest, each group by name (the list order).
        for (bool evaluatedPass : {true, false}) {
            for (const auto& p : d.providers) {
                if (d.evaluated.contains(p.id) != evaluatedPass) {
                    continue;
                }
                QListWidgetItem* item = existing.take(p.id);
                if (!item) {
                    item = new QListWidgetItem;
                    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                    item->setData(kIdRole, p.id);
                    m_providers->insertItem(row, item);
                } else if (const int at = m_providers->row(item); at != row) {
                    m_providers->insertItem(row, m_providers->takeItem(at));
                }
                item->setText(p.name);
                item->setCheckState(checked.contains(p.id) ? Qt::Checked : Qt::Unchecked);
                if (!d.candidates.contains(p.id)) {
                    item->setToolTip(tr("No finished run with samples yet"));
                    item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
                } else {
                    item->setToolTip(QString());
                    item->setData(Qt::ForegroundRole, QVariant());
                }
                m_providerNames.insert(p.id, p.name);
                ++row;
            }
        }
        qDeleteAll(existing);  // providers deleted elsewhere
        m_filling = false;
        applySearch();
        if (m_firstLoad) {
            m_firstLoad = false;
            pickRunsFor(checkedProviders());
        }
        if (!checked.isEmpty()) {
            loadRuns();
            recompare();
        }
        emit providersLoaded();
    });
}

QVector<qint64> CompareView::checkedProviders() const {
    QVector<qint64> ids;
    for (int i = 0; i < m_providers->count(); ++i) {
        if (m_providers->item(i)->checkState() == Qt::Checked) {
            ids.push_back(m_providers->item(i)->data(kIdRole).toLongLong());
        }
    }
    return ids;
}

void CompareView::pickRunsFor(const QVector<qint64>& providers) {
    const QString metric = this->metric();
    const auto measures = [&metric](const core::MeasuredRunQuery::Candidate& c) {
        return c.metrics.contains(metric) || c.metrics.contains(metric + QStringLiteral(".ip"));
    };
    for (qint64 provider : providers) {
        const auto runs = m_candidates.value(provider);
        bool covered = false;
        for (const auto& c : runs) {
            m_runProvider.insert(c.runId, provider);
            covered = covered || (m_selectedRuns.contains(c.runId) && measures(c));
        }
        if (covered) {
            continue;
        }
        for (const auto& c : runs) {  // newest first; a host-backend run measured no GPU: ticked by hand only
            if (measures(c) && !m_hostRuns.contains(c.runId)) {
                m_selectedRuns.push_back(c.runId);
                break;
            }
        }
    }
}

void CompareView::applySearch() {
    const QString needle = m_search->text().trimmed();
    for (int i = 0; i < m_providers->count(); ++i) {
        QListWidgetItem* item = m_providers->item(i);
        item->setHidden(!needle.isEmpty() && !item->text().contains(needle, Qt::CaseInsensitive));
    }
}

void CompareView::loadRuns() {
    QVector<qint64> providerIds;
    for (int i = 0; i < m_providers->count(); ++i) {
        if (m_providers->item(i)->checkState() == Qt::Checked) {
            providerIds.push_back(m_providers->item(i)->data(kIdRole).toLongLong());
        }
    }
    if (!m_store) {
        return;
    }
    m_store->submit([providerIds](QSqlDatabase& db) {
        QVector<core::RunRecord> runs;
        core::RunRepository repo(db);
        for (qint64 id : providerIds) {
            runs += repo.runsForProvider(id);
        }
        return runs;
    }) | ui::whileAlive(this, [this](const QVector<core::RunRecord>& runs) {
        m_filling = true;
        m_runs->clear();
        for (const auto& r : runs) {
            const QString text =
                QStringLiteral("%1 · %2 %3 · %4 · %5")
                    .arg(m_providerNames.value(r.providerId), r.probe, r.operation,
                         r.hardwareKey.isEmpty() ? tr("unknown hardware") : r.hardwareKey, r.startedAt.left(16));
            auto* item = new QListWidgetItem(text, m_runs);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(m_selectedRuns.contains(r.id) ? Qt::Checked : Qt::Unchecked);
            item->setData(kIdRole, r.id);
            item->setData(kProviderRole, r.providerId);
            m_runProvider.insert(r.id, r.providerId);
        }
        m_filling = false;
        emit runsLoaded();
    });
}

void CompareView::compareRuns(const QVector<qint64>& runIds) {
    m_selectedRuns = runIds;
    recompare();
}

void CompareView::recompare() {
    if (!m_store) {
        return;
    }
    const QVector<qint64> ids = m_selectedRuns;
    const QString metric = this->metric();
    m_store->submit([ids](QSqlDatabase& db) {
        ComparisonData d;
        core::RunRepository repo(db);
        for (qint64 id : ids) {
            auto run = repo.get(id);
            if (run) {
                d.runs.push_back(*run);
                d.samples.push_back(repo.samples(id));
            }
        }
        d.baselines = core::BaselineRepository(db).latestOrBuiltin(QStringLiteral("compare"));
        return d;
    }) | ui::whileAlive(this, [this, metric](const ComparisonData& d) {
        if (!d.baselines) {
            m_summary->setText(d.baselines.error().toString());
            return;
        }
        const core::BaselineMatcher matcher(*d.baselines);
        QStringList names;
        for (const auto& r : d.runs) {
            names << m_providerNames.value(r.providerId, tr("provider %1").arg(r.providerId));
        }
        const auto rows = core::RunComparison::build(metric, d.runs, d.samples, names, matcher);
        m_model->setRows(rows);
        m_table->resizeColumnsToContents();
        // The chart overlays the runs in ranked order; each is drawn against its own baseline (RunCharts).
        QVector<core::RunRecord> runs;
        QVector<QVector<core::SampleRecord>> samples;
        QStringList labels;
        for (const auto& row : rows) {
            for (int k = 0; k < d.runs.size(); ++k) {
                if (d.runs[k].id == row.run.id) {
                    runs.push_back(d.runs[k]);
                    samples.push_back(d.samples[k]);
                    labels << tr("%1 · run %2").arg(row.provider).arg(row.run.id);
                }
            }
        }
        const bool sweepable = metric.endsWith(QLatin1String(".busbw")) || metric == QLatin1String("h2d.bw") ||
                               metric == QLatin1String("d2h.bw") || metric == QLatin1String("d2d.bw");
        if (sweepable && !runs.isEmpty()) {
            m_chart->setSweepChart(RunCharts::overlay(metric, runs, samples, labels, matcher));
        } else {
            m_chart->setSweepChart(nullptr);
        }
        m_summary->setText(rows.isEmpty() ? tr("None of the selected runs measured %1.").arg(metric)
                                          : tr("%n run(s) ranked by percentage of their own matching baseline.",
                                               nullptr, int(rows.size())));
        emit compared();
    });
}

}  // namespace tb::ui
