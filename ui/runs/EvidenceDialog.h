#pragma once

#include "core/domain/Rubric.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace tb::ui {

// Chooses the check item a run (or one of its findings) is evidence for, with a note. Writes nothing itself: the
// caller stores the link when the dialog is accepted. The items the run is evidence for (RunEvidenceItems) come first,
// grouped by criterion and selected; with none, a row says so and OK waits for the analyst's choice. Every other item
// follows under "All items", also by criterion.
class EvidenceDialog : public QDialog {
    Q_OBJECT

public:
    EvidenceDialog(const core::Rubric& rubric, const QString& what, const QStringList& proposedKeys = {},
                   QWidget* parent = nullptr);

    void selectItem(const QString& checkItemKey);
    qint64 checkItemId() const;
    QString checkItemKey() const;
    QString note() const;
    // The keys shown under "Proposed for this run", in their order.
    QStringList proposedKeys() const { return m_proposed; }

private:
    QComboBox* m_items;
    QLineEdit* m_note;
    QPushButton* m_ok = nullptr;  // disabled until a check item (not a heading) is chosen
    QStringList m_proposed;
};

}  // namespace tb::ui
