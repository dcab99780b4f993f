#include "core/domain/ClusterJobRecord.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {
constexpr auto kKinds = keyTable<ClusterJobKind>(
    "ClusterJobKind",
    {
        {ClusterJobKind::NodeAudit, "node_audit", QT_TRANSLATE_NOOP("ClusterJobKind", "cross-node audit")},
        // A Probe job is tb-coll across nodes: the job list names it by what it measures, not by the generic word.
        {ClusterJobKind::Probe, "probe", QT_TRANSLATE_NOOP("ClusterJobKind", "collective (tb-coll)")},
        {ClusterJobKind::NcclTests, "nccl_tests", QT_TRANSLATE_NOOP("ClusterJobKind", "collective (nccl-tests)")},
        {ClusterJobKind::Recipe, "recipe", QT_TRANSLATE_NOOP("ClusterJobKind", "recipe")},
        {ClusterJobKind::Pair, "pair", QT_TRANSLATE_NOOP("ClusterJobKind", "node pair")},
    });
}  // namespace

QString clusterJobKindKey(ClusterJobKind kind) {
    return kKinds.key(kind);
}

std::optional<ClusterJobKind> clusterJobKindFromKey(const QString& key) {
    return kKinds.fromKey(key);
}

QString clusterJobKindName(ClusterJobKind kind) {
    return kKinds.name(kind);
}

}  // namespace tb::core
