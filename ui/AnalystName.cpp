#include "ui/AnalystName.h"

#include <QtGlobal>

namespace tb::ui {

QString analystName() {
    QString name = qEnvironmentVariable("USER");
    if (name.isEmpty()) {
        name = qEnvironmentVariable("LOGNAME");
    }
    return name.isEmpty() ? QStringLiteral("analyst") : name;
}

}  // namespace tb::ui
