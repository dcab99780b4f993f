#include "app/cli/cluster/ClusterAuditOutput.h"

#include "core/domain/FindingKind.h"
#include "core/run/NodeCheckSuggestions.h"

#include <QJsonObject>

namespace tb::cli {

AuditJson printAuditFindings(CliContext& ctx, const QVector<core::FindingRecord>& findings,
                             const QString& suggestionsPath, bool json) {
    AuditJson out;
    auto suggestions = core::NodeCheckSuggestions::load(suggestionsPath);
    for (const core::FindingRecord& f : findings) {
        if (core::isFact(f)) {
            out.facts << QJsonObject{{QStringLiteral("key"), f.key}, {QStringLiteral("value"), f.value}};
            continue;
        }
        QJsonObject o{{QStringLiteral("key"), f.key},
                      {QStringLiteral("status"), core::findingStatusKey(f.status)},
                      {QStringLiteral("detail"), f.detail},
                      {QStringLiteral("evidence"), f.value}};
        if (suggestions) {
            o.insert(QStringLiteral("items"), QJsonArray::fromStringList(suggestions->itemsFor(f.key)));
        }
        out.checks << o;
        if (!json) {
            ctx.out << QStringLiteral("%1 %2 %3")
                           .arg(core::findingStatusKey(f.status).toUpper(), -7)
                           .arg(f.key, -24)
                           .arg(f.detail)
                    << '\n';
        }
    }
    return out;
}

}  // namespace tb::cli
