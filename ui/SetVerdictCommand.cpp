#include "ui/SetVerdictCommand.h"

#include "core/store/Store.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "ui/AnalystName.h"

#include <QCoreApplication>

namespace tb::ui {

SetVerdictCommand::SetVerdictCommand(std::shared_ptr<core::Store> store, ChecklistModel* model, qint64 evaluationId,
                                     qint64 checkItemId, const QString& itemTitle, ChecklistModel::State before,
                                     ChecklistModel::State after, ErrorHandler onError)
    : m_store(std::move(store)),
      m_model(model),
      m_evaluationId(evaluationId),
      m_checkItemId(checkItemId),
      m_before(std::move(before)),
      m_after(std::move(after)),
      m_onError(std::move(onError)),
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

void SetVerdictCommand::redo() {
    applyToModel(m_after);
    const qint64 evaluationId = m_evaluationId;
    const qint64 itemId = m_checkItemId;
    const ChecklistModel::State after = m_after;
    const QString actor = analystName();
    auto previous = m_previousRecord;
    auto future = m_store->submit([=](QSqlDatabase& db) -> QString {
        auto result =
            core::EvaluationWorkflow(db).setVerdict(evaluationId, itemId, after.verdict, after.evidence, actor);
        if (!result) {
            return result.error().toString();
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
        future.then(m_model.data(), [model, before, evaluationId, itemId, onError](const QString& error) {
            if (!error.isEmpty()) {
                if (model) {
                    model->applyState(evaluationId, itemId, before);
                }
                if (onError) {
                    onError(error);
                }
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
        future.then(m_model.data(), [onError](const QString& error) {
            if (!error.isEmpty() && onError) {
                onError(error);
            }
        });
    }
}

}  // namespace tb::ui
