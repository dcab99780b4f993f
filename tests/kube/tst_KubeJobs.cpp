// Multi-node collectives on the one cluster road (KubeLauncher behind ClusterJobRunner, KubeCollective) through the
// real kubectl against the API stand-in, which plays the controllers: an MPIJob or indexed Job gets its pods, the
// pods run, log lines and end as each test scripts. Checked: the manifest sent as stored, logs and samples in the
// database while the job still runs, Complete and Failed both ending the watch, an unschedulable pod's message
// reported at once, the pending deadline, cancel waiting until the pods are gone, and nothing labelled with the run
// left behind.
#include "KubeLoginNode.h"

#include "core/cluster/kube/KubeCollective.h"
#include "core/launch/kube/KubeLauncher.h"
#include "core/store/ClusterJobOwnership.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunRepository.h"

#include <QJsonDocument>
#include <QtTest>

#include <atomic>

using namespace tb::core;
using tb::test::KubeStandIn;

namespace {
const QString kPods = KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("tb"));
const QString kMpiJobs =
    KubeStandIn::collection(QStringLiteral("kubeflow.org/v2beta1"), QStringLiteral("mpijobs"), QStringLiteral("tb"));
const QString kJobs = KubeStandIn::collection(QStringLiteral("batch/v1"), QStringLiteral("jobs"), QStringLiteral("tb"));
const QString kJobSets = KubeStandIn::collection(QStringLiteral("jobset.x-k8s.io/v1alpha2"), QStringLiteral("jobsets"),
                                                 QStringLiteral("tb"));
const QString kWorkloads = KubeStandIn::collection(QStringLiteral("kueue.x-k8s.io/v1beta1"),
                                                   QStringLiteral("workloads"), QStringLiteral("tb"));
const QString kLocalQueues = KubeStandIn::collection(QStringLiteral("kueue.x-k8s.io/v1beta1"),
                                                     QStringLiteral("localqueues"), QStringLiteral("tb"));
const QString kPodGroups = KubeStandIn::collection(QStringLiteral("scheduling.volcano.sh/v1beta1"),
                                                   QStringLiteral("podgroups"), QStringLiteral("tb"));
const QString kCrds =
    KubeStandIn::collection(QStringLiteral("apiextensions.k8s.io/v1"), QStringLiteral("customresourcedefinitions"));
const QString kAdmissionMessage = QStringLiteral(
    "couldn't assign flavors to pod set main: insufficient quota for nvidia.com/gpu in flavor h100, 16 more needed");
const QString kGangMessage =
    QStringLiteral("3/3 tasks in gang unschedulable: pod group is not ready, 3 Pending, 3 minAvailable");

// Stream: the log pod writes one more line per poll (appended, as a running container does) and ends on poll 8.
// Feed: the log pod writes m_feed's chunks, one per poll, then the job ends as m_feedEnd says.
enum class Script { Succeed, Fail, Unschedulable, RunForever, Stream, Feed };
enum class FeedEnd { Succeed, Fail, Never };

QJsonObject crd(const QString& name) {
    return {{QStringLiteral("apiVersion"), QStringLiteral("apiextensions.k8s.io/v1")},
            {QStringLiteral("kind"), QStringLiteral("CustomResourceDefinition")},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}}}};
}
QString nameOf(const QJsonObject& o) {
    return o.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
}
QJsonObject labelsOf(const QJsonObject& o) {
    return o.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("labels")).toObject();
}

QJsonObject pod(const QString& name, const QString& run, const QJsonObject& owner, const QJsonObject& extraLabels,
                const QJsonObject& annotations, const QString& node) {
    QJsonObject labels = extraLabels;
    labels[QStringLiteral("tierbench.run")] = run;
    return {{QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"), name},
                         {QStringLiteral("labels"), labels},
                         {QStringLiteral("annotations"), annotations},
                         {QStringLiteral("ownerReferences"),
                          QJsonArray{QJsonObject{
                              {QStringLiteral("uid"),
                               owner.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("uid"))},
                              {QStringLiteral("kind"), owner.value(QStringLiteral("kind"))},
                              {QStringLiteral("name"),
                               owner.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name"))}}}}}},
            {QStringLiteral("spec"),
             QJsonObject{{QStringLiteral("nodeName"), node},
                         {QStringLiteral("containers"),
                          QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("main")}}}}}},
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Pending")}}}};
}
// What a job's watch reports, as the tests look at it (on the worker thread, which waits for the hooks).
// A local kubectl that keeps every argv it was given (on the worker thread; read after the job ended).
class CountingKubectl : public Kubectl {
public:
    explicit CountingKubectl(const KubeTarget& target) : Kubectl(target), m_inner(target) {}
    Result<KubectlReply> run(const QStringList& args, const QByteArray& stdinData, int timeoutS,
                             bool namespaced) override {
        calls << args;
        return m_inner.run(args, stdinData, timeoutS, namespaced);
    }
    QString where() const override { return m_inner.where(); }
    QVector<QStringList> calls;

private:
    LocalKubectl m_inner;
};

struct Watch : ClusterJobObserver {
    std::function<void(qint64 jobId, const QString& state, const QString& reason)> onState;
    std::function<void(qint64 jobId, const QByteArray& text)> onLog;
    std::function<void(qint64 runId)> onRun;
    QString state, reason;
    qint64 job = 0;
    void runCreated(qint64 runId) override {
        if (onRun) {
            onRun(runId);
        }
    }
    void runStdout(qint64, const QByteArray& text) override {
        if (onLog) {
            onLog(job, text);
        }
    }
    std::function<void(qint64 jobId, const QByteArray& text)> onLines;  // the job's own log (the watch's notes)
    void jobLines(qint64 jobId, const QByteArray& text) override {
        if (onLines) {
            onLines(jobId, text);
        }
    }
    void jobChanged(const ClusterJobRecord& j) override {
        job = j.id;
        if (j.state != state || j.reason != reason) {
            state = j.state;
            reason = j.reason;
            if (onState) {
                onState(j.id, j.state, j.reason);
            }
        }
    }
};
}  // namespace

class tst_KubeJobs : public QObject {
    Q_OBJECT

    tb::test::KubeTestEnv m_env;
    std::atomic<int> m_script{int(Script::Succeed)};
    std::atomic<int> m_polls{0};
    std::atomic<bool> m_holdPending{false};  // pods stay Pending whatever the script
    QByteArray m_lastLog;                    // what the log pod wrote last (server thread writes, read after the run)
    QList<QByteArray> m_feed;                // Script::Feed: set before the run, read by the server thread
    std::atomic<int> m_feedEnd{int(FeedEnd::Succeed)};

    KubeCollectiveSpec spec(const QString& run) const {
        KubeCollectiveSpec s;
        s.runLabel = run;
        s.name = QStringLiteral("tb-coll-") + run;
        s.image = m_env.listing.cluster.cluster.containerImage;
        s.workers = 2;
        s.settings = m_env.listing.kube;
        s.command = {QStringLiteral("all_reduce_perf"), QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"),
                     QStringLiteral("1G")};
        return s;
    }

    // The controllers' part: pods for a new job; on each poll of the job the pods move on as scripted.
    void scriptCluster() {
        m_env.api.onCreate([this](KubeStandIn& api, const QString& coll, const QJsonObject& created) {
            const QString name =
                created.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
            const QString run = created.value(QStringLiteral("metadata"))
                                    .toObject()
                                    .value(QStringLiteral("labels"))
                                    .toObject()
                                    .value(QStringLiteral("tierbench.run"))
                                    .toString();
            if (coll == kMpiJobs) {
                api.put(kPods,
                        pod(name + QStringLiteral("-launcher"), run, created,
                            QJsonObject{{QStringLiteral("training.kubeflow.org/job-role"), QStringLiteral("launcher")}},
                            {}, QStringLiteral("gpu-a")));
                for (int i = 0; i < 2; ++i) {
                    api.put(
                        kPods,
                        pod(name + QStringLiteral("-worker-%1").arg(i), run, created,
                            QJsonObject{{QStringLiteral("training.kubeflow.org/job-role"), QStringLiteral("worker")}},
                            {}, i == 0 ? QStringLiteral("gpu-a") : QStringLiteral("gpu-b")));
                }
            } else if (coll == kJobSets) {
                // The JobSet controller: one child Job (labelled with the set), its indexed pods.
                const QString child = name + QStringLiteral("-workers-0");
                api.put(kJobs,
                        QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("batch/v1")},
                                    {QStringLiteral("kind"), QStringLiteral("Job")},
                                    {QStringLiteral("metadata"),
                                     QJsonObject{{QStringLiteral("name"), child},
                                                 {QStringLiteral("labels"),
                                                  QJsonObject{{QStringLiteral("jobset.sigs.k8s.io/jobset-name"), name},
                                                              {QStringLiteral("tierbench.run"), run}}}}}});
                for (int i = 0; i < 2; ++i) {
                    api.put(kPods, pod(child + QStringLiteral("-%1").arg(i), run, created,
                                       QJsonObject{{QStringLiteral("jobset.sigs.k8s.io/jobset-name"), name}},
                                       QJsonObject{{QStringLiteral("batch.kubernetes.io/job-completion-index"),
                                                    QString::number(i)}},
                                       i == 0 ? QStringLiteral("gpu-a") : QStringLiteral("gpu-b")));
                }
            } else if (coll == kJobs && labelsOf(created).contains(QStringLiteral("kueue.x-k8s.io/queue-name"))) {
                // Kueue: a Workload owned by the job, not admitted (no quota); the job stays suspended, no pods.
                api.put(
                    kWorkloads,
                    QJsonObject{
                        {QStringLiteral("apiVersion"), QStringLiteral("kueue.x-k8s.io/v1beta1")},
                        {QStringLiteral("kind"), QStringLiteral("Workload")},
                        {QStringLiteral("metadata"),
                         QJsonObject{{QStringLiteral("name"), QStringLiteral("job-") + name + QStringLiteral("-1a2b3")},
                                     {QStringLiteral("ownerReferences"),
                                      QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("Job")},
                                                             {QStringLiteral("name"), name}}}}}},
                        {QStringLiteral("status"),
                         QJsonObject{{QStringLiteral("conditions"),
                                      QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("QuotaReserved")},
                                                             {QStringLiteral("status"), QStringLiteral("False")},
                                                             {QStringLiteral("reason"), QStringLiteral("Pending")},
                                                             {QStringLiteral("message"), kAdmissionMessage}}}}}}});
                // Another job's Workload in the namespace, admitted: must not be taken for ours.
                api.put(
                    kWorkloads,
                    QJsonObject{
                        {QStringLiteral("metadata"),
                         QJsonObject{{QStringLiteral("name"), QStringLiteral("job-other-9z")},
                                     {QStringLiteral("ownerReferences"),
                                      QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("Job")},
                                                             {QStringLiteral("name"), QStringLiteral("other")}}}}}},
                        {QStringLiteral("status"),
                         QJsonObject{{QStringLiteral("conditions"),
                                      QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Admitted")},
                                                             {QStringLiteral("status"), QStringLiteral("True")}}}}}}});
            } else if (coll == kPodGroups) {
                api.patchStatus(
                    kPodGroups, name,
                    QJsonObject{
                        {QStringLiteral("phase"), QStringLiteral("Pending")},
                        {QStringLiteral("conditions"),
                         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Unschedulable")},
                                                {QStringLiteral("status"), QStringLiteral("True")},
                                                {QStringLiteral("reason"), QStringLiteral("NotEnoughResources")},
                                                {QStringLiteral("message"), kGangMessage}}}}});
            } else if (coll == kJobs) {
                for (int i = 0; i < 2; ++i) {
                    api.put(kPods, pod(name + QStringLiteral("-%1").arg(i), run, created, {},
                                       QJsonObject{{QStringLiteral("batch.kubernetes.io/job-completion-index"),
                                                    QString::number(i)}},
                                       i == 0 ? QStringLiteral("gpu-a") : QStringLiteral("gpu-b")));
                }
            }
        });
        m_env.api.onRead([this](KubeStandIn& api, const QString& coll) {
            if (coll != kMpiJobs && coll != kJobs && coll != kJobSets) {
                return;
            }
            // A JobSet's child Jobs are read beside the set (one poll); a queued job is Kueue's until admitted.
            QVector<QJsonObject> jobs;
            for (const QJsonObject& j : api.list(coll)) {
                if (!labelsOf(j).contains(QStringLiteral("jobset.sigs.k8s.io/jobset-name")) &&
                    !labelsOf(j).contains(QStringLiteral("kueue.x-k8s.io/queue-name"))) {
                    jobs << j;
                }
            }
            if (jobs.isEmpty()) {
                return;
            }
            const int poll = ++m_polls;
            const Script script = Script(m_script.load());
            if (m_holdPending) {
                return;
            }
            for (const QJsonObject& j : jobs) {
                const QString name =
                    j.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
                const QString logPod = coll == kMpiJobs   ? name + QStringLiteral("-launcher")
                                       : coll == kJobSets ? name + QStringLiteral("-workers-0-0")
                                                          : name + QStringLiteral("-0");
                const int streamEnd = 8;
                for (const QJsonObject& p : api.list(kPods)) {
                    const QString pn =
                        p.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
                    if (!pn.startsWith(name) ||
                        p.value(QStringLiteral("metadata")).toObject().contains(QStringLiteral("deletionTimestamp"))) {
                        continue;
                    }
                    QJsonObject status;
                    if (script == Script::Unschedulable) {
                        status = QJsonObject{
                            {QStringLiteral("phase"), QStringLiteral("Pending")},
                            {QStringLiteral("conditions"),
                             QJsonArray{QJsonObject{
                                 {QStringLiteral("type"), QStringLiteral("PodScheduled")},
                                 {QStringLiteral("status"), QStringLiteral("False")},
                                 {QStringLiteral("reason"), QStringLiteral("Unschedulable")},
                                 {QStringLiteral("message"),
                                  QStringLiteral(
                                      "0/3 nodes are available: 1 node(s) had untolerated taint "
                                      "{node-role.kubernetes.io/control-plane: }, 2 Insufficient nvidia.com/gpu.")}}}}};
                    } else {
                        const int ends = script == Script::Stream ? streamEnd
                                         : script == Script::Feed ? int(m_feed.size()) + 2
                                                                  : 4;
                        const bool endless = script == Script::RunForever ||
                                             (script == Script::Feed && FeedEnd(m_feedEnd.load()) == FeedEnd::Never);
                        const bool fail = script == Script::Fail ||
                                          (script == Script::Feed && FeedEnd(m_feedEnd.load()) == FeedEnd::Fail);
                        status = QJsonObject{{QStringLiteral("phase"),
                                              poll >= ends && !endless
                                                  ? (fail ? QStringLiteral("Failed") : QStringLiteral("Succeeded"))
                                                  : QStringLiteral("Running")}};
                    }
                    if (p.value(QStringLiteral("status")).toObject() != status) {
                        api.patchStatus(kPods, pn, status);
                    }
                }
                if (script == Script::Feed) {
                    // The launcher writes one chunk per poll; two polls after the last the job ends (MPIJob).
                    if (poll <= m_feed.size()) {
                        api.appendLog(QStringLiteral("tb"), logPod, m_feed.at(poll - 1));
                        m_lastLog += m_feed.at(poll - 1);
                    }
                    const FeedEnd end = FeedEnd(m_feedEnd.load());
                    if (poll >= m_feed.size() + 2 && end != FeedEnd::Never) {
                        const bool ok = end == FeedEnd::Succeed;
                        QJsonObject status{
                            {QStringLiteral("conditions"),
                             QJsonArray{QJsonObject{
                                 {QStringLiteral("type"), ok ? QStringLiteral("Succeeded") : QStringLiteral("Failed")},
                                 {QStringLiteral("status"), QStringLiteral("True")},
                                 {QStringLiteral("reason"), ok ? QStringLiteral("Completed") : QStringLiteral("Error")},
                                 {QStringLiteral("message"),
                                  ok ? QStringLiteral("done") : QStringLiteral("launcher exited with code 3")}}}}};
                        if (api.object(coll, name).value(QStringLiteral("status")).toObject() != status) {
                            api.patchStatus(coll, name, status);
                        }
                    }
                    continue;
                }
                if (script == Script::Stream) {
                    if (poll < streamEnd) {
                        // Two lines per poll, written together (one timestamp, as a fast writer's lines share one).
                        const QByteArray lines = "#  stream line " + QByteArray::number(2 * poll) + "\n" +
                                                 "#  stream line " + QByteArray::number(2 * poll + 1) + "\n";
                        api.appendLog(QStringLiteral("tb"), logPod, lines);
                        m_lastLog += lines;
                    }
                    if (poll >= streamEnd + 1) {
                        api.patchStatus(
                            coll, name,
                            QJsonObject{{QStringLiteral("conditions"),
                                         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Complete")},
                                                                {QStringLiteral("status"), QStringLiteral("True")}}}}});
                    }
                    continue;
                }
                if (script != Script::Unschedulable &&
                    (poll <= 5 || script == Script::RunForever)) {  // an ended pod writes no more
                    QByteArray log;
                    for (int l = 0; l < qMin(poll, 6); ++l) {
                        log += "#  size  count  type  redop  time  algbw  busbw  line " + QByteArray::number(l) + "\n";
                    }
                    api.setLog(QStringLiteral("tb"), logPod, log);
                    m_lastLog = log;
                }
                if (poll >= 5 && (script == Script::Succeed || script == Script::Fail)) {
                    const bool ok = script == Script::Succeed;
                    const QString type =
                        coll == kMpiJobs   ? (ok ? QStringLiteral("Succeeded") : QStringLiteral("Failed"))
                        : coll == kJobSets ? (ok ? QStringLiteral("Completed") : QStringLiteral("Failed"))
                                           : (ok ? QStringLiteral("Complete") : QStringLiteral("Failed"));
                    QJsonObject status{{QStringLiteral("conditions"),
                                        QJsonArray{QJsonObject{
                                            {QStringLiteral("type"), type},
                                            {QStringLiteral("status"), QStringLiteral("True")},
                                            {QStringLiteral("reason"),
                                             ok ? QStringLiteral("Completed") : QStringLiteral("BackoffLimitExceeded")},
                                            {QStringLiteral("message"),
                                             ok ? QStringLiteral("done")
                                                : QStringLiteral("Job has reached the specified backoff limit")}}}}};
                    // A JobSet's failure shows first on its child Job (the set's condition comes later).
                    const QString target = coll == kJobSets && !ok ? name + QStringLiteral("-workers-0") : name;
                    const QString where = coll == kJobSets && !ok ? kJobs : coll;
                    if (api.object(where, target).value(QStringLiteral("status")).toObject() != status) {
                        api.patchStatus(where, target, status);
                    }
                }
            }
        });
    }

    int labelled(const QString& run) const {
        int n = 0;
        for (const QString& c :
             {kPods, kMpiJobs, kJobs, kJobSets, kPodGroups,
              KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("services"), QStringLiteral("tb"))}) {
            for (const QJsonObject& o : m_env.api.list(c)) {
                n += o.value(QStringLiteral("metadata"))
                         .toObject()
                         .value(QStringLiteral("labels"))
                         .toObject()
                         .value(QStringLiteral("tierbench.run"))
                         .toString() == run;
            }
        }
        return n;
    }

    ClusterJobLimits fast() const {
        ClusterJobLimits l;
        l.pollIntervalMs = 100;
        l.pendingLimitS = 30;
        l.cancelWaitS = 30;
        l.silenceLimitS = 0;
        return l;
    }

    // One collective to its end: the job's row as stored, what the launcher last read, and the run.
    struct Ran {
        ClusterJobRecord job;
        KubeCollectiveOutcome outcome;
        qint64 runId = 0;
    };
    Result<Ran> runJob(Kubectl& kubectl, const KubeCollectiveSpec& s, KubeJobForm form,
                       const CancelToken& cancel = CancelToken(), ClusterJobObserver* observer = nullptr,
                       std::optional<ClusterJobLimits> limits = std::nullopt) const {
        KubeCollective collective(m_env.store, m_env.listing.cluster.cluster.id, limits.value_or(fast()), observer);
        auto ran = collective.run(kubectl, s, form, cancel);
        if (!ran) {
            return ran.error();
        }
        Ran r;
        r.outcome = *ran;
        r.runId = ran->job.runIds.value(0);
        auto row = m_env.store->run([id = ran->job.jobId](QSqlDatabase& db) { return ClusterRepository(db).job(id); });
        if (!row) {
            return row.error();
        }
        r.job = *row;
        return r;
    }
    static QString runLabelOf(const Ran& ran) { return ran.job.spec.value(QStringLiteral("runLabel")).toString(); }

    // What the job's rank-zero run holds of its log pod's output.
    QByteArray stdoutOf(qint64 runId) const {
        auto log = m_env.store->run(
            [runId](QSqlDatabase& db) { return RunRepository(db).rawLog(runId, QStringLiteral("stdout")); });
        return log ? log->content : QByteArray();
    }

    // A job's run as the store holds it now (on the test thread).
    struct RunNow {
        qint64 runId = 0;
        RunStatus status = RunStatus::Running;
        QString probe;
        int samples = -1;
        QVector<FindingRecord> findings;
        QVector<SampleRecord> sampleRows;
        std::optional<qint64> evaluationId, nodeId;
    };
    RunNow runNow(qint64 runId) const {
        auto got = m_env.store->run([runId](QSqlDatabase& db) -> Result<RunNow> {
            RunRepository runs(db);
            auto r = runs.get(runId);
            if (!r) {
                return r.error();
            }
            RunNow n;
            n.runId = runId;
            n.status = r->status;
            n.probe = r->probe;
            n.evaluationId = r->evaluationId;
            n.nodeId = r->nodeId;
            n.sampleRows = runs.samples(runId);
            n.samples = int(n.sampleRows.size());
            n.findings = runs.findings(runId).valueOr({});
            return n;
        });
        return got ? *got : RunNow{};
    }
    static const FindingRecord* findingOf(const RunNow& r, const QString& key) {
        for (const FindingRecord& f : r.findings) {
            if (f.key == key) {
                return &f;
            }
        }
        return nullptr;
    }
    KubeCollectiveSpec collSpec(const QString& run) const {
        KubeCollectiveSpec s = spec(run);
        s.command = {QStringLiteral("/opt/tierbench/bin/tb-coll"), QStringLiteral("--ops"),
                     QStringLiteral("all_reduce"), QStringLiteral("--sizes"), QStringLiteral("1M:64M:x8")};
        return s;
    }
    static QByteArray collSample(qint64 size, double busbw) {
        return QByteArray(R"j({"tb":1,"type":"sample","metric":"all_reduce.busbw","size":)j") +
               QByteArray::number(size) + R"j(,"value":)j" + QByteArray::number(busbw) +
               R"j(,"unit":"GB/s","median":)j" + QByteArray::number(busbw) + R"j(,"min":)j" +
               QByteArray::number(busbw) + R"j(,"max":)j" + QByteArray::number(busbw) +
               R"j(,"iters":5,"extra":{"count":)j" + QByteArray::number(size / 4) +
               R"j(,"type":"float","ranks":16,"batch":20,"wrong":0}})j" + "\n";
    }
    static QByteArray collHello() {
        return QByteArray(
                   R"j({"tb":1,"type":"hello","probe":"tb-coll","version":"0.1.0","host":"gpu-a","backend":"cuda",)j") +
               R"j("devices":[{"index":0,"name":"NVIDIA H100 80GB HBM3","pci":"0000:18:00.0",)j" +
               R"j("memory_bytes":85520809984}],"libs":{"driver":"550.90.07 (CUDA 12.4)","cuda_runtime":"12.4",)j" +
               R"j("nccl":"2.21.5 (libnccl.so.2)"},"args":{"sizes":"1M:64M:x8","repeats":5}})j" + "\n" +
               R"j({"tb":1,"type":"fact","id":"coll.ranks","value":"16","detail":"16 ranks over 2 nodes"})j" + "\n";
    }

private slots:
    void initTestCase() {
        if (!tb::test::KubeTestEnv::kubectlPresent()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("kubectl is not installed"));
        }
        QString why;
        QVERIFY2(m_env.start(&why), qPrintable(why));
        scriptCluster();
    }
    void init() {
        m_polls = 0;
        m_lastLog.clear();
        m_env.api.setDeleteLinger(0);
        m_env.api.clearRequests();
    }

    void collLinesBecomeSamplesWhileTheJobRuns() {
        m_script = int(Script::Feed);
        m_feedEnd = int(FeedEnd::Succeed);
        m_feed = {
            collHello() + collSample(1 << 20, 30.5), collSample(1 << 23, 140.25),
            collSample(1 << 26, 262.0) + QByteArray(R"j({"tb":1,"type":"end","status":"ok","exit_code":0})j") + "\n"};
        LocalKubectl kubectl(m_env.target);
        qint64 runId = 0;
        QVector<QPair<QString, int>> seen;  // (state, samples stored then) at each state change, in order
        Watch obs;
        obs.onRun = [&](qint64 id) { runId = id; };
        obs.onState = [&](qint64, const QString& state, const QString&) {
            seen.append({state, int(runNow(runId).samples)});
        };
        auto ran = runJob(kubectl, collSpec(QStringLiteral("301")), KubeJobForm::MpiJob, CancelToken(), &obs);
        QVERIFY2(ran, ran ? "" : qPrintable(ran.error().toString()));
        QCOMPARE(ran->job.outcome, RunStatus::Ok);
        QCOMPARE(ran->job.kind, ClusterJobKind::Probe);
        QVERIFY(runId > 0);
        QCOMPARE(ran->runId, runId);
        // Every sample was stored before the job's end was seen: the last state change (Succeeded) found all three.
        QVERIFY(!seen.isEmpty());
        QCOMPARE(seen.last().first, QStringLiteral("Succeeded"));
        QCOMPARE(seen.last().second, 3);
        const RunNow r = runNow(runId);
        QCOMPARE(r.status, RunStatus::Ok);
        QCOMPARE(r.probe, QStringLiteral("tb-coll"));
        QCOMPARE(r.samples, 3);
        QCOMPARE(ran->outcome.job.samples, 3);
        QCOMPARE(r.evaluationId, std::optional<qint64>(m_env.listing.cluster.login.evaluationId));
        QCOMPARE(r.nodeId, std::optional<qint64>(m_env.listing.cluster.login.id));
        QVERIFY(findingOf(r, QStringLiteral("coll.ranks")));
        // Linked to its job as a Slurm collective's rank-zero run is.
        const auto links =
            m_env.store->run([id = ran->job.id](QSqlDatabase& db) { return ClusterRepository(db).runsOf(id); });
        QCOMPARE(links.size(), 1);
        QCOMPARE(links.first().runId, runId);
        QCOMPARE(links.first().rank, std::optional<int>(0));
    }

    void ncclTestsTableIsImportedAtTheEnd() {
        m_script = int(Script::Feed);
        m_feedEnd = int(FeedEnd::Succeed);
        const QByteArray table = tb::test::readKubeFixture(QStringLiteral("nccl-all-reduce-2x8.txt"));
        QVERIFY(!table.isEmpty());
        const qsizetype half = table.indexOf("  8388608");  // cut between two rows: the log arrives in two parts
        m_feed = {table.left(half), table.mid(half)};
        LocalKubectl kubectl(m_env.target);
        auto ran = runJob(kubectl, spec(QStringLiteral("302")), KubeJobForm::MpiJob);
        QVERIFY2(ran, ran ? "" : qPrintable(ran.error().toString()));
        QCOMPARE(ran->job.outcome, RunStatus::Ok);
        QCOMPARE(ran->job.kind, ClusterJobKind::NcclTests);
        const RunNow r = runNow(ran->runId);
        QCOMPARE(r.status, RunStatus::Ok);
        QCOMPARE(r.probe, QStringLiteral("nccl-tests"));
        QVERIFY2(r.samples >= 11, qPrintable(QString::number(r.samples)));  // 11 rows, busbw at least
        QCOMPARE(ran->outcome.job.samples, r.samples);
        bool peak = false;
        for (const SampleRecord& sr : r.sampleRows) {
            peak = peak || (sr.metric.endsWith(QLatin1String(".busbw")) && qAbs(sr.value - 293.46) < 0.01);
        }
        QVERIFY2(peak, "the 1 GiB row's out-of-place busbw");
    }

    void failedJobLeavesAFinishedRun() {
        m_script = int(Script::Feed);
        m_feedEnd = int(FeedEnd::Fail);
        m_feed = {collHello() + collSample(1 << 20, 30.5)};
        LocalKubectl kubectl(m_env.target);
        auto ran = runJob(kubectl, collSpec(QStringLiteral("303")), KubeJobForm::MpiJob);
        QVERIFY(ran);
        QCOMPARE(ran->job.outcome, RunStatus::Failed);
        QVERIFY2(ran->job.outcomeDetail.contains(QLatin1String("launcher exited with code 3")),
                 qPrintable(ran->job.outcomeDetail));
        const RunNow r = runNow(ran->runId);
        QCOMPARE(r.status, RunStatus::Failed);
        QCOMPARE(r.samples, 1);  // what it measured before it failed is kept
        const FindingRecord* f = findingOf(r, QStringLiteral("cluster.job_outcome"));
        QVERIFY(f);
        QCOMPARE(f->status, FindingStatus::Fail);
        QVERIFY2(f->detail.contains(QLatin1String("launcher exited with code 3")), qPrintable(f->detail));
        QCOMPARE(labelled(QStringLiteral("303")), 0);
    }

    void cancelledJobLeavesAFinishedRun() {
        m_script = int(Script::Feed);
        m_feedEnd = int(FeedEnd::Never);
        m_feed = {collHello() + collSample(1 << 20, 30.5)};
        LocalKubectl kubectl(m_env.target);
        CancelToken cancel;
        Watch obs;
        obs.onLog = [&](qint64, const QByteArray&) { cancel.cancel(); };
        auto ran = runJob(kubectl, collSpec(QStringLiteral("304")), KubeJobForm::MpiJob, cancel, &obs);
        QVERIFY(ran);
        QCOMPARE(ran->job.outcome, RunStatus::Cancelled);
        const RunNow r = runNow(ran->runId);
        QCOMPARE(r.status, RunStatus::Cancelled);
        const FindingRecord* f = findingOf(r, QStringLiteral("cluster.job_outcome"));
        QVERIFY(f);
        QCOMPARE(f->status, FindingStatus::Warn);
        QVERIFY2(f->detail.contains(QLatin1String("Cancelled by the analyst")), qPrintable(f->detail));
        QCOMPARE(labelled(QStringLiteral("304")), 0);
    }

    void hostileLogStoresNoSamples() {
        // tb-coll lines with impossible figures: refused by the plausibility rules, said in a finding.
        m_script = int(Script::Feed);
        m_feedEnd = int(FeedEnd::Succeed);
        m_feed = {collHello() + collSample(1 << 20, 9.0e12) + collSample(1 << 23, -5) +
                  QByteArray(R"j({"tb":1,"type":"sample","metric":"all_reduce.busbw","size":1e300,"value":1})j") +
                  "\n" + QByteArray(8192, '{') + "\n"};
        LocalKubectl kubectl(m_env.target);
        auto ran = runJob(kubectl, collSpec(QStringLiteral("305")), KubeJobForm::MpiJob);
        QVERIFY(ran);
        const RunNow r = runNow(ran->runId);
        QCOMPARE(r.samples, 0);
        QVERIFY(findingOf(r, QStringLiteral("probe.refused_values")));
        QVERIFY(r.status != RunStatus::Running);

        // An nccl-tests log that is no table: the job succeeded, the run did not, and says why.
        m_feed = {QByteArray("#  size count type\n") + QByteArray("   8  2  float sum -1  nan  inf  inf  0\n") +
                  QByteArray(3000, 'x') + "\n"};
        auto ran2 = runJob(kubectl, spec(QStringLiteral("306")), KubeJobForm::MpiJob);
        QVERIFY(ran2);
        QCOMPARE(ran2->job.outcome, RunStatus::Ok);
        const RunNow r2 = runNow(ran2->runId);
        QCOMPARE(r2.samples, 0);
        QCOMPARE(r2.status, RunStatus::Failed);
        const FindingRecord* f = findingOf(r2, QStringLiteral("cluster.results"));
        QVERIFY(f);
        QVERIFY2(f->detail.contains(QLatin1String("nccl-tests output could not be read")), qPrintable(f->detail));

        // tb-coll's job ended well, yet its log holds no protocol line: no result, never a pass.
        m_feed = {QByteArray("bash: /opt/tierbench/bin/tb-coll: No such file or directory\n")};
        auto ran3 = runJob(kubectl, collSpec(QStringLiteral("307")), KubeJobForm::MpiJob);
        QVERIFY(ran3);
        const RunNow r3 = runNow(ran3->runId);
        QCOMPARE(r3.status, RunStatus::Failed);
        QVERIFY(findingOf(r3, QStringLiteral("cluster.results")));
    }

    void formFollowsTheCrd() {
        LocalKubectl kubectl(m_env.target);
        auto form = KubeLauncher::detectForm(kubectl);
        QVERIFY(form);
        QCOMPARE(*form, KubeJobForm::MpiJob);
    }

    void mpiJobSucceedsWithLogsStoredAsTheyCome() {
        m_script = int(Script::Succeed);
        LocalKubectl kubectl(m_env.target);
        QVector<QPair<QString, int>> events;  // ("log"|state, log bytes in the database at that moment)
        std::shared_ptr<Store> store = m_env.store;
        qint64 runId = 0;
        Watch obs;
        obs.onRun = [&](qint64 id) { runId = id; };
        obs.onState = [&](qint64, const QString& state, const QString&) {
            events.append({state, int(stdoutOf(runId).size())});
        };
        obs.onLog = [&](qint64, const QByteArray&) { events.append({QStringLiteral("log"), 0}); };
        auto ran = runJob(kubectl, spec(QStringLiteral("101")), KubeJobForm::MpiJob, CancelToken(), &obs);
        QVERIFY2(ran, ran ? "" : qPrintable(ran.error().toString()));
        QCOMPARE(ran->job.outcome, RunStatus::Ok);
        QCOMPARE(stdoutOf(ran->runId), m_lastLog);  // every line, once, in order
        // Logs reached the database while the job ran, before it ended: the Succeeded report found them stored.
        int logsBeforeEnd = 0;
        for (const auto& e : events) {
            if (e.first == QLatin1String("Succeeded")) {
                QVERIFY2(e.second > 0, "log lines must be stored as they arrive");
                break;
            }
            logsBeforeEnd += e.first == QLatin1String("log") ? 1 : 0;
        }
        QVERIFY2(logsBeforeEnd >= 2, "log lines must be read as they arrive");
        // The manifest sent is the one stored, as JSON.
        const auto posts = m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/mpijobs"));
        QCOMPARE(posts.size(), 1);
        const ClusterJobRecord& stored = ran->job;
        const QJsonObject list = QJsonDocument::fromJson(stored.script.toUtf8()).object();
        QJsonObject sent = QJsonDocument::fromJson(posts[0].body).object();
        QJsonObject meta = sent.value(QStringLiteral("metadata")).toObject();
        QCOMPARE(meta.take(QStringLiteral("namespace")).toString(), QStringLiteral("tb"));  // kubectl's own addition
        sent[QStringLiteral("metadata")] = meta;
        QCOMPARE(sent, list.value(QStringLiteral("items")).toArray().first().toObject());
        QCOMPARE(stored.spec.value(QStringLiteral("form")).toString(), QStringLiteral("mpijob"));
        QCOMPARE(stored.schedulerId, QStringLiteral("mpijob/tb-coll-101"));
        QCOMPARE(stored.nodes, QStringLiteral("gpu-a,gpu-b"));
        // Cleaned up by label.
        QVERIFY(!m_env.api.requests(QStringLiteral("DELETE"), QStringLiteral("/mpijobs/tb-coll-101")).isEmpty());
        QCOMPARE(labelled(QStringLiteral("101")), 0);
    }

    void indexedJobFailureIsDetected() {
        m_script = int(Script::Fail);
        LocalKubectl kubectl(m_env.target);
        auto ran = runJob(kubectl, spec(QStringLiteral("102")), KubeJobForm::IndexedJob);
        QVERIFY(ran);
        QCOMPARE(ran->job.outcome, RunStatus::Failed);
        QVERIFY2(ran->job.outcomeDetail.contains(QLatin1String("BackoffLimitExceeded")),
                 qPrintable(ran->job.outcomeDetail));
        // The Service went first, then the Job that names it.
        const auto posts = m_env.api.requests(QStringLiteral("POST"), QString());
        QStringList order;
        for (const auto& p : posts) {
            order << p.path.section(u'/', -1);
        }
        QVERIFY2(order.indexOf(QStringLiteral("services")) >= 0 &&
                     order.indexOf(QStringLiteral("services")) < order.indexOf(QStringLiteral("jobs")),
                 qPrintable(order.join(u',')));
        // Every rank's pod was read: rank 0's lines in the run, rank 1's named in its error log.
        QCOMPARE(stdoutOf(ran->runId), m_lastLog);
        QCOMPARE(labelled(QStringLiteral("102")), 0);
    }

    void unschedulableReportedAtOnce() {
        m_script = int(Script::Unschedulable);
        LocalKubectl kubectl(m_env.target);
        QStringList reasons;  // of each state change, in order
        Watch obs;
        obs.onState = [&](qint64, const QString&, const QString& reason) { reasons << reason; };
        ClusterJobLimits l = fast();
        l.pendingLimitS = 2;
        auto ran = runJob(kubectl, spec(QStringLiteral("103")), KubeJobForm::MpiJob, CancelToken(), &obs, l);
        QVERIFY(ran);
        // The very first report that has a reason already carries the scheduler's message.
        reasons.removeAll(QString());
        QVERIFY(!reasons.isEmpty());
        QVERIFY2(reasons.first().contains(QLatin1String("Insufficient nvidia.com/gpu")),
                 qPrintable(reasons.join(u'|')));
        QVERIFY(reasons.first().contains(QLatin1String("tb-coll-103-")));  // naming the pod
        // Cancelled at the pending deadline, as a Slurm job is, with the reason it waited.
        QCOMPARE(ran->job.outcome, RunStatus::Cancelled);
        QVERIFY(ran->outcome.job.deadline);
        QVERIFY2(ran->job.outcomeDetail.contains(QLatin1String("still pending")), qPrintable(ran->job.outcomeDetail));
        QVERIFY(ran->job.reason.contains(QLatin1String("Insufficient nvidia.com/gpu")));
        QCOMPARE(ran->outcome.last.pending, KubePending::Unschedulable);
        QCOMPARE(labelled(QStringLiteral("103")), 0);
    }

    void cancelWaitsUntilPodsAreGone() {
        m_script = int(Script::RunForever);
        m_env.api.setDeleteLinger(4);  // each pod stays listed (terminating) for 4 more lists
        LocalKubectl kubectl(m_env.target);
        CancelToken cancel;
        Watch obs;
        obs.onLog = [&](qint64, const QByteArray&) { cancel.cancel(); };
        auto ran = runJob(kubectl, spec(QStringLiteral("104")), KubeJobForm::MpiJob, cancel, &obs);
        QVERIFY(ran);
        QCOMPARE(ran->job.outcome, RunStatus::Cancelled);
        QCOMPARE(ran->job.state, QStringLiteral("Deleted"));  // its last word, not the Running it had before
        QVERIFY2(ran->job.outcomeDetail.contains(QLatin1String("Cancelled")), qPrintable(ran->job.outcomeDetail));
        // It listed the run's pods after the delete until none was left: at least the 4 terminating lists.
        const auto reqs = m_env.api.requests();
        int afterDelete = 0;
        bool deleted = false;
        for (const auto& r : reqs) {
            deleted = deleted || (r.method == QLatin1String("DELETE") && r.path.contains(QLatin1String("/mpijobs/")));
            afterDelete += deleted && r.method == QLatin1String("GET") && r.path.endsWith(QLatin1String("/pods")) &&
                           r.query.contains(QLatin1String("labelSelector"));
        }
        QVERIFY2(afterDelete >= 4, qPrintable(QString::number(afterDelete)));
        QCOMPARE(labelled(QStringLiteral("104")), 0);
    }

    void noMpiOperatorFallsBackToIndexedJob() {
        const QString crds = KubeStandIn::collection(QStringLiteral("apiextensions.k8s.io/v1"),
                                                     QStringLiteral("customresourcedefinitions"));
        const QJsonObject mpi = m_env.api.object(crds, QStringLiteral("mpijobs.kubeflow.org"));
        m_env.api.remove(crds, QStringLiteral("mpijobs.kubeflow.org"));
        LocalKubectl kubectl(m_env.target);
        auto form = KubeLauncher::detectForm(kubectl);
        QVERIFY(form);
        QCOMPARE(*form, KubeJobForm::IndexedJob);
        // Cleanup on a cluster without the MPIJob kind still deletes the rest.
        m_script = int(Script::Succeed);
        auto ran = runJob(kubectl, spec(QStringLiteral("105")), *form);
        QVERIFY(ran);
        QCOMPARE(ran->job.outcome, RunStatus::Ok);
        QVERIFY2(!ran->job.log.contains("could not be removed"), ran->job.log.constData());
        QCOMPARE(labelled(QStringLiteral("105")), 0);
        m_env.api.put(crds, mpi);
    }

    void jobSetFormAndSuccess() {
        m_env.api.put(kCrds, crd(QStringLiteral("jobsets.jobset.x-k8s.io")));
        const QJsonObject mpi = m_env.api.object(kCrds, QStringLiteral("mpijobs.kubeflow.org"));
        m_env.api.remove(kCrds, QStringLiteral("mpijobs.kubeflow.org"));
        LocalKubectl kubectl(m_env.target);
        auto form = KubeLauncher::detectForm(kubectl);
        m_env.api.put(kCrds, mpi);
        QVERIFY(form);
        QCOMPARE(*form, KubeJobForm::JobSet);  // MPIJob > JobSet > indexed Job
        QCOMPARE(*KubeLauncher::detectForm(kubectl), KubeJobForm::MpiJob);

        m_script = int(Script::Succeed);
        auto ran = runJob(kubectl, spec(QStringLiteral("201")), KubeJobForm::JobSet);
        QVERIFY2(ran, ran ? "" : qPrintable(ran.error().toString()));
        QCOMPARE(ran->job.outcome, RunStatus::Ok);
        QCOMPARE(ran->job.schedulerId, QStringLiteral("jobset/tb-coll-201"));
        QCOMPARE(stdoutOf(ran->runId), m_lastLog);  // rank 0's log: <set>-workers-0-0
        QCOMPARE(ran->job.nodes, QStringLiteral("gpu-a,gpu-b"));
        const auto posts = m_env.api.requests(QStringLiteral("POST"), QString());
        QCOMPARE(posts.size(), 1);  // the JobSet alone: it makes its own Service
        QVERIFY(posts[0].path.endsWith(QLatin1String("/namespaces/tb/jobsets")));
        // Its child Jobs were read by the run's label, in the same get as the set and its pods.
        bool childrenRead = false;
        for (const auto& r :
             m_env.api.requests(QStringLiteral("GET"), QStringLiteral("/apis/batch/v1/namespaces/tb/jobs"))) {
            childrenRead = childrenRead || QUrl::fromPercentEncoding(r.query.toUtf8())
                                               .contains(QLatin1String("tierbench.run=") + runLabelOf(*ran));
        }
        QVERIFY(childrenRead);
        QCOMPARE(ran->job.spec.value(QStringLiteral("form")).toString(), QStringLiteral("jobset"));
        QCOMPARE(ran->job.spec.value(QStringLiteral("gang")).toString(), QStringLiteral("none"));
        QVERIFY(!m_env.api.requests(QStringLiteral("DELETE"), QStringLiteral("/jobsets/tb-coll-201")).isEmpty());
        QCOMPARE(labelled(QStringLiteral("201")), 0);
        m_env.api.remove(kCrds, QStringLiteral("jobsets.jobset.x-k8s.io"));
    }

    void jobSetChildFailureFailsTheSet() {
        m_env.api.put(kCrds, crd(QStringLiteral("jobsets.jobset.x-k8s.io")));
        m_script = int(Script::Fail);
        LocalKubectl kubectl(m_env.target);
        auto ran = runJob(kubectl, spec(QStringLiteral("202")), KubeJobForm::JobSet);
        QVERIFY(ran);
        QCOMPARE(ran->job.outcome, RunStatus::Failed);
        // Read from the child Job: the set itself never said Failed here.
        QVERIFY2(ran->job.outcomeDetail.contains(QLatin1String("tb-coll-202-workers-0")) &&
                     ran->job.outcomeDetail.contains(QLatin1String("BackoffLimitExceeded")),
                 qPrintable(ran->job.outcomeDetail));
        QCOMPARE(labelled(QStringLiteral("202")), 0);
        m_env.api.remove(kCrds, QStringLiteral("jobsets.jobset.x-k8s.io"));
    }

    void kueueWaitsForAdmission() {
        // The fixture cluster serves Kueue (its CRD); a LocalQueue in the namespace makes it the gang scheduler.
        m_env.api.put(kLocalQueues, QJsonObject{{QStringLiteral("metadata"),
                                                 QJsonObject{{QStringLiteral("name"), QStringLiteral("team-a")}}}});
        m_env.api.put(kCrds, crd(QStringLiteral("localqueues.kueue.x-k8s.io")));
        LocalKubectl kubectl(m_env.target);
        auto gang = KubeLauncher::detectGang(kubectl);
        QVERIFY2(gang, gang ? "" : qPrintable(gang.error().toString()));
        QCOMPARE(gang->key(), QStringLiteral("kueue:team-a"));

        m_script = int(Script::Succeed);
        KubeCollectiveSpec s = spec(QStringLiteral("203"));
        s.gang = *gang;
        QStringList reasons;
        Watch obs;
        obs.onState = [&](qint64, const QString&, const QString& reason) { reasons << reason; };
        ClusterJobLimits l = fast();
        l.pendingLimitS = 2;
        auto ran = runJob(kubectl, s, KubeJobForm::IndexedJob, CancelToken(), &obs, l);
        QVERIFY(ran);
        reasons.removeAll(QString());
        QVERIFY(!reasons.isEmpty());
        QCOMPARE(reasons.first(), QStringLiteral("waiting for admission: ") + kAdmissionMessage);
        QCOMPARE(ran->outcome.last.pending, KubePending::WaitingForAdmission);
        QVERIFY(!ran->outcome.last.unschedulable);
        QCOMPARE(ran->job.outcome, RunStatus::Cancelled);  // the pending deadline
        QVERIFY2(ran->job.outcomeDetail.contains(kAdmissionMessage), qPrintable(ran->job.outcomeDetail));
        // Submitted queued and suspended, as Kueue expects.
        const auto posts = m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/jobs"));
        QCOMPARE(posts.size(), 1);
        const QJsonObject sent = QJsonDocument::fromJson(posts[0].body).object();
        QCOMPARE(labelsOf(sent).value(QStringLiteral("kueue.x-k8s.io/queue-name")).toString(),
                 QStringLiteral("team-a"));
        QVERIFY(sent.value(QStringLiteral("spec")).toObject().value(QStringLiteral("suspend")).toBool());
        QVERIFY(!m_env.api.requests(QStringLiteral("GET"), QStringLiteral("/namespaces/tb/workloads")).isEmpty());
        QCOMPARE(ran->job.spec.value(QStringLiteral("gang")).toString(), QStringLiteral("kueue:team-a"));
        QVERIFY(ran->job.reason.startsWith(QLatin1String("waiting for admission: ")));
        QCOMPARE(labelled(QStringLiteral("203")), 0);
        m_env.api.remove(kLocalQueues, QStringLiteral("team-a"));
        m_env.api.remove(kCrds, QStringLiteral("localqueues.kueue.x-k8s.io"));
        for (const QJsonObject& w : m_env.api.list(kWorkloads)) {
            m_env.api.remove(kWorkloads, nameOf(w));
        }
    }

    void volcanoGangPending() {
        m_env.api.put(kCrds, crd(QStringLiteral("podgroups.scheduling.volcano.sh")));
        LocalKubectl kubectl(m_env.target);
        auto gang = KubeLauncher::detectGang(kubectl);
        QVERIFY(gang);
        QCOMPARE(gang->key(), QStringLiteral("volcano"));  // no LocalQueue here

        m_script = int(Script::RunForever);
        KubeCollectiveSpec s = spec(QStringLiteral("204"));
        s.gang = *gang;
        QStringList reasons;
        Watch obs;
        obs.onState = [&](qint64, const QString&, const QString& reason) { reasons << reason; };
        ClusterJobLimits l = fast();
        l.pendingLimitS = 2;
        // The pods exist but the gang is not placed: they stay Pending (no PodScheduled condition of theirs).
        m_holdPending = true;
        auto ran = runJob(kubectl, s, KubeJobForm::MpiJob, CancelToken(), &obs, l);
        m_holdPending = false;
        QVERIFY(ran);
        reasons.removeAll(QString());
        QVERIFY(!reasons.isEmpty());
        QCOMPARE(reasons.first(), QStringLiteral("gang pending (PodGroup Pending): ") + kGangMessage);
        QCOMPARE(ran->outcome.last.pending, KubePending::GangPending);
        QCOMPARE(ran->job.outcome, RunStatus::Cancelled);  // the pending deadline
        const auto posts = m_env.api.requests(QStringLiteral("POST"), QString());
        QCOMPARE(posts.size(), 2);
        QVERIFY(posts[0].path.endsWith(QLatin1String("/podgroups")));  // the group before the pods that name it
        QCOMPARE(QJsonDocument::fromJson(posts[0].body)
                     .object()
                     .value(QStringLiteral("spec"))
                     .toObject()
                     .value(QStringLiteral("minMember"))
                     .toInt(),
                 3);
        QVERIFY(posts[1].body.contains("\"schedulerName\":\"volcano\""));
        QVERIFY(!m_env.api.requests(QStringLiteral("DELETE"), QStringLiteral("/podgroups")).isEmpty());
        QCOMPARE(labelled(QStringLiteral("204")), 0);
        m_env.api.remove(kCrds, QStringLiteral("podgroups.scheduling.volcano.sh"));
    }

    void eachPollAsksSinceTheLastLine() {
        m_script = int(Script::Stream);
        LocalKubectl kubectl(m_env.target);
        auto ran = runJob(kubectl, spec(QStringLiteral("207")), KubeJobForm::MpiJob);
        QVERIFY(ran);
        QCOMPARE(ran->job.outcome, RunStatus::Ok);
        QCOMPARE(stdoutOf(ran->runId), m_lastLog);  // every line once, in order, two lines sharing a timestamp
        int since = 0, whole = 0;
        for (const auto& r :
             m_env.api.requests(QStringLiteral("GET"), QStringLiteral("/pods/tb-coll-207-launcher/log"))) {
            QVERIFY(!r.query.contains(QLatin1String("follow=true")));
            QVERIFY2(r.query.contains(QLatin1String("timestamps=true")), qPrintable(r.query));
            (r.query.contains(QLatin1String("sinceTime=")) ? since : whole) += 1;
        }
        QCOMPARE(whole, 1);  // only the first read, before any line was seen, is the whole log
        QVERIFY(since >= 2);
        QCOMPARE(m_env.api.followsServed(QStringLiteral("tb"), QStringLiteral("tb-coll-207-launcher")), 0);
        QCOMPARE(labelled(QStringLiteral("207")), 0);
    }

    void onePollIsOneGetWhateverTheForm() {
        // Every poll reads the job, its pods, a JobSet's child Jobs in one `kubectl get` (plus Kueue's Workloads,
        // which do not carry the run's label); the logs follow. Before, a JobSet cost three gets per poll.
        m_env.api.put(kCrds, crd(QStringLiteral("jobsets.jobset.x-k8s.io")));
        m_script = int(Script::Succeed);
        CountingKubectl kubectl(m_env.target);
        auto ran = runJob(kubectl, spec(QStringLiteral("208")), KubeJobForm::JobSet);
        QVERIFY2(ran, ran ? "" : qPrintable(ran.error().toString()));
        QCOMPARE(ran->job.outcome, RunStatus::Ok);
        int polls = 0;
        for (const QStringList& args : kubectl.calls) {
            if (args.value(0) != QLatin1String("get") || !args.contains(QStringLiteral("json"))) {
                continue;  // create, logs, delete, the clean-up's wait (`-o name`)
            }
            QCOMPARE(args.value(1), QStringLiteral("jobsets.jobset.x-k8s.io,jobs.batch,pods"));
            QCOMPARE(args.value(3), QStringLiteral("tierbench.run=") + runLabelOf(*ran));
            ++polls;
        }
        QVERIFY(polls >= 2);
        QCOMPARE(labelled(QStringLiteral("208")), 0);
        m_env.api.remove(kCrds, QStringLiteral("jobsets.jobset.x-k8s.io"));
    }

    void aDroppedLoginIsMadeAgain() {
        // kubectl on the login node and the network drops while the job runs: the watch logs in again through the
        // session's reconnect (kubectl.reconnect, as a Slurm watch does) and watches on; the analyst's cancel then
        // deletes the job through the new connection. Before, a Kubernetes watch had no connection to make again and
        // the job ended interrupted.
        tb::test::KubeLoginNode login;
        QString why;
        if (!login.start(m_env, &why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        m_script = int(Script::Feed);
        m_feedEnd = int(FeedEnd::Never);
        m_feed = {collHello() + collSample(1 << 20, 30.5)};
        auto kubectl = Kubectl::make(login.target, &login.connection);
        std::atomic<int> reconnects{0};
        kubectl->reconnect = [&](RemoteConnection& c) {
            ++reconnects;
            return login.connect(c);
        };
        CancelToken cancel;
        std::atomic<int> dropped{0};
        Watch obs;
        obs.onLog = [&](qint64, const QByteArray&) {
            if (dropped == 0) {
                dropped = login.drop();  // after the first output: the job is submitted and watched
            }
        };
        obs.onLines = [&](qint64, const QByteArray& text) {
            if (text.contains("Connected again")) {
                cancel.cancel();
            }
        };
        ClusterJobLimits limits = fast();
        limits.reconnectPauseMs = 10;
        auto ran = runJob(*kubectl, collSpec(QStringLiteral("209")), KubeJobForm::MpiJob, cancel, &obs, limits);
        QVERIFY2(ran, ran ? "" : qPrintable(ran.error().toString()));
        QVERIFY(dropped > 0);
        QCOMPARE(reconnects.load(), 1);
        const QString log = QString::fromUtf8(ran->job.log);
        QVERIFY2(log.contains(QLatin1String("connection to the login node was lost")), qPrintable(log.right(2000)));
        QVERIFY2(log.contains(QLatin1String("Connected again")), qPrintable(log.right(2000)));
        QCOMPARE(ran->job.outcome, RunStatus::Cancelled);
        QVERIFY2(ran->job.outcomeDetail.contains(QLatin1String("Cancelled by the analyst")),
                 qPrintable(ran->job.outcomeDetail));
        QCOMPARE(labelled(QStringLiteral("209")), 0);
    }

    void aJobLeftByADeadProcessIsDeletedFirst() {
        // A job row that is `running` and owned by no live process (a SIGKILLed workbench): the next collective on
        // the cluster deletes the job on the cluster before it submits its own, as a Slurm job is scancelled.
        m_script = int(Script::RunForever);
        LocalKubectl kubectl(m_env.target);
        // The orphan: its objects on the cluster, its row claimed and marked to be cancelled at the next connection.
        KubeCollectiveSpec orphan = spec(QStringLiteral("208"));
        auto objects = KubeManifests::collective(orphan, KubeJobForm::MpiJob);
        QVERIFY(objects);
        auto created = kubectl.run(
            {QStringLiteral("create"), QStringLiteral("--validate=false"), QStringLiteral("-f"), QStringLiteral("-")},
            QJsonDocument(KubeManifests::list(*objects)).toJson(QJsonDocument::Compact), 60, true);
        QVERIFY(created && created->exitCode == 0);
        ClusterJobRecord row;
        row.clusterId = m_env.listing.cluster.cluster.id;
        row.kind = ClusterJobKind::NcclTests;
        row.name = orphan.name;
        row.schedulerId = KubeLauncher::schedulerId(KubeJobForm::MpiJob, orphan.name);
        row.state = QStringLiteral("Running");
        auto id = m_env.store->run([row](QSqlDatabase& db) -> Result<qint64> {
            auto added = ClusterRepository(db).addJob(row);
            if (!added) {
                return added.error();
            }
            if (Status st = ClusterJobOwnership(db).claim(*added); !st) {
                return st.error();
            }
            if (Status st = ClusterJobOwnership(db).awaitCancel(*added); !st) {
                return st.error();
            }
            return *added;
        });
        QVERIFY2(id, id ? "" : qPrintable(id.error().toString()));
        QVERIFY(labelled(QStringLiteral("208")) > 0);
        m_script = int(Script::Succeed);
        auto ran = runJob(kubectl, spec(QStringLiteral("209")), KubeJobForm::MpiJob);
        QVERIFY(ran);
        QVERIFY(!m_env.api.requests(QStringLiteral("DELETE"), QStringLiteral("/mpijobs/tb-coll-208")).isEmpty());
        QCOMPARE(m_env.api.object(kMpiJobs, QStringLiteral("tb-coll-208")), QJsonObject());
    }
};

QTEST_GUILESS_MAIN(tst_KubeJobs)
#include "tst_KubeJobs.moc"
