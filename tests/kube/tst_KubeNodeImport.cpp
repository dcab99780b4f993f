// Issue 37.4 with kubectl's own renderings: the real kubectl prints the stand-in's nodes as -o yaml, -o json and
// describe, and each goes through the importer with the same verdicts (the fixtures elsewhere are written by hand).
#include "core/import/Importer.h"
#include "core/launch/kube/Kubectl.h"
#include "tests/support/KubeStandIn.h"
#include "tests/support/ServiceCheck.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::KubeStandIn;

namespace {

std::optional<FindingRecord> findingOf(const ParsedRun& run, const QString& key) {
    for (const FindingRecord& f : run.findings) {
        if (f.key == key)
            return f;
    }
    return std::nullopt;
}

}  // namespace

class tst_KubeNodeImport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    KubeStandIn m_api;
    std::unique_ptr<Kubectl> m_kubectl;

    QByteArray kubectl(const QStringList& args) {
        auto r = m_kubectl->run(args, {}, 60, false);
        if (!r || r->exitCode != 0) {
            qWarning() << args << (r ? r->err : QByteArray());
            return {};
        }
        return r->out;
    }

    // The verdicts every rendering of the same three nodes must give.
    static void expectTheSameNodes(const ParsedRun& run, const QString& what) {
        QVERIFY2(findingOf(run, QStringLiteral("k8s.nodes")), qPrintable(what));
        QCOMPARE(findingOf(run, QStringLiteral("k8s.nodes"))->value, QStringLiteral("3"));
        const auto out = findingOf(run, QStringLiteral("k8s.nodes_out"));
        QCOMPARE(out->status, FindingStatus::Fail);  // h100-02 is not Ready
        QVERIFY2(out->detail.contains(QStringLiteral("h100-02")), qPrintable(what + u' ' + out->detail));
        const auto cap = findingOf(run, QStringLiteral("k8s.gpu_capacity"));
        QCOMPARE(cap->status, FindingStatus::Fail);  // h100-03: labelled a GPU node, advertises none
        QVERIFY2(cap->detail.contains(QStringLiteral("h100-03")), qPrintable(what + u' ' + cap->detail));
        QCOMPARE(findingOf(run, QStringLiteral("k8s.gpus"))->value, QStringLiteral("16"));
        QCOMPARE(findingOf(run, QStringLiteral("k8s.gpu_product"))->value, QStringLiteral("NVIDIA-H100-80GB-HBM3"));
    }

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
        QFile f(qEnvironmentVariable("TB_SOURCE_DIR") +
                QStringLiteral("/tests/core/fixtures/imports/kubectl-nodes.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString nodes = KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("nodes"));
        for (const QJsonValue& v :
             QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("items")).toArray())
            m_api.put(nodes, v.toObject());
        // A third node labelled as a GPU node whose device plugin advertises nothing.
        QJsonObject third = m_api.object(nodes, QStringLiteral("h100-01"));
        QJsonObject meta = third.value(QStringLiteral("metadata")).toObject();
        meta.insert(QStringLiteral("name"), QStringLiteral("h100-03"));
        third.insert(QStringLiteral("metadata"), meta);
        QJsonObject status = third.value(QStringLiteral("status")).toObject();
        status.insert(QStringLiteral("capacity"), QJsonObject{{QStringLiteral("cpu"), QStringLiteral("224")}});
        status.insert(QStringLiteral("allocatable"), QJsonObject{{QStringLiteral("cpu"), QStringLiteral("222")}});
        third.insert(QStringLiteral("status"), status);
        m_api.put(nodes, third);
    }

    void getNodesYamlAndJson() {
        for (const QString& output : {QStringLiteral("yaml"), QStringLiteral("json")}) {
            const QByteArray text =
                kubectl({QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"), output});
            QVERIFY2(!text.isEmpty(), qPrintable(output));
            auto parsed = Importer::parseBytes(text);
            QVERIFY2(parsed, qPrintable(output + u'\n' + QString::fromUtf8(text.left(2000))));
            QCOMPARE(parsed->format, QStringLiteral("kubectl-node-") + output);
            expectTheSameNodes(parsed->runs.value(0), output);
        }
        // One node by name: a Node, not a List.
        const QByteArray one = kubectl({QStringLiteral("get"), QStringLiteral("node"), QStringLiteral("h100-01"),
                                        QStringLiteral("-o"), QStringLiteral("yaml")});
        auto parsed = Importer::parseBytes(one);
        QVERIFY(parsed);
        QCOMPARE(findingOf(parsed->runs.value(0), QStringLiteral("k8s.nodes"))->value, QStringLiteral("1"));
        QCOMPARE(findingOf(parsed->runs.value(0), QStringLiteral("k8s.gpu_capacity"))->status, FindingStatus::Pass);
    }

    void describeNodes() {
        auto r = m_kubectl->run({QStringLiteral("describe"), QStringLiteral("nodes")}, {}, 60, false);
        QVERIFY(r);
        if (r->exitCode != 0 || !r->out.contains("Capacity:"))
            QSKIP(qPrintable(QStringLiteral("kubectl describe needs API paths the stand-in does not serve: ") +
                             QString::fromUtf8(r->err.left(300))));
        auto parsed = Importer::parseBytes(r->out);
        QVERIFY2(parsed, r->out.left(2000).constData());
        QCOMPARE(parsed->format, QStringLiteral("kubectl-describe-node"));
        expectTheSameNodes(parsed->runs.value(0), QStringLiteral("describe"));
    }
};

QTEST_GUILESS_MAIN(tst_KubeNodeImport)
#include "tst_KubeNodeImport.moc"
