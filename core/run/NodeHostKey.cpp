#include "core/run/NodeHostKey.h"

#include "core/store/AuditedWrite.h"
#include "core/store/NodeRepository.h"
#include "core/store/Transaction.h"

#include <QJsonObject>

namespace tb::core {

Status NodeHostKey::check(qint64 nodeId, const HostKeyInfo& key, bool rekey, const QString& actor) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started();
    }
    if (key.fingerprint.isEmpty()) {
        return {};  // a transport that knows no key (a test stand-in) has nothing to compare or record
    }
    NodeRepository nodes(m_db);
    auto node = nodes.get(nodeId);
    if (!node) {
        return node.error();
    }
    if (node->hostKeyFingerprint.isEmpty()) {
        if (auto st = nodes.setHostKey(nodeId, key.type, key.fingerprint); !st) {
            return st;
        }
        return tx.commit();
    }
    if (node->hostKeyFingerprint == key.fingerprint) {
        return tx.commit();
    }
    if (!rekey) {
        return makeError(ErrorCode::HostKeyChanged,
                         tr("The host key of node %1 changed: it was registered with %2 %3 and now presents %4 %5. "
                            "Nothing was run. If the provider re-installed the node, check the new fingerprint with "
                            "them and re-key the node (tierbench-cli run ... --rekey-node).")
                             .arg(node->name.isEmpty() ? node->host : node->name, node->hostKeyType,
                                  node->hostKeyFingerprint, key.type, key.fingerprint));
    }
    const auto keyJson = [](const QString& type, const QString& fingerprint) {
        return QJsonObject{{QStringLiteral("host_key_type"), type},
                           {QStringLiteral("host_key_fingerprint"), fingerprint}};
    };
    const QJsonObject before = keyJson(node->hostKeyType, node->hostKeyFingerprint);
    const QJsonObject after = keyJson(key.type, key.fingerprint);
    auto st = AuditedWrite(m_db, QStringLiteral("node"), QStringLiteral("rekey"), actor)
                  .before([&]() -> Result<QJsonObject> { return before; })
                  .after([&](qint64) -> Result<QJsonObject> { return after; })
                  .write(nodeId, [&] { return nodes.setHostKey(nodeId, key.type, key.fingerprint); });
    if (!st) {
        return st;
    }
    return tx.commit();
}

}  // namespace tb::core
