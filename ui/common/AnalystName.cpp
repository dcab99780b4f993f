#include "ui/common/AnalystName.h"

#include "core/settings/AnalystSettings.h"

namespace tb::ui {

QString analystName() {
    // One name for the GUI and the CLI, from the Preferences (core::AnalystSettings).
    return core::AnalystSettings::analystName();
}

}  // namespace tb::ui
