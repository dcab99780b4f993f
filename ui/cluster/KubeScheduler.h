#pragma once

#include "core/launch/kube/Kubectl.h"
#include "core/usecase/KubeClusterWorkflow.h"
#include "ui/cluster/ClusterScheduler.h"
#include "ui/cluster/KubeJobCalls.h"
#include "ui/cluster/KubeRunDialog.h"

#include <QPointer>

#include <optional>

class QFormLayout;
class QLabel;
class QLineEdit;

namespace tb::ui {

// Kubernetes behind the cluster view: the page of where kubectl finds the cluster (kubeconfig, context, namespace,
// here or on the login node), what every worker pod gets, the job form and gang scheduler the cluster serves (read
// by Refresh and before every run) and the kubectl version of the last audit; the audit through kubectl; tb-node in
// one pod per GPU node; a collective through the run dialog, which shows the exact manifest before Submit; and the
// cleanup of a run left behind.
//
// kubectl runs on a thread of its own when the API is reachable from here, or on the login node's session worker
// (one session looks, one runs jobs) when the cluster says so. Jobs go through KubeJobCalls, the one place that calls
// Kubernetes' own job runners.
class KubeScheduler : public ClusterScheduler {
    Q_OBJECT

public:
    KubeScheduler(std::shared_ptr<core::Store> store, NodeSessions* sessions,
                  std::shared_ptr<core::ClusterJobRelay> relay, Host host, QObject* parent);

    core::LauncherKind kind() const override { return core::LauncherKind::Kubernetes; }
    Texts texts() const override;
    QWidget* page() const override;
    QString pageTitle() const override;
    QWidget* jobForm() const override;
    void addMatrixControls(NodeMatrixPage* page) override;
    // Reads the cluster's Kubernetes settings (storage thread); changed() and listingLoaded() when they are in.
    void setCluster(const core::ClusterListing& cluster) override;
    bool isReady() const override { return m_loaded; }
    bool isPreparingRun() const override { return m_detecting; }
    QString title() const override;
    QString titleToolTip() const override;

    QString auditSummary(const QString& at, int failed) const override;
    QString auditSuggestionsPath() const override;
    QString evidenceHeading(const QString& name) const override;
    QString matrixJobName(const core::ClusterJobRecord& job) const override;
    QString scriptTitle(const core::ClusterJobRecord& job) const override;
    QString cancellingText() const override;
    QString cancelledText(const QString& ended) const override;

    void refresh() override;
    void audit(std::function<void(const core::Result<ClusterAuditDone>&)> done) override;
    void runNodeAudit() override;
    // Reads which form and gang scheduler the cluster serves, then opens the run dialog; Submit there starts it.
    void runCollective() override;
    void cancelStored(const core::ClusterJobRecord& job,
                      std::function<void(const core::Status& st, const QString& text)> done) override;
    void reloadStored() override;

    // Starts a collective as the run dialog's Submit does.
    void submit(const core::KubeCollectiveSpec& spec, core::KubeJobForm form);

    const core::KubeClusterWorkflow::Listing& listing() const { return m_listing; }

signals:
    void listingLoaded();
    void runDialogShown(tb::ui::KubeRunDialog* dialog);

private:
    core::KubeTarget kubeTarget() const;
    // Runs fn with a kubectl where the cluster says (here, on a thread of its own; or on the login node's session
    // `jobs` picks), and done with its result on the GUI thread.
    template <typename R>
    void withKubectl(bool jobs, std::function<R(core::Kubectl&)> fn, std::function<void(const R&)> done);
    // Reads what the cluster serves into the page; then(detected) on the GUI thread.
    void detect(std::function<void(const KubeJobCalls::Detected&)> then);
    void showSettings();

    core::KubeClusterWorkflow::Listing m_listing;
    bool m_loaded = false, m_detecting = false;
    quint64 m_generation = 0;
    int m_pendingLimitS = 900;
    QPointer<KubeRunDialog> m_runDialog;

    QWidget* m_page;
    QLabel* m_context;
    QLabel* m_ns;
    QLabel* m_kubeconfig;
    QLabel* m_where;
    QLabel* m_pods;
    QLabel* m_form;
    QLabel* m_gang;
    QLabel* m_kubectl;
    QLabel* m_jobNote;
    QLineEdit* m_nodeImage;
};

}  // namespace tb::ui
