#include "ui/trust/ConflictWarning.h"

#include "core/store/Store.h"
#include "core/trust/Conflicts.h"
#include "ui/GuiContinuation.h"
#include "ui/MessageBox.h"

#include <QPointer>

namespace tb::ui {

void ConflictWarning::confirm(QWidget* parent, const std::shared_ptr<core::Store>& store, const QStringList& reviewers,
                              qint64 providerId, const QString& what, QObject* context, std::function<void()> proceed,
                              std::function<void()> cancelled) {
    if (!store) {
        return;
    }
    store
        ->submit([reviewers, providerId](QSqlDatabase& db) -> core::Result<QVector<core::ConflictRecord>> {
            QVector<core::ConflictRecord> found;
            for (const QString& r : reviewers) {
                auto current = core::Conflicts(db).current(r, providerId);
                if (!current) {
                    return current.error();
                }
                found += *current;
            }
            return found;
        })
        .then(ui::guiContext(),
              ui::whileAlive(context, [parent = QPointer<QWidget>(parent), store, what, context, proceed,
                                       cancelled](const core::Result<QVector<core::ConflictRecord>>& found) {
                  if (!found || found->isEmpty()) {
                      // A register that cannot be read must not stop the work; the review reads it again at export.
                      proceed();
                      return;
                  }
                  MessageBox::choice(
                      parent, tr("Conflict of interest"), core::Conflicts::warning(*found),
                      {{QMessageBox::Yes, tr("Go ahead, disclosed")}, {QMessageBox::Cancel, tr("Cancel")}},
                      QMessageBox::Cancel, context,
                      [store, records = *found, what, context, proceed, cancelled](MessageBox::Answer a) {
                          if (a != QMessageBox::Yes) {
                              if (cancelled) {
                                  cancelled();
                              }
                              return;
                          }
                          const QString actor = records.first().reviewer;
                          store
                              ->submit([records, what, actor](QSqlDatabase& db) {
                                  return core::Conflicts(db).acknowledge(records, what, actor);
                              })
                              .then(ui::guiContext(),
                                    ui::whileAlive(context, [proceed](const core::Status&) { proceed(); }));
                      });
              }));
}

}  // namespace tb::ui
