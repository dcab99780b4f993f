#include "ui/trust/ConflictWarning.h"

#include "core/store/Store.h"
#include "core/store/EvaluationRepository.h"
#include "core/trust/ConflictGate.h"
#include "ui/common/GuiContinuation.h"
#include "ui/common/MessageBox.h"

#include <QPointer>

namespace tb::ui {

void ConflictWarning::confirm(QWidget* parent, const std::shared_ptr<core::Store>& store, const QStringList& reviewers,
                              qint64 providerId, qint64 evaluationId, QObject* context,
                              std::function<void(bool acknowledged)> proceed, std::function<void()> cancelled) {
    if (!store) {
        return;
    }
    store->submit([reviewers, providerId,
                   evaluationId](QSqlDatabase& db) -> core::Result<QVector<core::ConflictRecord>> {
        QStringList people = reviewers;
        if (evaluationId > 0) {
            // The evaluation's reviewer too, as the work's core call asks (a tier assignment).
            auto evaluation = core::EvaluationRepository(db).get(evaluationId);
            if (!evaluation) {
                return evaluation.error();
            }
            people << evaluation->reviewer;
        }
        return core::ConflictGate(db).current(people, providerId);
    }) | ui::whileAlive(context, [parent = QPointer<QWidget>(parent), context, proceed,
                                  cancelled](const core::Result<QVector<core::ConflictRecord>>& found) {
        if (!found) {
            // The work's own core call would refuse it as well: nothing starts on an unread register.
            MessageBox::critical(parent, tr("Conflict of interest"), found.error().message, found.error().detail);
            if (cancelled) {
                cancelled();
            }
            return;
        }
        if (found->isEmpty()) {
            proceed(false);
            return;
        }
        MessageBox::choice(parent, tr("Conflict of interest"), core::Conflicts::warning(*found),
                           {{QMessageBox::Yes, tr("Go ahead, disclosed")}, {QMessageBox::Cancel, tr("Cancel")}},
                           QMessageBox::Cancel, context, [proceed, cancelled](MessageBox::Answer a) {
                               if (a == QMessageBox::Yes) {
                                   proceed(true);  // the work's core call records the acknowledgement with it
                               } else if (cancelled) {
                                   cancelled();
                               }
                           });
    });
}

}  // namespace tb::ui
