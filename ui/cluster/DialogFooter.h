#pragma once

#include <QDialogButtonBox>

class QBoxLayout;
class QDialog;
class QLabel;

namespace tb::core {
struct NodeRecord;
}

namespace tb::ui {

// The bottom of the cluster dialogs: one word-wrapped line saying why the dialog cannot be accepted yet (object
// name "problem", which the tests read), above a button box whose accept and reject close the dialog.
struct DialogFooter {
    QLabel* problem = nullptr;
    QDialogButtonBox* buttons = nullptr;

    static DialogFooter addTo(QDialog* dialog, QBoxLayout* layout, QDialogButtonBox::StandardButtons standard);
};

// A stored login node as the dialogs' login field shows it: "[user@]host[:port]", the port only when it is not 22.
QString loginFieldText(const core::NodeRecord& login);

}  // namespace tb::ui
