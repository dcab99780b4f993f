#include "ui/trust/TrustMenu.h"

#include "ui/common/AnalystName.h"
#include "ui/trust/AgreementDialog.h"
#include "ui/trust/BlindRunsDialog.h"
#include "ui/trust/ConflictsDialog.h"

#include <QAction>
#include <QMenu>

namespace tb::ui {

void TrustMenu::populate(QMenu* menu, QWidget* window, Context c) {
    auto needProvider = [c](const QString& why) {
        if (!c.store() || c.providerId() <= 0) {
            c.status(why);
            return false;
        }
        return true;
    };
    QAction* blind = menu->addAction(tr("&Blind runs…"), window, [window, c, needProvider] {
        if (!needProvider(tr("Select a provider to compare its disclosed and independent runs."))) {
            return;
        }
        auto* d = new BlindRunsDialog(c.store(), c.providerId(), c.providerName(), window);
        d->show();
        d->reload();
    });
    blind->setObjectName(QStringLiteral("blindRunsAction"));
    QAction* agreement = menu->addAction(tr("Reviewer &agreement…"), window, [window, c, needProvider] {
        if (!needProvider(tr("Select a provider to see its reviewers' agreement."))) {
            return;
        }
        auto* d = new AgreementDialog(c.store(), c.providerId(), c.providerName(), analystName(), window);
        d->show();
        d->reload();
    });
    agreement->setObjectName(QStringLiteral("agreementAction"));
    QAction* conflicts = menu->addAction(tr("Conflicts of &interest…"), window, [window, c] {
        if (!c.store()) {
            return;
        }
        auto* d = new ConflictsDialog(c.store(), analystName(), window);
        d->show();
        d->reload();
    });
    conflicts->setObjectName(QStringLiteral("conflictsAction"));
}

}  // namespace tb::ui
