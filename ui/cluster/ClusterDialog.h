#pragma once

#include "core/usecase/ClusterWorkflow.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace tb::ui {

// Adds or edits a Slurm cluster: its login node ([user@]host[:port], jump host, key file, known_hosts file, remote
// folder) and the defaults every job gets (partition, account, QoS, reservation, time limit, container image, the
// NCCL environment as NAME=VALUE lines, how long a job may pend or stay silent). Checked as it is typed, with the
// rules the jobs apply (ClusterWorkflow::validate): OK stays disabled and the problem is named until it passes.
class ClusterDialog : public QDialog {
    Q_OBJECT

public:
    explicit ClusterDialog(QWidget* parent = nullptr);

    void setCluster(const core::ClusterListing& cluster);
    // The values as entered, on top of those given to setCluster.
    core::NodeRecord login() const;
    core::ClusterRecord cluster() const;
    QString knownHostsFile() const;
    // A line where problems show, until a field is edited (why the dialog came back after a refused save).
    void showMessage(const QString& message);

    QLineEdit* nameField() const { return m_name; }
    QLineEdit* loginField() const { return m_login; }
    QLineEdit* identityField() const { return m_identity; }
    QLineEdit* knownHostsField() const { return m_knownHosts; }
    QLineEdit* partitionField() const { return m_partition; }
    QLineEdit* imageField() const { return m_image; }
    QPlainTextEdit* envField() const { return m_env; }
    QSpinBox* pendingField() const { return m_pending; }
    QLabel* problemLabel() const { return m_problem; }
    QPushButton* okButton() const { return m_ok; }

private:
    void validate();
    QVector<QPair<QString, QString>> environment(QString* problem) const;

    core::ClusterListing m_original;
    QLineEdit* m_name;
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
    QLabel* m_problem;
    QPushButton* m_ok;
};

}  // namespace tb::ui
