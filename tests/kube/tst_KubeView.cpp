// The one cluster view and dialog on a Kubernetes cluster, driven through their real widgets against the API stand-in
// with the real kubectl: a cluster added through the dialog (contexts read from the kubeconfig by kubectl), the audit
// with its findings and kubectl's raw replies, the cross-node audit filling the node matrix, a collective whose
// previewed manifest is what the stand-in received, watched to its end with its log arriving before the end, a second
// one cancelled (the stand-in sees the delete, no pod is left), and an unschedulable one showing the scheduler's
// reason.
//
// With TB_SCREENSHOT_DIR set, each step is saved as a PNG at 1400x900 and 1280x720 (run it under Xvfb with
// QT_QPA_PLATFORM=xcb for a real X window).
#include "KubeTestEnv.h"

#include "core/report/ReviewContentLoader.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunRepository.h"
#include "tests/support/Widgets.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBox.h"
#include "ui/cluster/ClusterAuditModel.h"
#include "ui/cluster/ClusterJobsModel.h"
#include "ui/cluster/ClustersTab.h"
#include "ui/cluster/ClusterDialog.h"
#include "ui/cluster/ClusterJobsPanel.h"
#include "ui/cluster/ClusterView.h"
#include "ui/cluster/KubeRunDialog.h"
#include "ui/cluster/KubeScheduler.h"
#include "ui/cluster/NodeMatrixModel.h"
#include "ui/runs/RunHistoryModel.h"
#include "ui/runs/RunHistoryPanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

#include <atomic>

using namespace tb;
using namespace tb::core;
using tb::test::KubeStandIn;

namespace {
const QString kPods = KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("tb"));
const QString kMpiJobs =
    KubeStandIn::collection(QStringLiteral("kubeflow.org/v2beta1"), QStringLiteral("mpijobs"), QStringLiteral("tb"));
const QString kJobs = KubeStandIn::collection(QStringLiteral("batch/v1"), QStringLiteral("jobs"), QStringLiteral("tb"));

enum class Script { Succeed, Unschedulable, RunForever };

QString nameOf(const QJsonObject& o) {
    return o.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
}
QString runOf(const QJsonObject& o) {
    return o.value(QStringLiteral("metadata"))
        .toObject()
        .value(QStringLiteral("labels"))
        .toObject()
        .value(QStringLiteral("tierbench.run"))
        .toString();
}

QJsonObject jobPod(const QString& name, const QString& run, const QString& role, const QString& node) {
    return {{QStringLiteral("metadata"),
             QJsonObject{
                 {QStringLiteral("name"), name},
                 {QStringLiteral("labels"), QJsonObject{{QStringLiteral("tierbench.run"), run},
                                                        {QStringLiteral("training.kubeflow.org/job-role"), role}}}}},
            {QStringLiteral("spec"),
             QJsonObject{{QStringLiteral("nodeName"), node},
                         {QStringLiteral("containers"),
                          QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("main")}}}}}},
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Pending")}}}};
}

// The widget Tab moves to from w: the next one in the focus chain that takes focus by Tab.
QWidget* nextTakingFocus(QWidget* w) {
    QWidget* next = w->nextInFocusChain();
    while (next != w && !(next->focusPolicy() & Qt::TabFocus)) {
        next = next->nextInFocusChain();
    }
    return next;
}

// The accelerators of the texts that use one more than once ("s: Node &selector / &Submit").
QStringList duplicateAccelerators(const QStringList& texts) {
    static const QRegularExpression re(QStringLiteral("&([^&\\s])"));
    QMultiHash<QString, QString> byKey;
    for (QString t : texts) {
        t.remove(QStringLiteral("&&"));
        if (const auto m = re.match(t); m.hasMatch()) {
            byKey.insert(m.captured(1).toLower(), t);
        }
    }
    QStringList out;
    for (const QString& k : byKey.uniqueKeys()) {
        if (byKey.count(k) > 1) {
            out << k + QStringLiteral(": ") + QStringList(byKey.values(k)).join(QStringLiteral(" / "));
        }
    }
    return out;
}
// The texts the analyst sees at once (the cluster dialog shows one scheduler's fields at a time; Qt passes over the
// accelerators of hidden widgets).
QStringList acceleratorTexts(QWidget* root) {
    QStringList out;
    for (QLabel* l : root->findChildren<QLabel*>()) {
        if (l->isVisibleTo(root)) {
            out << l->text();
        }
    }
    for (QAbstractButton* b : root->findChildren<QAbstractButton*>()) {
        if (b->isVisibleTo(root)) {
            out << b->text();
        }
    }
    return out;
}
}  // namespace

class tst_KubeView : public QObject {
    Q_OBJECT

    tb::test::KubeTestEnv m_env;
    std::unique_ptr<ui::ClustersTab> m_tab;
    ui::ClusterView* m_view = nullptr;
    ui::KubeScheduler* kube() const { return m_view ? qobject_cast<ui::KubeScheduler*>(m_view->scheduler()) : nullptr; }
    std::atomic<int> m_script{int(Script::Succeed)};
    std::atomic<int> m_polls{0};
    QHash<QString, QByteArray> m_nodeOutput;  // node -> what its tb-node pod writes

    void shootWidget(QWidget* w, const QString& name) {
        const QString dir = qEnvironmentVariable("TB_SCREENSHOT_DIR");
        if (dir.isEmpty()) {
            return;
        }
        QDir().mkpath(dir);
        QCoreApplication::processEvents();
        QTest::qWait(200);  // one paint of the X window (screenshots only)
        QPixmap shot;
        if (QGuiApplication::platformName() == QLatin1String("xcb") && w->windowHandle()) {
            shot = w->screen()->grabWindow(w->winId());
        }
        if (shot.isNull()) {
            shot = w->grab();
        }
        QVERIFY(shot.save(dir + u'/' + name + QStringLiteral(".png")));
    }
    // The tab at both sizes.
    void shoot(const QString& name) {
        for (const QSize& size : {QSize(1400, 900), QSize(1280, 720)}) {
            m_tab->resize(size);
            shootWidget(m_tab.get(), QStringLiteral("%1-%2x%3").arg(name).arg(size.width()).arg(size.height()));
        }
        m_tab->resize(1400, 900);
    }

    int labelled(const QString& run) const {
        int n = 0;
        for (const QString& c :
             {kPods, kMpiJobs, kJobs,
              KubeStandIn::collection(QStringLiteral("v1"), QStringLiteral("services"), QStringLiteral("tb"))}) {
            for (const QJsonObject& o : m_env.api.list(c)) {
                n += runOf(o) == run;
            }
        }
        return n;
    }

    // The controllers' part: an MPIJob gets a launcher and two workers; a tb-node pod runs at once and writes its
    // node's recorded output; on each poll of the job its pods move on as scripted.
    void scriptCluster() {
        m_env.api.onCreate([this](KubeStandIn& api, const QString& coll, const QJsonObject& created) {
            const QString name = nameOf(created);
            if (coll == kPods) {
                const QString node =
                    created.value(QStringLiteral("spec")).toObject().value(QStringLiteral("nodeName")).toString();
                const QByteArray out = m_nodeOutput.value(node);
                api.setLog(QStringLiteral("tb"), name, out);
                api.patchStatus(coll, name,
                                QJsonObject{{QStringLiteral("phase"),
                                             out.isEmpty() ? QStringLiteral("Failed") : QStringLiteral("Succeeded")}});
            } else if (coll == kMpiJobs) {
                const QString run = runOf(created);
                api.put(kPods, jobPod(name + QStringLiteral("-launcher"), run, QStringLiteral("launcher"),
                                      QStringLiteral("gpu-a")));
                for (int i = 0; i < 2; ++i) {
                    api.put(kPods, jobPod(name + QStringLiteral("-worker-%1").arg(i), run, QStringLiteral("worker"),
                                          i == 0 ? QStringLiteral("gpu-a") : QStringLiteral("gpu-b")));
                }
            }
        });
        m_env.api.onRead([this](KubeStandIn& api, const QString& coll) {
            if (coll != kMpiJobs) {
                return;
            }
            const int poll = ++m_polls;
            const Script script = Script(m_script.load());
            for (const QJsonObject& j : api.list(coll)) {
                const QString name = nameOf(j);
                for (const QJsonObject& p : api.list(kPods)) {
                    const QString pn = nameOf(p);
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
                                  QStringLiteral("0/3 nodes are available: 1 node(s) had untolerated taint "
                                                 "{node-role.kubernetes.io/control-plane: }, 2 Insufficient "
                                                 "nvidia.com/gpu.")}}}}};
                    } else {
                        status = QJsonObject{{QStringLiteral("phase"), poll >= 4 && script == Script::Succeed
                                                                           ? QStringLiteral("Succeeded")
                                                                           : QStringLiteral("Running")}};
                    }
                    if (p.value(QStringLiteral("status")).toObject() != status) {
                        api.patchStatus(kPods, pn, status);
                    }
                }
                if (script != Script::Unschedulable && (poll <= 5 || script == Script::RunForever)) {
                    // An nccl-tests table growing by one row per poll (its results go to the job's run).
                    QByteArray log =
                        "#       size         count      type   redop    root     time   algbw   busbw #wrong     time"
                        "   algbw   busbw #wrong\n"
                        "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)"
                        "  (GB/s)  (GB/s)       \n";
                    for (int l = 0; l < qMin(poll, 6); ++l) {
                        const qint64 size = qint64(1048576) << l;
                        const double us = 60.0 + double(size) / 160000.0;
                        const double alg = double(size) / us / 1e3;
                        log += "# line " + QByteArray::number(l) + "\n" +
                               QString::asprintf(
                                   "%12lld  %12lld     float     sum      -1  %7.1f  %6.2f  %6.2f      0  "
                                   "%7.1f  %6.2f  %6.2f      0\n",
                                   size, size / 4, us, alg, alg * 1.875, us, alg, alg * 1.875)
                                   .toLatin1();
                    }
                    api.setLog(QStringLiteral("tb"), name + QStringLiteral("-launcher"), log);
                }
                if (poll >= 5 && script == Script::Succeed) {
                    const QJsonObject status{
                        {QStringLiteral("conditions"),
                         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Succeeded")},
                                                {QStringLiteral("status"), QStringLiteral("True")},
                                                {QStringLiteral("reason"), QStringLiteral("Completed")},
                                                {QStringLiteral("message"), QStringLiteral("done")}}}}};
                    if (j.value(QStringLiteral("status")).toObject() != status) {
                        api.patchStatus(coll, name, status);
                    }
                }
            }
        });
    }

    // Opens the run dialog through the button and returns it once the form was detected.
    ui::KubeRunDialog* openRunDialog() {
        QSignalSpy shown(kube(), &ui::KubeScheduler::runDialogShown);
        if (!QTest::qWaitFor(
                [&] {
                    return tb::test::child<QPushButton>(
                               tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"), "runCollective")
                        ->isEnabled();
                },
                30000)) {
            return nullptr;
        }
        tb::test::child<QPushButton>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"),
                                     "runCollective")
            ->click();
        if (!QTest::qWaitFor([&] { return shown.count() == 1; }, 30000)) {
            return nullptr;
        }
        return shown.first().first().value<ui::KubeRunDialog*>();
    }

private slots:
    void initTestCase() {
        if (!tb::test::KubeTestEnv::kubectlPresent()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("kubectl is not installed"));
        }
        qRegisterMetaType<ui::KubeRunDialog*>();
        qRegisterMetaType<ui::ClusterDialog*>();
        QString why;
        QVERIFY2(m_env.start(&why), qPrintable(why));
        scriptCluster();
        m_tab = std::make_unique<ui::ClustersTab>();
        m_tab->resize(1400, 900);
        m_tab->setPollIntervalMs(100);
        QSignalSpy loaded(m_tab.get(), &ui::ClustersTab::clustersLoaded);
        m_tab->setStore(m_env.store);
        m_tab->setProvider(m_env.providerId);
        QTRY_COMPARE_WITH_TIMEOUT(tb::test::child<QListWidget>(m_tab, "clusterList")->count(), 1, 10000);
        m_tab->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_tab.get()));
    }
    void cleanupTestCase() {
        if (m_tab) {
            QTRY_VERIFY_WITH_TIMEOUT(!m_tab->isRunning(), 60000);
        }
        m_tab.reset();
        ui::MessageBox::resetForTests();
        QCoreApplication::processEvents();
    }

    void addThroughTheDialog() {
        QSignalSpy shown(m_tab.get(), &ui::ClustersTab::dialogShown);
        QVERIFY(tb::test::child<QPushButton>(m_tab, "addCluster")->isEnabled());
        tb::test::child<QPushButton>(m_tab, "addCluster")->click();
        QCOMPARE(shown.count(), 1);
        ui::ClusterDialog* d = m_tab->dialog();
        QVERIFY(d);
        QVERIFY(QTest::qWaitForWindowExposed(d));
        // One dialog for both schedulers: a new cluster may be either; Slurm's fields first.
        QVERIFY(tb::test::child<QComboBox>(d, "clusterScheduler")->isEnabled());
        QCOMPARE(d->scheduler(), LauncherKind::Slurm);
        QVERIFY(tb::test::child<QLineEdit>(d, "loginField")->isVisible());
        QVERIFY(!tb::test::child<QLineEdit>(d, "kubeconfig")->isVisible());
        QVERIFY2(duplicateAccelerators(acceleratorTexts(d)).isEmpty(),
                 qPrintable(duplicateAccelerators(acceleratorTexts(d)).join(u'\n')));
        shootWidget(d, QStringLiteral("kube-0-add-dialog-slurm"));
        tb::test::child<QComboBox>(d, "clusterScheduler")
            ->setCurrentIndex(
                tb::test::child<QComboBox>(d, "clusterScheduler")->findData(int(LauncherKind::Kubernetes)));
        QCOMPARE(d->scheduler(), LauncherKind::Kubernetes);
        QVERIFY(tb::test::child<QLineEdit>(d, "kubeconfig")->isVisible());
        QVERIFY(!tb::test::child<QLineEdit>(d, "loginField")->isVisible());
        QVERIFY(!tb::test::child<QPushButton>(d, "okButton")->isEnabled());  // nothing entered yet
        QVERIFY(!tb::test::child<QLabel>(d, "problem")->text().isEmpty());
        QVERIFY2(duplicateAccelerators(acceleratorTexts(d)).isEmpty(),
                 qPrintable(duplicateAccelerators(acceleratorTexts(d)).join(u'\n')));
        // Tab order follows the form, top to bottom.
        // (Tab goes to the next widget of the chain that takes focus: group boxes and labels between are passed.)
        QCOMPARE(nextTakingFocus(tb::test::child<QLineEdit>(d, "clusterName")),
                 static_cast<QWidget*>(tb::test::child<QLineEdit>(d, "kubeconfig")));
        QTest::keyClicks(tb::test::child<QLineEdit>(d, "clusterName"), QStringLiteral("kube-gui"));
        // The kubeconfig through the file picker; its contexts come from kubectl, off the GUI thread.
        QSignalSpy contexts(d, &ui::ClusterDialog::contextsRead);
        ui::FileDialog::setNextPath(m_env.target.kubeconfig);
        tb::test::child<QPushButton>(d, "browseButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(contexts.count(), 1, 20000);
        QCOMPARE(contexts.first().first().toStringList(), QStringList{QStringLiteral("standin")});
        QCOMPARE(tb::test::child<QLineEdit>(d, "kubeconfig")->text(), m_env.target.kubeconfig);
        QCOMPARE(tb::test::child<QComboBox>(d, "kubeContext")->currentText(), QStringLiteral("standin"));
        QVERIFY(tb::test::child<QLabel>(d, "contextNote")->text().contains(QLatin1String("1")));
        // Validation names the problem and holds OK back.
        QTest::keyClicks(tb::test::child<QLineEdit>(d, "kubeNamespace"), QStringLiteral("Bad_NS"));
        QVERIFY(!tb::test::child<QPushButton>(d, "okButton")->isEnabled());
        QVERIFY2(tb::test::child<QLabel>(d, "problem")->text().contains(QLatin1String("Namespace")),
                 qPrintable(tb::test::child<QLabel>(d, "problem")->text()));
        tb::test::child<QLineEdit>(d, "kubeNamespace")->setText(QStringLiteral("tb"));
        tb::test::child<QLineEdit>(d, "kubeImage")->setText(QStringLiteral("ghcr.io/example/nccl-tests:2.13"));
        tb::test::child<QSpinBox>(d, "kubeGpus")->setValue(8);
        tb::test::child<QSpinBox>(d, "kubeRdma")->setValue(8);
        QVERIFY2(tb::test::child<QLabel>(d, "problem")->text().contains(QLatin1String("RDMA")),
                 qPrintable(tb::test::child<QLabel>(d, "problem")->text()));
        tb::test::child<QLineEdit>(d, "kubeRdmaResource")->setText(QStringLiteral("rdma/ib"));
        tb::test::child<QPlainTextEdit>(d, "kubeSelector")
            ->setPlainText(QStringLiteral("nvidia.com/gpu.product=NVIDIA-H100-80GB-HBM3"));
        tb::test::child<QPlainTextEdit>(d, "kubeTolerations")->setPlainText(QStringLiteral("nvidia.com/gpu"));
        QVERIFY(tb::test::child<QPushButton>(d, "okButton")->isEnabled());
        tb::test::child<QPlainTextEdit>(d, "kubeTolerations")->setPlainText(QStringLiteral("nvidia.com/gpu:Sometimes"));
        QVERIFY2(!tb::test::child<QPushButton>(d, "okButton")->isEnabled() &&
                     tb::test::child<QLabel>(d, "problem")->text().contains(QLatin1String("Tolerations")),
                 qPrintable(tb::test::child<QLabel>(d, "problem")->text()));
        tb::test::child<QPlainTextEdit>(d, "kubeTolerations")
            ->setPlainText(QStringLiteral("nvidia.com/gpu:NoSchedule"));
        QVERIFY2(tb::test::child<QPushButton>(d, "okButton")->isEnabled(),
                 qPrintable(tb::test::child<QLabel>(d, "problem")->text()));
        shootWidget(d, QStringLiteral("kube-1-add-dialog"));
        tb::test::child<QPushButton>(d, "okButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(tb::test::child<QListWidget>(m_tab, "clusterList")->count(), 2, 10000);
        // The saved cluster is selected and its view has read its settings.
        QTRY_VERIFY(m_tab->currentView() != nullptr && m_tab->currentView()->isReady() &&
                    qobject_cast<ui::KubeScheduler*>(m_tab->currentView()->scheduler()) &&
                    qobject_cast<ui::KubeScheduler*>(m_tab->currentView()->scheduler())->listing().cluster.login.name ==
                        QLatin1String("kube-gui"));
        m_view = m_tab->currentView();
        QVERIFY(kube());
        QVERIFY(kube()->listing().cluster.cluster.id != m_env.listing.cluster.cluster.id);
        QCOMPARE(kube()->listing().cluster.login.name, QStringLiteral("kube-gui"));
        // The scheduler page shows where kubectl finds the cluster.
        QCOMPARE(tb::test::child<QLabel>(kube()->page(), "kubeContext")->text(), QStringLiteral("standin"));
        QVERIFY2(
            tb::test::child<QLabel>(kube()->page(), "kubectlWhere")->text().contains(QLatin1String("this machine")),
            qPrintable(tb::test::child<QLabel>(kube()->page(), "kubectlWhere")->text()));
        QVERIFY(tb::test::child<QLabel>(m_view, "clusterTitle")->text().contains(QLatin1String("namespace tb")));
        // Saved through the core call, as `cluster kube-add` saves it.
        const qint64 id = kube()->listing().cluster.cluster.id;
        auto stored = m_env.store->run([id](QSqlDatabase& db) { return KubeClusterWorkflow(db).get(id); });
        QVERIFY(stored);
        QCOMPARE(stored->kube.kubeconfigPath, m_env.target.kubeconfig);
        QCOMPARE(stored->kube.context, QStringLiteral("standin"));
        QCOMPARE(stored->kube.ns, QStringLiteral("tb"));
        QCOMPARE(stored->kube.rdmaResource, QStringLiteral("rdma/ib"));
        QCOMPARE(stored->kube.nodeSelector, m_env.listing.kube.nodeSelector);
        QCOMPARE(stored->kube.tolerations, m_env.listing.kube.tolerations);
        QCOMPARE(stored->cluster.cluster.scheduler, LauncherKind::Kubernetes);
        QVERIFY(!stored->kube.viaLogin);
        shoot(QStringLiteral("kube-2-added"));
        // Edit opens the same dialog with what was saved.
        QSignalSpy editShown(m_tab.get(), &ui::ClustersTab::dialogShown);
        tb::test::child<QPushButton>(m_tab, "editButton")->click();
        QTRY_COMPARE(editShown.count(), 1);
        ui::ClusterDialog* e = m_tab->dialog();
        QVERIFY(e);
        QCOMPARE(e->scheduler(), LauncherKind::Kubernetes);
        QVERIFY(
            !tb::test::child<QComboBox>(e, "clusterScheduler")->isEnabled());  // a saved cluster keeps its scheduler
        QCOMPARE(tb::test::child<QLineEdit>(e, "clusterName")->text(), QStringLiteral("kube-gui"));
        QCOMPARE(tb::test::child<QLineEdit>(e, "kubeNamespace")->text(), QStringLiteral("tb"));
        QCOMPARE(tb::test::child<QPlainTextEdit>(e, "kubeTolerations")->toPlainText(),
                 QStringLiteral("nvidia.com/gpu:NoSchedule"));
        QCOMPARE(e->kube().nodeSelector, m_env.listing.kube.nodeSelector);
        QVERIFY(tb::test::child<QPushButton>(e, "okButton")->isEnabled());
        e->reject();
    }

    void auditShowsFindings() {
        QVERIFY(m_view);
        QSignalSpy done(m_view, &ui::ClusterView::auditFinished);
        QSignalSpy failed(m_view, &ui::ClusterView::errorOccurred);
        QSignalSpy reloaded(m_view, &ui::ClusterView::storedReloaded);
        tb::test::child<QPushButton>(m_view, "auditScheduler")->click();
        QVERIFY(!tb::test::child<QPushButton>(m_view, "auditScheduler")
                     ->isEnabled());  // one audit at a time; the GUI thread went on
        QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1 || failed.count() > 0, 60000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QTRY_VERIFY(m_view->auditModel()->runId() == done.first().first().toLongLong());
        // History has the new audit selected, where its suggested verdicts are confirmed.
        QTRY_COMPARE(tb::test::child<tb::ui::RunHistoryPanel>(m_view, "runHistoryPanel")->currentRunId(),
                     done.first().first().toLongLong());
        QVERIFY(m_view->auditModel()->rowCount() > 3);
        QTRY_VERIFY2(tb::test::child<QLabel>(kube()->page(), "kubectlVersion")->text().contains(QLatin1String("v1.")),
                     qPrintable(tb::test::child<QLabel>(kube()->page(), "kubectlVersion")->text()));
        // Suggested verdicts: a check names the rubric items it suggests a verdict for.
        int withItems = 0;
        const int items = int(ui::ClusterAuditModel::Column::Items);
        for (int r = 0; r < m_view->auditModel()->rowCount(); ++r) {
            withItems += m_view->auditModel()->index(r, items).data().toString().isEmpty() ? 0 : 1;
        }
        QVERIFY(withItems > 0);
        // Each check's raw kubectl reply is reachable.
        int nodesRow = -1;
        for (int r = 0; r < m_view->auditModel()->rowCount(); ++r) {
            if (m_view->auditModel()->index(r, 0).data(ui::ClusterAuditModel::EvidenceRole).toString() ==
                QLatin1String("nodes")) {
                nodesRow = r;
            }
        }
        QVERIFY(nodesRow >= 0);
        tb::test::child<QTableView>(m_view, "auditChecks")->selectRow(nodesRow);
        QTRY_VERIFY(m_view->evidenceText()->toPlainText().contains(QLatin1String("\"NodeList\"")) ||
                    m_view->evidenceText()->toPlainText().contains(QLatin1String("gpu-a")));
        // The RBAC check was read from several `auth can-i` replies: all of them are shown.
        int rbacRow = -1;
        for (int r = 0; r < m_view->auditModel()->rowCount(); ++r) {
            if (m_view->auditModel()->index(r, 0).data(ui::ClusterAuditModel::EvidenceRole).toString() ==
                QLatin1String("auth can-i")) {
                rbacRow = r;
            }
        }
        QVERIFY(rbacRow >= 0);
        tb::test::child<QTableView>(m_view, "auditChecks")->selectRow(rbacRow);
        QTRY_VERIFY2(m_view->evidenceText()->toPlainText().contains(QLatin1String("auth can-i create pods")),
                     qPrintable(m_view->evidenceText()->toPlainText()));
        tb::test::child<QTableView>(m_view, "auditChecks")->selectRow(nodesRow);
        QTRY_VERIFY(m_view->evidenceText()->toPlainText().contains(QLatin1String("gpu-a")));
        shoot(QStringLiteral("kube-3-audit"));
    }

    void nodeAuditFillsTheMatrix() {
        QVERIFY(m_view);
        m_nodeOutput[QStringLiteral("gpu-a")] = tb::test::readKubeFixture(QStringLiteral("tb-node-node-good.jsonl"));
        m_nodeOutput[QStringLiteral("gpu-b")] = tb::test::readKubeFixture(QStringLiteral("tb-node-node-mid.jsonl"));
        QSignalSpy done(m_view, &ui::ClusterView::nodeAuditFinished);
        QSignalSpy failed(m_view, &ui::ClusterView::errorOccurred);
        tb::test::child<QPushButton>(m_view, "auditNodes")->click();
        QVERIFY(!tb::test::child<QPushButton>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"),
                                              "runCollective")
                     ->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1 || failed.count() > 0, 60000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QTRY_COMPARE(m_view->matrixModel()->columnCount(), 2);
        QStringList nodes;
        for (int c = 0; c < 2; ++c) {
            nodes << m_view->matrixModel()->headerData(c, Qt::Horizontal).toString().section(u' ', 0, 0);
        }
        nodes.sort();
        QCOMPARE(nodes, (QStringList{QStringLiteral("gpu-a"), QStringLiteral("gpu-b")}));
        QVERIFY(m_view->matrixModel()->rowCount() > 5);
        QVERIFY(m_view->matrixSummary()->text().contains(QLatin1String("2 nodes")));
        // The tb-node pods are gone.
        for (const QJsonObject& p : m_env.api.list(kPods)) {
            QVERIFY2(!nameOf(p).startsWith(QLatin1String("tb-node-")), qPrintable(nameOf(p)));
        }
        shoot(QStringLiteral("kube-4-node-matrix"));
    }

    void previewedManifestIsWhatWasSubmitted() {
        QVERIFY(m_view);
        m_script = int(Script::Succeed);
        m_polls = 0;
        m_env.api.clearRequests();
        ui::KubeRunDialog* d = openRunDialog();
        QVERIFY(d);
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QVERIFY(tb::test::child<QComboBox>(d, "kubeForm")
                    ->currentText()
                    .contains(QLatin1String("MPIJob")));  // the CRD is served
        QVERIFY(tb::test::child<QPlainTextEdit>(d, "manifestPreview")->isReadOnly());
        QVERIFY2(duplicateAccelerators(acceleratorTexts(d)).isEmpty(),
                 qPrintable(duplicateAccelerators(acceleratorTexts(d)).join(u'\n')));
        tb::test::child<QSpinBox>(d, "kubeWorkers")->setValue(2);
        tb::test::child<QLineEdit>(d, "kubeCommand")->setText(QStringLiteral("all_reduce_perf -b 8 -e 1G -f 2 -g 1"));
        // A command that makes no manifest holds Submit back.
        tb::test::child<QLineEdit>(d, "kubeCommand")->clear();
        QVERIFY(!tb::test::child<QPushButton>(d, "submitKubeRun")->isEnabled());
        tb::test::child<QLineEdit>(d, "kubeCommand")->setText(QStringLiteral("all_reduce_perf -b 8 -e 1G -f 2 -g 1"));
        QVERIFY(tb::test::child<QPushButton>(d, "submitKubeRun")->isEnabled());
        const QJsonObject previewed = QJsonDocument::fromJson(d->manifestText().toUtf8()).object();
        QCOMPARE(previewed.value(QStringLiteral("kind")).toString(), QStringLiteral("List"));
        const QJsonObject job = previewed.value(QStringLiteral("items")).toArray().first().toObject();
        QCOMPARE(job.value(QStringLiteral("kind")).toString(), QStringLiteral("MPIJob"));
        const QString run = runOf(job);
        shootWidget(d, QStringLiteral("kube-5-run-dialog"));

        QStringList order;  // log text and the end, in the order the GUI thread saw them
        QMetaObject::Connection logSeen = connect(
            tb::test::child<QPlainTextEdit>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"),
                                            "clusterLiveOutput"),
            &QPlainTextEdit::textChanged, this, [&] {
                if (!tb::test::child<QPlainTextEdit>(
                         tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"), "clusterLiveOutput")
                         ->toPlainText()
                         .isEmpty() &&
                    !order.contains(QStringLiteral("log"))) {
                    order << QStringLiteral("log");
                }
            });
        QSignalSpy started(m_view, &ui::ClusterView::jobStarted);
        QSignalSpy finished(m_view, &ui::ClusterView::jobFinished);
        QMetaObject::Connection endSeen =
            connect(m_view, &ui::ClusterView::jobFinished, this, [&] { order << QStringLiteral("end"); });
        tb::test::child<QPushButton>(d, "submitKubeRun")->click();
        QVERIFY(m_view->isRunning());
        QVERIFY(!tb::test::child<QPushButton>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"),
                                              "runCollective")
                     ->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(started.count() == 1, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
        disconnect(logSeen);
        disconnect(endSeen);
        QCOMPARE(RunStatus(finished.first().at(1).toInt()), RunStatus::Ok);
        QCOMPARE(order, (QStringList{QStringLiteral("log"), QStringLiteral("end")}));  // the log grew while it ran
        QVERIFY(tb::test::child<QPlainTextEdit>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"),
                                                "clusterLiveOutput")
                    ->toPlainText()
                    .contains(QLatin1String("line 4")));
        // What the stand-in received is the previewed object (kubectl adds the namespace).
        const auto posts = m_env.api.requests(QStringLiteral("POST"), QStringLiteral("/mpijobs"));
        QCOMPARE(posts.size(), 1);
        QJsonObject sent = QJsonDocument::fromJson(posts.first().body).object();
        QJsonObject meta = sent.value(QStringLiteral("metadata")).toObject();
        QCOMPARE(meta.take(QStringLiteral("namespace")).toString(), QStringLiteral("tb"));
        sent[QStringLiteral("metadata")] = meta;
        QCOMPARE(sent, job);
        // And it is stored with the job, which the jobs table shows ended.
        const qint64 jobId = finished.first().first().toLongLong();
        auto stored = m_env.store->run([jobId](QSqlDatabase& db) { return ClusterRepository(db).job(jobId); });
        QVERIFY(stored);
        QCOMPARE(QJsonDocument::fromJson(stored->script.toUtf8()).object(), previewed);
        QTRY_VERIFY(
            tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")->model()->rowOf(jobId) >= 0 &&
            tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")
                    ->model()
                    ->jobAt(
                        tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")->model()->rowOf(jobId))
                    .outcome == RunStatus::Ok);
        QCOMPARE(labelled(run), 0);
        QVERIFY(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")
                    ->liveLabel()
                    ->text()
                    .contains(stored->schedulerId));
        // Its results are a probe run linked to the job: in the History page without Reload, and in the review.
        const auto links = m_env.store->run([jobId](QSqlDatabase& db) { return ClusterRepository(db).runsOf(jobId); });
        QCOMPARE(links.size(), 1);
        const qint64 runId = links.first().runId;
        QTRY_VERIFY_WITH_TIMEOUT(
            tb::test::child<tb::ui::RunHistoryPanel>(m_view, "runHistoryPanel")->model()->rowOfRun(runId) >= 0, 10000);
        QTRY_COMPARE(
            tb::test::child<tb::ui::RunHistoryPanel>(m_view, "runHistoryPanel")
                ->model()
                ->runAt(tb::test::child<tb::ui::RunHistoryPanel>(m_view, "runHistoryPanel")->model()->rowOfRun(runId))
                .status,
            RunStatus::Ok);
        // ... and selected there, not the scheduler audit selected before.
        QTRY_COMPARE(tb::test::child<tb::ui::RunHistoryPanel>(m_view, "runHistoryPanel")->currentRunId(), runId);
        const qint64 providerId = m_env.providerId;
        auto review =
            m_env.store->run([providerId](QSqlDatabase& db) { return ReviewContentLoader::load(db, providerId); });
        QVERIFY2(review, review ? "" : qPrintable(review.error().toString()));
        const auto listed = std::find_if(review->runs.begin(), review->runs.end(),
                                         [runId](const tb::core::ReviewRun& r) { return r.id == runId; });
        QVERIFY2(listed != review->runs.end(), "the review lists the Kubernetes collective's run");
        QCOMPARE(listed->probe, QStringLiteral("nccl-tests"));
        const int samples =
            m_env.store->run([runId](QSqlDatabase& db) { return int(RunRepository(db).samples(runId).size()); });
        QVERIFY2(samples >= 6, qPrintable(QString::number(samples)));  // six rows, busbw at least
        // The collective is the submitted program's (all_reduce_perf), though the output does not name it: its
        // samples are all_reduce's, which the chart and the baselines match, not "unknown".
        const QStringList metrics = m_env.store->run([runId](QSqlDatabase& db) {
            QStringList names;
            for (const auto& sample : RunRepository(db).samples(runId)) {
                names << sample.metric;
            }
            return names;
        });
        QVERIFY2(metrics.contains(QStringLiteral("all_reduce.busbw")), qPrintable(metrics.join(u' ')));
        QCOMPARE(m_env.store->run([runId](QSqlDatabase& db) { return RunRepository(db).get(runId)->operation; }),
                 QStringLiteral("all_reduce"));
        auto* pages = m_view->findChild<QTabWidget*>(QStringLiteral("clusterPages"));
        QVERIFY(pages);
        pages->setCurrentWidget(tb::test::child<tb::ui::RunHistoryPanel>(m_view, "runHistoryPanel"));
        shoot(QStringLiteral("kube-6b-history"));
        pages->setCurrentWidget(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"));
        shoot(QStringLiteral("kube-6-job-done"));
    }

    void gangChoiceIsInThePreview() {
        QVERIFY(m_view);
        ui::KubeRunDialog* d = openRunDialog();
        QVERIFY(d);
        // Kueue's CRD is served but the namespace has no LocalQueue, and Volcano's is not: automatic is none, named.
        QCOMPARE(tb::test::child<QComboBox>(d, "kubeGang")->currentIndex(), 0);
        QVERIFY2(tb::test::child<QComboBox>(d, "kubeGang")->currentText().contains(QLatin1String("none")),
                 qPrintable(tb::test::child<QComboBox>(d, "kubeGang")->currentText()));
        QVERIFY(!tb::test::child<QLineEdit>(d, "kubeQueue")->isEnabled());
        QCOMPARE(d->spec().gang.kind, KubeGang::Kind::None);
        auto previewedItems = [d] {
            return QJsonDocument::fromJson(d->manifestText().toUtf8())
                .object()
                .value(QStringLiteral("items"))
                .toArray();
        };
        // What is submitted is built from spec() and form(), as the preview is: the two must be equal.
        auto submitted = [d] {
            auto objects = KubeManifests::collective(d->spec(), d->form());
            return objects ? KubeManifests::list(*objects).value(QStringLiteral("items")).toArray() : QJsonArray();
        };
        // A Kueue queue: the job carries its name and is created suspended.
        tb::test::child<QComboBox>(d, "kubeGang")
            ->setCurrentIndex(tb::test::child<QComboBox>(d, "kubeGang")->findData(int(KubeGang::Kind::Kueue)));
        QVERIFY(tb::test::child<QLineEdit>(d, "kubeQueue")->isEnabled());
        tb::test::child<QLineEdit>(d, "kubeQueue")->setText(QStringLiteral("gpu-queue"));
        QCOMPARE(d->spec().gang.kind, KubeGang::Kind::Kueue);
        QCOMPARE(d->spec().gang.queue, QStringLiteral("gpu-queue"));
        QJsonArray items = previewedItems();
        QCOMPARE(items, submitted());
        const QJsonObject job = items.last().toObject();
        QCOMPARE(job.value(QStringLiteral("metadata"))
                     .toObject()
                     .value(QStringLiteral("labels"))
                     .toObject()
                     .value(QStringLiteral("kueue.x-k8s.io/queue-name"))
                     .toString(),
                 QStringLiteral("gpu-queue"));
        // A queue that is no DNS label makes no manifest.
        tb::test::child<QLineEdit>(d, "kubeQueue")->setText(QStringLiteral("GPU queue;rm"));
        QVERIFY(!tb::test::child<QPushButton>(d, "submitKubeRun")->isEnabled());
        QVERIFY(!tb::test::child<QLabel>(d, "problem")->text().isEmpty());
        tb::test::child<QLineEdit>(d, "kubeQueue")->setText(QStringLiteral("gpu-queue"));
        QVERIFY(tb::test::child<QPushButton>(d, "submitKubeRun")->isEnabled());
        shootWidget(d, QStringLiteral("kube-5b-run-dialog-kueue"));
        // Volcano: a PodGroup first.
        tb::test::child<QComboBox>(d, "kubeGang")
            ->setCurrentIndex(tb::test::child<QComboBox>(d, "kubeGang")->findData(int(KubeGang::Kind::Volcano)));
        QVERIFY(!tb::test::child<QLineEdit>(d, "kubeQueue")->isEnabled());
        items = previewedItems();
        QCOMPARE(items, submitted());
        QCOMPARE(items.first().toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("PodGroup"));
        // None: no gang object and no queue label.
        tb::test::child<QComboBox>(d, "kubeGang")
            ->setCurrentIndex(tb::test::child<QComboBox>(d, "kubeGang")->findData(int(KubeGang::Kind::None)));
        items = previewedItems();
        QCOMPARE(items, submitted());
        QVERIFY(!d->manifestText().contains(QLatin1String("PodGroup")));
        QVERIFY(!d->manifestText().contains(QLatin1String("kueue.x-k8s.io/queue-name")));
        QVERIFY2(duplicateAccelerators(acceleratorTexts(d)).isEmpty(),
                 qPrintable(duplicateAccelerators(acceleratorTexts(d)).join(u'\n')));
        d->reject();
    }

    void cancelDeletesAndWaits() {
        QVERIFY(m_view);
        m_script = int(Script::RunForever);
        m_polls = 0;
        m_env.api.setDeleteLinger(4);  // each pod stays listed (terminating) for 4 more lists
        m_env.api.clearRequests();
        ui::KubeRunDialog* d = openRunDialog();
        QVERIFY(d);
        const QString run = runOf(QJsonDocument::fromJson(d->manifestText().toUtf8())
                                      .object()
                                      .value(QStringLiteral("items"))
                                      .toArray()
                                      .first()
                                      .toObject());
        const QString name = d->spec().name;
        QSignalSpy finished(m_view, &ui::ClusterView::jobFinished);
        tb::test::child<QPushButton>(d, "submitKubeRun")->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            tb::test::child<QPlainTextEdit>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"),
                                            "clusterLiveOutput")
                ->toPlainText()
                .contains(QLatin1String("line 1")),
            30000);
        QVERIFY(tb::test::child<QPushButton>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"),
                                             "cancelJob")
                    ->isEnabled());
        shoot(QStringLiteral("kube-7-running"));
        tb::test::child<QPushButton>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"), "cancelJob")
            ->click();
        QVERIFY(m_view->isCancelling());
        QVERIFY(!tb::test::child<QPushButton>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"),
                                              "cancelJob")
                     ->isEnabled());  // disabled while cancelling
        shoot(QStringLiteral("kube-8-cancelling"));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
        QCOMPARE(RunStatus(finished.first().at(1).toInt()), RunStatus::Cancelled);
        QVERIFY(!m_env.api.requests(QStringLiteral("DELETE"), QStringLiteral("/mpijobs/") + name).isEmpty());
        QCOMPARE(labelled(run), 0);
        QVERIFY2(
            tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")
                ->liveLabel()
                ->text()
                .contains(QLatin1String("Nothing labelled with the run is left")),
            qPrintable(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")->liveLabel()->text()));
        QVERIFY(tb::test::child<QPushButton>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"),
                                             "runCollective")
                    ->isEnabled());
        m_env.api.setDeleteLinger(0);
        shoot(QStringLiteral("kube-9-cancelled"));
    }

    void unschedulableShowsTheSchedulersReason() {
        QVERIFY(m_view);
        m_script = int(Script::Unschedulable);
        m_polls = 0;
        ui::KubeRunDialog* d = openRunDialog();
        QVERIFY(d);
        const QString run = runOf(QJsonDocument::fromJson(d->manifestText().toUtf8())
                                      .object()
                                      .value(QStringLiteral("items"))
                                      .toArray()
                                      .first()
                                      .toObject());
        QSignalSpy started(m_view, &ui::ClusterView::jobStarted);
        QSignalSpy finished(m_view, &ui::ClusterView::jobFinished);
        tb::test::child<QPushButton>(d, "submitKubeRun")->click();
        QTRY_VERIFY_WITH_TIMEOUT(started.count() == 1, 30000);
        // The first state the GUI hears of already carries the scheduler's message.
        QTRY_VERIFY_WITH_TIMEOUT(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")
                                     ->liveLabel()
                                     ->text()
                                     .contains(QLatin1String("Insufficient nvidia.com/gpu")),
                                 30000);
        QVERIFY(finished.isEmpty());
        const qint64 jobId = started.first().first().toLongLong();
        const int reason = int(ui::ClusterJobsModel::Column::Reason);
        QTRY_VERIFY(
            tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")->model()->rowOf(jobId) >= 0 &&
            tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")
                ->model()
                ->index(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")->model()->rowOf(jobId),
                        reason)
                .data()
                .toString()
                .contains(QLatin1String("Insufficient nvidia.com/gpu")));
        shoot(QStringLiteral("kube-10-unschedulable"));
        tb::test::child<QPushButton>(tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel"), "cancelJob")
            ->click();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
        QCOMPARE(labelled(run), 0);
    }
};

QTEST_MAIN(tst_KubeView)
#include "tst_KubeView.moc"
