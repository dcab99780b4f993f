#pragma once

#include "core/domain/LauncherKind.h"
#include "core/usecase/KubeClusterWorkflow.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace tb::ui {

// Adds or edits a cluster of either scheduler. First the scheduler (fixed once the cluster is saved), then its
// fields:
// - Slurm: the login node ([user@]host[:port], jump host, key file, known_hosts file, remote folder) and the
//   defaults every job gets (partition, account, QoS, reservation, time limit, container image, the NCCL environment
//   as NAME=VALUE lines, how long a job may pend or stay silent);
// - Kubernetes: the fields `tierbench-cli cluster kube-add` takes: the kubeconfig (a path, picked or typed; only its
//   path is saved), the context (offered from the kubeconfig's contexts, which kubectl reads on a thread of its own),
//   namespace, image, GPUs and RDMA devices per worker, node selector (label=value lines), tolerations
//   (KEY[=VALUE]:EFFECT lines) and, when the API is reachable only there, the login node kubectl runs on.
// Checked as it is typed with the core's rules (ClusterWorkflow::validate, KubeClusterWorkflow::validate): OK stays
// disabled and the problem is named until it passes.
//
// Thread contract: GUI thread; the context read runs on its own thread and comes back queued.
class ClusterDialog : public QDialog {
    Q_OBJECT

public:
    explicit ClusterDialog(QWidget* parent = nullptr);

    // The cluster to edit (its scheduler picks the fields; kube: its Kubernetes settings), or a new one.
    void setCluster(const core::ClusterListing& cluster, const core::KubeSettings& kube = {});
    core::LauncherKind scheduler() const;
    // The values as entered, on top of those given to setCluster.
    core::NodeRecord login() const;
    core::ClusterRecord cluster() const;
    core::KubeSettings kube() const;
    QString knownHostsFile() const;
    // A line where problems show, until a field is edited (why the dialog came back after a refused save).
    void showMessage(const QString& message);
    // Reads the kubeconfig's contexts with kubectl (off the GUI thread); contextsRead tells when they are offered.
    void readContexts();

    // Parsed from the Kubernetes text forms; problem names the first line that is not one.
    static QJsonObject parseSelector(const QString& text, QString* problem);
    static QJsonArray parseTolerations(const QString& text, QString* problem);
    static QString tolerationsText(const QJsonArray& tolerations);

signals:
    void contextsRead(const QStringList& contexts);

private:
    bool isKube() const;
    void showScheduler();
    void validate();
    void validateSlurm(QString* problem) const;
    void validateKube(QString* problem) const;
    QVector<QPair<QString, QString>> environment(QString* problem) const;

    core::ClusterListing m_original;
    core::KubeSettings m_originalKube;
    quint64 m_contextGeneration = 0;
    QComboBox* m_scheduler;
    QLineEdit* m_name;
    // Slurm.
    QWidget* m_slurmPart;
    QLineEdit* m_login;
    QLineEdit* m_jump;
    QLineEdit* m_identity;
    QLineEdit* m_knownHosts;
    QLineEdit* m_remoteDir;
    QLineEdit* m_partition;
    QLineEdit* m_account;
    QLineEdit* m_qos;
    QLineEdit* m_reservation;
    QSpinBox* m_timeLimit;
    QLineEdit* m_image;
    QPlainTextEdit* m_env;
    QSpinBox* m_pending;
    QSpinBox* m_silence;
    // Kubernetes.
    QWidget* m_kubePart;
    QLineEdit* m_kubeconfig;
    QPushButton* m_browse;
    QComboBox* m_context;
    QLabel* m_contextNote;
    QLineEdit* m_ns;
    QLineEdit* m_podImage;
    QSpinBox* m_gpus;
    QLineEdit* m_rdmaResource;
    QSpinBox* m_rdma;
    QPlainTextEdit* m_selector;
    QPlainTextEdit* m_tolerations;
    QCheckBox* m_viaLogin;
    QGroupBox* m_kubeLoginBox;
    QLineEdit* m_kubeLogin;
    QLineEdit* m_kubeIdentity;
    QLineEdit* m_kubeKnownHosts;

    QLabel* m_problem;
    QPushButton* m_ok;
};

}  // namespace tb::ui
