#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace tb::ui {

// A run's raw output (a node's tb-node lines, a scheduler command's output) in a fixed font, read-only; opened with
// open(), never exec(), so nothing waits for it.
class RawOutputDialog : public QDialog {
    Q_OBJECT

public:
    RawOutputDialog(const QString& title, const QString& text, QWidget* parent = nullptr);
    QPlainTextEdit* text() const { return m_text; }

private:
    QPlainTextEdit* m_text;
};

}  // namespace tb::ui
