#pragma once

#include "core/domain/Checklist.h"
#include "ui/checklist/ChecklistModel.h"

#include <QKeySequence>
#include <QWidget>

class QButtonGroup;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace tb::ui {

// The side panel of the checklist: the selected item's question, what good looks like, the verdict buttons and the
// evidence editor. It only edits; ChecklistView turns its signals into undoable, saved changes.
class VerdictPanel : public QWidget {
    Q_OBJECT

public:
    explicit VerdictPanel(QWidget* parent = nullptr);

    // Shows an item (nullptr: nothing selected) with its current verdict and evidence.
    void showItem(const core::CheckItem* item, const QString& criterionName, const ChecklistModel::State& state);
    // Refreshes the controls after an undo or redo changed the shown item, discarding unsaved edits of it.
    void setState(const ChecklistModel::State& state);
    // The stored state changed while evidence is being typed: the verdict buttons follow, the typed text stays.
    void setStateKeepingTyping(const ChecklistModel::State& state);

    qint64 checkItemId() const { return m_itemId; }
    // As if the verdict's button was clicked (keyboard shortcuts); ignored when no item is shown.
    void chooseVerdict(core::Verdict verdict);
    // Alt+1 (Pass) .. Alt+5 (Unknown): plain letters would collide with the menu bar's mnemonics.
    static QKeySequence verdictShortcut(core::Verdict verdict);
    QString evidenceText() const;
    // The evidence editor holds text that is not saved yet.
    bool evidenceDirty() const;

signals:
    // The analyst picked a verdict (with whatever evidence the editor holds now).
    void verdictChosen(core::Verdict verdict);
    // The analyst saved the evidence text (button, Ctrl+Return).
    void evidenceCommitted(const QString& evidence);

private:
    void setVerdictButtons(core::Verdict verdict);

    qint64 m_itemId = 0;
    QString m_savedEvidence;
    QLabel* m_criterion;
    QLabel* m_title;
    QLabel* m_question;
    QLabel* m_guidance;
    QButtonGroup* m_verdicts;
    QPlainTextEdit* m_evidence;
    QPushButton* m_saveEvidence;
    QWidget* m_content;
    QLabel* m_placeholder;
};

}  // namespace tb::ui
