#include "ui/cluster/KubeRunDialog.h"

#include "ui/cluster/DialogFooter.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
constexpr int kAuto = -1;
}

QString KubeRunDialog::formName(core::KubeJobForm form) {
    if (form == core::KubeJobForm::MpiJob) {
        return tr("MPIJob (MPI operator)");
    }
    if (form == core::KubeJobForm::JobSet) {
        return tr("JobSet with a headless Service");
    }
    return tr("indexed Job with a headless Service");
}

QString KubeRunDialog::gangName(const core::KubeGang& gang) {
    switch (gang.kind) {
        case core::KubeGang::Kind::Kueue:
            return tr("Kueue, queue %1").arg(gang.queue);
        case core::KubeGang::Kind::Volcano:
            return tr("Volcano PodGroup");
        case core::KubeGang::Kind::None:
            break;
    }
    return tr("none");
}

KubeRunDialog::KubeRunDialog(const core::KubeClusterWorkflow::Listing& cluster,
                             std::optional<core::KubeJobForm> detected, QWidget* parent,
                             std::optional<core::KubeGang> detectedGang)
    : QDialog(parent), m_cluster(cluster), m_detected(detected), m_detectedGang(std::move(detectedGang)) {
    setObjectName(QStringLiteral("kubeRunDialog"));
    setWindowTitle(tr("Run a collective on %1").arg(cluster.cluster.login.name));
    // Fixed now, so that the manifest shown is the one submitted (as `cluster kube-run` names them).
    const QString stamp = QString::number(QDateTime::currentMSecsSinceEpoch() % 100000000);
    m_runLabel = QStringLiteral("c%1-%2").arg(cluster.cluster.cluster.id).arg(stamp);
    m_name = QStringLiteral("tb-") + stamp;

    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_workers = new QSpinBox(this);
    m_workers->setObjectName(QStringLiteral("kubeWorkers"));
    m_workers->setRange(1, 1024);
    m_workers->setValue(2);
    m_form = new QComboBox(this);
    m_form->setObjectName(QStringLiteral("kubeForm"));
    m_form->addItem(detected ? tr("Automatic: %1").arg(formName(*detected))
                             : tr("Automatic (the cluster's CRDs could not be read: indexed Job)"),
                    kAuto);
    m_form->addItem(formName(core::KubeJobForm::MpiJob), int(core::KubeJobForm::MpiJob));
    m_form->addItem(formName(core::KubeJobForm::JobSet), int(core::KubeJobForm::JobSet));
    m_form->addItem(formName(core::KubeJobForm::IndexedJob), int(core::KubeJobForm::IndexedJob));
    m_gang = new QComboBox(this);
    m_gang->setObjectName(QStringLiteral("kubeGang"));
    m_gang->addItem(m_detectedGang ? tr("Automatic: %1").arg(gangName(*m_detectedGang))
                                   : tr("Automatic (the cluster could not be asked: none)"),
                    kAuto);
    m_gang->addItem(tr("Kueue queue"), int(core::KubeGang::Kind::Kueue));
    m_gang->addItem(tr("Volcano PodGroup"), int(core::KubeGang::Kind::Volcano));
    m_gang->addItem(tr("None (pods scheduled one by one)"), int(core::KubeGang::Kind::None));
    m_queue = new QLineEdit(this);
    m_queue->setObjectName(QStringLiteral("kubeQueue"));
    m_queue->setText(m_detectedGang && m_detectedGang->kind == core::KubeGang::Kind::Kueue ? m_detectedGang->queue
                                                                                           : QStringLiteral("default"));
    m_queue->setToolTip(tr("The LocalQueue in the cluster's namespace the job is submitted to"));
    m_queue->setEnabled(false);
    m_image = new QLineEdit(cluster.cluster.cluster.containerImage, this);
    m_image->setObjectName(QStringLiteral("kubeRunImage"));
    m_command = new QLineEdit(QStringLiteral("all_reduce_perf -b 8 -e 8G -f 2 -g 1"), this);
    m_command->setObjectName(QStringLiteral("kubeCommand"));
    m_command->setToolTip(
        tr("The argv of each rank, split like a shell would (quotes group words); an MPIJob starts "
           "it with mpirun"));
    form->addRow(tr("&Workers:"), m_workers);
    form->addRow(tr("&Form:"), m_form);
    form->addRow(tr("&Gang scheduling:"), m_gang);
    form->addRow(tr("&Queue:"), m_queue);
    form->addRow(tr("&Image:"), m_image);
    form->addRow(tr("C&ommand:"), m_command);
    const core::KubeSettings& k = cluster.kube;
    auto* each =
        new QLabel(tr("Each worker: %n GPU(s), %1 × %2, namespace %3, label tierbench.run=%4", nullptr, k.gpusPerWorker)
                       .arg(k.rdmaPerWorker)
                       .arg(k.rdmaResource.isEmpty() ? tr("no RDMA resource") : k.rdmaResource, k.ns, m_runLabel),
                   this);
    each->setWordWrap(true);
    form->addRow(QString(), each);
    layout->addLayout(form);
    auto* manifestLabel = new QLabel(tr("&Manifest (what kubectl create will be given):"), this);
    m_manifest = new QPlainTextEdit(this);
    m_manifest->setObjectName(QStringLiteral("manifestPreview"));
    m_manifest->setReadOnly(true);
    m_manifest->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_manifest->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    manifestLabel->setBuddy(m_manifest);
    layout->addWidget(manifestLabel);
    layout->addWidget(m_manifest, 1);
    const auto footer = DialogFooter::addTo(this, layout, QDialogButtonBox::Cancel);
    m_problem = footer.problem;
    m_submit = footer.buttons->addButton(tr("&Submit"), QDialogButtonBox::AcceptRole);
    m_submit->setObjectName(QStringLiteral("submitKubeRun"));
    connect(m_workers, &QSpinBox::valueChanged, this, &KubeRunDialog::updatePreview);
    connect(m_form, &QComboBox::currentIndexChanged, this, &KubeRunDialog::updatePreview);
    connect(m_gang, &QComboBox::currentIndexChanged, this, [this] {
        m_queue->setEnabled(m_gang->currentData().toInt() == int(core::KubeGang::Kind::Kueue));
        updatePreview();
    });
    connect(m_queue, &QLineEdit::textChanged, this, &KubeRunDialog::updatePreview);
    connect(m_image, &QLineEdit::textChanged, this, &KubeRunDialog::updatePreview);
    connect(m_command, &QLineEdit::textChanged, this, &KubeRunDialog::updatePreview);
    setTabOrder(m_workers, m_form);
    setTabOrder(m_form, m_gang);
    setTabOrder(m_gang, m_queue);
    setTabOrder(m_queue, m_image);
    setTabOrder(m_image, m_command);
    setTabOrder(m_command, m_manifest);
    setTabOrder(m_manifest, m_submit);
    resize(760, 640);
    updatePreview();
}

core::KubeJobForm KubeRunDialog::form() const {
    const int chosen = m_form->currentData().toInt();
    if (chosen == kAuto) {
        return m_detected.value_or(core::KubeJobForm::IndexedJob);
    }
    return core::KubeJobForm(chosen);
}

core::Result<core::KubeGang> KubeRunDialog::gang() const {
    const int chosen = m_gang->currentData().toInt();
    if (chosen == kAuto) {
        return m_detectedGang.value_or(core::KubeGang{});
    }
    switch (core::KubeGang::Kind(chosen)) {
        case core::KubeGang::Kind::Kueue:
            // The same check as `--gang kueue:QUEUE`.
            return core::KubeGang::fromKey(QStringLiteral("kueue:") + m_queue->text().trimmed());
        case core::KubeGang::Kind::Volcano:
            return core::KubeGang{core::KubeGang::Kind::Volcano, {}};
        case core::KubeGang::Kind::None:
            break;
    }
    return core::KubeGang{};
}

core::KubeCollectiveSpec KubeRunDialog::spec() const {
    core::KubeCollectiveSpec s;
    s.runLabel = m_runLabel;
    s.name = m_name;
    s.image = m_image->text().trimmed();
    s.workers = m_workers->value();
    s.settings = m_cluster.kube;
    s.command = QProcess::splitCommand(m_command->text());
    s.environment = m_cluster.cluster.cluster.ncclEnv;
    s.gang = gang().valueOr(core::KubeGang{});
    return s;
}

QString KubeRunDialog::manifestText() const {
    return m_submit->isEnabled() ? m_manifest->toPlainText() : QString();
}

void KubeRunDialog::updatePreview() {
    const auto chosenGang = gang();
    auto objects =
        chosenGang ? core::KubeManifests::collective(spec(), form()) : core::Result<QJsonArray>(chosenGang.error());
    if (!objects) {
        m_manifest->setPlainText(QString());
        m_problem->setText(objects.error().message);
        m_problem->setVisible(true);
        m_submit->setEnabled(false);
        return;
    }
    m_manifest->setPlainText(
        QString::fromUtf8(QJsonDocument(core::KubeManifests::list(*objects)).toJson(QJsonDocument::Indented)));
    m_problem->clear();
    m_problem->setVisible(false);
    m_submit->setEnabled(true);
}

}  // namespace tb::ui
