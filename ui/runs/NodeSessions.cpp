#include "ui/runs/NodeSessions.h"

#include "core/session/SessionReaper.h"
#include "ui/common/GuiContinuation.h"
#include "ui/runs/HostKeyDialog.h"
#include "ui/runs/PassphraseDialog.h"

#include <QWidget>

namespace tb::ui {

bool sameTarget(const core::SshTarget& a, const core::SshTarget& b) {
    return a.host == b.host && a.port == b.port && a.user == b.user && a.jump == b.jump &&
           a.identityFile == b.identityFile && a.knownHostsFile == b.knownHostsFile && a.configFile == b.configFile &&
           a.readConfig == b.readConfig && a.agentSocket == b.agentSocket;
}

NodeSessions::NodeSessions(QWidget* dialogParent, QObject* parent) : QObject(parent), m_dialogParent(dialogParent) {
    qRegisterMetaType<tb::core::HostKeyInfo>();
    qRegisterMetaType<tb::core::Error>();
}

NodeSessions::~NodeSessions() {
    // A run may still be stopping on a worker (its cancel token is set): hand the sessions over instead of joining.
    for (Entry* e : std::as_const(m_entries)) {
        core::SessionReaper::instance()->retire(std::move(e->session));
        delete e;
    }
}

void NodeSessions::setConnectionFactory(core::RemoteSession::ConnectionFactory factory) {
    m_factory = std::move(factory);
}

core::RemoteSession* NodeSessions::session(qint64 nodeId) const {
    Entry* e = m_entries.value(nodeId);
    return e ? e->session.get() : nullptr;
}

bool NodeSessions::isConnected(qint64 nodeId) const {
    Entry* e = m_entries.value(nodeId);
    return e && e->connected;
}

void NodeSessions::drop(qint64 nodeId) {
    if (Entry* e = m_entries.take(nodeId)) {
        core::SessionReaper::instance()->retire(std::move(e->session));  // declines pending questions too
        delete e;
    }
}

void NodeSessions::markLost(qint64 nodeId, const QString& why) {
    drop(nodeId);
    m_lost.insert(nodeId);
    emit statusChanged(nodeId, tr("Connection lost: %1").arg(why));
    emit connectionLost(nodeId, why);
}

NodeSessions::Entry& NodeSessions::entryFor(qint64 nodeId, const core::SshTarget& target) {
    Entry* e = m_entries.value(nodeId);
    if (e && !sameTarget(e->target, target)) {
        drop(nodeId);
        e = nullptr;
    }
    if (!e) {
        e = new Entry;
        e->target = target;
        e->session = std::make_unique<core::RemoteSession>(m_factory);
        auto* s = e->session.get();
        connect(s, &core::RemoteSession::hostKeyQuestion, this,
                [this, nodeId](const core::HostKeyInfo& key) { askHostKey(nodeId, key); });
        connect(s, &core::RemoteSession::passphraseQuestion, this,
                [this, nodeId](const QString& keyFile, int attempt) { askPassphrase(nodeId, keyFile, attempt); });
        m_entries.insert(nodeId, e);
    }
    return *e;
}

void NodeSessions::connectNode(qint64 nodeId, const core::SshTarget& target, QObject* context,
                               std::function<void(const core::Status&)> done) {
    if (!m_factory) {
        done(core::makeError(core::ErrorCode::Unsupported, tr("This build has no SSH support wired in")));
        return;
    }
    Entry& e = entryFor(nodeId, target);
    if (e.connected) {
        done(core::Status());
        return;
    }
    e.connecting = true;
    emit statusChanged(nodeId, tr("Connecting to %1…").arg(target.display()));
    core::RemoteSession* s = e.session.get();
    s->open(target) | ui::whileAlive(this, [this, nodeId, s, context = QPointer<QObject>(context),
                                            done = std::move(done)](const core::Status& st) {
        Entry* entry = m_entries.value(nodeId);
        if (entry && entry->session.get() == s) {
            entry->connecting = false;
            entry->connected = bool(st);
        }
        if (st) {
            m_lost.remove(nodeId);
            emit statusChanged(nodeId, tr("Connected"));
            emit connectedNode(nodeId);
        } else {
            emit statusChanged(nodeId, st.error().message);
            if (st.error().code == core::ErrorCode::HostKeyChanged) {
                showRefusedKey(nodeId, st.error());
            }
        }
        if (context) {
            done(st);
        }
    });
}

void NodeSessions::askHostKey(qint64 nodeId, const core::HostKeyInfo& key) {
    auto* dialog = new HostKeyDialog(key, QString(), m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_hostKeyDialog = dialog;
    emit statusChanged(nodeId, tr("Waiting for your decision on the host key of %1").arg(key.host));
    connect(dialog, &QDialog::finished, this, [this, nodeId](int result) {
        if (core::RemoteSession* s = session(nodeId)) {
            s->answerHostKey(result == QDialog::Accepted);
        }
    });
    dialog->open();
    emit hostKeyDialogShown(dialog);
}

void NodeSessions::showRefusedKey(qint64 nodeId, const core::Error& error) {
    core::RemoteSession* s = session(nodeId);
    if (!s) {
        return;
    }
    // The connection still knows the key it was offered; ask its worker for it, then show it as refused.
    s->submit([](core::RemoteConnection& c) { return c.hostKey(); }) |
        ui::whileAlive(this, [this, error](const core::HostKeyInfo& key) {
            core::HostKeyInfo shown = key;
            if (shown.state != core::HostKeyInfo::State::Other) {
                shown.state = core::HostKeyInfo::State::Changed;
            }
            auto* dialog = new HostKeyDialog(shown, error.message, m_dialogParent);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            m_hostKeyDialog = dialog;
            dialog->open();
            emit hostKeyDialogShown(dialog);
        });
}

void NodeSessions::askPassphrase(qint64 nodeId, const QString& keyFile, int attempt) {
    auto* dialog = new PassphraseDialog(keyFile, attempt, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, nodeId, dialog](int result) {
        core::RemoteSession* s = session(nodeId);
        if (!s) {
            return;
        }
        if (result == QDialog::Accepted) {
            s->answerPassphrase(dialog->takePassphrase());
        } else {
            s->answerPassphrase(std::nullopt);
        }
    });
    dialog->open();
}

HostKeyDialog* NodeSessions::hostKeyDialog() const {
    return m_hostKeyDialog;
}

}  // namespace tb::ui
