#include "core/usecase/ImportWorkflow.h"

#include "core/import/ImportService.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/Transaction.h"

namespace tb::core {

ImportWorkflow::ImportWorkflow(QSqlDatabase& db) : m_db(db) {}

Result<QVector<qint64>> ImportWorkflow::store(qint64 providerId, std::optional<qint64> evaluationId,
                                              const ParsedImport& parsed, const QString& sourceName,
                                              const ImportCapture& capture) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    if (evaluationId) {
        auto evaluation = EvaluationRepository(m_db).get(*evaluationId);
        if (!evaluation) {
            return evaluation.error();
        }
        if (evaluation->providerId != providerId) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("Evaluation %1 belongs to another provider.").arg(*evaluationId));
        }
    }
    ImportPlacement placement;
    placement.evaluationId = evaluationId;
    auto ids = ImportService::store(m_db, providerId, parsed, sourceName, capture, placement);
    if (!ids) {
        return ids;
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return ids;
}

Result<QVector<qint64>> ImportWorkflow::storeAll(qint64 providerId, std::optional<qint64> evaluationId,
                                                 const QVector<ImportFile>& files) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    QVector<qint64> ids;
    for (const ImportFile& f : files) {
        auto stored = store(providerId, evaluationId, f.parsed, f.sourceName, f.capture);
        if (!stored) {
            return stored.error();
        }
        ids += *stored;
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return ids;
}

}  // namespace tb::core
