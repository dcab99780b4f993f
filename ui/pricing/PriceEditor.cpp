#include "ui/pricing/PriceEditor.h"

#include "core/store/PriceRepository.h"
#include "ui/common/DateField.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace tb::ui {

namespace {

QString optionalText(const std::optional<double>& v) {
    return v ? QString::number(*v, 'g', 10) : QString();
}

// Empty: not known. Anything else must parse; a bad entry is kept as NaN so validation names the field.
std::optional<double> optionalValue(const QLineEdit* edit) {
    const QString t = edit->text().trimmed();
    if (t.isEmpty()) {
        return std::nullopt;
    }
    bool ok = false;
    const double v = QLocale().toDouble(t, &ok);
    if (ok) {
        return v;
    }
    const double c = t.toDouble(&ok);
    return ok ? c : std::nan("");
}

QString bundleName(const QString& key) {
    if (key == QLatin1String("storage"))
        return PriceEditor::tr("Storage");
    if (key == QLatin1String("frontend_network"))
        return PriceEditor::tr("Front-end network");
    if (key == QLatin1String("backend_network"))
        return PriceEditor::tr("Back-end network");
    if (key == QLatin1String("support"))
        return PriceEditor::tr("Support");
    if (key == QLatin1String("control_plane"))
        return PriceEditor::tr("Control plane");
    return key;
}

}  // namespace

PriceEditor::PriceEditor(const core::PriceRecord& record, QWidget* parent) : QDialog(parent), m_base(record) {
    setObjectName(QStringLiteral("priceEditor"));
    setWindowTitle(record.id > 0 ? tr("Edit price") : tr("New price"));
    auto* form = new QFormLayout;
    m_model = new QLineEdit(record.gpuModel, this);
    m_model->setObjectName(QStringLiteral("priceModel"));
    m_model->setPlaceholderText(tr("e.g. H100 SXM"));
    m_price = new QDoubleSpinBox(this);
    m_price->setObjectName(QStringLiteral("priceValue"));
    m_price->setRange(0, 2000);
    m_price->setDecimals(3);
    m_price->setPrefix(QStringLiteral("$"));
    m_price->setValue(record.usdPerGpuHour);
    m_unit = new QComboBox(this);
    m_unit->setObjectName(QStringLiteral("priceUnit"));
    m_unit->addItem(tr("per GPU-hour"));
    m_unit->addItem(tr("per node-hour"));
    m_gpusPerNode = new QDoubleSpinBox(this);
    m_gpusPerNode->setRange(1, 72);
    m_gpusPerNode->setDecimals(0);
    m_gpusPerNode->setValue(8);
    m_gpusPerNode->setSuffix(tr(" GPUs/node"));
    m_gpusPerNode->setEnabled(false);
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this](int i) { m_gpusPerNode->setEnabled(i == 1); });
    auto* priceRow = new QHBoxLayout;
    priceRow->addWidget(m_price, 1);
    priceRow->addWidget(m_unit);
    priceRow->addWidget(m_gpusPerNode);
    m_term = new QComboBox(this);
    m_term->setObjectName(QStringLiteral("priceTerm"));
    for (core::PriceTerm t : core::priceTerms()) {
        m_term->addItem(core::priceTermName(t), core::priceTermKey(t));
    }
    m_term->setCurrentIndex(m_term->findData(core::priceTermKey(record.term)));
    auto* bundles = new QHBoxLayout;
    for (const QString& c : core::PriceRecord::bundleComponents()) {
        auto* box = new QCheckBox(bundleName(c), this);
        box->setChecked(record.includes(c));
        m_bundled.insert(c, box);
        bundles->addWidget(box);
    }
    auto optional = [this](const std::optional<double>& v, const char* name, const QString& hint) {
        auto* e = new QLineEdit(optionalText(v), this);
        e->setObjectName(QLatin1String(name));
        e->setPlaceholderText(hint);
        return e;
    };
    m_storage = optional(record.storageUsdPerTbMonth, "priceStorage", tr("USD per TB-month; empty: not known"));
    m_network = optional(record.networkUsdPerHour, "priceNetwork", tr("USD per hour; empty: not known"));
    m_control = optional(record.controlPlaneUsdPerHour, "priceControl", tr("USD per hour; empty: not known"));
    m_support = optional(record.supportPct, "priceSupport", tr("% of the bill; empty: not known"));
    m_egress = optional(record.egressUsdPerTb, "priceEgress", tr("USD per TB; empty: not known"));
    m_expansion = new QLineEdit(record.expansionTerms, this);
    m_expansion->setPlaceholderText(tr("e.g. +25% capacity at the same rate within 6 months"));
    m_source = new QLineEdit(record.source, this);
    m_source->setObjectName(QStringLiteral("priceSource"));
    m_source->setPlaceholderText(tr("quote, price page URL, invoice"));
    m_date = new DateField(record.effectiveOn.isValid() ? record.effectiveOn : QDate::currentDate(), this);
    m_date->setObjectName(QStringLiteral("priceDate"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_notes = new QLineEdit(record.notes, this);

    form->addRow(tr("GPU model:"), m_model);
    form->addRow(tr("Price:"), priceRow);
    form->addRow(tr("Commitment:"), m_term);
    form->addRow(tr("Included in the price:"), bundles);
    form->addRow(tr("Storage:"), m_storage);
    form->addRow(tr("Front-end network:"), m_network);
    form->addRow(tr("Control plane:"), m_control);
    form->addRow(tr("Support:"), m_support);
    form->addRow(tr("Egress:"), m_egress);
    form->addRow(tr("Expansion terms:"), m_expansion);
    form->addRow(tr("Source:"), m_source);
    form->addRow(tr("Valid from:"), m_date);
    form->addRow(tr("Notes:"), m_notes);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("priceEditorError"));
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PriceEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PriceEditor::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

core::PriceRecord PriceEditor::record() const {
    core::PriceRecord r = m_base;
    r.gpuModel = m_model->text().trimmed();
    r.usdPerGpuHour = m_unit->currentIndex() == 1 ? m_price->value() / m_gpusPerNode->value() : m_price->value();
    r.term = core::priceTermFromKey(m_term->currentData().toString()).value_or(core::PriceTerm::OnDemand);
    r.bundled.clear();
    for (auto it = m_bundled.cbegin(); it != m_bundled.cend(); ++it) {
        if (it.value()->isChecked()) {
            r.bundled << it.key();
        }
    }
    r.storageUsdPerTbMonth = optionalValue(m_storage);
    r.networkUsdPerHour = optionalValue(m_network);
    r.controlPlaneUsdPerHour = optionalValue(m_control);
    r.supportPct = optionalValue(m_support);
    r.egressUsdPerTb = optionalValue(m_egress);
    r.expansionTerms = m_expansion->text().trimmed();
    r.source = m_source->text().trimmed();
    r.effectiveOn = m_date->date();
    r.notes = m_notes->text().trimmed();
    return r;
}

void PriceEditor::accept() {
    if (auto st = core::PriceRepository::validate(record()); !st) {
        m_error->setText(st.error().message);
        return;
    }
    QDialog::accept();
}

void PriceEditor::showMessage(const QString& message) {
    m_error->setText(message);
}

}  // namespace tb::ui
