#include "core/cluster/kube/KubeAuditRunner.h"

#include "core/domain/FindingKind.h"
#include "core/cluster/AuditRunRecorder.h"
#include "core/launch/kube/Kubectl.h"
#include "core/store/KubeClusterRepository.h"
#include "core/store/Store.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

namespace tb::core {

QStringList KubeAuditRunner::canIQuestions() {
    return {QStringLiteral("create pods"),     QStringLiteral("create jobs.batch"),
            QStringLiteral("create services"), QStringLiteral("create persistentvolumeclaims"),
            QStringLiteral("list nodes"),      QStringLiteral("create mpijobs.kubeflow.org")};
}

Result<KubeAuditInput> KubeAuditRunner::collect(Kubectl& kubectl, QString* kubectlVersion) {
    KubeAuditInput in;
    auto keep = [&](const QString& name, const QStringList& args, bool namespaced) -> Status {
        auto r = kubectl.run(args, {}, 60, namespaced);
        if (!r) {
            return r.error();
        }
        if (r->truncated) {
            return makeError(ErrorCode::TooLarge, tr("kubectl's reply to \"%1\" is larger than 32 MiB").arg(name));
        }
        in.raw.append({name, r->commandLine, r->exitCode, r->out + (r->err.isEmpty() ? QByteArray() : "\n" + r->err)});
        // The JSON reply alone is parsed; stderr stays in the evidence.
        in.raw.last().content = r->exitCode == 0 ? r->out : r->err;
        return {};
    };
    const QStringList json{QStringLiteral("-o"), QStringLiteral("json")};
    if (Status st = keep(QStringLiteral("version"), QStringList{QStringLiteral("version")} + json, false); !st) {
        return st.error();
    }
    if (kubectlVersion) {
        *kubectlVersion = Kubectl::clientVersion(in.raw.last().content);
    }
    const struct {
        const char* name;
        QStringList args;
    } reads[] = {
        {"nodes", {QStringLiteral("get"), QStringLiteral("nodes")}},
        {"daemonsets", {QStringLiteral("get"), QStringLiteral("daemonsets"), QStringLiteral("--all-namespaces")}},
        {"crds", {QStringLiteral("get"), QStringLiteral("customresourcedefinitions")}},
        {"storageclasses", {QStringLiteral("get"), QStringLiteral("storageclasses")}},
    };
    for (const auto& r : reads) {
        if (Status st = keep(QString::fromLatin1(r.name), r.args + json, false); !st) {
            return st.error();
        }
    }

    // RBAC self-check: exit 0 "yes", exit 1 "no".
    for (const QString& q : canIQuestions()) {
        auto r = kubectl.run(QStringList{QStringLiteral("auth"), QStringLiteral("can-i")} + q.split(u' '));
        if (!r) {
            return r.error();
        }
        in.canI[q] = r->exitCode == 0 && r->out.trimmed() == "yes";
        in.raw.append({QStringLiteral("auth can-i ") + q, r->commandLine, r->exitCode, r->out + r->err});
    }

    // A 1Gi ReadWriteOnce claim on the default class must bind within 10 s (or wait for its first consumer).
    const QString claim = QStringLiteral("tierbench-audit-%1").arg(QDateTime::currentMSecsSinceEpoch() % 100000000);
    const QJsonObject pvc{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("PersistentVolumeClaim")},
        {QStringLiteral("metadata"),
         QJsonObject{
             {QStringLiteral("name"), claim},
             {QStringLiteral("labels"), QJsonObject{{QStringLiteral("tierbench.audit"), QStringLiteral("pvc")}}}}},
        {QStringLiteral("spec"),
         QJsonObject{{QStringLiteral("accessModes"), QJsonArray{QStringLiteral("ReadWriteOnce")}},
                     {QStringLiteral("resources"),
                      QJsonObject{{QStringLiteral("requests"),
                                   QJsonObject{{QStringLiteral("storage"), QStringLiteral("1Gi")}}}}}}}};
    auto made = kubectl.run({QStringLiteral("create"), QStringLiteral("--validate=false"), QStringLiteral("-f"),
                             QStringLiteral("-"), QStringLiteral("-o"), QStringLiteral("name")},
                            QJsonDocument(pvc).toJson(QJsonDocument::Compact));
    if (!made) {
        return made.error();
    }
    if (made->exitCode != 0) {
        in.pvcError = QString::fromUtf8(made->err.trimmed());
    } else {
        QElapsedTimer clock;
        clock.start();
        QByteArray last;
        do {
            auto got = kubectl.run({QStringLiteral("get"), QStringLiteral("persistentvolumeclaim"), claim,
                                    QStringLiteral("-o"), QStringLiteral("json")});
            if (got && got->exitCode == 0) {
                last = got->out;
                in.pvcPhase = QJsonDocument::fromJson(got->out)
                                  .object()
                                  .value(QStringLiteral("status"))
                                  .toObject()
                                  .value(QStringLiteral("phase"))
                                  .toString()
                                  .left(40);
            }
            if (in.pvcPhase == QLatin1String("Bound")) {
                break;
            }
            QThread::msleep(500);
        } while (clock.elapsed() < KubeAudit::kPvcBindLimitS * 1000);
        in.pvcWaitedS = int((clock.elapsed() + 999) / 1000);
        in.raw.append({QStringLiteral("pvc"), made->commandLine, 0, last});
        // Deleted whatever came of it: the audit leaves nothing behind.
        auto gone = kubectl.run({QStringLiteral("delete"), QStringLiteral("persistentvolumeclaim"), claim,
                                 QStringLiteral("--wait=false"), QStringLiteral("--ignore-not-found")});
        if (!gone || gone->exitCode != 0) {
            in.raw.append({QStringLiteral("pvc cleanup"), gone ? gone->commandLine : QString(),
                           gone ? gone->exitCode : -1, gone ? gone->err : gone.error().message.toUtf8()});
        }
    }
    return in;
}

Result<KubeAuditOutcome> KubeAuditRunner::audit(Kubectl& kubectl, Store& store, qint64 providerId, qint64 evaluationId,
                                                qint64 nodeId, qint64 clusterId) {
    KubeAuditOutcome outcome;
    auto in = collect(kubectl, &outcome.kubectlVersion);
    if (!in) {
        return in.error();
    }
    auto findings = KubeAudit::findings(*in);
    if (!findings) {
        return findings.error();  // nothing stored: a reply that is not what was asked for
    }
    if (const auto* n = in->output(QStringLiteral("nodes")); n && n->exitCode == 0) {
        if (auto g = KubeAudit::gpuNodes(n->content)) {
            outcome.gpuNodes = *g;
        }
    }
    outcome.findings = *findings;
    for (const FindingRecord& f : outcome.findings) {
        outcome.failed += hasStatus(f, FindingStatus::Fail) ? 1 : 0;
        outcome.warned += hasStatus(f, FindingStatus::Warn) ? 1 : 0;
    }
    RunRecord record;
    record.operation = QStringLiteral("");
    record.probeVersion = outcome.kubectlVersion;
    record.hardwareKey = QStringLiteral("");
    record.rawSha256 = QStringLiteral("");
    record.bundleHash = QStringLiteral("");
    record.sourceName = kubectl.target().context;
    record.providerId = providerId;
    if (evaluationId > 0) {
        record.evaluationId = evaluationId;
    }
    if (nodeId > 0) {
        record.nodeId = nodeId;
    }
    record.kind = RunKind::Probe;
    record.probe = QStringLiteral("kube-audit");
    record.args = QJsonObject{{QStringLiteral("namespace"), kubectl.target().ns},
                              {QStringLiteral("context"), kubectl.target().context},
                              {QStringLiteral("where"), kubectl.where()}};
    record.env = QJsonObject{{QStringLiteral("kubectl"), outcome.kubectlVersion}};
    const QString version = outcome.kubectlVersion;
    auto runId = recordAuditRun(store, record, outcome.findings, in->raw, outcome.failed > 0,
                                [clusterId, version](QSqlDatabase& db) -> Status {
                                    if (clusterId <= 0) {
                                        return {};
                                    }
                                    return KubeClusterRepository(db).setKubectlVersion(clusterId, version);
                                });
    if (!runId) {
        return runId.error();
    }
    outcome.runId = *runId;
    return outcome;
}

}  // namespace tb::core
