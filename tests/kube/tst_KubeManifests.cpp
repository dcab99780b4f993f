// The manifests Tierbench sends, checked against a subset of the published OpenAPI schemas (fixture), and the
// values that must be refused before anything is sent. A validator that accepted everything would let the
// broken-manifest rows through: they must be caught.
#include "core/launch/kube/KubeManifests.h"
#include "core/cluster/kube/KubeCollective.h"
#include "core/cluster/NcclRunImport.h"
#include "tests/support/OpenApiSubset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace tb::core;

namespace {
KubeCollectiveSpec spec() {
    KubeCollectiveSpec s;
    s.runLabel = QStringLiteral("42");
    s.name = QStringLiteral("tb-coll-42");
    s.image = QStringLiteral("ghcr.io/example/nccl-tests:2.13");
    s.workers = 2;
    s.settings.gpusPerWorker = 8;
    s.settings.rdmaResource = QStringLiteral("rdma/ib");
    s.settings.rdmaPerWorker = 8;
    s.settings.nodeSelector =
        QJsonObject{{QStringLiteral("nvidia.com/gpu.product"), QStringLiteral("NVIDIA-H100-80GB-HBM3")}};
    s.settings.tolerations = QJsonArray{QJsonObject{{QStringLiteral("key"), QStringLiteral("nvidia.com/gpu")},
                                                    {QStringLiteral("operator"), QStringLiteral("Exists")},
                                                    {QStringLiteral("effect"), QStringLiteral("NoSchedule")}}};
    s.command = {QStringLiteral("all_reduce_perf"),
                 QStringLiteral("-b"),
                 QStringLiteral("8"),
                 QStringLiteral("-e"),
                 QStringLiteral("8G"),
                 QStringLiteral("-f"),
                 QStringLiteral("2"),
                 QStringLiteral("-g"),
                 QStringLiteral("1")};
    s.environment = {{QStringLiteral("NCCL_IB_HCA"), QStringLiteral("mlx5")}};
    return s;
}
QJsonObject at(const QJsonObject& o, const QStringList& path) {
    QJsonObject cur = o;
    for (const QString& p : path) {
        cur = cur.value(p).toObject();
    }
    return cur;
}
}  // namespace

class tst_KubeManifests : public QObject {
    Q_OBJECT

    tb::test::OpenApiSubset m_schema;

private slots:
    void initTestCase() {
        QString why;
        QVERIFY2(m_schema.load(
                     qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/tests/kube/fixtures/openapi-subset.json"),
                     &why),
                 qPrintable(why));
    }

    void mpiJobValidates() {
        auto objects = KubeManifests::collective(spec(), KubeJobForm::MpiJob);
        QVERIFY(objects);
        QCOMPARE(objects->size(), 1);
        const QJsonObject list = KubeManifests::list(*objects);
        const QStringList problems = m_schema.validate(list);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        const QJsonObject job = objects->at(0).toObject();
        QCOMPARE(job.value(QStringLiteral("kind")).toString(), QStringLiteral("MPIJob"));
        const QJsonObject s = job.value(QStringLiteral("spec")).toObject();
        QCOMPARE(s.value(QStringLiteral("slotsPerWorker")).toInt(), 8);
        QCOMPARE(s.value(QStringLiteral("launcherCreationPolicy")).toString(), QStringLiteral("WaitForWorkersReady"));
        const QJsonObject worker = at(s, {QStringLiteral("mpiReplicaSpecs"), QStringLiteral("Worker")});
        QCOMPARE(worker.value(QStringLiteral("replicas")).toInt(), 2);
        const QJsonObject podSpec = at(worker, {QStringLiteral("template"), QStringLiteral("spec")});
        const QJsonObject limits = at(podSpec.value(QStringLiteral("containers")).toArray().first().toObject(),
                                      {QStringLiteral("resources"), QStringLiteral("limits")});
        QCOMPARE(limits.value(QStringLiteral("nvidia.com/gpu")).toString(), QStringLiteral("8"));
        QCOMPARE(limits.value(QStringLiteral("rdma/ib")).toString(), QStringLiteral("8"));
        QCOMPARE(podSpec.value(QStringLiteral("tolerations")).toArray().size(), 1);
        // Every object and pod template carries the run's label.
        QCOMPARE(at(job, {QStringLiteral("metadata"), QStringLiteral("labels")})
                     .value(QStringLiteral("tierbench.run"))
                     .toString(),
                 QStringLiteral("42"));
        QCOMPARE(at(worker, {QStringLiteral("template"), QStringLiteral("metadata"), QStringLiteral("labels")})
                     .value(QStringLiteral("tierbench.run"))
                     .toString(),
                 QStringLiteral("42"));
        // The launcher's command: mpirun with 16 ranks, then the command as given, each argument its own element.
        const QJsonArray cmd = at(at(s, {QStringLiteral("mpiReplicaSpecs"), QStringLiteral("Launcher"),
                                         QStringLiteral("template"), QStringLiteral("spec")}),
                                  {})
                                   .value(QStringLiteral("containers"))
                                   .toArray()
                                   .first()
                                   .toObject()
                                   .value(QStringLiteral("command"))
                                   .toArray();
        QCOMPARE(cmd.first().toString(), QStringLiteral("mpirun"));
        QVERIFY(cmd.contains(QStringLiteral("16")));
        QCOMPARE(cmd.last().toString(), QStringLiteral("1"));
    }

    void indexedJobValidates() {
        auto objects = KubeManifests::collective(spec(), KubeJobForm::IndexedJob);
        QVERIFY(objects);
        QCOMPARE(objects->size(), 2);
        const QStringList problems = m_schema.validate(KubeManifests::list(*objects));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        const QJsonObject svc = objects->at(0).toObject();
        const QJsonObject job = objects->at(1).toObject();
        QCOMPARE(svc.value(QStringLiteral("kind")).toString(), QStringLiteral("Service"));
        QCOMPARE(at(svc, {QStringLiteral("spec")}).value(QStringLiteral("clusterIP")).toString(),
                 QStringLiteral("None"));
        QCOMPARE(at(job, {QStringLiteral("spec")}).value(QStringLiteral("completionMode")).toString(),
                 QStringLiteral("Indexed"));
        QCOMPARE(at(job, {QStringLiteral("spec"), QStringLiteral("template"), QStringLiteral("spec")})
                     .value(QStringLiteral("subdomain"))
                     .toString(),
                 at(svc, {QStringLiteral("metadata")}).value(QStringLiteral("name")).toString());
    }

    void jobSetValidates() {
        auto objects = KubeManifests::collective(spec(), KubeJobForm::JobSet);
        QVERIFY(objects);
        QCOMPARE(objects->size(), 1);  // JobSet makes its own headless Service
        const QStringList problems = m_schema.validate(KubeManifests::list(*objects));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        const QJsonObject set = objects->at(0).toObject();
        QCOMPARE(set.value(QStringLiteral("apiVersion")).toString(), QStringLiteral("jobset.x-k8s.io/v1alpha2"));
        QCOMPARE(set.value(QStringLiteral("kind")).toString(), QStringLiteral("JobSet"));
        QCOMPARE(at(set, {QStringLiteral("metadata"), QStringLiteral("labels")})
                     .value(QStringLiteral("tierbench.run"))
                     .toString(),
                 QStringLiteral("42"));
        const QJsonObject s = set.value(QStringLiteral("spec")).toObject();
        // Pods reachable as <set>-workers-0-<index>.<subdomain>, before they are ready.
        QCOMPARE(s.value(QStringLiteral("network")).toObject(),
                 (QJsonObject{{QStringLiteral("enableDNSHostnames"), true},
                              {QStringLiteral("subdomain"), QStringLiteral("tb-coll-42")},
                              {QStringLiteral("publishNotReadyAddresses"), true}}));
        // One failed worker fails the set: no restart, success only when every worker's job is done.
        QCOMPARE(s.value(QStringLiteral("failurePolicy")).toObject(),
                 (QJsonObject{{QStringLiteral("maxRestarts"), 0}}));
        QCOMPARE(s.value(QStringLiteral("successPolicy")).toObject(),
                 (QJsonObject{{QStringLiteral("operator"), QStringLiteral("All")},
                              {QStringLiteral("targetReplicatedJobs"), QJsonArray{QStringLiteral("workers")}}}));
        QVERIFY(!s.contains(QStringLiteral("suspend")));
        const QJsonArray rjobs = s.value(QStringLiteral("replicatedJobs")).toArray();
        QCOMPARE(rjobs.size(), 1);
        QCOMPARE(rjobs[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("workers"));
        QCOMPARE(rjobs[0].toObject().value(QStringLiteral("replicas")).toInt(), 1);
        const QJsonObject job = at(rjobs[0].toObject(), {QStringLiteral("template"), QStringLiteral("spec")});
        QCOMPARE(job.value(QStringLiteral("completionMode")).toString(), QStringLiteral("Indexed"));
        QCOMPARE(job.value(QStringLiteral("completions")).toInt(), 2);
        QCOMPARE(job.value(QStringLiteral("parallelism")).toInt(), 2);
        QCOMPARE(job.value(QStringLiteral("backoffLimit")).toInt(), 0);
        const QJsonObject pod = at(job, {QStringLiteral("template"), QStringLiteral("spec")});
        QVERIFY(!pod.contains(QStringLiteral("subdomain")));  // the set's network names it
        QCOMPARE(pod.value(QStringLiteral("restartPolicy")).toString(), QStringLiteral("Never"));
        QVERIFY(!pod.contains(QStringLiteral("schedulerName")));
        const QJsonObject c = pod.value(QStringLiteral("containers")).toArray().first().toObject();
        QJsonObject env;
        for (const QJsonValue& e : c.value(QStringLiteral("env")).toArray()) {
            env.insert(e.toObject().value(QStringLiteral("name")).toString(),
                       e.toObject().value(QStringLiteral("value")));
        }
        QCOMPARE(env.value(QStringLiteral("TB_COORDINATOR")).toString(),
                 QStringLiteral("tb-coll-42-workers-0-0.tb-coll-42"));
        QCOMPARE(env.value(QStringLiteral("TB_WORLD_SIZE")).toString(), QStringLiteral("2"));
        QCOMPARE(at(job, {QStringLiteral("template"), QStringLiteral("metadata"), QStringLiteral("labels")})
                     .value(QStringLiteral("tierbench.run"))
                     .toString(),
                 QStringLiteral("42"));
    }

    void kueueQueuesEveryForm_data() {
        QTest::addColumn<int>("form");
        QTest::newRow("mpijob") << int(KubeJobForm::MpiJob);
        QTest::newRow("jobset") << int(KubeJobForm::JobSet);
        QTest::newRow("indexed-job") << int(KubeJobForm::IndexedJob);
    }
    void kueueQueuesEveryForm() {
        QFETCH(int, form);
        KubeCollectiveSpec s = spec();
        auto gang = KubeGang::fromKey(QStringLiteral("kueue:team-a"));
        QVERIFY(gang);
        s.gang = *gang;
        auto objects = KubeManifests::collective(s, KubeJobForm(form));
        QVERIFY(objects);
        const QStringList problems = m_schema.validate(KubeManifests::list(*objects));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        const QJsonObject top = objects->last().toObject();  // the job (an indexed Job's Service comes first)
        QCOMPARE(at(top, {QStringLiteral("metadata"), QStringLiteral("labels")})
                     .value(QStringLiteral("kueue.x-k8s.io/queue-name"))
                     .toString(),
                 QStringLiteral("team-a"));
        // Created suspended: Kueue resumes it once admitted whole.
        const QJsonObject sp = top.value(QStringLiteral("spec")).toObject();
        const bool suspended =
            KubeJobForm(form) == KubeJobForm::MpiJob
                ? sp.value(QStringLiteral("runPolicy")).toObject().value(QStringLiteral("suspend")).toBool()
                : sp.value(QStringLiteral("suspend")).toBool();
        QVERIFY(suspended);
        for (const QJsonValue& o : *objects) {
            QVERIFY(o.toObject().value(QStringLiteral("kind")).toString() != QLatin1String("PodGroup"));
        }
        QCOMPARE(s.gang.key(), QStringLiteral("kueue:team-a"));
    }

    void volcanoGroupsEveryPod() {
        KubeCollectiveSpec s = spec();
        s.gang.kind = KubeGang::Kind::Volcano;
        for (KubeJobForm form : {KubeJobForm::MpiJob, KubeJobForm::JobSet, KubeJobForm::IndexedJob}) {
            auto objects = KubeManifests::collective(s, form);
            QVERIFY(objects);
            const QStringList problems = m_schema.validate(KubeManifests::list(*objects));
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
            const QJsonObject group = objects->first().toObject();  // before the pods that name it
            QCOMPARE(group.value(QStringLiteral("kind")).toString(), QStringLiteral("PodGroup"));
            QCOMPARE(group.value(QStringLiteral("apiVersion")).toString(),
                     QStringLiteral("scheduling.volcano.sh/v1beta1"));
            QCOMPARE(at(group, {QStringLiteral("metadata")}).value(QStringLiteral("name")).toString(),
                     QStringLiteral("tb-coll-42"));
            // Every pod of the run: the MPIJob's launcher too.
            QCOMPARE(at(group, {QStringLiteral("spec")}).value(QStringLiteral("minMember")).toInt(),
                     form == KubeJobForm::MpiJob ? 3 : 2);
            // Each pod template: the volcano scheduler and the group's name.
            const QByteArray text = QJsonDocument(objects->last().toObject()).toJson(QJsonDocument::Compact);
            QCOMPARE(text.count("\"schedulerName\":\"volcano\""), form == KubeJobForm::MpiJob ? 2 : 1);
            QCOMPARE(text.count("\"scheduling.k8s.io/group-name\":\"tb-coll-42\""),
                     form == KubeJobForm::MpiJob ? 2 : 1);
            QVERIFY(!text.contains("kueue.x-k8s.io"));
            QVERIFY(!text.contains("\"suspend\":true"));
        }
    }

    void gangAndFormKeys() {
        QCOMPARE(KubeGang::fromKey(QStringLiteral("volcano"))->kind, KubeGang::Kind::Volcano);
        QCOMPARE(KubeGang::fromKey(QStringLiteral("none"))->kind, KubeGang::Kind::None);
        QVERIFY(!KubeGang::fromKey(QStringLiteral("kueue:")));
        QVERIFY(!KubeGang::fromKey(QStringLiteral("kueue:Bad_Queue")));
        QVERIFY(!KubeGang::fromKey(QStringLiteral("slurm")));
        for (KubeJobForm f : {KubeJobForm::MpiJob, KubeJobForm::JobSet, KubeJobForm::IndexedJob}) {
            QCOMPARE(kubeJobFormFromKey(kubeJobFormKey(f)), std::optional<KubeJobForm>(f));
        }
        QVERIFY(!kubeJobFormFromKey(QStringLiteral("auto")));
    }

    void nodeAuditPodValidates() {
        KubeSettings s;
        s.gpusPerWorker = 8;
        const QJsonObject pod = KubeManifests::nodeAuditPod(
            QStringLiteral("tb-node-1-0"), QStringLiteral("gpu-a"), QStringLiteral("ghcr.io/example/tb-node:1"),
            {QStringLiteral("tb-node"), QStringLiteral("--json")}, QStringLiteral("1"), s);
        const QStringList problems = m_schema.validate(pod);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        const QJsonObject spec = pod.value(QStringLiteral("spec")).toObject();
        QCOMPARE(spec.value(QStringLiteral("nodeName")).toString(), QStringLiteral("gpu-a"));
        for (const QJsonValue& m : spec.value(QStringLiteral("containers"))
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value(QStringLiteral("volumeMounts"))
                                       .toArray()) {
            QVERIFY(m.toObject().value(QStringLiteral("readOnly")).toBool());
        }
    }

    // The validator itself catches what the API server would refuse.
    void validatorCatches_data() {
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown field") << QStringLiteral("unknown");
        QTest::newRow("bad enum") << QStringLiteral("enum");
        QTest::newRow("wrong type") << QStringLiteral("type");
        QTest::newRow("missing required") << QStringLiteral("required");
    }
    void validatorCatches() {
        QFETCH(QString, field);
        QJsonObject job = KubeManifests::collective(spec(), KubeJobForm::IndexedJob)->at(1).toObject();
        QJsonObject s = job.value(QStringLiteral("spec")).toObject();
        if (field == QLatin1String("unknown")) {  // status-lint: foreign word (a test row name)
            s[QStringLiteral("completionmode")] = QStringLiteral("Indexed");
        } else if (field == QLatin1String("enum")) {
            s[QStringLiteral("completionMode")] = QStringLiteral("indexed");
        } else if (field == QLatin1String("type")) {
            s[QStringLiteral("completions")] = QStringLiteral("2");
        } else {
            s.remove(QStringLiteral("template"));
        }
        job[QStringLiteral("spec")] = s;
        QVERIFY(!m_schema.validate(job).isEmpty());
    }

    void refusedValues_data() {
        QTest::addColumn<QString>("what");
        QTest::newRow("name with shell") << QStringLiteral("name");
        QTest::newRow("long name") << QStringLiteral("long");
        QTest::newRow("image with space") << QStringLiteral("image");
        QTest::newRow("env name") << QStringLiteral("env");
        QTest::newRow("resource") << QStringLiteral("resource");
        QTest::newRow("toleration") << QStringLiteral("toleration");
        QTest::newRow("no command") << QStringLiteral("command");
    }
    void refusedValues() {
        QFETCH(QString, what);
        KubeCollectiveSpec s = spec();
        if (what == QLatin1String("name")) {
            s.name = QStringLiteral("x;rm -rf /");
        } else if (what == QLatin1String("long")) {
            s.name = QStringLiteral("a-name-longer-than-sixteen");
        } else if (what == QLatin1String("image")) {
            s.image = QStringLiteral("busybox; echo pwned");
        } else if (what == QLatin1String("env")) {
            s.environment = {{QStringLiteral("BAD NAME"), QStringLiteral("1")}};
        } else if (what == QLatin1String("resource")) {
            s.settings.rdmaResource = QStringLiteral("rdma/ib $(id)");
        } else if (what == QLatin1String("toleration")) {
            s.settings.tolerations = QJsonArray{QJsonObject{{QStringLiteral("operator"), QStringLiteral("Matches")}}};
        } else {
            s.command.clear();
        }
        auto r = KubeManifests::collective(s, KubeJobForm::MpiJob);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::InvalidArgument);
    }

    // Which reader a job's output gets: nccl-tests text or tb-coll JSON Lines, from the first program named,
    // also inside a shell wrapper's one-word script.
    void theCommandNamesItsOutputsReader_data() {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<bool>("ncclTests");
        QTest::addColumn<QString>("operation");  // the collective its nccl-tests output is stored under
        QTest::newRow("nccl-tests binary") << QStringList{QStringLiteral("/opt/nccl-tests/build/all_reduce_perf"),
                                                          QStringLiteral("-b"), QStringLiteral("8")}
                                           << true << QStringLiteral("all_reduce");
        QTest::newRow("mpi build") << QStringList{QStringLiteral("all_gather_perf_mpi")} << true
                                   << QStringLiteral("all_gather");
        QTest::newRow("tb-coll") << QStringList{QStringLiteral("tb-coll"), QStringLiteral("--op"),
                                                QStringLiteral("all_reduce")}
                                 << false << QString();
        QTest::newRow("bash -c wrapper") << QStringList{QStringLiteral("bash"), QStringLiteral("-c"),
                                                        QStringLiteral("cd /w && mpirun -np 16 "
                                                                       "/opt/nccl-tests/build/sendrecv_perf -b 8")}
                                         << true << QStringLiteral("sendrecv");
        QTest::newRow("wrapper of tb-coll") << QStringList{QStringLiteral("sh"), QStringLiteral("-c"),
                                                           QStringLiteral("ulimit -l unlimited; exec ./tb-coll "
                                                                          "--out all_reduce_perf.jsonl")}
                                            << false << QString();
        QTest::newRow("a *_perf no importer knows")
            << QStringList{QStringLiteral("hypercube_perf")} << true << QString();
        QTest::newRow("neither") << QStringList{QStringLiteral("hostname")} << false << QString();
    }
    void theCommandNamesItsOutputsReader() {
        QFETCH(QStringList, command);
        QFETCH(bool, ncclTests);
        QFETCH(QString, operation);
        QCOMPARE(KubeCollective::isNcclTests(command), ncclTests);
        QCOMPARE(ncclTestsOperation(command), operation);
    }
};

QTEST_GUILESS_MAIN(tst_KubeManifests)
#include "tst_KubeManifests.moc"
