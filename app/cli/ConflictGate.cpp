#include "app/cli/ConflictGate.h"

#include "app/cli/CliSupport.h"
#include "core/trust/ConflictGate.h"

namespace tb::cli {

void warnOfConflicts(QSqlDatabase& db, const QStringList& people, qint64 providerId, QTextStream& err) {
    auto current = core::ConflictGate(db).current(people, providerId);
    if (current && !current->isEmpty()) {
        err << "tierbench-cli: " << core::Conflicts::warning(*current) << Qt::endl;
    }
}

bool reportConflictRefusal(const core::Error& error, QTextStream& err) {
    if (!core::ConflictGate::isRefusal(error)) {
        return false;
    }
    err << "tierbench-cli: " << error.message << Qt::endl;
    err << "tierbench-cli: "
        << Cli::tr("Nothing was started: give --acknowledge to go ahead with the conflict disclosed.") << Qt::endl;
    return true;
}

}  // namespace tb::cli
