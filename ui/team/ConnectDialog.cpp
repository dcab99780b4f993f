#include "ui/team/ConnectDialog.h"

#include "core/store/SecretStore.h"
#include "core/store/Store.h"
#include "core/store/Store.h"
#include "ui/common/FileDialog.h"
#include "ui/common/GuiContinuation.h"
#include "ui/team/RecentConnections.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tb::ui {

using core::ConnectionCheck;
using core::ConnectionFault;

ConnectDialog::ConnectDialog(core::SecretStore* secrets, QWidget* parent) : QDialog(parent), m_secrets(secrets) {
    setObjectName(QStringLiteral("connectDialog"));
    setWindowTitle(tr("Connect to team database"));
    buildUi();
    fillRecent();
    updateMode();
}

ConnectDialog::~ConnectDialog() {
    m_password->clear();
}

void ConnectDialog::buildUi() {
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("A team database is a PostgreSQL database the whole team works in. The password comes "
                                "from the field below, the system keychain or ~/.pgpass, and is never saved in the "
                                "settings."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    m_recent = new QComboBox(this);
    m_recent->setObjectName(QStringLiteral("recentConnections"));
    auto* recentLabel = new QLabel(tr("&Recent connections:"), this);
    recentLabel->setBuddy(m_recent);
    form->addRow(recentLabel, m_recent);

    m_serverMode = new QRadioButton(tr("&Server"), this);
    m_serverMode->setObjectName(QStringLiteral("serverMode"));
    m_serviceMode = new QRadioButton(tr("&libpq service"), this);
    m_serviceMode->setObjectName(QStringLiteral("serviceMode"));
    m_serverMode->setChecked(true);
    auto* modes = new QHBoxLayout;
    modes->addWidget(m_serverMode);
    modes->addWidget(m_serviceMode);
    modes->addStretch(1);
    form->addRow(tr("Connect to:"), modes);

    const auto addRow = [&](const QString& label, QWidget* field, bool server) {
        auto* l = new QLabel(label, this);
        l->setBuddy(field);
        form->addRow(l, field);
        if (server) {
            m_serverFields << l << field;
        }
        return l;
    };
    m_host = new QLineEdit(this);
    m_host->setObjectName(QStringLiteral("host"));
    m_host->setPlaceholderText(tr("db.example.org"));
    addRow(tr("&Host:"), m_host, true);
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    addRow(tr("&Port:"), m_port, true);
    m_database = new QLineEdit(this);
    m_database->setObjectName(QStringLiteral("database"));
    m_database->setPlaceholderText(tr("tierbench"));
    addRow(tr("&Database:"), m_database, true);
    m_user = new QLineEdit(this);
    m_user->setObjectName(QStringLiteral("user"));
    addRow(tr("&User:"), m_user, true);
    m_sslMode = new QComboBox(this);
    m_sslMode->setObjectName(QStringLiteral("sslMode"));
    m_sslMode->addItem(tr("disable (no encryption)"), QStringLiteral("disable"));
    m_sslMode->addItem(tr("require (encrypted, certificate not checked)"), QStringLiteral("require"));
    m_sslMode->addItem(tr("verify-ca (encrypted, certificate signed by the CA)"), QStringLiteral("verify-ca"));
    m_sslMode->addItem(tr("verify-full (encrypted, CA and host name checked)"), QStringLiteral("verify-full"));
    // Encrypted by default; verify-full with the team's CA file is the one that also proves whose server it is.
    m_sslMode->setCurrentIndex(m_sslMode->findData(QStringLiteral("require")));
    addRow(tr("&TLS mode:"), m_sslMode, true);
    m_caFile = new QLineEdit(this);
    m_caFile->setObjectName(QStringLiteral("caFile"));
    m_caFile->setPlaceholderText(tr("~/.postgresql/root.crt when empty"));
    m_browse = new QPushButton(tr("Bro&wse…"), this);
    m_browse->setObjectName(QStringLiteral("browseCaFile"));
    auto* caRow = new QWidget(this);
    auto* caLayout = new QHBoxLayout(caRow);
    caLayout->setContentsMargins(0, 0, 0, 0);
    caLayout->addWidget(m_caFile, 1);
    caLayout->addWidget(m_browse);
    auto* caLabel = addRow(tr("CA f&ile:"), caRow, true);
    caLabel->setBuddy(m_caFile);
    m_service = new QLineEdit(this);
    m_service->setObjectName(QStringLiteral("serviceName"));
    m_service->setPlaceholderText(tr("a name from ~/.pg_service.conf"));
    addRow(tr("Service na&me:"), m_service, false);
    m_password = new QLineEdit(this);
    m_password->setObjectName(QStringLiteral("password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("from the keychain or ~/.pgpass when empty"));
    addRow(tr("P&assword:"), m_password, false);
    m_remember = new QCheckBox(tr("R&emember in the system keychain"), this);
    m_remember->setObjectName(QStringLiteral("rememberPassword"));
    m_forget = new QPushButton(tr("&Forget stored password"), this);
    m_forget->setObjectName(QStringLiteral("forgetPassword"));
    auto* keep = new QHBoxLayout;
    keep->addWidget(m_remember);
    keep->addStretch(1);
    keep->addWidget(m_forget);
    form->addRow(QString(), keep);
    layout->addLayout(form);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("connectionStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumHeight(fontMetrics().height() * 4);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    showStatus(tr("Fill in the server's details, then test the connection or connect."), Outcome::Neutral);
    layout->addWidget(m_status);

    m_buttons = new QDialogButtonBox(this);
    m_test = m_buttons->addButton(tr("Test c&onnection"), QDialogButtonBox::ActionRole);
    m_test->setObjectName(QStringLiteral("testConnection"));
    m_connect = m_buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    m_connect->setObjectName(QStringLiteral("connect"));
    m_connect->setDefault(true);
    m_buttons->addButton(QDialogButtonBox::Cancel);
    layout->addWidget(m_buttons);
    setMinimumWidth(560);

    connect(m_serverMode, &QRadioButton::toggled, this, &ConnectDialog::updateMode);
    connect(m_recent, &QComboBox::activated, this, [this](int index) {
        if (index > 0) {
            setAddress(m_recent->itemData(index).toString());
        }
    });
    connect(m_browse, &QPushButton::clicked, this, [this] {
        FileDialog::openFile(this, tr("CA certificate"), FileDialog::startFolder(),
                             tr("Certificates (*.crt *.pem);;All files (*)"), this,
                             [this](const QString& path) { m_caFile->setText(path); });
    });
    connect(m_test, &QPushButton::clicked, this, &ConnectDialog::testConnection);
    connect(m_connect, &QPushButton::clicked, this, &ConnectDialog::connectToDatabase);
    connect(m_forget, &QPushButton::clicked, this, &ConnectDialog::forgetPassword);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void ConnectDialog::fillRecent() {
    m_recent->clear();
    const QStringList recent = RecentConnections::list();
    m_recent->addItem(recent.isEmpty() ? tr("None yet") : tr("Choose one to fill in the fields"));
    for (const QString& address : recent) {
        m_recent->addItem(address, address);
    }
    m_recent->setEnabled(!recent.isEmpty());
}

void ConnectDialog::updateMode() {
    const bool server = m_serverMode->isChecked();
    for (QWidget* w : std::as_const(m_serverFields)) {
        w->setEnabled(server);
    }
    m_service->setEnabled(!server);
}

void ConnectDialog::setAddress(const QString& address) {
    const auto parsed = core::DatabaseLocation::parse(address);
    if (!parsed || parsed->isSqlite()) {
        return;
    }
    if (!parsed->serviceName().isEmpty() && parsed->host().isEmpty() && parsed->database().isEmpty()) {
        m_serviceMode->setChecked(true);
        m_service->setText(parsed->serviceName());
    } else {
        m_serverMode->setChecked(true);
        m_host->setText(parsed->host());
        m_port->setValue(parsed->port() > 0 ? parsed->port() : 5432);
        m_database->setText(parsed->database());
        m_user->setText(parsed->user());
        const int mode = m_sslMode->findData(parsed->option(QStringLiteral("sslmode")));
        m_sslMode->setCurrentIndex(mode >= 0 ? mode : m_sslMode->findData(QStringLiteral("require")));
        m_caFile->setText(parsed->option(QStringLiteral("sslrootcert")));
    }
    m_password->clear();
    updateMode();
}

core::Result<core::DatabaseLocation> ConnectDialog::location() const {
    if (m_serviceMode->isChecked()) {
        if (m_service->text().trimmed().isEmpty()) {
            return core::makeError(core::ErrorCode::InvalidArgument, tr("Type the name of a libpq service."));
        }
        return core::DatabaseLocation::parse(QStringLiteral("pgservice:") + m_service->text().trimmed());
    }
    if (m_host->text().trimmed().isEmpty() || m_database->text().trimmed().isEmpty()) {
        return core::makeError(core::ErrorCode::InvalidArgument,
                               tr("Type the server's host name and the database's name."));
    }
    return core::DatabaseLocation::parse(
        core::DatabaseLocation::serverUrl(m_user->text(), m_host->text(), m_port->value(), m_database->text(),
                                          m_sslMode->currentData().toString(), m_caFile->text()));
}

QString ConnectDialog::statusText() const {
    return m_status->text();
}

void ConnectDialog::setBusy(bool busy, const QString& text) {
    m_busy = busy;
    m_test->setEnabled(!busy);
    m_connect->setEnabled(!busy);
    m_forget->setEnabled(!busy);
    if (!text.isEmpty()) {
        showStatus(text, Outcome::Neutral);
    }
}

void ConnectDialog::showFault(const core::Error& error) {
    report(error);
}

void ConnectDialog::report(const core::Error& error) {
    m_lastFault = ConnectionCheck::classify(error);
    // The advice first, for a person; the store's sentence and libpq's reason below it (neither holds a password).
    showStatus(ConnectionCheck::advice(m_lastFault) + QStringLiteral("\n\n") + error.toString(), Outcome::Fault);
    if (m_lastFault == ConnectionFault::PasswordNeeded || m_lastFault == ConnectionFault::PasswordRefused) {
        m_password->setFocus(Qt::OtherFocusReason);
        m_password->selectAll();
    }
}

void ConnectDialog::reportOk(const QString& text) {
    m_lastFault = ConnectionFault::None;
    showStatus(text, Outcome::Ok);
}

void ConnectDialog::showStatus(const QString& text, Outcome outcome) {
    // A frame drawn by the style ignores a partial stylesheet border, so the whole box is the stylesheet's: a thin
    // frame, and a thick left edge coloured by the outcome (red fault, green success, the frame's colour before).
    const QString edge = outcome == Outcome::Fault ? QStringLiteral("#c0392b")
                         : outcome == Outcome::Ok  ? QStringLiteral("#27ae60")
                                                   : QStringLiteral("palette(mid)");
    m_status->setStyleSheet(QStringLiteral("QLabel#connectionStatus { color: palette(text); padding: 6px; "
                                           "border: 1px solid palette(mid); border-left: 4px solid %1; }")
                                .arg(edge));
    m_status->setText(text);
}

void ConnectDialog::withPassword(const core::DatabaseLocation& location,
                                 std::function<void(core::DatabaseLocation)> next) {
    core::DatabaseLocation withSecret = location;
    if (!m_password->text().isEmpty()) {
        withSecret.setPassword(m_password->text());
        next(withSecret);
        return;
    }
    if (!m_secrets) {
        next(withSecret);
        return;
    }
    // No password typed: the keychain's, if it has one; otherwise none, and libpq looks in ~/.pgpass.
    m_secrets->read(location.secretKey(), this, [withSecret, next](const core::Result<QString>& stored) mutable {
        if (stored) {
            withSecret.setPassword(*stored);
        }
        next(withSecret);
    });
}

void ConnectDialog::testConnection() {
    if (m_busy) {
        return;
    }
    auto loc = location();
    if (!loc) {
        report(loc.error());
        emit attemptFinished(m_lastFault);
        return;
    }
    setBusy(true, tr("Testing the connection to %1…").arg(loc->display()));
    withPassword(*loc, [this](const core::DatabaseLocation& target) {
        ConnectionCheck::runAsync(target) |
            ui::whileAlive(this, [this,
                                  display = target.display()](const core::Result<ConnectionCheck::Outcome>& outcome) {
                setBusy(false, {});
                if (!outcome) {
                    report(outcome.error());
                } else {
                    const QString tls = outcome->encrypted ? tr("encrypted") : tr("not encrypted");
                    reportOk(
                        outcome->schemaVersion == 0
                            ? tr("Connected to %1 as %2 (PostgreSQL %3, %4). The database is empty: Connect creates "
                                 "the schema.")
                                  .arg(display, outcome->sessionUser, outcome->serverVersion, tls)
                            : tr("Connected to %1 as %2 (PostgreSQL %3, %4, schema version %5).")
                                  .arg(display, outcome->sessionUser, outcome->serverVersion, tls)
                                  .arg(outcome->schemaVersion));
                }
                emit attemptFinished(m_lastFault);
            });
    });
}

void ConnectDialog::connectToDatabase() {
    if (m_busy) {
        return;
    }
    auto loc = location();
    if (!loc) {
        report(loc.error());
        emit attemptFinished(m_lastFault);
        return;
    }
    setBusy(true, tr("Connecting to %1…").arg(loc->display()));
    withPassword(*loc, [this](const core::DatabaseLocation& target) {
        // The check first: it refuses a too old server or a newer schema before the store would migrate anything.
        ConnectionCheck::runAsync(target) |
            ui::whileAlive(this, [this, target](const core::Result<ConnectionCheck::Outcome>& outcome) {
                if (!outcome) {
                    setBusy(false, {});
                    report(outcome.error());
                    emit attemptFinished(m_lastFault);
                    return;
                }
                core::Store::openAsync(target) |
                    ui::whileAlive(this, [this, target](const core::Result<std::shared_ptr<core::Store>>& store) {
                        setBusy(false, {});
                        if (!store) {
                            report(store.error());
                            emit attemptFinished(m_lastFault);
                            return;
                        }
                        opened(target, *store);
                    });
            });
    });
}

void ConnectDialog::opened(const core::DatabaseLocation& location, const std::shared_ptr<core::Store>& store) {
    RecentConnections::remember(location.display());
    reportOk(tr("Connected to %1.").arg(location.display()));
    const QString typed = m_password->text();
    m_password->clear();
    const bool remember = m_remember->isChecked() && !typed.isEmpty() && m_secrets;
    emit attemptFinished(ConnectionFault::None);
    emit connected(store, location.display());
    if (!remember) {
        accept();
        return;
    }
    // Kept only once the server accepted it; the dialog closes when the keychain has answered.
    setBusy(true, tr("Saving the password in the system keychain…"));
    QPointer<ConnectDialog> self(this);
    m_secrets->write(location.secretKey(), typed, this, [self](const core::Status& saved) {
        if (!self) {
            return;
        }
        self->setBusy(false, {});
        if (!saved) {
            // Connected all the same; the dialog stays to say the password was not kept.
            self->showStatus(
                tr("Connected, but the system keychain did not keep the password: %1").arg(saved.error().toString()),
                Outcome::Fault);
            return;
        }
        self->accept();
    });
}

void ConnectDialog::forgetPassword() {
    auto loc = location();
    if (!loc || !m_secrets) {
        if (!loc) {
            report(loc.error());
        }
        return;
    }
    setBusy(true, tr("Removing the password from the system keychain…"));
    m_secrets->remove(loc->secretKey(), this, [this, display = loc->display()](const core::Status& removed) {
        setBusy(false, {});
        if (!removed) {
            report(removed.error());
            return;
        }
        reportOk(tr("The system keychain keeps no password for %1 now.").arg(display));
    });
}

}  // namespace tb::ui
