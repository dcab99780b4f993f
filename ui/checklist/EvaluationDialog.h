#pragma once

#include "core/domain/Checklist.h"
#include "core/usecase/EvaluationWorkflow.h"

#include <QDialog>
#include <QStringList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace tb::ui {

// Start or edit one evaluation (issue 12.9): title, rubric version, status, reviewer, conflict-of-interest
// disclosure, the testing window and the hardware handover dates. A new one starts with the reviewer name and the
// default disclosure of the Preferences. OK checks the draft with the core's own rules (EvaluationWorkflow::
// problems) and shows the problems inline; only a valid draft is handed to saveRequested(). The caller saves it
// and answers with accept() or showError() (what the database refused). Shown with open(): no nested event loop.
class EvaluationDialog : public QDialog {
    Q_OBJECT

public:
    // `rubricVersions`: the versions in the database, the default first.
    EvaluationDialog(const QStringList& rubricVersions, QWidget* parent = nullptr);

    // Edits `evaluation` (of rubric `rubricVersion`); without this call the dialog starts a new one.
    void setEvaluation(const core::Evaluation& evaluation, const QString& rubricVersion);
    qint64 evaluationId() const { return m_id; }
    bool isNew() const { return m_id == 0; }
    // The draft names the version it was opened on (core::RowVersion); an overwrite names the newer one instead.
    core::EvaluationDraft draft() const;
    void setExpectedVersion(qint64 version) { m_rowVersion = version; }

    void showError(const QString& message);
    QString errorText() const;

signals:
    void saveRequested(const core::EvaluationDraft& draft);

private:
    void tryAccept();

    qint64 m_id = 0;
    qint64 m_rowVersion = 0;
    QLineEdit* m_title;
    QComboBox* m_rubric;
    QComboBox* m_status;
    QLineEdit* m_reviewer;
    QPlainTextEdit* m_disclosure;
    QLineEdit* m_testingFrom;
    QLineEdit* m_testingUntil;
    QLineEdit* m_requested;
    QLineEdit* m_received;
    QLabel* m_error;
};

}  // namespace tb::ui
