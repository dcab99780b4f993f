#pragma once

#include "core/domain/Checklist.h"

#include <QColor>
#include <QIcon>

namespace tb::ui {

// Colours for verdicts in the checklist and the reports: green pass, amber partial, red fail, grey n/a and unknown.
QColor verdictColor(core::Verdict verdict);
// A small filled circle in the verdict's colour, cached.
QIcon verdictIcon(core::Verdict verdict);

}  // namespace tb::ui
