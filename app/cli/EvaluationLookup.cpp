#include "app/cli/EvaluationLookup.h"

#include "app/cli/CliSupport.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"

namespace tb::cli {

core::Result<core::Evaluation> evaluationOf(QSqlDatabase& db, const QString& providerName, qint64 evaluationId) {
    auto p = core::ProviderRepository(db).findByName(providerName);
    if (!p) {
        return p.error();
    }
    core::EvaluationRepository evaluations(db);
    if (evaluationId > 0) {
        auto e = evaluations.get(evaluationId);
        if (e && e->providerId != p->id) {
            return core::makeError(core::ErrorCode::InvalidArgument,
                                   Cli::tr("Evaluation %1 belongs to another provider.").arg(evaluationId));
        }
        return e;
    }
    const auto list = evaluations.evaluationsFor(p->id);
    if (list.isEmpty()) {
        return core::makeError(core::ErrorCode::NotFound,
                               Cli::tr("%1 has no evaluation: start one with `evaluations add`.").arg(p->name));
    }
    return list.first();
}

}  // namespace tb::cli
