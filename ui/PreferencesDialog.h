#pragma once

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace tb::ui {

// Edit › Preferences: the reviewer's name that new evaluations carry (and the audit log names) and the default
// conflict-of-interest disclosure (core::AnalystSettings, which `tierbench-cli evaluations add` reads too).
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    // Writes the fields to the settings and closes.
    void accept() override;

private:
    QLineEdit* m_reviewer;
    QPlainTextEdit* m_disclosure;
};

}  // namespace tb::ui
