#include "ui/main/PreferencesDialog.h"

#include "core/settings/AnalystSettings.h"
#include "ui/main/Appearance.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include <algorithm>

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

    auto* look = new QFormLayout;
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    for (const QString& code : Appearance::languageCodes()) {
        m_language->addItem(Appearance::languageName(code), code);
    }
    m_language->setCurrentIndex(std::max(0, m_language->findData(Appearance::language())));
    m_theme = new QComboBox(this);
    m_theme->setObjectName(QStringLiteral("themeCombo"));
    for (auto theme : {Appearance::Theme::System, Appearance::Theme::Light, Appearance::Theme::Dark}) {
        m_theme->addItem(Appearance::themeName(theme), static_cast<int>(theme));
    }
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(static_cast<int>(Appearance::theme()))));
    look->addRow(tr("&Language:"), m_language);
    look->addRow(tr("&Theme:"), m_theme);
    layout->addLayout(look);
    // The windows' texts are set once when they are built, so a new language shows after a restart; said before OK.
    m_restartNote =
        new QLabel(tr("The language changes the next time Tierbench starts. The theme changes at once."), this);
    m_restartNote->setObjectName(QStringLiteral("languageRestartNote"));
    m_restartNote->setWordWrap(true);
    layout->addWidget(m_restartNote);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
}

void PreferencesDialog::accept() {
    core::AnalystSettings::setReviewerName(m_reviewer->text());
    core::AnalystSettings::setDefaultDisclosure(m_disclosure->toPlainText().trimmed());
    Appearance::setLanguage(m_language->currentData().toString());
    const auto theme = static_cast<Appearance::Theme>(m_theme->currentData().toInt());
    if (theme != Appearance::theme()) {
        Appearance::setTheme(theme);
        Appearance::applyTheme(theme);
    }
    QDialog::accept();
}

}  // namespace tb::ui
