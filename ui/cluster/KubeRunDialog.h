#pragma once

#include "core/launch/kube/KubeManifests.h"
#include "core/usecase/KubeClusterWorkflow.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace tb::ui {

// Before a collective runs on a Kubernetes cluster: how many workers, which form (auto: what the cluster serves,
// detected by the caller before the dialog opens; or MPIJob / JobSet / indexed Job forced), the gang scheduling
// (automatic: what the caller detected; or a Kueue queue, Volcano, none: `--gang`), the image and the command of
// each rank. The manifest is shown as it changes, read-only: it is exactly the List `kubectl create` will be given
// (the run's label and job name are fixed when the dialog opens, so the preview and the submission are the same
// objects), and Submit stays disabled while the values make no manifest.
//
// Thread contract: GUI thread only; nothing here talks to the cluster.
class KubeRunDialog : public QDialog {
    Q_OBJECT

public:
    // detected: the form the cluster can run (KubeLauncher::detectForm); nullopt when it could not be told.
    // detectedGang: the gang scheduler found on it (KubeLauncher::detectGang); nullopt when it could not be told.
    KubeRunDialog(const core::KubeClusterWorkflow::Listing& cluster, std::optional<core::KubeJobForm> detected,
                  QWidget* parent = nullptr, std::optional<core::KubeGang> detectedGang = std::nullopt);

    core::KubeCollectiveSpec spec() const;
    core::KubeJobForm form() const;
    // The gang scheduling chosen (automatic: the detected one, none when it could not be told); an error when
    // the Kueue queue is no DNS label.
    core::Result<core::KubeGang> gang() const;
    static QString gangName(const core::KubeGang& gang);
    // The manifest as shown (indented JSON of the v1 List); empty while the values make none.
    QString manifestText() const;
    static QString formName(core::KubeJobForm form);

private:
    void updatePreview();

    core::KubeClusterWorkflow::Listing m_cluster;
    std::optional<core::KubeJobForm> m_detected;
    std::optional<core::KubeGang> m_detectedGang;
    QString m_runLabel, m_name;
    QSpinBox* m_workers;
    QComboBox* m_form;
    QComboBox* m_gang;
    QLineEdit* m_queue;
    QLineEdit* m_image;
    QLineEdit* m_command;
    QPlainTextEdit* m_manifest;
    QLabel* m_problem;
    QPushButton* m_submit;
};

}  // namespace tb::ui
