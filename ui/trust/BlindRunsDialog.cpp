#include "ui/trust/BlindRunsDialog.h"

#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "ui/common/AnalystName.h"
#include "ui/common/GuiContinuation.h"
#include "ui/trust/BlindChartPainter.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tb::ui {

BlindChartWidget::BlindChartWidget(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("blindChart"));
    setMinimumSize(420, 220);
}

void BlindChartWidget::setComparison(std::optional<core::BlindMetricComparison> comparison) {
    m_comparison = std::move(comparison);
    update();
}

void BlindChartWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (!m_comparison) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, BlindRunsDialog::tr("Choose a metric on the left."));
        return;
    }
    BlindChartPainter::paint(p, QRectF(rect()).adjusted(10, 8, -10, -8), *m_comparison);
}

BlindRunsDialog::BlindRunsDialog(std::shared_ptr<core::Store> store, qint64 providerId, QString providerName,
                                 QWidget* parent)
    : QDialog(parent), m_store(std::move(store)), m_providerId(providerId), m_provider(std::move(providerName)) {
    setObjectName(QStringLiteral("blindRunsDialog"));
    setWindowTitle(tr("Blind runs: %1").arg(m_provider));
    setAttribute(Qt::WA_DeleteOnClose);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("blindSummary"));
    m_summary->setWordWrap(true);
    m_metrics = new QListWidget(this);
    m_metrics->setObjectName(QStringLiteral("blindMetrics"));
    m_chart = new BlindChartWidget(this);
    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_metrics);
    top->addWidget(m_chart);
    top->setStretchFactor(1, 3);
    m_runs = new QTableWidget(0, 6, this);
    m_runs->setObjectName(QStringLiteral("blindRuns"));
    m_runs->setHorizontalHeaderLabels(
        {tr("Run"), tr("Probe"), tr("Started"), tr("Account"), tr("How it was obtained"), tr("Note")});
    m_runs->horizontalHeader()->setStretchLastSection(true);
    m_runs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runs->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runs->verticalHeader()->hide();
    m_account = new QLineEdit(this);
    m_account->setObjectName(QStringLiteral("blindAccount"));
    m_account->setPlaceholderText(tr("the account's name, e.g. bench@provider or a customer's login"));
    m_obtained = new QComboBox(this);
    m_obtained->setObjectName(QStringLiteral("blindObtained"));
    m_obtained->addItem(core::RunAccounts::obtainedText(core::AccountObtained::Disclosed),
                        core::RunAccounts::obtainedKey(core::AccountObtained::Disclosed));
    m_obtained->addItem(core::RunAccounts::obtainedText(core::AccountObtained::Independent),
                        core::RunAccounts::obtainedKey(core::AccountObtained::Independent));
    m_note = new QLineEdit(this);
    m_note->setPlaceholderText(tr("how it was obtained (bought by card, lent by a customer, ...)"));
    m_save = new QPushButton(tr("Set account of the selected run"), this);
    m_save->setObjectName(QStringLiteral("blindSaveAccount"));
    connect(m_save, &QPushButton::clicked, this, &BlindRunsDialog::saveAccount);
    auto* form = new QFormLayout;
    form->addRow(tr("Account"), m_account);
    form->addRow(tr("Obtained"), m_obtained);
    form->addRow(tr("Note"), m_note);
    form->addRow(QString(), m_save);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(top, 3);
    layout->addWidget(m_runs, 2);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(m_metrics, &QListWidget::currentRowChanged, this, &BlindRunsDialog::showMetric);
    connect(m_runs, &QTableWidget::itemSelectionChanged, this, &BlindRunsDialog::fillForm);
    m_changes.follow(m_store, this, [this](const core::ChangeSet& changes) {
        if (changes.touchesProvider(m_providerId) &&
            changes.touchesAny({core::EntityKind::Run, core::EntityKind::Samples})) {
            reload();
        }
    });
    resize(1000, 720);
}

QString BlindRunsDialog::summaryText() const {
    return m_summary->text();
}

void BlindRunsDialog::reload() {
    m_store->submit([name = m_provider, id = m_providerId](QSqlDatabase& db) {
        Loaded l;
        l.report = core::RunAccounts(db).compare(name);
        l.runs = core::RunRepository(db).runsForProvider(id);
        l.accounts = core::RunAccounts(db).forProvider(id).valueOr(QHash<qint64, core::RunAccount>{});
        return l;
    }) | ui::whileAlive(this, [this](const Loaded& l) { showLoaded(l); });
}

void BlindRunsDialog::showLoaded(const Loaded& l) {
    const QString previous =
        m_metrics->currentItem() ? m_metrics->currentItem()->data(Qt::UserRole).toString() : QString();
    const qint64 selectedRun = m_runs->currentRow() >= 0 && m_runs->item(m_runs->currentRow(), 0)
                                   ? m_runs->item(m_runs->currentRow(), 0)->data(Qt::UserRole).toLongLong()
                                   : 0;
    m_metrics->clear();
    m_comparisons.clear();
    m_accounts = l.accounts;
    if (!l.report) {
        m_summary->setText(tr("The comparison could not be read: %1").arg(l.report.error().message));
    } else {
        const auto& r = *l.report;
        const auto favoured = r.favoured();
        QString text = tr("%1 runs on disclosed accounts, %2 on independent ones, %3 without an account. Median "
                          "difference per metric with a %4-resample bootstrap interval (95%); beyond noise only "
                          "when the interval excludes 0.")
                           .arg(r.disclosedRuns)
                           .arg(r.independentRuns)
                           .arg(r.unclassifiedRuns)
                           .arg(r.options.resamples);
        if (!favoured.isEmpty()) {
            text +=
                QStringLiteral("<br><b style='color:#b02020'>") +
                tr("The disclosed account did better beyond noise on %n metric(s).", nullptr, int(favoured.size())) +
                QStringLiteral("</b>");
        }
        m_summary->setText(text);
        m_comparisons = r.metrics;
        for (const auto& m : r.metrics) {
            auto* item = new QListWidgetItem(
                QStringLiteral("%1 — %2").arg(m.metric, core::BlindComparison::verdictText(m.verdict)), m_metrics);
            item->setData(Qt::UserRole, m.metric);
            if (m.disclosedFavoured()) {
                item->setForeground(QColor(0xb0, 0x20, 0x20));
            }
        }
    }
    int select = m_comparisons.isEmpty() ? -1 : 0;
    for (int i = 0; i < m_comparisons.size(); ++i) {
        if (m_comparisons[i].metric == previous || (previous.isEmpty() && m_comparisons[i].disclosedFavoured())) {
            select = i;
            break;
        }
    }
    m_metrics->setCurrentRow(select);
    showMetric(select);
    m_runs->setRowCount(0);
    for (const core::RunRecord& run : l.runs) {
        const int row = m_runs->rowCount();
        m_runs->insertRow(row);
        auto* id = new QTableWidgetItem(QStringLiteral("#%1").arg(run.id));
        id->setData(Qt::UserRole, run.id);
        m_runs->setItem(row, 0, id);
        m_runs->setItem(row, 1, new QTableWidgetItem(run.probe.isEmpty() ? run.sourceName : run.probe));
        m_runs->setItem(row, 2, new QTableWidgetItem(run.startedAt));
        const auto a = l.accounts.constFind(run.id);
        m_runs->setItem(row, 3, new QTableWidgetItem(a != l.accounts.cend() ? a->account : tr("not recorded")));
        m_runs->setItem(
            row, 4,
            new QTableWidgetItem(a != l.accounts.cend() ? core::RunAccounts::obtainedText(a->obtained) : QString()));
        m_runs->setItem(row, 5, new QTableWidgetItem(a != l.accounts.cend() ? a->note : QString()));
        if (run.id == selectedRun) {
            m_runs->selectRow(row);
        }
    }
    m_runs->resizeColumnsToContents();
    emit reloaded();
}

void BlindRunsDialog::showMetric(int row) {
    m_chart->setComparison(row >= 0 && row < m_comparisons.size() ? std::optional(m_comparisons[row]) : std::nullopt);
}

void BlindRunsDialog::fillForm() {
    const int row = m_runs->currentRow();
    if (row < 0 || !m_runs->item(row, 0)) {
        return;
    }
    const qint64 runId = m_runs->item(row, 0)->data(Qt::UserRole).toLongLong();
    const auto a = m_accounts.constFind(runId);
    if (a != m_accounts.cend()) {
        m_account->setText(a->account);
        m_obtained->setCurrentIndex(m_obtained->findData(core::RunAccounts::obtainedKey(a->obtained)));
        m_note->setText(a->note);
    }
}

void BlindRunsDialog::saveAccount() {
    const int row = m_runs->currentRow();
    if (row < 0 || !m_runs->item(row, 0)) {
        emit accountSaved(false, tr("Select a run first."));
        return;
    }
    const qint64 runId = m_runs->item(row, 0)->data(Qt::UserRole).toLongLong();
    const auto obtained = core::RunAccounts::obtainedFromKey(m_obtained->currentData().toString());
    const QString account = m_account->text();
    const QString note = m_note->text();
    const QString actor = analystName();
    m_store->submit([=](QSqlDatabase& db) {
        return core::RunAccounts(db).set(runId, account, obtained.value_or(core::AccountObtained::Disclosed), note,
                                         actor);
    }) | ui::whileAlive(this, [this](const core::Status& st) {
        if (!st) {
            m_summary->setText(st.error().message);
        }
        emit accountSaved(bool(st), st ? QString() : st.error().message);
    });
}

}  // namespace tb::ui
