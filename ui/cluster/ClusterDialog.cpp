#include "ui/cluster/ClusterDialog.h"

#include "core/session/SshTarget.h"
#include "ui/cluster/DialogFooter.h"
#include "ui/cluster/KubectlTask.h"
#include "ui/common/FileDialog.h"
#include "ui/common/GuiContinuation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
QStringList lines(const QString& text) {
    QStringList out;
    for (const QString& raw : text.split(u'\n')) {
        const QString line = raw.trimmed();
        if (!line.isEmpty() && !line.startsWith(u'#')) {
            out << line;
        }
    }
    return out;
}
}  // namespace

ClusterDialog::ClusterDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("clusterDialog"));
    auto* layout = new QVBoxLayout(this);

    // Which scheduler, and the name both have.
    auto* top = new QFormLayout;
    m_scheduler = new QComboBox(this);
    m_scheduler->setObjectName(QStringLiteral("clusterScheduler"));
    m_scheduler->addItem(QStringLiteral("Slurm"), int(core::LauncherKind::Slurm));
    m_scheduler->addItem(QStringLiteral("Kubernetes"), int(core::LauncherKind::Kubernetes));
    m_scheduler->setToolTip(
        tr("Slurm: a login node and the partition its jobs go to. Kubernetes: a kubeconfig and "
           "context, and what every worker pod asks for. Fixed once the cluster is saved."));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("clusterName"));
    top->addRow(tr("Scheduler:"), m_scheduler);
    top->addRow(tr("&Name:"), m_name);
    layout->addLayout(top);

    // Kubernetes.
    m_kubePart = new QWidget(this);
    auto* kubeLayout = new QVBoxLayout(m_kubePart);
    kubeLayout->setContentsMargins(0, 0, 0, 0);
    auto* apiBox = new QGroupBox(tr("Kubernetes API"), m_kubePart);
    auto* apiForm = new QFormLayout(apiBox);
    m_kubeconfig = new QLineEdit(apiBox);
    m_kubeconfig->setObjectName(QStringLiteral("kubeconfig"));
    m_kubeconfig->setPlaceholderText(tr("~/.kube/config (only the path is saved, never the file)"));
    m_browse = new QPushButton(tr("B&rowse…"), apiBox);
    m_browse->setObjectName(QStringLiteral("browseButton"));
    auto* kubeconfigRow = new QHBoxLayout;
    kubeconfigRow->addWidget(m_kubeconfig, 1);
    kubeconfigRow->addWidget(m_browse);
    m_context = new QComboBox(apiBox);
    m_context->setObjectName(QStringLiteral("kubeContext"));
    m_context->setEditable(true);
    m_context->setInsertPolicy(QComboBox::NoInsert);
    m_context->lineEdit()->setPlaceholderText(tr("the kubeconfig's current context"));
    m_contextNote = new QLabel(apiBox);
    m_contextNote->setObjectName(QStringLiteral("contextNote"));
    m_contextNote->setWordWrap(true);
    m_ns = new QLineEdit(apiBox);
    m_ns->setObjectName(QStringLiteral("kubeNamespace"));
    m_ns->setPlaceholderText(QStringLiteral("default"));
    auto* kubeconfigLabel = new QLabel(tr("&Kubeconfig:"), apiBox);
    kubeconfigLabel->setBuddy(m_kubeconfig);  // a row holding a layout gets no buddy of its own
    apiForm->addRow(kubeconfigLabel, kubeconfigRow);
    apiForm->addRow(tr("&Context:"), m_context);
    apiForm->addRow(QString(), m_contextNote);
    apiForm->addRow(tr("Names&pace:"), m_ns);
    kubeLayout->addWidget(apiBox);

    auto* podBox = new QGroupBox(tr("Every worker pod gets"), m_kubePart);
    auto* podForm = new QFormLayout(podBox);
    m_podImage = new QLineEdit(podBox);
    m_podImage->setObjectName(QStringLiteral("kubeImage"));
    m_podImage->setPlaceholderText(tr("e.g. ghcr.io/example/nccl-tests:2.13 (with tb-node for the node audit)"));
    m_gpus = new QSpinBox(podBox);
    m_gpus->setObjectName(QStringLiteral("kubeGpus"));
    m_gpus->setRange(0, 64);
    m_rdmaResource = new QLineEdit(podBox);
    m_rdmaResource->setObjectName(QStringLiteral("kubeRdmaResource"));
    m_rdmaResource->setPlaceholderText(tr("an extended resource such as rdma/ib; empty: none"));
    m_rdma = new QSpinBox(podBox);
    m_rdma->setObjectName(QStringLiteral("kubeRdma"));
    m_rdma->setRange(0, 64);
    m_selector = new QPlainTextEdit(podBox);
    m_selector->setObjectName(QStringLiteral("kubeSelector"));
    m_selector->setPlaceholderText(tr("nvidia.com/gpu.product=NVIDIA-H100-80GB-HBM3"));
    m_selector->setFixedHeight(m_selector->fontMetrics().lineSpacing() * 3 + 12);
    m_selector->setTabChangesFocus(true);
    m_tolerations = new QPlainTextEdit(podBox);
    m_tolerations->setObjectName(QStringLiteral("kubeTolerations"));
    m_tolerations->setPlaceholderText(tr("nvidia.com/gpu:NoSchedule\ndedicated=gpu:NoExecute"));
    m_tolerations->setFixedHeight(m_tolerations->fontMetrics().lineSpacing() * 3 + 12);
    m_tolerations->setTabChangesFocus(true);
    podForm->addRow(tr("&Image:"), m_podImage);
    podForm->addRow(tr("&GPUs per worker:"), m_gpus);
    podForm->addRow(tr("RDMA reso&urce:"), m_rdmaResource);
    podForm->addRow(tr("RDMA &devices per worker:"), m_rdma);
    podForm->addRow(tr("Node &selector:"), m_selector);
    podForm->addRow(tr("&Tolerations:"), m_tolerations);
    kubeLayout->addWidget(podBox);

    m_viaLogin = new QCheckBox(tr("Reach the API t&hrough the login node (kubectl runs there)"), m_kubePart);
    m_viaLogin->setObjectName(QStringLiteral("kubeViaLogin"));
    kubeLayout->addWidget(m_viaLogin);
    m_kubeLoginBox = new QGroupBox(tr("Login node"), m_kubePart);
    auto* kubeLoginForm = new QFormLayout(m_kubeLoginBox);
    m_kubeLogin = new QLineEdit(m_kubeLoginBox);
    m_kubeLogin->setObjectName(QStringLiteral("kubeLogin"));
    m_kubeLogin->setPlaceholderText(tr("[user@]host[:port] or a Host alias of ~/.ssh/config"));
    m_kubeIdentity = new QLineEdit(m_kubeLoginBox);
    m_kubeIdentity->setPlaceholderText(tr("key file, optional (the agent is tried first)"));
    m_kubeKnownHosts = new QLineEdit(m_kubeLoginBox);
    m_kubeKnownHosts->setPlaceholderText(tr("~/.ssh/known_hosts"));
    kubeLoginForm->addRow(tr("L&ogin:"), m_kubeLogin);
    kubeLoginForm->addRow(tr("Ke&y file:"), m_kubeIdentity);
    kubeLoginForm->addRow(tr("Kno&wn hosts:"), m_kubeKnownHosts);
    kubeLayout->addWidget(m_kubeLoginBox);
    layout->addWidget(m_kubePart);

    // Slurm.
    m_slurmPart = new QWidget(this);
    auto* slurmLayout = new QVBoxLayout(m_slurmPart);
    slurmLayout->setContentsMargins(0, 0, 0, 0);
    auto* loginBox = new QGroupBox(tr("Login node"), m_slurmPart);
    auto* loginForm = new QFormLayout(loginBox);
    m_login = new QLineEdit(loginBox);
    m_login->setObjectName(QStringLiteral("loginField"));
    m_login->setPlaceholderText(tr("[user@]host[:port] or a Host alias of ~/.ssh/config"));
    m_jump = new QLineEdit(loginBox);
    m_jump->setPlaceholderText(tr("ProxyJump [user@]host[:port], optional"));
    m_identity = new QLineEdit(loginBox);
    m_identity->setObjectName(QStringLiteral("identityField"));
    m_identity->setPlaceholderText(tr("key file, optional (the agent is tried first)"));
    m_knownHosts = new QLineEdit(loginBox);
    m_knownHosts->setObjectName(QStringLiteral("knownHostsField"));
    m_knownHosts->setPlaceholderText(tr("~/.ssh/known_hosts"));
    m_remoteDir = new QLineEdit(loginBox);
    m_remoteDir->setPlaceholderText(QStringLiteral("~/.cache/tierbench"));
    loginForm->addRow(tr("&Login:"), m_login);
    loginForm->addRow(tr("&Jump host:"), m_jump);
    loginForm->addRow(tr("&Key file:"), m_identity);
    loginForm->addRow(tr("Known &hosts:"), m_knownHosts);
    loginForm->addRow(tr("Remote &folder:"), m_remoteDir);
    slurmLayout->addWidget(loginBox);

    auto* jobBox = new QGroupBox(tr("Every job gets"), m_slurmPart);
    auto* jobForm = new QFormLayout(jobBox);
    m_partition = new QLineEdit(jobBox);
    m_partition->setObjectName(QStringLiteral("partitionField"));
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
    slurmLayout->addWidget(jobBox);
    layout->addWidget(m_slurmPart);

    const auto footer = DialogFooter::addTo(this, layout, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_problem = footer.problem;
    m_ok = footer.buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(QStringLiteral("okButton"));
    // Top to bottom: the name, then the scheduler's first field (Slurm's login follows the hidden Kubernetes part).
    setTabOrder(m_scheduler, m_name);
    setTabOrder(m_name, m_kubeconfig);

    connect(m_scheduler, &QComboBox::currentIndexChanged, this, [this] {
        showScheduler();
        validate();
    });
    connect(m_browse, &QPushButton::clicked, this, [this] {
        FileDialog::openFile(this, tr("Choose a kubeconfig"),
                             m_kubeconfig->text().isEmpty() ? FileDialog::startFolder() : m_kubeconfig->text(),
                             tr("Kubeconfig files (*)"), this, [this](const QString& path) {
                                 m_kubeconfig->setText(path);
                                 readContexts();
                             });
    });
    connect(m_kubeconfig, &QLineEdit::editingFinished, this, &ClusterDialog::readContexts);
    connect(m_viaLogin, &QCheckBox::toggled, this, [this](bool on) {
        m_kubeLoginBox->setEnabled(on);
        validate();
        readContexts();
    });
    for (QLineEdit* e : {m_name, m_login, m_jump, m_partition, m_account, m_qos, m_reservation, m_image, m_kubeconfig,
                         m_ns, m_podImage, m_rdmaResource, m_kubeLogin, m_kubeIdentity}) {
        connect(e, &QLineEdit::textChanged, this, &ClusterDialog::validate);
    }
    connect(m_env, &QPlainTextEdit::textChanged, this, &ClusterDialog::validate);
    connect(m_context, &QComboBox::currentTextChanged, this, &ClusterDialog::validate);
    connect(m_gpus, &QSpinBox::valueChanged, this, &ClusterDialog::validate);
    connect(m_rdma, &QSpinBox::valueChanged, this, &ClusterDialog::validate);
    connect(m_selector, &QPlainTextEdit::textChanged, this, &ClusterDialog::validate);
    connect(m_tolerations, &QPlainTextEdit::textChanged, this, &ClusterDialog::validate);
    setCluster({});
}

bool ClusterDialog::isKube() const {
    return scheduler() == core::LauncherKind::Kubernetes;
}

core::LauncherKind ClusterDialog::scheduler() const {
    return core::LauncherKind(m_scheduler->currentData().toInt());
}

void ClusterDialog::showScheduler() {
    const bool kube = isKube();
    const bool editing = m_original.cluster.id > 0;
    m_kubePart->setVisible(kube);
    m_slurmPart->setVisible(!kube);
    m_name->setPlaceholderText(kube ? tr("e.g. h100-k8s") : tr("e.g. h100-east"));
    if (editing) {
        setWindowTitle(kube ? tr("Edit Kubernetes cluster %1").arg(m_original.login.name)
                            : tr("Edit cluster %1").arg(m_original.login.name));
    } else {
        setWindowTitle(kube ? tr("Add a Kubernetes cluster") : tr("Add a Slurm cluster"));
    }
    adjustSize();
}

void ClusterDialog::setCluster(const core::ClusterListing& c, const core::KubeSettings& k) {
    m_original = c;
    m_originalKube = k;
    const bool kube = c.cluster.scheduler == core::LauncherKind::Kubernetes;
    {
        const QSignalBlocker block(m_scheduler);
        m_scheduler->setCurrentIndex(m_scheduler->findData(int(c.cluster.scheduler)));
    }
    m_scheduler->setEnabled(c.cluster.id <= 0);  // a saved cluster keeps its scheduler
    m_name->setText(c.login.name);
    // Slurm's fields.
    m_login->setText(kube ? QString() : loginFieldText(c.login));
    m_jump->setText(c.login.jump);
    m_identity->setText(c.login.identityFile);
    m_knownHosts->setText(c.knownHostsFile);
    m_remoteDir->setText(c.login.remoteDir == QLatin1String("~/.cache/tierbench") ? QString() : c.login.remoteDir);
    m_partition->setText(c.cluster.partition);
    m_account->setText(c.cluster.account);
    m_qos->setText(c.cluster.qos);
    m_reservation->setText(c.cluster.reservation);
    m_timeLimit->setValue(c.cluster.timeLimitMin);
    m_image->setText(kube ? QString() : c.cluster.containerImage);
    QStringList env;
    for (const auto& e : c.cluster.ncclEnv) {
        env << e.first + u'=' + e.second;
    }
    m_env->setPlainText(env.join(u'\n'));
    m_pending->setValue(c.cluster.pendingLimitS);
    m_silence->setValue(c.cluster.silenceLimitS);
    // Kubernetes' fields.
    m_kubeconfig->setText(k.kubeconfigPath);
    m_context->clear();
    m_context->setEditText(k.context);
    m_ns->setText(k.ns == QLatin1String("default") ? QString() : k.ns);
    m_podImage->setText(kube ? c.cluster.containerImage : QString());
    m_gpus->setValue(k.gpusPerWorker);
    m_rdmaResource->setText(k.rdmaResource);
    m_rdma->setValue(k.rdmaPerWorker);
    QStringList selector;
    for (auto it = k.nodeSelector.begin(); it != k.nodeSelector.end(); ++it) {
        selector << it.key() + u'=' + it.value().toString();
    }
    m_selector->setPlainText(selector.join(u'\n'));
    m_tolerations->setPlainText(tolerationsText(k.tolerations));
    m_viaLogin->setChecked(kube && k.viaLogin);
    m_kubeLoginBox->setEnabled(kube && k.viaLogin);
    m_kubeLogin->setText(kube && k.viaLogin ? loginFieldText(c.login) : QString());
    m_kubeIdentity->setText(kube ? c.login.identityFile : QString());
    m_kubeKnownHosts->setText(kube ? c.knownHostsFile : QString());
    showScheduler();
    validate();
    if (kube && !k.kubeconfigPath.isEmpty()) {
        readContexts();
    }
}

void ClusterDialog::readContexts() {
    const quint64 generation = ++m_contextGeneration;
    const QString path = m_kubeconfig->text().trimmed();
    if (m_viaLogin->isChecked()) {
        m_contextNote->setText(
            tr("The kubeconfig lies on the login node: type the context, or leave it empty for "
               "its current one."));
        return;
    }
    if (path.isEmpty() || !QFileInfo(path).isFile()) {
        m_contextNote->setText(path.isEmpty() ? QString() : tr("There is no file %1 on this machine.").arg(path));
        return;
    }
    m_contextNote->setText(tr("Reading the contexts of %1 with kubectl…").arg(QFileInfo(path).fileName()));
    core::KubeTarget target;
    target.kubeconfig = path;
    runLocalKubectl(target, [](core::Kubectl& k) {
        return k.run(
            {QStringLiteral("config"), QStringLiteral("get-contexts"), QStringLiteral("-o"), QStringLiteral("name")},
            {}, 20, false);
    }) | ui::whileAlive(this, [this, generation](const core::Result<core::KubectlReply>& reply) {
        if (generation != m_contextGeneration) {
            return;  // another file was chosen meanwhile
        }
        if (!reply || reply->exitCode != 0) {
            m_contextNote->setText(
                tr("kubectl could not read the contexts: %1")
                    .arg(reply ? QString::fromUtf8(reply->err.trimmed().left(300)) : reply.error().message));
            emit contextsRead({});
            return;
        }
        QStringList contexts;
        for (const QByteArray& line : reply->out.split('\n')) {
            const QString name = QString::fromUtf8(line.trimmed()).left(253);
            if (!name.isEmpty() && contexts.size() < 500) {
                contexts << name;
            }
        }
        const QString typed = m_context->currentText();
        {
            const QSignalBlocker block(m_context);
            m_context->clear();
            m_context->addItems(contexts);
            m_context->setEditText(typed.isEmpty() && !contexts.isEmpty() ? contexts.first() : typed);
        }
        m_contextNote->setText(tr("%n context(s) in the kubeconfig.", nullptr, int(contexts.size())));
        validate();
        emit contextsRead(contexts);
    });
}

QJsonObject ClusterDialog::parseSelector(const QString& text, QString* problem) {
    QJsonObject out;
    for (const QString& line : lines(text)) {
        const qsizetype eq = line.indexOf(u'=');
        if (eq <= 0) {
            if (problem && problem->isEmpty()) {
                *problem = tr("Node selector: \"%1\" is not label=value").arg(line.left(60));
            }
            continue;
        }
        out.insert(line.left(eq).trimmed(), line.mid(eq + 1).trimmed());
    }
    return out;
}

QJsonArray ClusterDialog::parseTolerations(const QString& text, QString* problem) {
    QJsonArray out;
    for (const QString& line : lines(text)) {
        // KEY[=VALUE]:EFFECT, as `cluster kube-add --toleration` takes it; the key may hold '/' but no ':'.
        const QString keyValue = line.section(u':', 0, 0).trimmed();
        const QString effect = line.section(u':', 1).trimmed();
        const QString key = keyValue.section(u'=', 0, 0).trimmed();
        if (key.isEmpty()) {
            if (problem && problem->isEmpty()) {
                *problem = tr("Tolerations: \"%1\" is not KEY[=VALUE]:EFFECT").arg(line.left(60));
            }
            continue;
        }
        QJsonObject o{{QStringLiteral("key"), key}};
        if (keyValue.contains(u'=')) {
            o.insert(QStringLiteral("operator"), QStringLiteral("Equal"));
            o.insert(QStringLiteral("value"), keyValue.section(u'=', 1).trimmed());
        } else {
            o.insert(QStringLiteral("operator"), QStringLiteral("Exists"));
        }
        if (!effect.isEmpty()) {
            o.insert(QStringLiteral("effect"), effect);
        }
        out.append(o);
    }
    return out;
}

QString ClusterDialog::tolerationsText(const QJsonArray& tolerations) {
    QStringList out;
    for (const QJsonValue& v : tolerations) {
        const QJsonObject o = v.toObject();
        QString line = o.value(QStringLiteral("key")).toString();
        if (o.value(QStringLiteral("operator")).toString() != QLatin1String("Exists")) {
            line += u'=' + o.value(QStringLiteral("value")).toString();
        }
        if (const QString effect = o.value(QStringLiteral("effect")).toString(); !effect.isEmpty()) {
            line += u':' + effect;
        }
        out << line;
    }
    return out.join(u'\n');
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
    if (isKube()) {
        // kubectl runs here unless the login node is named (as `cluster kube-add` records it).
        n.host = QStringLiteral("localhost");
        n.port = 22;
        n.userName.clear();
        if (m_viaLogin->isChecked()) {
            if (auto t = core::SshTarget::parse(m_kubeLogin->text().trimmed())) {
                n.host = t->host;
                n.port = t->port > 0 ? t->port : 22;
                n.userName = t->user;
            }
        }
        n.identityFile = m_viaLogin->isChecked() ? m_kubeIdentity->text().trimmed() : QString();
        return n;
    }
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
    c.scheduler = scheduler();
    if (isKube()) {
        c.containerImage = m_podImage->text().trimmed();
        return c;
    }
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

core::KubeSettings ClusterDialog::kube() const {
    core::KubeSettings k = m_originalKube;
    k.kubeconfigPath = m_kubeconfig->text().trimmed();
    k.context = m_context->currentText().trimmed();
    k.ns = m_ns->text().trimmed().isEmpty() ? QStringLiteral("default") : m_ns->text().trimmed();
    k.viaLogin = m_viaLogin->isChecked();
    k.gpusPerWorker = m_gpus->value();
    k.rdmaResource = m_rdmaResource->text().trimmed();
    k.rdmaPerWorker = m_rdma->value();
    k.nodeSelector = parseSelector(m_selector->toPlainText(), nullptr);
    k.tolerations = parseTolerations(m_tolerations->toPlainText(), nullptr);
    return k;
}

QString ClusterDialog::knownHostsFile() const {
    if (isKube()) {
        return m_viaLogin->isChecked() ? m_kubeKnownHosts->text().trimmed() : QString();
    }
    return m_knownHosts->text().trimmed();
}

void ClusterDialog::showMessage(const QString& message) {
    m_problem->setText(message);
}

void ClusterDialog::validateSlurm(QString* problem) const {
    if (m_login->text().trimmed().isEmpty()) {
        *problem = tr("Enter the login node.");
    } else if (auto t = core::SshTarget::parse(m_login->text().trimmed()); !t) {
        *problem = t.error().message;
    }
    environment(problem);
    if (problem->isEmpty()) {
        if (core::Status st = core::ClusterWorkflow::validateLogin(login()); !st) {
            *problem = st.error().message;
        } else if (core::Status cst = core::ClusterWorkflow::validate(cluster()); !cst) {
            *problem = cst.error().message;
        }
    }
}

void ClusterDialog::validateKube(QString* problem) const {
    if (m_name->text().trimmed().isEmpty()) {
        *problem = tr("Enter a name for the cluster.");
    } else if (m_kubeconfig->text().trimmed().isEmpty()) {
        *problem = tr("Choose the kubeconfig file.");
    } else if (m_viaLogin->isChecked() && m_kubeLogin->text().trimmed().isEmpty()) {
        *problem = tr("Enter the login node kubectl runs on.");
    } else if (m_viaLogin->isChecked()) {
        if (auto t = core::SshTarget::parse(m_kubeLogin->text().trimmed()); !t) {
            *problem = t.error().message;
        }
    }
    if (problem->isEmpty() && m_rdma->value() > 0 && m_rdmaResource->text().trimmed().isEmpty()) {
        *problem = tr("RDMA devices per worker need the RDMA resource's name.");
    }
    if (problem->isEmpty()) {
        parseSelector(m_selector->toPlainText(), problem);
    }
    if (problem->isEmpty()) {
        parseTolerations(m_tolerations->toPlainText(), problem);
    }
    if (problem->isEmpty()) {
        if (core::Status st = core::KubeClusterWorkflow::validate(kube()); !st) {
            *problem = st.error().message;
        } else if (core::Status lst = core::ClusterWorkflow::validateLogin(login()); !lst) {
            *problem = lst.error().message;
        }
    }
}

void ClusterDialog::validate() {
    QString problem;
    if (isKube()) {
        validateKube(&problem);
    } else {
        validateSlurm(&problem);
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}

}  // namespace tb::ui
