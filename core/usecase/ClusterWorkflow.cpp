#include "core/usecase/ClusterWorkflow.h"

#include "core/domain/FindingKind.h"
#include "core/domain/NameRules.h"
#include "core/launch/slurm/SlurmBatchScript.h"
#include "core/store/ClusterRepository.h"
#include "core/store/NodeRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunHistoryQuery.h"
#include "core/store/RunRepository.h"
#include "core/store/RubricRepository.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/Transaction.h"
#include "core/usecase/NodeWorkflow.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace tb::core {

ClusterWorkflow::ClusterWorkflow(QSqlDatabase& db) : m_db(db) {}

Status ClusterWorkflow::validate(const ClusterRecord& c) {
    const auto bad = [](const QString& field, const QString& value) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("%1: letters, digits, '.', '_' and '-', starting with a letter, digit or '_' (a Slurm "
                            "name, not an option)")
                             .arg(field),
                         value.left(200));
    };
    if (!c.partition.isEmpty() && !SlurmBatchScript::isSlurmName(c.partition, true)) {
        return bad(tr("Partition"), c.partition);
    }
    if (!c.account.isEmpty() && !SlurmBatchScript::isSlurmName(c.account)) {
        return bad(tr("Account"), c.account);
    }
    if (!c.qos.isEmpty() && !SlurmBatchScript::isSlurmName(c.qos)) {
        return bad(tr("QoS"), c.qos);
    }
    if (!c.reservation.isEmpty() && !SlurmBatchScript::isSlurmName(c.reservation)) {
        return bad(tr("Reservation"), c.reservation);
    }
    if (c.timeLimitMin < 1 || c.timeLimitMin > 10080) {
        return makeError(ErrorCode::InvalidArgument, tr("Time limit: between 1 minute and 7 days"),
                         QString::number(c.timeLimitMin));
    }
    if (c.pendingLimitS < 0 || c.silenceLimitS < 0) {
        return makeError(ErrorCode::InvalidArgument, tr("Deadlines cannot be negative"));
    }
    for (const QChar ch : c.containerImage) {
        if (ch.unicode() < 0x20) {
            return makeError(ErrorCode::InvalidArgument, tr("Container image: no line breaks or control characters"),
                             c.containerImage.left(200));
        }
    }
    for (const auto& e : c.ncclEnv) {
        if (!SlurmBatchScript::isEnvironmentName(e.first)) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("Environment: %1 is not a variable name (letters, digits, '_')").arg(e.first));
        }
        if (e.second.contains(QChar(0))) {
            return makeError(ErrorCode::InvalidArgument, tr("Environment: %1 holds a NUL character").arg(e.first));
        }
    }
    return {};
}

Status ClusterWorkflow::validateLogin(const NodeRecord& login) {
    const QVector<QPair<QString, QString>> fields{
        {tr("Login host"), login.host}, {tr("User"), login.userName}, {tr("Jump host"), login.jump}};
    for (const auto& f : fields) {
        if (f.second.trimmed().startsWith(u'-')) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("%1: \"%2\" is an option, not a name").arg(f.first, f.second), f.second.left(200));
        }
        if (auto st = NameRules::check(f.second, f.first); !st) {
            return st;
        }
    }
    return {};
}

Result<ClusterListing> ClusterWorkflow::save(qint64 providerId, const NodeRecord& login, const ClusterRecord& cluster,
                                             const QString& knownHostsFile, const QString& actor) {
    if (Status st = validate(cluster); !st) {
        return st.error();
    }
    if (Status st = validateLogin(login); !st) {
        return st.error();
    }
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    NodeRecord node = login;
    node.launcher = cluster.scheduler;
    auto saved = NodeWorkflow(m_db).save(providerId, node, knownHostsFile, actor);
    if (!saved) {
        return saved.error();
    }
    ClusterRecord c = cluster;
    c.nodeId = saved->id;
    ClusterRepository clusters(m_db);
    if (c.id > 0) {
        if (Status st = clusters.update(c, actor); !st) {
            return st.error();
        }
    } else {
        auto id = clusters.add(c);
        if (!id) {
            return id.error();
        }
        c.id = *id;
    }
    auto stored = clusters.get(c.id);
    if (!stored) {
        return stored.error();
    }
    auto result = ClusterQueries(m_db).listing(*stored);
    if (!result) {
        return result.error();
    }
    if (Status st = tx.commit(); !st) {
        return st.error();
    }
    return result;
}

Status ClusterWorkflow::remove(qint64 clusterId) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    auto c = ClusterRepository(m_db).get(clusterId);
    if (!c) {
        return c.error();
    }
    if (Status st = NodeRepository(m_db).remove(c->nodeId); !st) {
        return st;  // the cluster row goes with it (ON DELETE CASCADE)
    }
    return tx.commit();
}

}  // namespace tb::core
