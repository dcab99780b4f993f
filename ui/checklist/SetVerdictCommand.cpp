#include "ui/checklist/SetVerdictCommand.h"

#include "core/store/RowVersion.h"
#include "core/store/Store.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "ui/common/AnalystName.h"
#include "ui/common/GuiContinuation.h"

#include <QCoreApplication>

namespace tb::ui {

SetVerdictCommand::SetVerdictCommand(std::shared_ptr<core::Store> store, ChecklistModel* model, qint64 evaluationId,
                                     qint64 checkItemId, const QString& itemTitle, ChecklistModel::State before,
                                     ChecklistModel::State after, ErrorHandler onError, qint64 expectedVersion,
                                     ConflictHandler onConflict)
    : m_store(std::move(store)),
      m_model(model),
      m_evaluationId(evaluationId),
      m_checkItemId(checkItemId),
      m_before(std::move(before)),
      m_after(std::move(after)),
      m_onError(std::move(onError)),
      m_expectedVersion(expectedVersion),
      m_onConflict(std::move(onConflict)),
      m_previousRecord(std::make_shared<std::optional<core::VerdictRecord>>()) {
    if (m_before.verdict != m_after.verdict) {
        setText(QCoreApplication::translate("SetVerdictCommand", "Set “%1” to %2")
                    .arg(itemTitle, core::verdictName(m_after.verdict)));
    } else {
        setText(QCoreApplication::translate("SetVerdictCommand", "Edit evidence of “%1”").arg(itemTitle));
    }
}

void SetVerdictCommand::applyToModel(const ChecklistModel::State& state) {
    if (m_model) {
        m_model->applyState(m_evaluationId, m_checkItemId, state);
    }
}

namespace {
// What a save job hands back to the GUI thread: nothing (saved), an error, or a conflict with the version to
// overwrite knowingly.
struct SaveOutcome {
    QString error;
    bool conflict = false;
    qint64 theirVersion = 0;
};
}  // namespace

void SetVerdictCommand::redo() {
    applyToModel(m_after);
    const qint64 evaluationId = m_evaluationId;
    const qint64 itemId = m_checkItemId;
    const ChecklistModel::State after = m_after;
    const QString actor = analystName();
    auto previous = m_previousRecord;
    const qint64 expected = m_expectedVersion;
    m_expectedVersion = 0;
    auto store = m_store;
    auto future = m_store->submit([=](QSqlDatabase& db) -> SaveOutcome {
        auto result = core::EvaluationWorkflow(db).setVerdict(evaluationId, itemId, after.verdict, after.evidence,
                                                              actor, expected);
        if (!result) {
            const auto conflict = core::RowVersion::conflictOf(result.error());
            return SaveOutcome{conflict ? result.error().message : result.error().toString(), conflict.has_value(),
                               conflict ? conflict->current.version : 0};
        }
        if (!previous->has_value()) {
            *previous = *result;  // only the first redo: later redos overwrite the state the first one wrote
        }
        return {};
    });
    if (m_model) {
        QPointer<ChecklistModel> model = m_model;
        const ChecklistModel::State before = m_before;
        const ErrorHandler onError = m_onError;
        const ConflictHandler onConflict = m_onConflict;
        future | ui::whileAlive(m_model.data(), [=](const SaveOutcome& outcome) {
            if (outcome.error.isEmpty()) {
                return;
            }
            if (model) {
                model->applyState(evaluationId, itemId, before);
            }
            if (outcome.conflict && onConflict) {
                // Knowingly: over exactly the version the conflict reported; the undo step stays this edit.
                auto overwrite = [=]() {
                    store->submit([=](QSqlDatabase& db) -> QString {
                        auto saved = core::EvaluationWorkflow(db).setVerdict(
                            evaluationId, itemId, after.verdict, after.evidence, actor, outcome.theirVersion);
                        if (!saved) {
                            return saved.error().message;
                        }
                        if (!previous->has_value()) {
                            *previous = *saved;
                        }
                        return {};
                    }) | ui::whileAlive(model.data(), [=](const QString& error) {
                        if (!error.isEmpty()) {
                            if (onError) {
                                onError(error);
                            }
                            return;
                        }
                        if (model) {
                            model->applyState(evaluationId, itemId, after);
                            model->noteStoredVersion(itemId, outcome.theirVersion + 1);
                        }
                    });
                };
                onConflict(outcome.error, overwrite);
                return;
            }
            if (onError) {
                onError(outcome.error);
            }
        });
    }
}

void SetVerdictCommand::undo() {
    applyToModel(m_before);
    const QString actor = analystName();
    auto previous = m_previousRecord;
    auto future = m_store->submit([=](QSqlDatabase& db) -> QString {
        if (previous->has_value()) {
            auto result = core::EvaluationWorkflow(db).saveVerdict(**previous, actor);
            return result ? QString() : result.error().toString();
        }
        // The redo failed, so the row was never changed: nothing to write back.
        return QString();
    });
    if (m_model) {
        const ErrorHandler onError = m_onError;
        future | ui::whileAlive(m_model.data(), [onError](const QString& error) {
            if (!error.isEmpty() && onError) {
                onError(error);
            }
        });
    }
}

}  // namespace tb::ui
