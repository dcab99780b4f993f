#include "ui/runs/HostKeyDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace tb::ui {

namespace {
QLabel* selectable(const QString& text, QWidget* parent, const char* name) {
    auto* l = new QLabel(text, parent);
    l->setObjectName(QLatin1String(name));
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setWordWrap(true);
    return l;
}
}  // namespace

HostKeyDialog::HostKeyDialog(const core::HostKeyInfo& key, const QString& refusal, QWidget* parent)
    : QDialog(parent), m_key(key) {
    setObjectName(QStringLiteral("hostKeyDialog"));
    using State = core::HostKeyInfo::State;
    m_refusal = key.state == State::Changed || key.state == State::Other;
    setWindowTitle(m_refusal ? tr("Host key refused") : tr("Unknown host key"));
    setMinimumWidth(560);

    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    auto* icon = new QLabel(this);
    icon->setPixmap(style()
                        ->standardIcon(m_refusal ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxQuestion)
                        .pixmap(40, 40));
    icon->setAlignment(Qt::AlignTop);
    top->addWidget(icon);
    QString intro;
    if (m_refusal) {
        intro = tr("<b>The host key of %1 is not the one on record.</b> Tierbench refuses to connect: this can mean "
                   "that someone intercepts the connection.")
                    .arg(key.host.toHtmlEscaped());
    } else {
        intro = tr("<b>%1 is not in your known_hosts file yet.</b> Compare the fingerprint with the one the provider "
                   "gave you (for example `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub` on the node) before "
                   "you accept it.")
                    .arg(key.host.toHtmlEscaped());
    }
    auto* introLabel = selectable(intro, this, "introLabel");
    introLabel->setTextFormat(Qt::RichText);
    top->addWidget(introLabel, 1);
    layout->addLayout(top);

    auto* form = new QFormLayout;
    form->addRow(tr("Host:"), selectable(key.port > 0 && !key.host.startsWith(u'[')
                                             ? QStringLiteral("%1 (port %2)").arg(key.host).arg(key.port)
                                             : key.host,
                                         this, "hostLabel"));
    form->addRow(tr("Key type:"), selectable(key.type, this, "keyTypeLabel"));
    auto* fp = selectable(key.fingerprint, this, "fingerprintLabel");
    QFont mono = fp->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    fp->setFont(mono);
    form->addRow(tr("Fingerprint:"), fp);
    form->addRow(tr("known_hosts:"), selectable(key.knownHostsFile, this, "knownHostsLabel"));
    layout->addLayout(form);

    if (m_refusal) {
        QString what;
        if (key.conflictingLine > 0) {
            what = tr("If the provider confirms that the key changed, remove line %1 of %2 (or run `ssh-keygen -R "
                      "'%3' -f %2`) and connect again.")
                       .arg(key.conflictingLine)
                       .arg(key.knownHostsFile, key.host);
        } else {
            what = tr("If the provider confirms that the key changed, remove the old entry for %1 from %2 (`ssh-keygen "
                      "-R '%1' -f %2`) and connect again.")
                       .arg(key.host, key.knownHostsFile);
        }
        layout->addWidget(selectable(what, this, "whatToDoLabel"));
        // The connection's own message says the same in one paragraph; keep it as the tooltip for a copy/paste.
        setToolTip(refusal);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
        m_refuse = buttons->button(QDialogButtonBox::Close);
        m_refuse->setObjectName(QStringLiteral("closeButton"));
        connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
        layout->addWidget(buttons);
    } else {
        auto* buttons = new QDialogButtonBox(this);
        m_accept = buttons->addButton(tr("&Accept and remember"), QDialogButtonBox::AcceptRole);
        m_accept->setObjectName(QStringLiteral("acceptButton"));
        m_refuse = buttons->addButton(tr("&Refuse"), QDialogButtonBox::RejectRole);
        m_refuse->setObjectName(QStringLiteral("refuseButton"));
        m_refuse->setDefault(true);  // Enter must not trust a key by accident
        connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
        layout->addWidget(buttons);
    }
}

}  // namespace tb::ui
