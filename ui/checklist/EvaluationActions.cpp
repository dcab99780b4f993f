#include "ui/checklist/EvaluationActions.h"

#include "core/store/EvaluationRepository.h"
#include "core/store/RowVersion.h"
#include "core/store/RubricRepository.h"
#include "core/store/Store.h"
#include "core/settings/AnalystSettings.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "ui/common/AnalystName.h"
#include "ui/checklist/EvaluationDialog.h"
#include "ui/common/GuiContinuation.h"
#include "ui/common/MessageBox.h"
#include "ui/common/RowConflictPrompt.h"
#include "ui/trust/ConflictWarning.h"

#include <QCoreApplication>
#include <QWidget>

namespace tb::ui {

namespace {
// What the dialog needs, read in one job: the rubric versions (default first) and, when editing, the evaluation.
struct DialogData {
    QStringList versions;
    std::optional<core::Evaluation> evaluation;
    QString rubricVersion;
    QString error;
};
}  // namespace

EvaluationActions::EvaluationActions(QWidget* dialogParent) : QObject(dialogParent), m_parent(dialogParent) {}

EvaluationDialog* EvaluationActions::openDialog() const {
    return m_dialog.data();
}

void EvaluationActions::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
}

void EvaluationActions::startNew(qint64 providerId) {
    openWith(providerId, 0);
}

void EvaluationActions::edit(qint64 evaluationId) {
    openWith(0, evaluationId);
}

void EvaluationActions::openWith(qint64 providerId, qint64 evaluationId) {
    if (!m_store || (providerId == 0 && evaluationId == 0) || m_dialog) {
        return;
    }
    m_store->submit([evaluationId](QSqlDatabase& db) {
        DialogData d;
        core::RubricRepository rubrics(db);
        d.versions << core::RubricRepository::defaultVersion();
        if (auto all = rubrics.versions()) {
            for (auto it = all->crbegin(); it != all->crend(); ++it) {
                if (!d.versions.contains(it->version)) {
                    d.versions << it->version;
                }
            }
        }
        if (evaluationId > 0) {
            auto e = core::EvaluationRepository(db).get(evaluationId);
            if (!e) {
                d.error = e.error().toString();
                return d;
            }
            d.evaluation = *e;
            if (auto r = rubrics.loadById(e->rubricId)) {
                d.rubricVersion = r->version;
            }
        }
        return d;
    }) | ui::whileAlive(this, [this, providerId](const DialogData& d) {
        if (!d.error.isEmpty()) {
            emit errorOccurred(d.error);
            return;
        }
        if (m_dialog) {
            return;
        }
        auto* dialog = new EvaluationDialog(d.versions, m_parent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        if (d.evaluation) {
            dialog->setEvaluation(*d.evaluation, d.rubricVersion);
        }
        m_dialog = dialog;
        const qint64 editedId = d.evaluation ? d.evaluation->id : 0;
        connect(dialog, &EvaluationDialog::saveRequested, this,
                [this, dialog, providerId, editedId](const core::EvaluationDraft& draft) {
                    // The first reviewer name typed becomes the analyst's name, so the history and the audit log
                    // name the reviewer the evaluation shows (the Preferences edit it later).
                    if (core::AnalystSettings::reviewerName().isEmpty() && !draft.reviewer.trimmed().isEmpty()) {
                        core::AnalystSettings::setReviewerName(draft.reviewer);
                    }
                    const QString actor = analystName();
                    // A new evaluation by a reviewer with a current relationship with the provider is
                    // flagged before it exists (issue 18.6); Cancel creates nothing.
                    if (editedId == 0) {
                        ConflictWarning::confirm(m_parent, m_store, {draft.reviewer, actor}, providerId, 0, dialog,
                                                 [this, dialog, providerId, draft, actor](bool acknowledged) {
                                                     save(dialog, providerId, 0, draft, actor, acknowledged);
                                                 });
                        return;
                    }
                    save(dialog, providerId, editedId, draft, actor);
                });
        dialog->open();
    });
}

void EvaluationActions::save(EvaluationDialog* dialog, qint64 providerId, qint64 editedId,
                             const core::EvaluationDraft& draft, const QString& actor, bool conflictsAcknowledged) {
    m_store->submit([providerId, editedId, draft, actor,
                     conflictsAcknowledged](QSqlDatabase& db) -> core::Result<qint64> {
        core::EvaluationWorkflow workflow(db);
        if (editedId == 0) {
            return workflow.create(providerId, draft, actor, conflictsAcknowledged);
        }
        if (auto st = workflow.edit(editedId, draft, actor); !st) {
            return st.error();
        }
        return editedId;
    }) | ui::whileAlive(this, [this, shown = QPointer<EvaluationDialog>(dialog), providerId, editedId,
                               draft](const core::Result<qint64>& result) {
        if (!result && shown && core::RowVersion::isConflict(result.error())) {
            resolveConflict(shown, providerId, editedId, draft, result.error());
            return;
        }
        if (!result) {
            if (shown) {
                shown->showError(result.error().toString());
            }
            return;
        }
        if (shown) {
            shown->accept();
        }
        emit saved(*result);
    });
}

void EvaluationActions::resolveConflict(EvaluationDialog* dialog, qint64 providerId, qint64 editedId,
                                        const core::EvaluationDraft& draft, const core::Error& conflict) {
    QPointer<EvaluationDialog> guard(dialog);
    RowConflictPrompt::ask(
        dialog, tr("Someone else changed this evaluation"), conflict, dialog,
        [this, guard, providerId, editedId, draft, message = conflict.message](RowConflictPrompt::Answer answer,
                                                                               qint64 theirVersion) {
            if (!guard) {
                return;
            }
            if (answer == RowConflictPrompt::Answer::Overwrite) {
                core::EvaluationDraft mine = draft;
                mine.expectedVersion = theirVersion;  // knowingly: over exactly the version we were told about
                guard->setExpectedVersion(theirVersion);
                save(guard, providerId, editedId, mine, analystName());
                return;
            }
            if (answer == RowConflictPrompt::Answer::KeepEditing) {
                guard->showError(message);
                return;
            }
            m_store->submit([editedId](QSqlDatabase& db) -> core::Result<std::pair<core::Evaluation, QString>> {
                auto e = core::EvaluationRepository(db).get(editedId);
                if (!e) {
                    return e.error();
                }
                auto r = core::RubricRepository(db).loadById(e->rubricId);
                return std::pair{*e, r ? r->version : QString()};
            }) | ui::whileAlive(this, [guard](const core::Result<std::pair<core::Evaluation, QString>>& theirs) {
                if (!guard) {
                    return;
                }
                if (!theirs) {
                    guard->showError(theirs.error().message);
                    return;
                }
                guard->setEvaluation(theirs->first, theirs->second);
                guard->showError(tr("Reloaded: this is the version %1 saved.").arg(theirs->first.changedBy));
            });
        });
}

void EvaluationActions::close(qint64 evaluationId) {
    if (!m_store || evaluationId == 0) {
        return;
    }
    MessageBox::question(
        m_parent, tr("Close evaluation"),
        tr("Close this evaluation? Its status becomes Final and the time is recorded; a closed evaluation can be "
           "reopened by editing its status."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel, this,
        [this, evaluationId](MessageBox::Answer answer) {
            if (answer != QMessageBox::Yes) {
                return;
            }
            const QString actor = analystName();
            m_store->submit([evaluationId, actor](QSqlDatabase& db) {
                return core::EvaluationWorkflow(db).close(evaluationId, actor);
            }) | ui::whileAlive(this, [this, evaluationId](const core::Status& st) {
                if (!st) {
                    emit errorOccurred(st.error().toString());
                    return;
                }
                emit saved(evaluationId);
            });
        });
}

}  // namespace tb::ui
