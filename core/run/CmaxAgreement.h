#pragma once

#include "core/Result.h"
#include "core/run/NodeCheckSuggestions.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// cmax's verdict and Tierbench's own on one rubric check item: the worst status of each side's checks that feed it
// (resources/recipes/tb-node-suggestions.json maps both: cmax.<check> beside pcie.acs, slurm.pyxis, ...).
struct CmaxComparison {
    QString checkItemKey;
    FindingStatus cmax = FindingStatus::Unknown;
    FindingStatus tierbench = FindingStatus::Unknown;
    QStringList cmaxChecks;       // "cmax.gpus.pcieAcs.enabled fail"
    QStringList tierbenchChecks;  // "pcie.acs pass"
    bool disagree = false;        // one side passes, warns or fails where the other does something else
};

// Compares the cmax audit's checks with Tierbench's own, item by item, so a disagreement is shown rather than one
// side silently outweighing the other. Only items both sides judged (pass, warn or fail) are compared: a check
// that could not see, or does not apply, neither agrees nor disagrees.
class CmaxAgreement {
    Q_DECLARE_TR_FUNCTIONS(CmaxAgreement)

public:
    static bool isCmaxCheck(const QString& checkId) { return checkId.startsWith(QLatin1String("cmax.")); }
    // mappings: tb-node's (which holds the cmax checks and the imports'), and any scheduler audit's, so that e.g.
    // slurm.pyxis meets cmax.containers.pyxisRuntimeWorks on orchestration.pyxis. In item key order.
    static QVector<CmaxComparison> compare(const QVector<const NodeCheckSuggestions*>& mappings,
                                           const QVector<NodeCheckSuggestions::CheckFinding>& checks);
    // Every check of a provider's stored runs (probes, audits, imports, cmax reports alike) compared through the
    // tb-node, Slurm audit and Kubernetes audit mappings: what `tierbench-cli import` shows after storing a cmax
    // report. Storage thread only, inside a store job.
    static Result<QVector<CmaxComparison>> forProvider(QSqlDatabase& db, qint64 providerId);
    // "orchestration.pyxis: cmax fail (cmax.containers.pyxisRuntimeWorks fail), Tierbench pass (slurm.pyxis pass)"
    static QString describe(const CmaxComparison& comparison);
};

}  // namespace tb::core
