#pragma once

#include <QString>

namespace tb::ui {

// Who the audit log names for changes made in this GUI session: the reviewer name of the Preferences, else the
// login name, or "analyst" when unknown.
QString analystName();

}  // namespace tb::ui
