#include "ui/runs/NodeDialog.h"

#include "core/session/SshTarget.h"
#include "ui/common/FileDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
QLineEdit* field(QWidget* parent, const char* name, const QString& placeholder) {
    auto* f = new QLineEdit(parent);
    f->setObjectName(QLatin1String(name));
    f->setPlaceholderText(placeholder);
    return f;
}

QWidget* withBrowse(QLineEdit* edit, QWidget* parent, const QString& caption) {
    auto* box = new QWidget(parent);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(edit, 1);
    auto* browse = new QToolButton(box);
    browse->setText(QStringLiteral("…"));
    browse->setToolTip(caption);
    browse->setObjectName(edit->objectName() + QStringLiteral("Browse"));
    QObject::connect(browse, &QToolButton::clicked, box, [edit, parent, caption] {
        FileDialog::openFile(parent, caption, edit->text(), {}, edit,
                             [edit](const QString& path) { edit->setText(path); });
    });
    row->addWidget(browse);
    return box;
}
}  // namespace

NodeDialog::NodeDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("nodeDialog"));
    setWindowTitle(tr("Node"));
    setMinimumWidth(480);
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_label = field(this, "labelField", tr("e.g. gpu-node-01 (defaults to the host)"));
    m_target = field(this, "targetField", tr("[user@]host[:port] or a Host alias from ~/.ssh/config"));
    m_jump = field(this, "jumpField", tr("[user@]host[:port] of a bastion (optional)"));
    m_identity = field(this, "identityField", tr("~/.ssh/id_ed25519 (optional; the agent is tried first)"));
    m_knownHosts = field(this, "knownHostsField", tr("~/.ssh/known_hosts (default)"));
    form->addRow(tr("&Label:"), m_label);
    form->addRow(tr("&Target:"), m_target);
    form->addRow(tr("&Jump host:"), m_jump);
    form->addRow(tr("&Identity file:"), withBrowse(m_identity, this, tr("Choose a private key file")));
    form->addRow(tr("&known_hosts file:"), withBrowse(m_knownHosts, this, tr("Choose a known_hosts file")));
    layout->addLayout(form);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    auto* note = new QLabel(tr("Passwords and passphrases are asked for when needed and never stored."), this);
    note->setEnabled(false);
    layout->addWidget(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(QStringLiteral("okButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_target, &QLineEdit::textChanged, this, &NodeDialog::validate);
    connect(m_jump, &QLineEdit::textChanged, this, &NodeDialog::validate);
    validate();
}

void NodeDialog::setNode(const core::NodeRecord& node, const QString& knownHostsFile) {
    m_node = node;
    setWindowTitle(node.id > 0 ? tr("Edit node") : tr("Add node"));
    m_label->setText(node.name == node.host ? QString() : node.name);
    QString spec = node.host.contains(u':') ? QStringLiteral("[%1]").arg(node.host) : node.host;
    if (!node.userName.isEmpty()) {
        spec = QStringLiteral("%1@%2").arg(node.userName, spec);
    }
    if (node.port > 0 && node.port != 22) {
        spec += QStringLiteral(":%1").arg(node.port);
    }
    m_target->setText(node.host.isEmpty() ? QString() : spec);
    m_jump->setText(node.jump);
    m_identity->setText(node.identityFile);
    m_knownHosts->setText(knownHostsFile);
    validate();
}

core::NodeRecord NodeDialog::node() const {
    core::NodeRecord n = m_node;
    auto target = core::SshTarget::parse(m_target->text().trimmed());
    if (target) {
        n.host = target->host;
        n.port = target->port > 0 ? target->port : 22;
        n.userName = target->user;
    }
    n.name = m_label->text().trimmed().isEmpty() ? n.host : m_label->text().trimmed();
    n.jump = m_jump->text().trimmed();
    n.identityFile = m_identity->text().trimmed();
    return n;
}

QString NodeDialog::knownHostsFile() const {
    return m_knownHosts->text().trimmed();
}

void NodeDialog::showMessage(const QString& message) {
    m_problem->setText(message);
}

void NodeDialog::validate() {
    QString problem;
    const QString spec = m_target->text().trimmed();
    if (spec.isEmpty()) {
        problem = tr("Enter the node's address.");
    } else if (auto t = core::SshTarget::parse(spec); !t) {
        problem = t.error().message;
    } else if (!m_jump->text().trimmed().isEmpty()) {
        if (auto j = core::SshTarget::parse(m_jump->text().trimmed()); !j) {
            problem = tr("Jump host: %1").arg(j.error().message);
        }
    }
    m_problem->setText(spec.isEmpty() ? QString() : problem);
    m_ok->setEnabled(problem.isEmpty());
}

}  // namespace tb::ui
