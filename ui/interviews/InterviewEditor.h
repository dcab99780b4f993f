#pragma once

#include "core/domain/Interview.h"

#include <QDialog>
#include <QList>
#include <QPair>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QTextEdit;

namespace tb::ui {

// Add or edit one interview. Validation runs on OK (core Interview::validate plus the editor's own checks); a
// refused OK names the field, focuses it and keeps the dialog open. The dialog never touches the store: the owner
// reads interview() after accepted() and submits the change.
class InterviewEditor : public QDialog {
    Q_OBJECT

public:
    // `criteria`: (key, name) of the rubric's criteria, one sentiment choice each.
    InterviewEditor(const core::Interview& interview, const QList<QPair<QString, QString>>& criteria,
                    QWidget* parent = nullptr);

    core::Interview interview() const;
    // The last validation message ("" when none).
    QString errorText() const;

    // Test and owner access to the fields.
    QComboBox* sentimentCombo(const QString& criterionKey) const;

    // "a, b; c" -> {"a", "b", "c"}
    static QStringList splitTags(const QString& text);

public slots:
    void accept() override;

private:
    QWidget* buildNotesToolbar();

    core::Interview m_original;
    QList<QPair<QString, QComboBox*>> m_sentiment;
    QDateEdit* m_date;
    QLineEdit* m_name;
    QLineEdit* m_role;
    QComboBox* m_orgType;
    QComboBox* m_channel;
    QCheckBox* m_consent;
    QTextEdit* m_notes;
    QLineEdit* m_tags;
    QLabel* m_error;
};

}  // namespace tb::ui
