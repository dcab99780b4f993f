#include "core/usecase/NodeWorkflow.h"

#include "core/session/RemotePath.h"
#include "core/store/AuditedWrite.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/NodeRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunHistoryQuery.h"
#include "core/store/Transaction.h"
#include "core/usecase/EvaluationWorkflow.h"

#include <QJsonObject>

namespace tb::core {

NodeWorkflow::NodeWorkflow(QSqlDatabase& db) : m_db(db) {}

Result<NodesPage> NodeWorkflow::page(qint64 providerId) const {
    auto provider = ProviderRepository(m_db).get(providerId);
    if (!provider) {
        return provider.error();
    }
    NodesPage page;
    page.providerName = provider->name;
    const auto evaluations = EvaluationRepository(m_db).evaluationsFor(providerId);  // newest first
    if (!evaluations.isEmpty()) {
        page.newestEvaluation = evaluations.first().id;
    }
    NodeRepository nodes(m_db);
    RunHistoryQuery history(m_db);
    for (const Evaluation& e : evaluations) {
        for (const NodeRecord& n : nodes.nodesFor(e.id)) {
            page.nodes.append({n, history.knownHostsFile(n.id), e.title});
        }
    }
    return page;
}

Result<NodeRecord> NodeWorkflow::save(qint64 providerId, const NodeRecord& node, const QString& knownHostsFile,
                                      const QString& actor) {
    if (!node.remoteDir.isEmpty()) {
        if (auto st = RemotePath::validate(node.remoteDir); !st) {
            return st.error();
        }
    }
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    NodeRecord n = node;
    if (n.evaluationId <= 0) {
        auto id = EvaluationWorkflow(m_db).newestOrNew(providerId, actor);
        if (!id) {
            return id.error();
        }
        n.evaluationId = *id;
    }
    NodeRepository nodes(m_db);
    if (n.id > 0) {
        if (auto st = nodes.update(n, actor); !st) {
            return st.error();
        }
    } else {
        auto id = nodes.add(n);
        if (!id) {
            return id.error();
        }
        n.id = *id;
    }
    if (auto st = RunHistoryQuery(m_db).setKnownHostsFile(n.id, knownHostsFile); !st) {
        return st.error();
    }
    auto stored = nodes.get(n.id);  // with the version this save made, which the editor's next save names
    if (!stored) {
        return stored.error();
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return *stored;
}

Result<NodePlacement> NodeWorkflow::place(const QString& providerName, const SshTarget& target, const QString& actor,
                                          const QString& rubricVersion) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    NodePlacement p;
    auto provider = ProviderRepository(m_db).findByName(providerName);
    if (!provider) {
        return provider.error();
    }
    p.providerId = provider->id;
    p.providerName = provider->name;
    auto evaluation = EvaluationWorkflow(m_db).newestOrNew(p.providerId, actor, rubricVersion);
    if (!evaluation) {
        return evaluation.error();
    }
    p.evaluationId = *evaluation;
    NodeRepository nodes(m_db);
    auto node = nodes.findOrAdd(p.evaluationId, target.host, target.port > 0 ? target.port : 22, target.user);
    if (!node) {
        return node.error();
    }
    node->jump = target.jump;
    node->identityFile = target.identityFile;
    if (auto st = nodes.update(*node, actor); !st) {
        return st.error();
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    p.node = *node;
    return p;
}

Status NodeWorkflow::remove(qint64 nodeId) {
    return NodeRepository(m_db).remove(nodeId);
}

}  // namespace tb::core
