#include "ui/cluster/KubeClusterDialog.h"

#include "ui/common/GuiContinuation.h"
#include "ui/cluster/DialogFooter.h"

#include "core/session/SshTarget.h"
#include "ui/common/FileDialog.h"
#include "ui/cluster/KubectlTask.h"

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

KubeClusterDialog::KubeClusterDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("kubeClusterDialog"));
    auto* layout = new QVBoxLayout(this);

    auto* apiBox = new QGroupBox(tr("Kubernetes API"), this);
    auto* apiForm = new QFormLayout(apiBox);
    m_name = new QLineEdit(apiBox);
    m_name->setObjectName(QStringLiteral("kubeName"));
    m_name->setPlaceholderText(tr("e.g. h100-k8s"));
    m_kubeconfig = new QLineEdit(apiBox);
    m_kubeconfig->setObjectName(QStringLiteral("kubeconfig"));
    m_kubeconfig->setPlaceholderText(tr("~/.kube/config (only the path is saved, never the file)"));
    m_browse = new QPushButton(tr("B&rowse…"), apiBox);
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
    apiForm->addRow(tr("&Name:"), m_name);
    auto* kubeconfigLabel = new QLabel(tr("&Kubeconfig:"), apiBox);
    kubeconfigLabel->setBuddy(m_kubeconfig);  // a row holding a layout gets no buddy of its own
    apiForm->addRow(kubeconfigLabel, kubeconfigRow);
    apiForm->addRow(tr("&Context:"), m_context);
    apiForm->addRow(QString(), m_contextNote);
    apiForm->addRow(tr("Names&pace:"), m_ns);
    layout->addWidget(apiBox);

    auto* podBox = new QGroupBox(tr("Every worker pod gets"), this);
    auto* podForm = new QFormLayout(podBox);
    m_image = new QLineEdit(podBox);
    m_image->setObjectName(QStringLiteral("kubeImage"));
    m_image->setPlaceholderText(tr("e.g. ghcr.io/example/nccl-tests:2.13 (with tb-node for the node audit)"));
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
    podForm->addRow(tr("&Image:"), m_image);
    podForm->addRow(tr("&GPUs per worker:"), m_gpus);
    podForm->addRow(tr("RDMA reso&urce:"), m_rdmaResource);
    podForm->addRow(tr("RDMA &devices per worker:"), m_rdma);
    podForm->addRow(tr("Node &selector:"), m_selector);
    podForm->addRow(tr("&Tolerations:"), m_tolerations);
    layout->addWidget(podBox);

    m_viaLogin = new QCheckBox(tr("Reach the API t&hrough the login node (kubectl runs there)"), this);
    m_viaLogin->setObjectName(QStringLiteral("kubeViaLogin"));
    layout->addWidget(m_viaLogin);
    m_loginBox = new QGroupBox(tr("Login node"), this);
    auto* loginForm = new QFormLayout(m_loginBox);
    m_login = new QLineEdit(m_loginBox);
    m_login->setObjectName(QStringLiteral("kubeLogin"));
    m_login->setPlaceholderText(tr("[user@]host[:port] or a Host alias of ~/.ssh/config"));
    m_identity = new QLineEdit(m_loginBox);
    m_identity->setPlaceholderText(tr("key file, optional (the agent is tried first)"));
    m_knownHosts = new QLineEdit(m_loginBox);
    m_knownHosts->setPlaceholderText(tr("~/.ssh/known_hosts"));
    loginForm->addRow(tr("L&ogin:"), m_login);
    loginForm->addRow(tr("Ke&y file:"), m_identity);
    loginForm->addRow(tr("Kno&wn hosts:"), m_knownHosts);
    layout->addWidget(m_loginBox);

    const auto footer = DialogFooter::addTo(this, layout, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_problem = footer.problem;
    m_ok = footer.buttons->button(QDialogButtonBox::Ok);

    connect(m_browse, &QPushButton::clicked, this, [this] {
        FileDialog::openFile(this, tr("Choose a kubeconfig"),
                             m_kubeconfig->text().isEmpty() ? FileDialog::startFolder() : m_kubeconfig->text(),
                             tr("Kubeconfig files (*)"), this, [this](const QString& path) {
                                 m_kubeconfig->setText(path);
                                 readContexts();
                             });
    });
    connect(m_kubeconfig, &QLineEdit::editingFinished, this, &KubeClusterDialog::readContexts);
    connect(m_viaLogin, &QCheckBox::toggled, this, [this](bool on) {
        m_loginBox->setEnabled(on);
        validate();
        readContexts();
    });
    for (QLineEdit* e : {m_name, m_kubeconfig, m_ns, m_image, m_rdmaResource, m_login, m_identity}) {
        connect(e, &QLineEdit::textChanged, this, &KubeClusterDialog::validate);
    }
    connect(m_context, &QComboBox::currentTextChanged, this, &KubeClusterDialog::validate);
    connect(m_gpus, &QSpinBox::valueChanged, this, &KubeClusterDialog::validate);
    connect(m_rdma, &QSpinBox::valueChanged, this, &KubeClusterDialog::validate);
    connect(m_selector, &QPlainTextEdit::textChanged, this, &KubeClusterDialog::validate);
    connect(m_tolerations, &QPlainTextEdit::textChanged, this, &KubeClusterDialog::validate);
    setCluster({});
}

void KubeClusterDialog::setCluster(const core::KubeClusterWorkflow::Listing& l) {
    m_original = l;
    const bool editing = l.cluster.cluster.id > 0;
    m_name->setText(l.cluster.login.name);
    m_kubeconfig->setText(l.kube.kubeconfigPath);
    m_context->clear();
    m_context->setEditText(l.kube.context);
    m_ns->setText(l.kube.ns == QLatin1String("default") ? QString() : l.kube.ns);
    m_image->setText(l.cluster.cluster.containerImage);
    m_gpus->setValue(l.kube.gpusPerWorker);
    m_rdmaResource->setText(l.kube.rdmaResource);
    m_rdma->setValue(l.kube.rdmaPerWorker);
    QStringList selector;
    for (auto it = l.kube.nodeSelector.begin(); it != l.kube.nodeSelector.end(); ++it) {
        selector << it.key() + u'=' + it.value().toString();
    }
    m_selector->setPlainText(selector.join(u'\n'));
    m_tolerations->setPlainText(tolerationsText(l.kube.tolerations));
    m_viaLogin->setChecked(l.kube.viaLogin);
    m_loginBox->setEnabled(l.kube.viaLogin);
    m_login->setText(l.kube.viaLogin ? loginFieldText(l.cluster.login) : QString());
    m_identity->setText(l.cluster.login.identityFile);
    m_knownHosts->setText(l.cluster.knownHostsFile);
    setWindowTitle(editing ? tr("Edit Kubernetes cluster %1").arg(l.cluster.login.name)
                           : tr("Add a Kubernetes cluster"));
    validate();
    if (!l.kube.kubeconfigPath.isEmpty()) {
        readContexts();
    }
}

void KubeClusterDialog::readContexts() {
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

QJsonObject KubeClusterDialog::parseSelector(const QString& text, QString* problem) {
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

QJsonArray KubeClusterDialog::parseTolerations(const QString& text, QString* problem) {
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

QString KubeClusterDialog::tolerationsText(const QJsonArray& tolerations) {
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

core::NodeRecord KubeClusterDialog::login() const {
    core::NodeRecord n = m_original.cluster.login;
    n.name = m_name->text().trimmed();
    // kubectl runs here unless the login node is named (as `cluster kube-add` records it).
    n.host = QStringLiteral("localhost");
    n.port = 22;
    n.userName.clear();
    if (m_viaLogin->isChecked()) {
        if (auto t = core::SshTarget::parse(m_login->text().trimmed())) {
            n.host = t->host;
            n.port = t->port > 0 ? t->port : 22;
            n.userName = t->user;
        }
    }
    n.identityFile = m_viaLogin->isChecked() ? m_identity->text().trimmed() : QString();
    return n;
}

core::ClusterRecord KubeClusterDialog::cluster() const {
    core::ClusterRecord c = m_original.cluster.cluster;
    c.scheduler = core::LauncherKind::Kubernetes;
    c.containerImage = m_image->text().trimmed();
    return c;
}

core::KubeSettings KubeClusterDialog::kube() const {
    core::KubeSettings k = m_original.kube;
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

QString KubeClusterDialog::knownHostsFile() const {
    return m_viaLogin->isChecked() ? m_knownHosts->text().trimmed() : QString();
}

void KubeClusterDialog::validate() {
    QString problem;
    if (m_name->text().trimmed().isEmpty()) {
        problem = tr("Enter a name for the cluster.");
    } else if (m_kubeconfig->text().trimmed().isEmpty()) {
        problem = tr("Choose the kubeconfig file.");
    } else if (m_viaLogin->isChecked() && m_login->text().trimmed().isEmpty()) {
        problem = tr("Enter the login node kubectl runs on.");
    } else if (m_viaLogin->isChecked()) {
        if (auto t = core::SshTarget::parse(m_login->text().trimmed()); !t) {
            problem = t.error().message;
        }
    }
    if (problem.isEmpty() && m_rdma->value() > 0 && m_rdmaResource->text().trimmed().isEmpty()) {
        problem = tr("RDMA devices per worker need the RDMA resource's name.");
    }
    if (problem.isEmpty()) {
        parseSelector(m_selector->toPlainText(), &problem);
    }
    if (problem.isEmpty()) {
        parseTolerations(m_tolerations->toPlainText(), &problem);
    }
    if (problem.isEmpty()) {
        if (core::Status st = core::KubeClusterWorkflow::validate(kube()); !st) {
            problem = st.error().message;
        } else if (core::Status lst = core::ClusterWorkflow::validateLogin(login()); !lst) {
            problem = lst.error().message;
        }
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}

}  // namespace tb::ui
