#include "ui/cluster/ClusterDialog.h"

#include "ui/cluster/DialogFooter.h"

#include "core/session/SshTarget.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tb::ui {

ClusterDialog::ClusterDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("clusterDialog"));
    setWindowTitle(tr("Slurm cluster"));
    auto* layout = new QVBoxLayout(this);

    auto* loginBox = new QGroupBox(tr("Login node"), this);
    auto* loginForm = new QFormLayout(loginBox);
    m_name = new QLineEdit(loginBox);
    m_name->setPlaceholderText(tr("e.g. h100-east"));
    m_login = new QLineEdit(loginBox);
    m_login->setPlaceholderText(tr("[user@]host[:port] or a Host alias of ~/.ssh/config"));
    m_jump = new QLineEdit(loginBox);
    m_jump->setPlaceholderText(tr("ProxyJump [user@]host[:port], optional"));
    m_identity = new QLineEdit(loginBox);
    m_identity->setPlaceholderText(tr("key file, optional (the agent is tried first)"));
    m_knownHosts = new QLineEdit(loginBox);
    m_knownHosts->setPlaceholderText(tr("~/.ssh/known_hosts"));
    m_remoteDir = new QLineEdit(loginBox);
    m_remoteDir->setPlaceholderText(QStringLiteral("~/.cache/tierbench"));
    loginForm->addRow(tr("&Name:"), m_name);
    loginForm->addRow(tr("&Login:"), m_login);
    loginForm->addRow(tr("&Jump host:"), m_jump);
    loginForm->addRow(tr("&Key file:"), m_identity);
    loginForm->addRow(tr("Known &hosts:"), m_knownHosts);
    loginForm->addRow(tr("Remote &folder:"), m_remoteDir);
    layout->addWidget(loginBox);

    auto* jobBox = new QGroupBox(tr("Every job gets"), this);
    auto* jobForm = new QFormLayout(jobBox);
    m_partition = new QLineEdit(jobBox);
    m_partition->setPlaceholderText(tr("the cluster's default partition"));
    m_account = new QLineEdit(jobBox);
    m_qos = new QLineEdit(jobBox);
    m_reservation = new QLineEdit(jobBox);
    m_timeLimit = new QSpinBox(jobBox);
    m_timeLimit->setRange(1, 10080);
    m_timeLimit->setSuffix(tr(" min"));
    m_image = new QLineEdit(jobBox);
    m_image->setPlaceholderText(tr("Pyxis image for collectives, e.g. nvcr.io#nvidia/pytorch:24.01-py3; empty: none"));
    m_env = new QPlainTextEdit(jobBox);
    m_env->setObjectName(QStringLiteral("ncclEnv"));
    m_env->setPlaceholderText(tr("NCCL_SOCKET_IFNAME=eth0\nNCCL_IB_HCA=mlx5"));
    m_env->setFixedHeight(m_env->fontMetrics().lineSpacing() * 5);
    m_pending = new QSpinBox(jobBox);
    m_pending->setRange(0, 7 * 24 * 3600);
    m_pending->setSuffix(tr(" s"));
    m_pending->setSpecialValueText(tr("no limit"));
    m_silence = new QSpinBox(jobBox);
    m_silence->setRange(0, 7 * 24 * 3600);
    m_silence->setSuffix(tr(" s"));
    m_silence->setSpecialValueText(tr("no limit"));
    jobForm->addRow(tr("&Partition:"), m_partition);
    jobForm->addRow(tr("&Account:"), m_account);
    jobForm->addRow(tr("&QoS:"), m_qos);
    jobForm->addRow(tr("&Reservation:"), m_reservation);
    jobForm->addRow(tr("&Time limit:"), m_timeLimit);
    jobForm->addRow(tr("Container &image:"), m_image);
    jobForm->addRow(tr("NCCL &environment:"), m_env);
    jobForm->addRow(tr("Cancel when pending longer than:"), m_pending);
    jobForm->addRow(tr("Cancel when silent longer than:"), m_silence);
    layout->addWidget(jobBox);

    const auto footer = DialogFooter::addTo(this, layout, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_problem = footer.problem;
    m_ok = footer.buttons->button(QDialogButtonBox::Ok);
    for (QLineEdit* e : {m_name, m_login, m_jump, m_partition, m_account, m_qos, m_reservation, m_image}) {
        connect(e, &QLineEdit::textChanged, this, &ClusterDialog::validate);
    }
    connect(m_env, &QPlainTextEdit::textChanged, this, &ClusterDialog::validate);
    setCluster({});
}

void ClusterDialog::setCluster(const core::ClusterListing& c) {
    m_original = c;
    m_name->setText(c.login.name);
    m_login->setText(loginFieldText(c.login));
    m_jump->setText(c.login.jump);
    m_identity->setText(c.login.identityFile);
    m_knownHosts->setText(c.knownHostsFile);
    m_remoteDir->setText(c.login.remoteDir == QLatin1String("~/.cache/tierbench") ? QString() : c.login.remoteDir);
    m_partition->setText(c.cluster.partition);
    m_account->setText(c.cluster.account);
    m_qos->setText(c.cluster.qos);
    m_reservation->setText(c.cluster.reservation);
    m_timeLimit->setValue(c.cluster.timeLimitMin);
    m_image->setText(c.cluster.containerImage);
    QStringList env;
    for (const auto& e : c.cluster.ncclEnv) {
        env << e.first + u'=' + e.second;
    }
    m_env->setPlainText(env.join(u'\n'));
    m_pending->setValue(c.cluster.pendingLimitS);
    m_silence->setValue(c.cluster.silenceLimitS);
    setWindowTitle(c.cluster.id > 0 ? tr("Edit cluster %1").arg(c.login.name) : tr("Add a Slurm cluster"));
    validate();
}

QVector<QPair<QString, QString>> ClusterDialog::environment(QString* problem) const {
    QVector<QPair<QString, QString>> out;
    for (const QString& raw : m_env->toPlainText().split(u'\n')) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(u'#')) {
            continue;
        }
        const qsizetype eq = line.indexOf(u'=');
        if (eq <= 0) {
            if (problem && problem->isEmpty()) {
                *problem = tr("NCCL environment: \"%1\" is not NAME=VALUE").arg(line.left(60));
            }
            continue;
        }
        out.append({line.left(eq).trimmed(), line.mid(eq + 1)});
    }
    return out;
}

core::NodeRecord ClusterDialog::login() const {
    core::NodeRecord n = m_original.login;
    n.name = m_name->text().trimmed();
    if (auto t = core::SshTarget::parse(m_login->text().trimmed())) {
        n.host = t->host;
        n.port = t->port > 0 ? t->port : 22;
        n.userName = t->user;
    }
    if (n.name.isEmpty()) {
        n.name = n.host;
    }
    n.jump = m_jump->text().trimmed();
    n.identityFile = m_identity->text().trimmed();
    n.remoteDir =
        m_remoteDir->text().trimmed().isEmpty() ? QStringLiteral("~/.cache/tierbench") : m_remoteDir->text().trimmed();
    return n;
}

core::ClusterRecord ClusterDialog::cluster() const {
    core::ClusterRecord c = m_original.cluster;
    c.partition = m_partition->text().trimmed();
    c.account = m_account->text().trimmed();
    c.qos = m_qos->text().trimmed();
    c.reservation = m_reservation->text().trimmed();
    c.timeLimitMin = m_timeLimit->value();
    c.containerImage = m_image->text().trimmed();
    c.ncclEnv = environment(nullptr);
    c.pendingLimitS = m_pending->value();
    c.silenceLimitS = m_silence->value();
    return c;
}

QString ClusterDialog::knownHostsFile() const {
    return m_knownHosts->text().trimmed();
}

void ClusterDialog::showMessage(const QString& message) {
    m_problem->setText(message);
}

void ClusterDialog::validate() {
    QString problem;
    if (m_login->text().trimmed().isEmpty()) {
        problem = tr("Enter the login node.");
    } else if (auto t = core::SshTarget::parse(m_login->text().trimmed()); !t) {
        problem = t.error().message;
    }
    environment(&problem);
    if (problem.isEmpty()) {
        if (core::Status st = core::ClusterWorkflow::validateLogin(login()); !st) {
            problem = st.error().message;
        } else if (core::Status cst = core::ClusterWorkflow::validate(cluster()); !cst) {
            problem = cst.error().message;
        }
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}

}  // namespace tb::ui
