#pragma once

#include "core/Result.h"
#include "core/domain/Checklist.h"
#include "core/domain/FindingKind.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

#include <map>

namespace tb::core {

// One suggested verdict from tb-node's checks: the check item it is for, the verdict the checks' statuses point to
// (the worst when several checks feed one item), and the checks behind it with their finding rows.
struct VerdictSuggestion {
    QString checkItemKey;
    Verdict verdict = Verdict::Unknown;
    QStringList checkIds;
    QVector<qint64> findingIds;
    QString reason;  // "pcie.acs fail: ReqRedir on 0000:00:01.0"
};

// The mapping from tb-node check ids to rubric check items (resources/recipes/tb-node-suggestions.json). Only
// suggests; callers show the suggestion and write a verdict when the analyst confirms it.
class NodeCheckSuggestions {
    Q_DECLARE_TR_FUNCTIONS(NodeCheckSuggestions)

public:
    struct CheckFinding {
        qint64 findingId = 0;
        QString id;
        FindingStatus status = FindingStatus::None;
        QString detail;
    };

    static Result<NodeCheckSuggestions> load(const QString& path = builtinPath());
    static QString builtinPath() { return QStringLiteral(":/recipes/tb-node-suggestions.json"); }

    // The check item keys a check id feeds (empty: none).
    QStringList itemsFor(const QString& checkId) const;
    // Every check item some check feeds, in key order: what a run of these checks is evidence for.
    QStringList allItems() const;
    // One suggestion per check item that the checks feed, in check item key order. Two rules keep a suggestion from
    // claiming more than the node showed (issue 12.11): a check marked "gpu" that was waived because the node has no
    // GPU on its PCI bus (gpu.driver waived) suggests Unknown, not N/A, since a GPU cloud's item is not inapplicable;
    // and an item marked "monitoring" asks whether the provider watches for events, so a clean node (no Xid in the
    // kernel log) suggests Unknown, not Pass.
    QVector<VerdictSuggestion> suggest(const QVector<CheckFinding>& checks) const;

private:
    struct Entry {
        QString item;
        bool needsGpu = false;
        bool asksAboutMonitoring = false;
    };
    QHash<QString, QVector<Entry>> m_items;
    std::map<FindingStatus, Verdict> m_statusVerdicts;
};

}  // namespace tb::core
