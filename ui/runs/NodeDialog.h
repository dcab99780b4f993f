#pragma once

#include "core/store/NodeRepository.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace tb::ui {

// Adds or edits a node: label, [user@]host[:port], jump host, identity file and known_hosts file. Validates the
// target as it is typed (OK stays disabled until it parses). Only paths are kept, never a secret.
class NodeDialog : public QDialog {
    Q_OBJECT

public:
    explicit NodeDialog(QWidget* parent = nullptr);

    void setNode(const core::NodeRecord& node, const QString& knownHostsFile);
    // The node as entered, on top of the one given to setNode (id, evaluation and the other columns kept).
    core::NodeRecord node() const;
    QString knownHostsFile() const;
    // A line under the fields until the address is edited (why the dialog came back after a refused save).
    void showMessage(const QString& message);

private:
    void validate();

    core::NodeRecord m_node;
    QLineEdit* m_label;
    QLineEdit* m_target;
    QLineEdit* m_jump;
    QLineEdit* m_identity;
    QLineEdit* m_knownHosts;
    QLabel* m_problem;
    QPushButton* m_ok;
};

}  // namespace tb::ui
