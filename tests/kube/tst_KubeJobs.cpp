// Multi-node collectives through the real kubectl against the API stand-in, which plays the controllers: an MPIJob
// or indexed Job gets its pods, the pods run, log lines and end as each test scripts. Checked: the manifest stored
// before submission and sent as stored, logs in the database while the job still runs, Complete and Failed both
// ending the watch, an unschedulable pod's message reported at once, cancel waiting until the pods are gone, and
// nothing labelled with the run left behind.
#include "KubeTestEnv.h"

#include "core/run/KubeJobRunner.h"
#include "core/store/ClusterRepository.h"

#include <QtTest>

#include <atomic>

using namespace tb::core;
using tb::test::KubeStandIn;

namespace {
const QString kPods = KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("tb"));
const QString kMpiJobs =
    KubeStandIn::collection(QStringLiteral("kubeflow.org/v2beta1"), QStringLiteral("mpijobs"), QStringLiteral("tb"));
const QString kJobs = KubeStandIn::collection(QStringLiteral("batch/v1"), QStringLiteral("jobs"), QStringLiteral("tb"));

enum class Script { Succeed, Fail, Unschedulable, RunForever };

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
}  // namespace

class tst_KubeJobs : public QObject {
    Q_OBJECT

    tb::test::KubeTestEnv m_env;
    std::atomic<int> m_script{int(Script::Succeed)};
    std::atomic<int> m_polls{0};
    QByteArray m_lastLog;  // what the log pod wrote last (server thread writes, read after the run)

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
            if (coll != kMpiJobs && coll != kJobs) {
                return;
            }
            const int poll = ++m_polls;
            const Script script = Script(m_script.load());
            for (const QJsonObject& j : api.list(coll)) {
                const QString name =
                    j.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
                const QString logPod =
                    coll == kMpiJobs ? name + QStringLiteral("-launcher") : name + QStringLiteral("-0");
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
                        status = QJsonObject{
                            {QStringLiteral("phase"),
                             poll >= 4 && script != Script::RunForever
                                 ? (script == Script::Fail ? QStringLiteral("Failed") : QStringLiteral("Succeeded"))
                                 : QStringLiteral("Running")}};
                    }
                    if (p.value(QStringLiteral("status")).toObject() != status) {
                        api.patchStatus(kPods, pn, status);
                    }
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
                    const QString type = coll == kMpiJobs
                                             ? (ok ? QStringLiteral("Succeeded") : QStringLiteral("Failed"))
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
                    if (j.value(QStringLiteral("status")).toObject() != status) {
                        api.patchStatus(coll, name, status);
                    }
                }
            }
        });
    }

    int labelled(const QString& run) const {
        int n = 0;
        for (const QString& c :
             {kPods, kMpiJobs, kJobs,
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

    KubeJobRunner::Limits fast() const {
        KubeJobRunner::Limits l;
        l.pollMs = 100;
        l.pendingLimitS = 30;
        l.cleanupWaitS = 30;
        return l;
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
        m_env.api.setDeleteLinger(0);
        m_env.api.clearRequests();
    }

    void formFollowsTheCrd() {
        LocalKubectl kubectl(m_env.target);
        auto form = KubeJobRunner::detectForm(kubectl);
        QVERIFY(form);
        QCOMPARE(*form, KubeJobForm::MpiJob);
    }

    void mpiJobSucceedsWithLogsStreamed() {
        m_script = int(Script::Succeed);
        LocalKubectl kubectl(m_env.target);
        QVector<QPair<QString, int>> events;  // ("log"|state, log bytes in the database at that moment)
        std::shared_ptr<Store> store = m_env.store;
        KubeJobObserver obs;
        obs.onLog = [&](qint64 jobId, const QByteArray&) {
            auto j = store->run([jobId](QSqlDatabase& db) { return ClusterRepository(db).job(jobId); });
            events.append({QStringLiteral("log"), j ? int(j->log.size()) : -1});
        };
        obs.onState = [&](qint64, const QString& state, const QString&) { events.append({state, 0}); };
        KubeJobRunner runner(m_env.store, kubectl, m_env.listing.cluster.cluster.id, fast(), obs);
        auto job = runner.run(spec(QStringLiteral("101")), KubeJobForm::MpiJob, CancelToken());
        QVERIFY2(job, job ? "" : qPrintable(job.error().toString()));
        QCOMPARE(job->outcome, RunStatus::Ok);
        QCOMPARE(job->log, m_lastLog);  // every line, once, in order
        // Logs reached the database while the job ran, before it ended.
        int logsBeforeEnd = 0;
        for (const auto& e : events) {
            if (e.first == QLatin1String("Succeeded")) {
                break;
            }
            logsBeforeEnd += e.first == QLatin1String("log") ? 1 : 0;
        }
        QVERIFY2(logsBeforeEnd >= 2, "log lines must be stored as they arrive");
        // The manifest sent is the one stored, as JSON.
        const auto posts = m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/mpijobs"));
        QCOMPARE(posts.size(), 1);
        auto stored = m_env.store->run([id = job->id](QSqlDatabase& db) { return ClusterRepository(db).job(id); });
        QVERIFY(stored);
        const QJsonObject list = QJsonDocument::fromJson(stored->script.toUtf8()).object();
        QJsonObject sent = QJsonDocument::fromJson(posts[0].body).object();
        QJsonObject meta = sent.value(QStringLiteral("metadata")).toObject();
        QCOMPARE(meta.take(QStringLiteral("namespace")).toString(), QStringLiteral("tb"));  // kubectl's own addition
        sent[QStringLiteral("metadata")] = meta;
        QCOMPARE(sent, list.value(QStringLiteral("items")).toArray().first().toObject());
        QCOMPARE(stored->spec.value(QStringLiteral("form")).toString(), QStringLiteral("mpijob"));
        QCOMPARE(stored->outcome, RunStatus::Ok);
        QCOMPARE(stored->nodes, QStringLiteral("gpu-a,gpu-b"));
        // Cleaned up by label.
        QVERIFY(!m_env.api.requests(QStringLiteral("DELETE"), QStringLiteral("/mpijobs/tb-coll-101")).isEmpty());
        QCOMPARE(labelled(QStringLiteral("101")), 0);
    }

    void indexedJobFailureIsDetected() {
        m_script = int(Script::Fail);
        LocalKubectl kubectl(m_env.target);
        KubeJobRunner runner(m_env.store, kubectl, m_env.listing.cluster.cluster.id, fast());
        auto job = runner.run(spec(QStringLiteral("102")), KubeJobForm::IndexedJob, CancelToken());
        QVERIFY(job);
        QCOMPARE(job->outcome, RunStatus::Failed);
        QVERIFY2(job->outcomeDetail.contains(QLatin1String("BackoffLimitExceeded")), qPrintable(job->outcomeDetail));
        // The Service went first, then the Job that names it.
        const auto posts = m_env.api.requests(QStringLiteral("POST"), QString());
        QStringList order;
        for (const auto& p : posts) {
            order << p.path.section(u'/', -1);
        }
        QVERIFY2(order.indexOf(QStringLiteral("services")) >= 0 &&
                     order.indexOf(QStringLiteral("services")) < order.indexOf(QStringLiteral("jobs")),
                 qPrintable(order.join(u',')));
        QCOMPARE(labelled(QStringLiteral("102")), 0);
    }

    void unschedulableReportedAtOnce() {
        m_script = int(Script::Unschedulable);
        LocalKubectl kubectl(m_env.target);
        QStringList reasons;  // of each state change, in order
        KubeJobObserver obs;
        obs.onState = [&](qint64, const QString&, const QString& reason) { reasons << reason; };
        KubeJobRunner::Limits l = fast();
        l.pendingLimitS = 2;
        KubeJobRunner runner(m_env.store, kubectl, m_env.listing.cluster.cluster.id, l, obs);
        auto job = runner.run(spec(QStringLiteral("103")), KubeJobForm::MpiJob, CancelToken());
        QVERIFY(job);
        // The very first report already carries the scheduler's message.
        QVERIFY(!reasons.isEmpty());
        QVERIFY2(reasons.first().contains(QLatin1String("Insufficient nvidia.com/gpu")),
                 qPrintable(reasons.join(u'|')));
        QVERIFY(reasons.first().contains(QLatin1String("tb-coll-103-")));  // naming the pod
        QCOMPARE(job->outcome, RunStatus::Failed);
        QVERIFY(job->reason.contains(QLatin1String("Insufficient nvidia.com/gpu")));
        QCOMPARE(labelled(QStringLiteral("103")), 0);
    }

    void cancelWaitsUntilPodsAreGone() {
        m_script = int(Script::RunForever);
        m_env.api.setDeleteLinger(4);  // each pod stays listed (terminating) for 4 more lists
        LocalKubectl kubectl(m_env.target);
        CancelToken cancel;
        KubeJobObserver obs;
        obs.onLog = [&](qint64, const QByteArray&) { cancel.cancel(); };
        KubeJobRunner runner(m_env.store, kubectl, m_env.listing.cluster.cluster.id, fast(), obs);
        auto job = runner.run(spec(QStringLiteral("104")), KubeJobForm::MpiJob, cancel);
        QVERIFY(job);
        QCOMPARE(job->outcome, RunStatus::Cancelled);
        QVERIFY2(job->outcomeDetail.contains(QLatin1String("cancelled")), qPrintable(job->outcomeDetail));
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
        auto stored = m_env.store->run([id = job->id](QSqlDatabase& db) { return ClusterRepository(db).job(id); });
        QCOMPARE(stored->outcome, RunStatus::Cancelled);
    }

    void noMpiOperatorFallsBackToIndexedJob() {
        const QString crds = KubeStandIn::collection(QStringLiteral("apiextensions.k8s.io/v1"),
                                                     QStringLiteral("customresourcedefinitions"));
        const QJsonObject mpi = m_env.api.object(crds, QStringLiteral("mpijobs.kubeflow.org"));
        m_env.api.remove(crds, QStringLiteral("mpijobs.kubeflow.org"));
        LocalKubectl kubectl(m_env.target);
        auto form = KubeJobRunner::detectForm(kubectl);
        QVERIFY(form);
        QCOMPARE(*form, KubeJobForm::IndexedJob);
        // Cleanup on a cluster without the MPIJob kind still deletes the rest.
        m_script = int(Script::Succeed);
        KubeJobRunner runner(m_env.store, kubectl, m_env.listing.cluster.cluster.id, fast());
        auto job = runner.run(spec(QStringLiteral("105")), *form, CancelToken());
        QVERIFY(job);
        QCOMPARE(job->outcome, RunStatus::Ok);
        QVERIFY2(!job->outcomeDetail.contains(QLatin1String("delete failed")), qPrintable(job->outcomeDetail));
        QCOMPARE(labelled(QStringLiteral("105")), 0);
        m_env.api.put(crds, mpi);
    }
};

QTEST_GUILESS_MAIN(tst_KubeJobs)
#include "tst_KubeJobs.moc"
