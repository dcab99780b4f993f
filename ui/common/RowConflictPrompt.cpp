#include "ui/common/RowConflictPrompt.h"

#include "core/store/RowVersion.h"
#include "ui/common/MessageBox.h"

namespace tb::ui {

void RowConflictPrompt::ask(QWidget* parent, const QString& title, const core::Error& conflict, QObject* context,
                            Callback callback) {
    const auto found = core::RowVersion::conflictOf(conflict);
    const qint64 theirVersion = found ? found->current.version : 0;
    const QString text = conflict.message + QStringLiteral("\n\n") +
                         tr("Reload shows their version in this editor (your changes in it are dropped). Overwrite "
                            "saves your version over theirs. Keep editing leaves both as they are.");
    MessageBox::choice(parent, title, text,
                       {{QMessageBox::Reset, tr("Reload")},
                        {QMessageBox::Save, tr("Overwrite")},
                        {QMessageBox::Cancel, tr("Keep editing")}},
                       QMessageBox::Reset, context,
                       [callback = std::move(callback), theirVersion](MessageBox::Answer answer) {
                           if (answer == QMessageBox::Reset) {
                               callback(Answer::Reload, theirVersion);
                           } else if (answer == QMessageBox::Save) {
                               callback(Answer::Overwrite, theirVersion);
                           } else {
                               callback(Answer::KeepEditing, theirVersion);
                           }
                       });
}

}  // namespace tb::ui
