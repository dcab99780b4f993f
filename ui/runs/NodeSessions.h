#pragma once

#include "core/Result.h"
#include "core/session/HostKeyInfo.h"
#include "core/session/RemoteSession.h"
#include "core/session/SshTarget.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>
#include <memory>

class QWidget;

namespace tb::ui {

class HostKeyDialog;

// One RemoteSession per node, opened on demand, with the login questions answered by dialogs: an unknown host key
// by HostKeyDialog (accept/refuse), a changed one by the same dialog in its refused form, a passphrase by
// PassphraseDialog. The dialogs are opened with open(), never exec(): the GUI thread never waits, only the session's
// worker does.
//
// Thread contract: GUI thread only. The connection factory is injected (the GUI's main wires libssh in); without
// one, connecting fails with a clear error.
class NodeSessions : public QObject {
    Q_OBJECT

public:
    explicit NodeSessions(QWidget* dialogParent, QObject* parent = nullptr);
    ~NodeSessions() override;

    void setConnectionFactory(core::RemoteSession::ConnectionFactory factory);
    bool hasConnectionFactory() const { return bool(m_factory); }

    // Logs in to the node (again when the target changed or the last login failed); `done` runs on the GUI thread
    // with the outcome. A session already connected to the same target is reused at once.
    void connectNode(qint64 nodeId, const core::SshTarget& target, QObject* context,
                     std::function<void(const core::Status&)> done);
    // The node's session (null before connectNode).
    core::RemoteSession* session(qint64 nodeId) const;
    bool isConnected(qint64 nodeId) const;
    // Forget the node's session (edited or deleted node; a dropped connection). Pending questions are declined. The
    // session winds down on its own worker (core::SessionReaper): this returns at once even while a cancelled run
    // is still stopping its remote process group.
    void drop(qint64 nodeId);
    // The connection broke under a run: drops the session and marks the node "connection lost" (statusChanged,
    // connectionLost) until the next successful login (connectedNode).
    void markLost(qint64 nodeId, const QString& why);
    bool isLost(qint64 nodeId) const { return m_lost.contains(nodeId); }

    // The host-key dialog currently shown (tests answer it through its buttons), null when none.
    HostKeyDialog* hostKeyDialog() const;

signals:
    void statusChanged(qint64 nodeId, const QString& text);
    void hostKeyDialogShown(tb::ui::HostKeyDialog* dialog);
    void connectionLost(qint64 nodeId, const QString& why);
    void connectedNode(qint64 nodeId);

private:
    struct Entry {
        std::unique_ptr<core::RemoteSession> session;
        core::SshTarget target;
        bool connected = false;
        bool connecting = false;
    };
    Entry& entryFor(qint64 nodeId, const core::SshTarget& target);
    void askHostKey(qint64 nodeId, const core::HostKeyInfo& key);
    void showRefusedKey(qint64 nodeId, const core::Error& error);
    void askPassphrase(qint64 nodeId, const QString& keyFile, int attempt);

    QWidget* m_dialogParent;
    core::RemoteSession::ConnectionFactory m_factory;
    QHash<qint64, Entry*> m_entries;
    QSet<qint64> m_lost;
    QPointer<HostKeyDialog> m_hostKeyDialog;
};

// Same target for the purpose of reusing a session.
bool sameTarget(const core::SshTarget& a, const core::SshTarget& b);

}  // namespace tb::ui
