#include "ui/cluster/RawOutputDialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace tb::ui {

RawOutputDialog::RawOutputDialog(const QString& title, const QString& text, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("rawOutputDialog"));
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    m_text = new QPlainTextEdit(this);
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setPlainText(text.isEmpty() ? tr("(no output)") : text);
    layout->addWidget(m_text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 600);
}

}  // namespace tb::ui
