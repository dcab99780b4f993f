#include "ui/cluster/DialogFooter.h"

#include "core/domain/NodeRecord.h"

#include <QBoxLayout>
#include <QDialog>
#include <QLabel>

namespace tb::ui {

DialogFooter DialogFooter::addTo(QDialog* dialog, QBoxLayout* layout, QDialogButtonBox::StandardButtons standard) {
    DialogFooter footer;
    footer.problem = new QLabel(dialog);
    footer.problem->setObjectName(QStringLiteral("problem"));
    footer.problem->setWordWrap(true);
    footer.problem->setStyleSheet(QStringLiteral("color: #b01e1e"));
    layout->addWidget(footer.problem);
    footer.buttons = new QDialogButtonBox(standard, dialog);
    layout->addWidget(footer.buttons);
    QObject::connect(footer.buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(footer.buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return footer;
}

QString loginFieldText(const core::NodeRecord& login) {
    if (login.host.isEmpty()) {
        return {};
    }
    QString text = login.userName.isEmpty() ? login.host : login.userName + u'@' + login.host;
    if (login.port > 0 && login.port != 22) {
        text += u':' + QString::number(login.port);
    }
    return text;
}

}  // namespace tb::ui
