#include "ui/trust/VerificationDialog.h"

#include "core/store/Store.h"
#include "core/settings/AnalystSettings.h"
#include "ui/common/GuiContinuation.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tb::ui {

VerificationDialog::VerificationDialog(std::shared_ptr<core::Store> store, QString providerName, QWidget* parent)
    : QDialog(parent), m_store(std::move(store)), m_provider(std::move(providerName)) {
    setObjectName(QStringLiteral("verificationDialog"));
    setWindowTitle(tr("Verify %1").arg(m_provider));
    setAttribute(Qt::WA_DeleteOnClose);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("verificationSummary"));
    m_summary->setWordWrap(true);
    m_table = new QTableWidget(0, 5, this);
    m_table->setObjectName(QStringLiteral("verificationTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Result"), tr("What"), tr("Checked"), tr("Recorded → now"), tr("What it means")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_again = buttons->addButton(tr("Verify &again"), QDialogButtonBox::ActionRole);
    connect(m_again, &QPushButton::clicked, this, &VerificationDialog::verify);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(900, 420);
}

QString VerificationDialog::summaryText() const {
    return m_summary->text();
}

void VerificationDialog::verify() {
    m_again->setEnabled(false);
    m_summary->setText(tr("Verifying the stored results of %1…").arg(m_provider));
    const auto config = core::AnalystSettings::ratingConfig();  // the Rating tab's interview weight
    m_store->submit([name = m_provider, config](QSqlDatabase& db) {
        return core::Verification(db, config).verify(name);
    }) | ui::whileAlive(this, [this](const core::Result<core::VerificationReport>& report) { showReport(report); });
}

void VerificationDialog::showReport(const core::Result<core::VerificationReport>& report) {
    m_again->setEnabled(true);
    m_table->setRowCount(0);
    if (!report) {
        m_summary->setText(tr("The verification could not run: %1").arg(report.error().message));
        emit verified(false);
        return;
    }
    m_summary->setText(report->summary());
    // Differences first: they are what the analyst opened this for.
    QList<core::VerificationCheck> checks = report->checks;
    std::stable_sort(checks.begin(), checks.end(),
                     [](const auto& a, const auto& b) { return !a.matches && b.matches; });
    for (const core::VerificationCheck& c : checks) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto* result = new QTableWidgetItem(c.matches ? tr("Matches") : tr("Differs"));
        if (!c.matches) {
            result->setForeground(QColor(0xb0, 0x20, 0x20));
            QFont bold = result->font();
            bold.setBold(true);
            result->setFont(bold);
        }
        m_table->setItem(row, 0, result);
        m_table->setItem(row, 1, new QTableWidgetItem(core::Verification::kindName(c.kind)));
        m_table->setItem(row, 2, new QTableWidgetItem(c.subject));
        // Hashes are long: the first 12 characters tell two apart; the whole value is in the tooltip.
        auto shortForm = [](const QString& v) { return v.size() > 16 ? v.left(12) + u'…' : v; };
        auto* values = new QTableWidgetItem(c.matches ? shortForm(c.actual)
                                                      : tr("%1 → %2").arg(shortForm(c.recorded), shortForm(c.actual)));
        values->setToolTip(tr("Recorded: %1\nNow: %2").arg(c.recorded, c.actual));
        m_table->setItem(row, 3, values);
        m_table->setItem(row, 4, new QTableWidgetItem(c.note));
    }
    m_table->resizeColumnsToContents();
    emit verified(report->passed());
}

}  // namespace tb::ui
