#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace tb::ui {

// The strip above the run panel that says a node's connection broke, what was kept, and offers to log in again; or
// that the node's host key was refused, and offers to re-key it. It only shows and asks; the run panel does the
// reconnecting (through NodeSessions, with the usual host-key and passphrase dialogs) and tells the banner how it went,
// and the nodes tab re-keys (audited, after the analyst confirms).
//
// Thread contract: GUI thread.
class ConnectionBanner : public QFrame {
    Q_OBJECT

public:
    enum class State { Hidden, Lost, Reconnecting, Reconnected, Failed, KeyRefused };

    explicit ConnectionBanner(QWidget* parent = nullptr);

    // headline in bold, detail below it; Lost and Failed offer Reconnect, Reconnected offers Dismiss, KeyRefused
    // offers Re-key (and no Reconnect: a login with that key is refused again).
    void showState(State state, const QString& headline, const QString& detail = {});
    void dismiss();
    State state() const { return m_state; }

signals:
    void reconnectRequested();
    void rekeyRequested();

private:
    State m_state = State::Hidden;
    QLabel* m_icon;
    QLabel* m_text;
    QPushButton* m_reconnect;
    QPushButton* m_dismiss;
    QPushButton* m_rekey;
};

}  // namespace tb::ui
