#include "core/usecase/EvidenceWorkflow.h"

#include "core/store/EvaluationRepository.h"
#include "core/store/EvidenceRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Transaction.h"

namespace tb::core {

EvidenceWorkflow::EvidenceWorkflow(QSqlDatabase& db) : m_db(db) {}

Status EvidenceWorkflow::attach(qint64 evaluationId, qint64 checkItemId, qint64 runId, std::optional<qint64> findingId,
                                const QString& note, const QString& actor) {
    return EvidenceRepository(m_db).attach(evaluationId, checkItemId, runId, findingId, note, actor);
}

Status EvidenceWorkflow::answerSuggestion(const SuggestionAnswer& a) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started();
    }
    EvaluationRepository evaluations(m_db);
    auto before = evaluations.verdict(a.evaluationId, a.checkItemId);
    if (!before) {
        return before.error();
    }
    const QString changed = a.chosen == a.suggested ? QString() : tr(" (suggested %1)").arg(verdictName(a.suggested));
    // Suggestions come from tb-node's checks or from the scheduler audit's findings: the evidence names which.
    auto run = RunRepository(m_db).get(a.runId);
    if (!run) {
        return run.error();
    }
    const bool schedulerAudit = run->probe == QLatin1String("slurm-audit") || run->probe == QLatin1String("kube-audit");
    const QString line = schedulerAudit ? tr("scheduler audit run %1: %2%3").arg(a.runId).arg(a.reason, changed)
                                        : tr("tb-node run %1: %2%3").arg(a.runId).arg(a.reason, changed);
    const QString evidence = before->evidence.isEmpty() ? line : before->evidence + u'\n' + line;
    if (auto st = evaluations.setVerdict(a.evaluationId, a.checkItemId, a.chosen, evidence, a.actor); !st) {
        return st.error();
    }
    if (auto st = EvidenceRepository(m_db).attach(a.evaluationId, a.checkItemId, a.runId, a.findingId,
                                                  schedulerAudit ? tr("confirmed from the scheduler audit's findings")
                                                                 : tr("confirmed from tb-node's checks"),
                                                  a.actor);
        !st) {
        return st;
    }
    return tx.commit();
}

Status EvidenceWorkflow::answerSuggestions(const QVector<SuggestionAnswer>& answers) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started();
    }
    for (const SuggestionAnswer& a : answers) {
        if (auto st = answerSuggestion(a); !st) {
            return st;  // the guard rolls every earlier answer back
        }
    }
    return tx.commit();
}

}  // namespace tb::core
