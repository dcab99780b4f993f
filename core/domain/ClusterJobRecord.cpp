#include "core/domain/ClusterJobRecord.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {
constexpr auto kKinds = keyTable<ClusterJobKind>(
    "ClusterJobKind",
    {
        {ClusterJobKind::NodeAudit, "node_audit", QT_TRANSLATE_NOOP("ClusterJobKind", "cross-node audit")},
        {ClusterJobKind::Probe, "probe", QT_TRANSLATE_NOOP("ClusterJobKind", "probe")},
        {ClusterJobKind::NcclTests, "nccl_tests", QT_TRANSLATE_NOOP("ClusterJobKind", "nccl-tests")},
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
