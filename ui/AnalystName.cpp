#include "ui/AnalystName.h"

#include "core/system/AnalystSettings.h"

#include <QtGlobal>

namespace tb::ui {

QString analystName() {
    // The reviewer name of the Preferences when set; the login name only stands in for it.
    QString name = core::AnalystSettings::reviewerName();
    if (!name.isEmpty()) {
        return name;
    }
    name = qEnvironmentVariable("USER");
    if (name.isEmpty()) {
        name = qEnvironmentVariable("LOGNAME");
    }
    return name.isEmpty() ? QStringLiteral("analyst") : name;
}

}  // namespace tb::ui
