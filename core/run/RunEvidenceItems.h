#pragma once

#include "core/Result.h"
#include "core/domain/RunRecord.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

namespace tb::core {

class NodeCheckSuggestions;
class RecipeBook;

// Which check items a run is evidence for (issue 12.11: "Attach as evidence" listed all 78 items alphabetically, so a
// tb-coll sweep had to be found among security items). From resources/recipes/run-evidence.json per probe or tool, a
// recipe's own item, and the items the run's checks feed. Only proposes: the analyst may pick any item.
class RunEvidenceItems {
    Q_DECLARE_TR_FUNCTIONS(RunEvidenceItems)

public:
    static Result<RunEvidenceItems> load(const QString& path = builtinPath());
    static QString builtinPath() { return QStringLiteral(":/recipes/run-evidence.json"); }

    // Item keys, without duplicates, in the order: the probe's or tool's own, the recipe's, then those the checks feed.
    QStringList proposedFor(const RunRecord& run, const QStringList& checkIds, const NodeCheckSuggestions* checks,
                            const RecipeBook* recipes) const;

private:
    QHash<QString, QStringList> m_byRun;
};

}  // namespace tb::core
