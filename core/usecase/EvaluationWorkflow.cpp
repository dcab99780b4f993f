#include "core/usecase/EvaluationWorkflow.h"

#include "core/trust/ConflictGate.h"

#include "core/store/EvaluationRepository.h"
#include "core/store/RowVersion.h"
#include "core/store/RubricRepository.h"
#include "core/store/Transaction.h"
#include "core/usecase/EvidenceWorkflow.h"

#include <QDate>
#include <QDateTime>

namespace tb::core {

EvaluationWorkflow::EvaluationWorkflow(QSqlDatabase& db) : m_db(db) {}

Result<qint64> EvaluationWorkflow::newestOrNew(qint64 providerId, const QString& actor, const QString& rubricVersion) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    EvaluationRepository evaluations(m_db);
    const auto list = evaluations.evaluationsFor(providerId);  // newest first
    if (!list.isEmpty()) {
        return list.first().id;
    }
    auto id =
        evaluations.create(providerId, rubricVersion.isEmpty() ? RubricRepository::defaultVersion() : rubricVersion,
                           tr("Hands-on tests"), QString(), actor);
    if (!id) {
        return id.error();
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return *id;
}

EvaluationDraft EvaluationDraft::of(const Evaluation& e) {
    EvaluationDraft d;
    d.title = e.title;
    d.status = e.status;
    d.reviewer = e.reviewer;
    d.conflictDisclosure = e.conflictDisclosure;
    d.testingFrom = e.testingFrom;
    d.testingUntil = e.testingUntil;
    d.handoverRequested = e.handoverRequested;
    d.handoverReceived = e.handoverReceived;
    d.expectedVersion = e.rowVersion;
    return d;
}

QStringList EvaluationWorkflow::problems(const EvaluationDraft& d) {
    QStringList out;
    if (d.title.trimmed().isEmpty()) {
        out << tr("The evaluation needs a title.");
    }
    const auto date = [&out](const QString& text, const QString& what) -> QDate {
        if (text.isEmpty()) {
            return {};
        }
        const QDate day = QDate::fromString(text, Qt::ISODate);
        if (!day.isValid() || text.size() != 10) {
            out << tr("%1 is not a date (YYYY-MM-DD): %2").arg(what, text);
        }
        return day;
    };
    const QDate from = date(d.testingFrom, tr("Testing from"));
    const QDate until = date(d.testingUntil, tr("Testing until"));
    const QDate requested = date(d.handoverRequested, tr("Hardware requested"));
    const QDate received = date(d.handoverReceived, tr("Hardware received"));
    if (from.isValid() && until.isValid() && until < from) {
        out << tr("The testing window ends (%1) before it starts (%2).").arg(d.testingUntil, d.testingFrom);
    }
    if (requested.isValid() && received.isValid() && received < requested) {
        out << tr("The hardware was received (%1) before it was requested (%2).")
                   .arg(d.handoverReceived, d.handoverRequested);
    }
    return out;
}

namespace {
Status invalid(const QStringList& problems) {
    return makeError(ErrorCode::InvalidArgument, problems.join(u' '));
}
}  // namespace

Result<qint64> EvaluationWorkflow::create(qint64 providerId, const EvaluationDraft& draft, const QString& actor,
                                          bool conflictsAcknowledged) {
    if (const QStringList p = problems(draft); !p.isEmpty()) {
        return invalid(p).error();
    }
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    // Issue 18.6: asked before the evaluation exists, answered in its transaction.
    if (auto gate = ConflictGate(m_db).pass({draft.reviewer, actor}, providerId, conflictsAcknowledged,
                                            QStringLiteral("evaluation"), actor);
        !gate) {
        return gate.error();
    }
    EvaluationRepository evaluations(m_db);
    const QString version = draft.rubricVersion.isEmpty() ? RubricRepository::defaultVersion() : draft.rubricVersion;
    auto id = evaluations.create(providerId, version, draft.title, draft.reviewer, actor);
    if (!id) {
        return id.error();
    }
    auto created = evaluations.get(*id);
    if (!created) {
        return created.error();
    }
    Evaluation e = *created;
    e.status = draft.status;
    e.conflictDisclosure = draft.conflictDisclosure;
    e.testingFrom = draft.testingFrom;
    e.testingUntil = draft.testingUntil;
    e.handoverRequested = draft.handoverRequested;
    e.handoverReceived = draft.handoverReceived;
    if (draft.status == EvaluationStatus::Final) {
        e.closedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    }
    if (auto st = evaluations.update(e, actor); !st) {
        return st.error();
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return *id;
}

Status EvaluationWorkflow::edit(qint64 evaluationId, const EvaluationDraft& draft, const QString& actor) {
    if (const QStringList p = problems(draft); !p.isEmpty()) {
        return invalid(p);
    }
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started();
    }
    EvaluationRepository evaluations(m_db);
    // First, before the rubric change moves the version on: the editor's version must still be the row's.
    if (draft.expectedVersion > 0) {
        if (auto st = RowVersion::claim(m_db, QStringLiteral("evaluation"), evaluationId, draft.expectedVersion, actor);
            !st) {
            return st;
        }
    }
    if (!draft.rubricVersion.isEmpty()) {
        if (auto st = evaluations.changeRubric(evaluationId, draft.rubricVersion, actor); !st) {
            return st;
        }
    }
    auto current = evaluations.get(evaluationId);
    if (!current) {
        return current.error();
    }
    Evaluation e = *current;
    e.title = draft.title;
    e.status = draft.status;
    e.reviewer = draft.reviewer;
    e.conflictDisclosure = draft.conflictDisclosure;
    e.testingFrom = draft.testingFrom;
    e.testingUntil = draft.testingUntil;
    e.handoverRequested = draft.handoverRequested;
    e.handoverReceived = draft.handoverReceived;
    // Final is what closing means: the time is kept while it stays final and cleared when it is reopened.
    if (e.status != EvaluationStatus::Final) {
        e.closedAt.clear();
    } else if (e.closedAt.isEmpty()) {
        e.closedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    }
    if (auto st = evaluations.update(e, actor); !st) {
        return st;
    }
    return tx.commit();
}

Status EvaluationWorkflow::close(qint64 evaluationId, const QString& actor) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started();
    }
    EvaluationRepository evaluations(m_db);
    auto current = evaluations.get(evaluationId);
    if (!current) {
        return current.error();
    }
    if (!current->closedAt.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The evaluation was already closed on %1.").arg(current->closedAt.left(10)));
    }
    Evaluation e = *current;
    e.status = EvaluationStatus::Final;
    e.closedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    if (auto st = evaluations.update(e, actor); !st) {
        return st;
    }
    return tx.commit();
}

Result<VerdictRecord> EvaluationWorkflow::setVerdict(qint64 evaluationId, qint64 checkItemId, Verdict verdict,
                                                     const QString& evidence, const QString& actor,
                                                     qint64 expectedVersion) {
    return EvaluationRepository(m_db).setVerdict(evaluationId, checkItemId, verdict, evidence, actor, expectedVersion);
}

Result<VerdictRecord> EvaluationWorkflow::setVerdictWithRuns(qint64 evaluationId, qint64 checkItemId, Verdict verdict,
                                                             const QString& evidence, const QList<qint64>& runIds,
                                                             const QString& actor, qint64 expectedVersion) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    if (auto before = setVerdict(evaluationId, checkItemId, verdict, evidence, actor, expectedVersion); !before) {
        return before.error();
    }
    for (qint64 runId : runIds) {
        if (auto st = EvidenceWorkflow(m_db).attach(evaluationId, checkItemId, runId, std::nullopt, {}, actor); !st) {
            return st.error();
        }
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return EvaluationRepository(m_db).verdict(evaluationId, checkItemId);
}

Result<VerdictRecord> EvaluationWorkflow::saveVerdict(const VerdictRecord& record, const QString& actor) {
    return EvaluationRepository(m_db).saveVerdict(record, actor);
}

}  // namespace tb::core
