#include "core/run/CmaxAgreement.h"

#include "core/launch/kube/KubeAudit.h"
#include "core/launch/slurm/SlurmAudit.h"
#include "core/store/RunHistoryQuery.h"

#include <map>

namespace tb::core {

namespace {

// Worse wins; 0 for what is no judgement at all.
int weight(FindingStatus s) {
    switch (s) {
        case FindingStatus::Fail:
            return 3;
        case FindingStatus::Warn:
            return 2;
        case FindingStatus::Pass:
            return 1;
        default:
            return 0;
    }
}

}  // namespace

QVector<CmaxComparison> CmaxAgreement::compare(const QVector<const NodeCheckSuggestions*>& mappings,
                                               const QVector<NodeCheckSuggestions::CheckFinding>& checks) {
    std::map<QString, CmaxComparison> byItem;
    for (const auto& c : checks) {
        if (weight(c.status) == 0)
            continue;
        QStringList items;
        for (const NodeCheckSuggestions* m : mappings) {
            if (!m)
                continue;
            for (const QString& item : m->itemsFor(c.id)) {
                if (!items.contains(item))
                    items << item;
            }
        }
        const bool fromCmax = isCmaxCheck(c.id);
        const QString shown = QStringLiteral("%1 %2").arg(c.id, findingStatusKey(c.status));
        for (const QString& item : items) {
            CmaxComparison& cmp = byItem[item];
            cmp.checkItemKey = item;
            FindingStatus& side = fromCmax ? cmp.cmax : cmp.tierbench;
            if (weight(c.status) > weight(side))
                side = c.status;
            QStringList& list = fromCmax ? cmp.cmaxChecks : cmp.tierbenchChecks;
            if (!list.contains(shown))
                list << shown;
        }
    }
    QVector<CmaxComparison> out;
    for (auto& [item, cmp] : byItem) {
        if (weight(cmp.cmax) == 0 || weight(cmp.tierbench) == 0)
            continue;
        cmp.disagree = cmp.cmax != cmp.tierbench;
        out << cmp;
    }
    return out;
}

Result<QVector<CmaxComparison>> CmaxAgreement::forProvider(QSqlDatabase& db, qint64 providerId) {
    auto node = NodeCheckSuggestions::load();
    if (!node)
        return node.error();
    auto slurm = NodeCheckSuggestions::load(SlurmAudit::suggestionsPath());
    if (!slurm)
        return slurm.error();
    auto kube = NodeCheckSuggestions::load(KubeAudit::suggestionsPath());
    if (!kube)
        return kube.error();
    const RunHistoryQuery query(db);
    QVector<NodeCheckSuggestions::CheckFinding> checks;
    for (const RunSummary& run : query.runsForProvider(providerId, 5000)) {
        if (run.checks == 0)
            continue;
        auto findings = query.findings(run.id);
        if (!findings)
            return findings.error();
        for (const FindingRow& f : *findings) {
            if (f.kind == FindingKind::Check)
                checks.append({f.id, f.key, f.status, f.detail});
        }
    }
    return compare({&*node, &*slurm, &*kube}, checks);
}

QString CmaxAgreement::describe(const CmaxComparison& c) {
    return tr("%1: cmax %2 (%3), Tierbench %4 (%5)")
        .arg(c.checkItemKey, findingStatusKey(c.cmax), c.cmaxChecks.join(QStringLiteral(", ")),
             findingStatusKey(c.tierbench), c.tierbenchChecks.join(QStringLiteral(", ")));
}

}  // namespace tb::core
