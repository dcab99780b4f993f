#include "ui/PreferencesDialog.h"

#include "core/system/AnalystSettings.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace tb::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_reviewer = new QLineEdit(core::AnalystSettings::reviewerName(), this);
    m_reviewer->setObjectName(QStringLiteral("reviewerNameEdit"));
    m_reviewer->setPlaceholderText(tr("Your name as it appears in reviews"));
    m_disclosure = new QPlainTextEdit(core::AnalystSettings::defaultDisclosure(), this);
    m_disclosure->setObjectName(QStringLiteral("defaultDisclosureEdit"));
    m_disclosure->setPlaceholderText(tr("e.g. No commercial relationship with any provider reviewed."));
    m_disclosure->setTabChangesFocus(true);
    form->addRow(tr("&Reviewer name:"), m_reviewer);
    form->addRow(tr("Default &disclosure:"), m_disclosure);
    layout->addLayout(form);
    auto* hint = new QLabel(tr("New evaluations start with these; each evaluation keeps its own copy. "
                               "tierbench-cli evaluations add uses them too."),
                            this);
    hint->setWordWrap(true);
    hint->setEnabled(false);
    layout->addWidget(hint);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
}

void PreferencesDialog::accept() {
    core::AnalystSettings::setReviewerName(m_reviewer->text());
    core::AnalystSettings::setDefaultDisclosure(m_disclosure->toPlainText().trimmed());
    QDialog::accept();
}

}  // namespace tb::ui
