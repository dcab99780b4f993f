#pragma once

#include "core/Result.h"
#include "core/domain/RunRecord.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace tb::core {

class NodeCheckSuggestions;
class RecipeBook;

// Which check items a run is evidence for (issue 12.11: "Attach as evidence" listed all 78 items alphabetically, so a
// tb-coll sweep had to be found among security items). From resources/recipes/run-evidence.json per probe or tool, a
// recipe's own item, and the items the run's checks feed. Only proposes: the analyst may pick any item.
class RunEvidenceItems {
    Q_DECLARE_TR_FUNCTIONS(RunEvidenceItems)

public:
    // What a run can be evidence of, from what it stored: how many nodes and ranks took part and whether a GPU was
    // measured. Unknown stays unknown (an import without a node count) and then rules nothing out.
    struct Shape {
        std::optional<int> nodes;
        std::optional<int> ranks;
        std::optional<bool> gpu;  // false: the host backend (threads or the front-end network, no GPU)
    };
    static Shape shapeOf(const RunRecord& run);

    static Result<RunEvidenceItems> load(const QString& path = builtinPath());
    static QString builtinPath() { return QStringLiteral(":/recipes/run-evidence.json"); }

    // Item keys, without duplicates, in the order: the probe's or tool's own, the recipe's, then those the checks feed;
    // only items the run's shape can evidence ("needs" in the file: loop 4 proposed "Four-node NCCL tests" for a
    // two-rank run on one host with the host backend).
    QStringList proposedFor(const RunRecord& run, const QStringList& checkIds, const NodeCheckSuggestions* checks,
                            const RecipeBook* recipes) const;

private:
    // What an item needs of a run's shape to be evidenced by it.
    struct Needs {
        int nodes = 0;
        bool gpu = false;
    };
    bool fits(const QString& item, const Shape& shape) const;

    QHash<QString, QStringList> m_byRun;
    QHash<QString, Needs> m_needs;
};

}  // namespace tb::core
