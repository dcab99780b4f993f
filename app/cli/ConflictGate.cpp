#include "app/cli/ConflictGate.h"

#include "app/cli/CliSupport.h"
#include "core/trust/Conflicts.h"

namespace tb::cli {

core::Status gateConflicts(QSqlDatabase& db, const QString& reviewer, qint64 providerId, bool acknowledge,
                           const QString& what, const QString& actor, QTextStream& err, bool* refused) {
    core::Conflicts conflicts(db);
    auto current = conflicts.current(reviewer, providerId);
    if (!current) {
        return current.error();
    }
    if (current->isEmpty()) {
        return {};
    }
    err << "tierbench-cli: " << core::Conflicts::warning(*current) << Qt::endl;
    if (!acknowledge) {
        *refused = true;
        return core::makeError(core::ErrorCode::Unsupported,
                               Cli::tr("Nothing was started: give --acknowledge to go ahead with the conflict "
                                       "disclosed."));
    }
    return conflicts.acknowledge(*current, what, actor);
}

}  // namespace tb::cli
