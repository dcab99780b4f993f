#pragma once

#include "core/Result.h"
#include "core/domain/Checklist.h"

#include <QSqlDatabase>
#include <QString>

namespace tb::cli {

// The provider's newest evaluation, or `evaluationId` when given (it must be the provider's). Storage thread only;
// verdict and tier look up the evaluation they write to with it.
core::Result<core::Evaluation> evaluationOf(QSqlDatabase& db, const QString& providerName, qint64 evaluationId);

}  // namespace tb::cli
