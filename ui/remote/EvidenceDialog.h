#pragma once

#include "core/domain/Rubric.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;

namespace tb::ui {

// Chooses the check item a run (or one of its findings) is evidence for, with a note. Writes nothing itself: the
// caller stores the link when the dialog is accepted.
class EvidenceDialog : public QDialog {
    Q_OBJECT

public:
    EvidenceDialog(const core::Rubric& rubric, const QString& what, QWidget* parent = nullptr);

    void selectItem(const QString& checkItemKey);
    qint64 checkItemId() const;
    QString checkItemKey() const;
    QString note() const;
    QComboBox* itemCombo() const { return m_items; }
    QLineEdit* noteField() const { return m_note; }

private:
    QComboBox* m_items;
    QLineEdit* m_note;
};

}  // namespace tb::ui
