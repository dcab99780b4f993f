#include "core/launch/kube/KubeManifests.h"

#include <QRegularExpression>

namespace tb::core {

namespace {
using O = QJsonObject;
using A = QJsonArray;
#define K(s) QStringLiteral(s)

O labels(const QString& run) {
    return O{{KubeManifests::runLabelKey(), run}, {K("app.kubernetes.io/managed-by"), K("tierbench")}};
}
O metadata(const QString& name, const QString& run) {
    return O{{K("name"), name}, {K("labels"), labels(run)}};
}
A envArray(const QVector<QPair<QString, QString>>& env) {
    A out;
    for (const auto& e : env) {
        out.append(O{{K("name"), e.first}, {K("value"), e.second}});
    }
    return out;
}
O resources(const KubeSettings& s) {
    O limits;
    if (s.gpusPerWorker > 0) {
        limits[K("nvidia.com/gpu")] = QString::number(s.gpusPerWorker);
    }
    if (!s.rdmaResource.isEmpty() && s.rdmaPerWorker > 0) {
        limits[s.rdmaResource] = QString::number(s.rdmaPerWorker);
    }
    return O{{K("limits"), limits}, {K("requests"), limits}};
}
A toStringArray(const QStringList& l) {
    return A::fromStringList(l);
}
// What every worker pod's spec carries from the cluster's settings.
O placed(O podSpec, const KubeSettings& s) {
    if (!s.nodeSelector.isEmpty()) {
        podSpec[K("nodeSelector")] = s.nodeSelector;
    }
    if (!s.tolerations.isEmpty()) {
        podSpec[K("tolerations")] = s.tolerations;
    }
    return podSpec;
}
// Pod template metadata: the run's labels, and Volcano's group annotation when the gang is Volcano.
O templateMeta(const KubeCollectiveSpec& spec) {
    O meta{{K("labels"), labels(spec.runLabel)}};
    if (spec.gang.kind == KubeGang::Kind::Volcano) {
        meta[K("annotations")] = O{{KubeManifests::volcanoGroupAnnotation(), spec.name}};
    }
    return meta;
}
// A worker pod spec under the gang: Volcano places the whole group or none of it.
O ganged(O podSpec, const KubeCollectiveSpec& spec) {
    if (spec.gang.kind == KubeGang::Kind::Volcano) {
        podSpec[K("schedulerName")] = K("volcano");
    }
    return podSpec;
}
// The top object's metadata: Kueue finds the job by its queue label.
O jobMeta(const KubeCollectiveSpec& spec) {
    O meta = metadata(spec.name, spec.runLabel);
    if (spec.gang.kind == KubeGang::Kind::Kueue) {
        O l = meta.value(K("labels")).toObject();
        l[KubeManifests::kueueQueueLabel()] = spec.gang.queue;
        meta[K("labels")] = l;
    }
    return meta;
}
}  // namespace

QString kubeJobFormKey(KubeJobForm form) {
    switch (form) {
        case KubeJobForm::MpiJob:
            return K("mpijob");
        case KubeJobForm::IndexedJob:
            return K("indexed-job");
        case KubeJobForm::JobSet:
            return K("jobset");
        case KubeJobForm::NodePods:
            return K("node-pods");
    }
    return K("indexed-job");
}

std::optional<KubeJobForm> kubeJobFormFromKey(const QString& key) {
    for (KubeJobForm f : {KubeJobForm::MpiJob, KubeJobForm::IndexedJob, KubeJobForm::JobSet}) {
        if (kubeJobFormKey(f) == key) {
            return f;
        }
    }
    return std::nullopt;
}

QString KubeGang::key() const {
    switch (kind) {
        case Kind::Kueue:
            return K("kueue:") + queue;
        case Kind::Volcano:
            return K("volcano");
        case Kind::None:
            break;
    }
    return K("none");
}

Result<KubeGang> KubeGang::fromKey(const QString& key) {
    KubeGang g;
    if (key == QLatin1String("none")) {
        return g;
    }
    if (key == QLatin1String("volcano")) {
        g.kind = Kind::Volcano;
        return g;
    }
    if (key.startsWith(QLatin1String("kueue:")) && KubeManifests::isDnsLabel(key.mid(6))) {
        g.kind = Kind::Kueue;
        g.queue = key.mid(6);
        return g;
    }
    return makeError(ErrorCode::InvalidArgument,
                     KubeManifests::tr("\"%1\" is no gang scheduler: kueue:QUEUE, volcano or none").arg(key.left(80)));
}

bool KubeManifests::isDnsLabel(const QString& name, int maxLength) {
    static const QRegularExpression re(K("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"));
    return !name.isEmpty() && name.size() <= maxLength && re.match(name).hasMatch();
}

bool KubeManifests::isLabelValue(const QString& value) {
    static const QRegularExpression re(K("^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"));
    return value.size() <= 63 && re.match(value).hasMatch();
}

Status KubeManifests::validate(const KubeCollectiveSpec& spec) {
    if (!isDnsLabel(spec.name, kMaxNameLength)) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("\"%1\" is not a job name Kubernetes takes (lower-case letters, digits and '-', at most "
                            "%2 characters)")
                             .arg(spec.name.left(80))
                             .arg(kMaxNameLength));
    }
    if (!isLabelValue(spec.runLabel) || spec.runLabel.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("\"%1\" is not a label value").arg(spec.runLabel.left(80)));
    }
    static const QRegularExpression image(K("^[A-Za-z0-9][A-Za-z0-9._/:@-]{0,254}$"));
    if (!image.match(spec.image).hasMatch()) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("\"%1\" is not a container image reference").arg(spec.image.left(80)));
    }
    if (spec.workers < 1 || spec.workers > 1024) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("A collective needs 1 to 1024 workers, not %1").arg(spec.workers));
    }
    if (spec.command.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("The collective has no command"));
    }
    static const QRegularExpression resource(K("^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$"));
    if (!spec.settings.rdmaResource.isEmpty() && !resource.match(spec.settings.rdmaResource).hasMatch()) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("\"%1\" is not a resource name").arg(spec.settings.rdmaResource.left(80)));
    }
    static const QRegularExpression envName(K("^[A-Za-z_][A-Za-z0-9_]*$"));
    for (const auto& e : spec.environment) {
        if (!envName.match(e.first).hasMatch()) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("\"%1\" is not an environment variable name").arg(e.first.left(80)));
        }
    }
    for (auto it = spec.settings.nodeSelector.begin(); it != spec.settings.nodeSelector.end(); ++it) {
        if (!it.value().isString() || !isLabelValue(it.value().toString())) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("Node selector %1 has no valid label value").arg(it.key().left(80)));
        }
    }
    if (spec.gang.kind == KubeGang::Kind::Kueue && !isDnsLabel(spec.gang.queue)) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("\"%1\" is not a Kueue queue name").arg(spec.gang.queue.left(80)));
    }
    for (const QJsonValue& t : spec.settings.tolerations) {
        const QString op = t.toObject().value(K("operator")).toString(K("Equal"));
        if (!t.isObject() || (op != QLatin1String("Equal") && op != QLatin1String("Exists"))) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("A toleration must be an object with operator Equal or Exists"));
        }
    }
    return {};
}

QJsonObject KubeManifests::list(const QJsonArray& objects) {
    return O{{K("apiVersion"), K("v1")}, {K("kind"), K("List")}, {K("items"), objects}};
}

Result<QJsonArray> KubeManifests::collective(const KubeCollectiveSpec& spec, KubeJobForm form) {
    if (Status st = validate(spec); !st) {
        return st.error();
    }
    const KubeSettings& s = spec.settings;
    const bool kueue = spec.gang.kind == KubeGang::Kind::Kueue;
    A out;
    if (form == KubeJobForm::NodePods) {
        if (spec.pinnedNodes.isEmpty() || spec.pinnedNodes.size() != spec.workers) {
            return makeError(ErrorCode::InvalidArgument, tr("Each pod needs a node of its own to run on"));
        }
        for (qsizetype i = 0; i < spec.pinnedNodes.size(); ++i) {
            // <name>-<label>-<rank>: no other run's pod has it (the label is the run's own).
            const QString rank = QString::number(i);
            const QString name = (spec.name + u'-' + spec.runLabel).left(62 - rank.size()) + u'-' + rank;
            O pod = nodeAuditPod(name, spec.pinnedNodes[i], spec.image, spec.command, spec.runLabel, s);
            O meta = pod.value(K("metadata")).toObject();
            O labels = meta.value(K("labels")).toObject();
            labels[rankLabelKey()] = rank;
            meta[K("labels")] = labels;
            pod[K("metadata")] = meta;
            if (spec.activeDeadlineS > 0) {
                O podSpec = pod.value(K("spec")).toObject();
                podSpec[K("activeDeadlineSeconds")] = spec.activeDeadlineS;  // a hung tb-node ends, Failed
                pod[K("spec")] = podSpec;
            }
            out.append(pod);
        }
        return out;
    }
    if (spec.gang.kind == KubeGang::Kind::Volcano) {
        // Every pod of the run in one group: the launcher too for an MPIJob.
        const int members = spec.workers + (form == KubeJobForm::MpiJob ? 1 : 0);
        out.append(O{{K("apiVersion"), K("scheduling.volcano.sh/v1beta1")},
                     {K("kind"), K("PodGroup")},
                     {K("metadata"), metadata(spec.name, spec.runLabel)},
                     {K("spec"), O{{K("minMember"), members}}}});
    }
    if (form == KubeJobForm::MpiJob) {
        const int slotCount = qMax(1, s.gpusPerWorker);
        QStringList mpirun{K("mpirun"),   K("--allow-run-as-root"),
                           K("-np"),      QString::number(slotCount * spec.workers),
                           K("-bind-to"), K("none")};
        for (const auto& e : spec.environment) {
            mpirun << K("-x") << e.first;
        }
        mpirun += spec.command;
        const O launcher{
            {K("replicas"), 1},
            {K("restartPolicy"), K("Never")},
            {K("template"),
             O{{K("metadata"), templateMeta(spec)},
               {K("spec"), ganged(placed(O{{K("containers"), A{O{{K("name"), K("launcher")},
                                                                 {K("image"), spec.image},
                                                                 {K("command"), toStringArray(mpirun)},
                                                                 {K("env"), envArray(spec.environment)}}}}},
                                         KubeSettings()),
                                  spec)}}}};
        const O worker{
            {K("replicas"), spec.workers},
            {K("restartPolicy"), K("Never")},
            {K("template"),
             O{{K("metadata"), templateMeta(spec)},
               {K("spec"), ganged(placed(O{{K("containers"), A{O{{K("name"), K("worker")},
                                                                 {K("image"), spec.image},
                                                                 {K("command"), A{K("/usr/sbin/sshd"), K("-De")}},
                                                                 {K("env"), envArray(spec.environment)},
                                                                 {K("resources"), resources(s)}}}}},
                                         s),
                                  spec)}}}};
        O runPolicy{{K("cleanPodPolicy"), K("Running")},
                    {K("backoffLimit"), 0},
                    {K("activeDeadlineSeconds"), spec.activeDeadlineS}};
        if (kueue) {
            runPolicy[K("suspend")] = true;  // Kueue resumes it once the whole job is admitted
        }
        const O mpiJob{{K("apiVersion"), K("kubeflow.org/v2beta1")},
                       {K("kind"), K("MPIJob")},
                       {K("metadata"), jobMeta(spec)},
                       {K("spec"), O{{K("slotsPerWorker"), slotCount},
                                     {K("mpiImplementation"), K("OpenMPI")},
                                     // The launcher waits for every worker's sshd, so it never races their DNS names.
                                     {K("launcherCreationPolicy"), K("WaitForWorkersReady")},
                                     {K("runPolicy"), runPolicy},
                                     {K("mpiReplicaSpecs"), O{{K("Launcher"), launcher}, {K("Worker"), worker}}}}}};
        out.append(mpiJob);
        return out;
    }
    // Indexed Job (alone, or as the JobSet's one replicated job): rank = JOB_COMPLETION_INDEX, rank 0 reachable by
    // its hostname under the headless Service.
    const bool jobSet = form == KubeJobForm::JobSet;
    const QString service = spec.name;
    const QString rank0 = jobSet ? spec.name + u'-' + jobSetReplicatedJob() + K("-0-0") : spec.name + K("-0");
    QVector<QPair<QString, QString>> env = spec.environment;
    env.append({K("TB_WORLD_SIZE"), QString::number(spec.workers)});
    env.append({K("TB_COORDINATOR"), rank0 + u'.' + service});
    O podSpec = ganged(placed(O{{K("restartPolicy"), K("Never")},
                                {K("containers"), A{O{{K("name"), K("rank")},
                                                      {K("image"), spec.image},
                                                      {K("command"), toStringArray(spec.command)},
                                                      {K("env"), envArray(env)},
                                                      {K("resources"), resources(s)}}}}},
                              s),
                       spec);
    if (!jobSet) {
        podSpec[K("subdomain")] = service;  // JobSet sets its own from spec.network
    }
    O jobSpec{{K("completionMode"), K("Indexed")},
              {K("completions"), spec.workers},
              {K("parallelism"), spec.workers},
              {K("backoffLimit"), 0},  // one failed rank fails the job (and the JobSet with it)
              {K("activeDeadlineSeconds"), spec.activeDeadlineS},
              {K("template"), O{{K("metadata"), templateMeta(spec)}, {K("spec"), podSpec}}}};
    if (jobSet) {
        O setSpec{
            {K("network"),
             O{{K("enableDNSHostnames"), true}, {K("subdomain"), service}, {K("publishNotReadyAddresses"), true}}},
            {K("replicatedJobs"),
             A{O{{K("name"), jobSetReplicatedJob()},
                 {K("replicas"), 1},
                 {K("template"), O{{K("metadata"), O{{K("labels"), labels(spec.runLabel)}}}, {K("spec"), jobSpec}}}}}},
            // Done when every worker's job is; no restart: the first failed job fails the set.
            {K("successPolicy"), O{{K("operator"), K("All")}, {K("targetReplicatedJobs"), A{jobSetReplicatedJob()}}}},
            {K("failurePolicy"), O{{K("maxRestarts"), 0}}}};
        if (kueue) {
            setSpec[K("suspend")] = true;
        }
        out.append(O{{K("apiVersion"), K("jobset.x-k8s.io/v1alpha2")},
                     {K("kind"), K("JobSet")},
                     {K("metadata"), jobMeta(spec)},
                     {K("spec"), setSpec}});
        return out;
    }
    if (kueue) {
        jobSpec[K("suspend")] = true;
    }
    const O svc{{K("apiVersion"), K("v1")},
                {K("kind"), K("Service")},
                {K("metadata"), metadata(service, spec.runLabel)},
                {K("spec"), O{{K("clusterIP"), K("None")},
                              {K("publishNotReadyAddresses"), true},
                              {K("selector"), O{{runLabelKey(), spec.runLabel}}}}}};
    out.append(svc);
    out.append(O{
        {K("apiVersion"), K("batch/v1")}, {K("kind"), K("Job")}, {K("metadata"), jobMeta(spec)}, {K("spec"), jobSpec}});
    return out;
}

QJsonObject KubeManifests::nodeAuditPod(const QString& name, const QString& node, const QString& image,
                                        const QStringList& command, const QString& runLabel,
                                        const KubeSettings& settings) {
    A mounts, volumes;
    for (const char* p : {"proc", "sys", "dev", "etc"}) {
        const QString n = K("host-") + QString::fromLatin1(p);
        mounts.append(O{{K("name"), n}, {K("mountPath"), K("/host/") + QString::fromLatin1(p)}, {K("readOnly"), true}});
        volumes.append(O{{K("name"), n},
                         {K("hostPath"), O{{K("path"), u'/' + QString::fromLatin1(p)}, {K("type"), K("Directory")}}}});
    }
    O limits;
    if (settings.gpusPerWorker > 0) {
        limits[K("nvidia.com/gpu")] = QString::number(settings.gpusPerWorker);
    }
    O spec{{K("nodeName"), node},
           {K("restartPolicy"), K("Never")},
           {K("containers"), A{O{{K("name"), K("tb-node")},
                                 {K("image"), image},
                                 {K("command"), toStringArray(command)},
                                 {K("env"), A{O{{K("name"), K("TB_HOST_ROOT")}, {K("value"), K("/host")}}}},
                                 {K("resources"), O{{K("limits"), limits}}},
                                 {K("volumeMounts"), mounts}}}},
           {K("volumes"), volumes}};
    if (!settings.tolerations.isEmpty()) {
        spec[K("tolerations")] = settings.tolerations;  // GPU nodes are often tainted
    }
    O meta = metadata(name, runLabel);
    O l = meta.value(K("labels")).toObject();
    l[K("tierbench.node")] = node.left(63);
    meta[K("labels")] = l;
    return O{{K("apiVersion"), K("v1")}, {K("kind"), K("Pod")}, {K("metadata"), meta}, {K("spec"), spec}};
}

}  // namespace tb::core
