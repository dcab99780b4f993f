#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace tb::ui {

// Edit › Preferences: the reviewer's name that new evaluations carry (and the audit log names) and the default
// conflict-of-interest disclosure (core::AnalystSettings, which `tierbench-cli evaluations add` reads too), the
// language (next start) and the theme (at once; ui::Appearance). OK and Cancel in the platform's order
// (QDialogButtonBox); Esc cancels and writes nothing.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    // Writes the fields to the settings and closes.
    void accept() override;

private:
    QLineEdit* m_reviewer;
    QPlainTextEdit* m_disclosure;
    QComboBox* m_language;
    QComboBox* m_theme;
    QLabel* m_restartNote;
};

}  // namespace tb::ui
