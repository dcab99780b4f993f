#pragma once

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

// Adds or edits a Kubernetes cluster with the fields `tierbench-cli cluster kube-add` takes: the kubeconfig (a path,
// picked or typed; the file stays where the analyst keeps it and only its path is saved), the context (offered from
// the kubeconfig's contexts, which kubectl reads on a thread of its own), namespace, image, GPUs and RDMA devices per
// worker, node selector (label=value lines), tolerations (KEY[=VALUE]:EFFECT lines) and, when the API is reachable
// only there, the login node kubectl runs on. Checked as it is typed with the core's rules
// (KubeClusterWorkflow::validate): OK stays disabled and the problem is named until it passes.
//
// Thread contract: GUI thread; the context read runs on its own thread and comes back queued.
class KubeClusterDialog : public QDialog {
    Q_OBJECT

public:
    explicit KubeClusterDialog(QWidget* parent = nullptr);

    void setCluster(const core::KubeClusterWorkflow::Listing& listing);
    // The values as entered, on top of those given to setCluster.
    core::NodeRecord login() const;
    core::ClusterRecord cluster() const;
    core::KubeSettings kube() const;
    QString knownHostsFile() const;
    // Reads the kubeconfig's contexts with kubectl (off the GUI thread); contextsRead tells when they are offered.
    void readContexts();

    // Parsed from the dialog's text forms; problem names the first line that is not one.
    static QJsonObject parseSelector(const QString& text, QString* problem);
    static QJsonArray parseTolerations(const QString& text, QString* problem);
    static QString tolerationsText(const QJsonArray& tolerations);

    QLineEdit* nameField() const { return m_name; }
    QLineEdit* kubeconfigField() const { return m_kubeconfig; }
    QPushButton* browseButton() const { return m_browse; }
    QComboBox* contextField() const { return m_context; }
    QLineEdit* namespaceField() const { return m_ns; }
    QLineEdit* imageField() const { return m_image; }
    QSpinBox* gpusField() const { return m_gpus; }
    QLineEdit* rdmaResourceField() const { return m_rdmaResource; }
    QSpinBox* rdmaField() const { return m_rdma; }
    QPlainTextEdit* selectorField() const { return m_selector; }
    QPlainTextEdit* tolerationsField() const { return m_tolerations; }
    QCheckBox* viaLoginField() const { return m_viaLogin; }
    QLineEdit* loginField() const { return m_login; }
    QLabel* contextNote() const { return m_contextNote; }
    QLabel* problemLabel() const { return m_problem; }
    QPushButton* okButton() const { return m_ok; }

signals:
    void contextsRead(const QStringList& contexts);

private:
    void validate();

    core::KubeClusterWorkflow::Listing m_original;
    quint64 m_contextGeneration = 0;
    QLineEdit* m_name;
    QLineEdit* m_kubeconfig;
    QPushButton* m_browse;
    QComboBox* m_context;
    QLabel* m_contextNote;
    QLineEdit* m_ns;
    QLineEdit* m_image;
    QSpinBox* m_gpus;
    QLineEdit* m_rdmaResource;
    QSpinBox* m_rdma;
    QPlainTextEdit* m_selector;
    QPlainTextEdit* m_tolerations;
    QCheckBox* m_viaLogin;
    QGroupBox* m_loginBox;
    QLineEdit* m_login;
    QLineEdit* m_identity;
    QLineEdit* m_knownHosts;
    QLabel* m_problem;
    QPushButton* m_ok;
};

}  // namespace tb::ui
