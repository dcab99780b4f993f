#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>
#include <QTextStream>

namespace tb::cli {

// Before an evaluation starts or a tier is assigned (issue 18.6): when the reviewer has a current relationship with
// the provider, the work is refused unless --acknowledge was given (*refused is set, the caller exits with
// ConflictRefused); with it, the acknowledgement is audited and the warning printed to `err`. Inside the
// caller's store job and transaction, so the acknowledgement and the work commit together.
core::Status gateConflicts(QSqlDatabase& db, const QString& reviewer, qint64 providerId, bool acknowledge,
                           const QString& what, const QString& actor, QTextStream& err, bool* refused);

}  // namespace tb::cli
