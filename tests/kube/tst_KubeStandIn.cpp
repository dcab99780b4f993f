// The stand-in itself, driven by the real kubectl: what kubectl asks for and that the answers satisfy it.
#include "core/launch/kube/Kubectl.h"
#include "tests/support/KubeStandIn.h"
#include "tests/support/ServiceCheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QtTest>

#include <thread>

using namespace tb::core;
using tb::test::KubeStandIn;

class tst_KubeStandIn : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    KubeStandIn m_api;
    std::unique_ptr<Kubectl> m_kubectl;

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("kubectl is not installed"));
        }
        qputenv("KUBECACHEDIR", m_dir.filePath(QStringLiteral("cache")).toUtf8());
        QVERIFY(m_api.start());
        KubeTarget t;
        t.kubeconfig = m_api.writeKubeconfig(m_dir.path());
        t.ns = QStringLiteral("tb");
        m_kubectl = std::make_unique<LocalKubectl>(t);
        m_api.put(
            KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("nodes")),
            QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("gpu-1")}}}});
    }

    void versionAndNodes() {
        auto v =
            m_kubectl->run({QStringLiteral("version"), QStringLiteral("-o"), QStringLiteral("json")}, {}, 30, false);
        QVERIFY(v);
        QCOMPARE(v->exitCode, 0);
        QVERIFY2(v->out.contains("v1.31.4-standin"), v->out.constData());
        auto n = m_kubectl->run(
            {QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"), QStringLiteral("json")}, {}, 30,
            false);
        QVERIFY(n);
        QVERIFY2(n->exitCode == 0, n->err.constData());
        QCOMPARE(QJsonDocument::fromJson(n->out).object().value(QStringLiteral("items")).toArray().size(), 1);
        // kubectl discovered the API first, then listed the nodes.
        QVERIFY(!m_api.requests(QStringLiteral("GET"), QStringLiteral("/api")).isEmpty());
        QVERIFY(!m_api.requests(QStringLiteral("GET"), QStringLiteral("/api/v1/nodes")).isEmpty());
    }

    void createWatchLogDelete() {
        const QJsonObject job{{QStringLiteral("apiVersion"), QStringLiteral("batch/v1")},
                              {QStringLiteral("kind"), QStringLiteral("Job")},
                              {QStringLiteral("metadata"),
                               QJsonObject{{QStringLiteral("name"), QStringLiteral("j1")},
                                           {QStringLiteral("labels"),
                                            QJsonObject{{QStringLiteral("tierbench.run"), QStringLiteral("7")}}}}},
                              {QStringLiteral("spec"), QJsonObject{}}};
        auto c = m_kubectl->run({QStringLiteral("create"), QStringLiteral("--validate=false"), QStringLiteral("-f"),
                                 QStringLiteral("-"), QStringLiteral("-o"), QStringLiteral("json")},
                                QJsonDocument(job).toJson());
        QVERIFY(c);
        QVERIFY2(c->exitCode == 0, c->err.constData());
        const auto posts = m_api.requests(QStringLiteral("POST"), QStringLiteral("/apis/batch/v1/namespaces/tb/jobs"));
        QCOMPARE(posts.size(), 1);
        QCOMPARE(QJsonDocument::fromJson(posts[0].body)
                     .object()
                     .value(QStringLiteral("metadata"))
                     .toObject()
                     .value(QStringLiteral("name"))
                     .toString(),
                 QStringLiteral("j1"));

        const QString pods =
            KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("tb"));
        m_api.put(
            pods,
            QJsonObject{{QStringLiteral("metadata"),
                         QJsonObject{{QStringLiteral("name"), QStringLiteral("j1-0")},
                                     {QStringLiteral("labels"),
                                      QJsonObject{{QStringLiteral("tierbench.run"), QStringLiteral("7")}}}}},
                        {QStringLiteral("spec"),
                         QJsonObject{{QStringLiteral("containers"),
                                      QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("main")}}}}}},
                        {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Running")}}}});
        m_api.setLog(QStringLiteral("tb"), QStringLiteral("j1-0"), "line one\nline two\n");
        // A followed log stays open while the pod runs: its next line arrives on the same stream, and the stream
        // ends when the pod has ended.
        std::thread writer([this, pods] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            m_api.setLog(QStringLiteral("tb"), QStringLiteral("j1-0"), "line one\nline two\nline three\n");
            m_api.patchStatus(pods, QStringLiteral("j1-0"),
                              QJsonObject{{QStringLiteral("phase"), QStringLiteral("Succeeded")}});
        });
        auto l = m_kubectl->run({QStringLiteral("logs"), QStringLiteral("-f"), QStringLiteral("pod/j1-0")});
        writer.join();
        QVERIFY(l);

        if (l->exitCode != 0) {
            for (const auto& r : m_api.requests())
                qWarning() << r.method << r.path << r.query;
        }
        QCOMPARE(l->out, QByteArray("line one\nline two\nline three\n"));
        QCOMPARE(m_api.followsServed(QStringLiteral("tb"), QStringLiteral("j1-0")), 1);

        // Timestamps and sinceTime (second precision) as kubectl asks for them; a cut stream ends without its
        // last chunk and kubectl says so.
        auto stamped =
            m_kubectl->run({QStringLiteral("logs"), QStringLiteral("--timestamps"), QStringLiteral("pod/j1-0")});
        QVERIFY(stamped && stamped->exitCode == 0);
        const QList<QByteArray> lines = stamped->out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{9}Z line one$"))
                     .match(QString::fromUtf8(lines[0]))
                     .hasMatch(),
                 lines[0].constData());
        QVERIFY(lines[0].left(30) == lines[1].left(30));  // written together: one timestamp
        QVERIFY(lines[2].left(30) > lines[1].left(30));
        m_api.cutNextFollow(QStringLiteral("tb"), QStringLiteral("j1-0"), 1, 4);
        auto cut = m_kubectl->run({QStringLiteral("logs"), QStringLiteral("-f"), QStringLiteral("pod/j1-0")});
        QVERIFY(cut);
        QCOMPARE(cut->out, QByteArray("line one\nline"));

        // kubectl wait --for=delete watches: the pod goes while it waits.
        m_api.setDeleteLinger(0);
        QTimer::singleShot(0, [] {});
        std::thread later([this, pods] {
            std::this_thread::sleep_for(std::chrono::milliseconds(700));
            m_api.remove(pods, QStringLiteral("j1-0"));
        });
        auto w = m_kubectl->run({QStringLiteral("wait"), QStringLiteral("--for=delete"), QStringLiteral("pod/j1-0"),
                                 QStringLiteral("--timeout=20s")});
        later.join();
        QVERIFY(w);
        if (w->exitCode != 0) {
            for (const auto& r : m_api.requests())
                qWarning() << r.method << r.path << r.query;
        }
        QVERIFY2(w->exitCode == 0, (w->out + w->err).constData());
        QVERIFY(!m_api.requests(QStringLiteral("GET"), QStringLiteral("/pods")).isEmpty());

        auto d = m_kubectl->run(
            {QStringLiteral("delete"), QStringLiteral("job"), QStringLiteral("j1"), QStringLiteral("--wait=false")});
        QVERIFY(d);
        QVERIFY2(d->exitCode == 0, d->err.constData());
        QVERIFY(m_api
                    .object(KubeStandIn::collection(QStringLiteral("batch/v1"), QStringLiteral("jobs"),
                                                    QStringLiteral("tb")),
                            QStringLiteral("j1"))
                    .isEmpty());
    }

    void canI() {
        m_api.deny(QStringLiteral("create"), QStringLiteral("daemonsets"));
        auto yes = m_kubectl->run(
            {QStringLiteral("auth"), QStringLiteral("can-i"), QStringLiteral("create"), QStringLiteral("pods")});
        QVERIFY(yes);
        QCOMPARE(yes->out.trimmed(), QByteArray("yes"));
        auto no = m_kubectl->run(
            {QStringLiteral("auth"), QStringLiteral("can-i"), QStringLiteral("create"), QStringLiteral("daemonsets")});
        QVERIFY(no);
        QCOMPARE(no->out.trimmed(), QByteArray("no"));
    }
};

QTEST_GUILESS_MAIN(tst_KubeStandIn)
#include "tst_KubeStandIn.moc"
