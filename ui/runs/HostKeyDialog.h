#pragma once

#include "core/session/HostKeyInfo.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace tb::ui {

// Shows a node's host key for the analyst to decide. Unknown: key type and SHA256 fingerprint with Accept and
// Refuse (accept adds it to known_hosts). Changed (or only other key types on record): shown as refused, with the
// line of known_hosts to remove once the provider confirms the new key; only Close.
//
// Open it with open() (no nested event loop); the answer comes with finished() / accepted().
class HostKeyDialog : public QDialog {
    Q_OBJECT

public:
    // refusal: for a changed key, the connection's message saying what happened and what to do.
    explicit HostKeyDialog(const core::HostKeyInfo& key, const QString& refusal = {}, QWidget* parent = nullptr);

    const core::HostKeyInfo& key() const { return m_key; }
    bool isRefusal() const { return m_refusal; }

private:
    core::HostKeyInfo m_key;
    bool m_refusal = false;
    QPushButton* m_accept = nullptr;
    QPushButton* m_refuse = nullptr;
};

}  // namespace tb::ui
