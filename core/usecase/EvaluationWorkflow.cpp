#include "core/usecase/EvaluationWorkflow.h"

#include "core/store/EvaluationRepository.h"
#include "core/store/RubricRepository.h"
#include "core/store/Transaction.h"

namespace tb::core {

EvaluationWorkflow::EvaluationWorkflow(QSqlDatabase& db) : m_db(db) {}

Result<qint64> EvaluationWorkflow::newestOrNew(qint64 providerId, const QString& actor) {
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
        evaluations.create(providerId, RubricRepository::defaultVersion(), tr("Hands-on tests"), QString(), actor);
    if (!id) {
        return id.error();
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return *id;
}

Result<VerdictRecord> EvaluationWorkflow::setVerdict(qint64 evaluationId, qint64 checkItemId, Verdict verdict,
                                                     const QString& evidence, const QString& actor) {
    return EvaluationRepository(m_db).setVerdict(evaluationId, checkItemId, verdict, evidence, actor);
}

Result<VerdictRecord> EvaluationWorkflow::saveVerdict(const VerdictRecord& record, const QString& actor) {
    return EvaluationRepository(m_db).saveVerdict(record, actor);
}

}  // namespace tb::core
