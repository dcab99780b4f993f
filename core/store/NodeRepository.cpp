#include "core/store/NodeRepository.h"

#include "core/store/AuditedWrite.h"
#include "core/store/RowVersion.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

namespace tb::core {

namespace {
const char* kColumns =
    "id, evaluation_id, name, host, port, user_name, jump, identity_file, launcher, remote_dir, "
    "host_key_type, host_key_fingerprint, gpu_model, gpu_count, fabric, notes, row_version, changed_by, changed_at";

NodeRecord fromQuery(const QSqlQuery& q) {
    NodeRecord n;
    n.id = q.value(0).toLongLong();
    n.evaluationId = q.value(1).toLongLong();
    n.name = q.value(2).toString();
    n.host = q.value(3).toString();
    n.port = q.value(4).toInt();
    n.userName = q.value(5).toString();
    n.jump = q.value(6).toString();
    n.identityFile = q.value(7).toString();
    n.launcher = launcherKindFromKey(q.value(8).toString()).value_or(LauncherKind::Direct);
    n.remoteDir = q.value(9).toString();
    n.hostKeyType = q.value(10).toString();
    n.hostKeyFingerprint = q.value(11).toString();
    n.gpuModel = q.value(12).toString();
    n.gpuCount = q.value(13).toInt();
    n.fabric = q.value(14).toString();
    n.notes = q.value(15).toString();
    n.rowVersion = q.value(16).toLongLong();
    n.changedBy = q.value(17).toString();
    n.changedAt = q.value(18).toString();
    return n;
}

// What the audit log keeps of a node: where and how to log in (a key file's path, never a secret).
QJsonObject nodeToJson(const NodeRecord& n) {
    return QJsonObject{{QStringLiteral("evaluation_id"), n.evaluationId},
                       {QStringLiteral("name"), n.name},
                       {QStringLiteral("host"), n.host},
                       {QStringLiteral("port"), n.port},
                       {QStringLiteral("user_name"), n.userName},
                       {QStringLiteral("jump"), n.jump},
                       {QStringLiteral("identity_file"), n.identityFile},
                       {QStringLiteral("launcher"), launcherKindKey(n.launcher)},
                       {QStringLiteral("remote_dir"), n.remoteDir},
                       {QStringLiteral("gpu_model"), n.gpuModel},
                       {QStringLiteral("gpu_count"), n.gpuCount},
                       {QStringLiteral("fabric"), n.fabric},
                       {QStringLiteral("notes"), n.notes}};
}

void bindAll(QSqlQuery& q, const NodeRecord& n) {
    q.bindValue(QStringLiteral(":evaluation_id"), n.evaluationId);
    q.bindValue(QStringLiteral(":name"), notNull(n.name.isEmpty() ? n.host : n.name));
    q.bindValue(QStringLiteral(":host"), notNull(n.host));
    q.bindValue(QStringLiteral(":port"), n.port);
    q.bindValue(QStringLiteral(":user_name"), notNull(n.userName));
    q.bindValue(QStringLiteral(":jump"), notNull(n.jump));
    q.bindValue(QStringLiteral(":identity_file"), notNull(n.identityFile));
    q.bindValue(QStringLiteral(":launcher"), launcherKindKey(n.launcher));
    q.bindValue(QStringLiteral(":remote_dir"), notNull(n.remoteDir));
    q.bindValue(QStringLiteral(":host_key_type"), notNull(n.hostKeyType));
    q.bindValue(QStringLiteral(":host_key_fingerprint"), notNull(n.hostKeyFingerprint));
    q.bindValue(QStringLiteral(":gpu_model"), notNull(n.gpuModel));
    q.bindValue(QStringLiteral(":gpu_count"), n.gpuCount);
    q.bindValue(QStringLiteral(":fabric"), notNull(n.fabric));
    q.bindValue(QStringLiteral(":notes"), notNull(n.notes));
}
}  // namespace

NodeRepository::NodeRepository(QSqlDatabase& db) : m_db(db) {}

Result<qint64> NodeRepository::add(const NodeRecord& node) {
    if (node.host.trimmed().isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("A node needs a host"));
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT INTO node (evaluation_id, name, host, port, user_name, jump, identity_file, launcher, remote_dir, "
        "host_key_type, host_key_fingerprint, gpu_model, gpu_count, fabric, notes) VALUES (:evaluation_id, :name, "
        ":host, :port, :user_name, :jump, :identity_file, :launcher, :remote_dir, :host_key_type, "
        ":host_key_fingerprint, :gpu_model, :gpu_count, :fabric, :notes) RETURNING id"));
    bindAll(q, node);
    auto inserted = insertReturningId(q, tr("The node could not be saved."));
    if (!inserted) {
        return inserted.error();
    }
    return *inserted;
}

Status NodeRepository::update(const NodeRecord& node, const QString& actor) {
    return AuditedWrite(m_db, QStringLiteral("node"), QStringLiteral("update"), actor)
        .before([&] { return auditJson(get(node.id), nodeToJson); })
        .after([this](qint64 id) { return auditJson(get(id), nodeToJson); })
        .write(node.id, [&]() -> Status {
            // node.rowVersion: the version the editor read (0: read in this transaction, no check).
            if (auto st = RowVersion::claim(m_db, QStringLiteral("node"), node.id, node.rowVersion, actor); !st) {
                return st;
            }
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral(
                "UPDATE node SET evaluation_id = :evaluation_id, name = :name, host = :host, port = :port, "
                "user_name = :user_name, jump = :jump, identity_file = :identity_file, launcher = :launcher, "
                "remote_dir = :remote_dir, host_key_type = :host_key_type, host_key_fingerprint = "
                ":host_key_fingerprint, gpu_model = :gpu_model, gpu_count = :gpu_count, fabric = :fabric, notes = "
                ":notes WHERE id = :id"));
            bindAll(q, node);
            q.bindValue(QStringLiteral(":id"), node.id);
            return exec(q, tr("The node could not be saved."));
        });
}

Status NodeRepository::remove(qint64 id) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM node WHERE id = ?"));
    q.addBindValue(id);
    return exec(q, tr("The node could not be removed."));
}

Result<NodeRecord> NodeRepository::get(qint64 id) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM node WHERE id = ?").arg(QLatin1String(kColumns)));
    q.addBindValue(id);
    if (auto st = exec(q, tr("The node could not be read.")); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("Node %1 not found").arg(id));
    }
    return fromQuery(q);
}

QVector<NodeRecord> NodeRepository::nodesFor(qint64 evaluationId) const {
    QVector<NodeRecord> out;
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT %1 FROM node WHERE evaluation_id = ? ORDER BY name, id").arg(QLatin1String(kColumns)));
    q.addBindValue(evaluationId);
    if (exec(q, tr("The nodes could not be read."))) {
        while (q.next()) {
            out << fromQuery(q);
        }
    }
    return out;
}

Result<NodeRecord> NodeRepository::findOrAdd(qint64 evaluationId, const QString& host, int port, const QString& user) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM node WHERE evaluation_id = ? AND host = ? AND port = ? AND user_name = ? "
                             "ORDER BY id LIMIT 1")
                  .arg(QLatin1String(kColumns)));
    q.addBindValue(evaluationId);
    q.addBindValue(notNull(host));
    q.addBindValue(port);
    q.addBindValue(notNull(user));
    if (auto st = exec(q, tr("The nodes could not be read.")); !st) {
        return st.error();
    }
    if (q.next()) {
        return fromQuery(q);
    }
    NodeRecord n;
    n.evaluationId = evaluationId;
    n.host = host;
    n.name = host;
    n.port = port;
    n.userName = user;
    auto id = add(n);
    if (!id) {
        return id.error();
    }
    n.id = *id;
    return n;
}

Status NodeRepository::setHostKey(qint64 id, const QString& type, const QString& fingerprint) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE node SET host_key_type = ?, host_key_fingerprint = ? WHERE id = ?"));
    q.addBindValue(notNull(type));
    q.addBindValue(notNull(fingerprint));
    q.addBindValue(id);
    return exec(q, tr("The node's host key could not be saved."));
}

}  // namespace tb::core
