#pragma once

#include "core/domain/Checklist.h"

#include <QColor>
#include <QGuiApplication>
#include <QIcon>
#include <QPalette>

namespace tb::ui {

// Colours for verdicts in the checklist and the reports: green pass, amber partial, red fail, grey n/a and unknown.
QColor verdictColor(core::Verdict verdict);
// Text drawn on a verdict-coloured chip (the walkthrough's verdict label): 4.5:1 on it.
QColor verdictTextColor(core::Verdict verdict);
// The outline of the verdict's symbol on `background`: the verdict colour, darkened or lightened until it stands 3:1
// against that background, so the light grey of "unknown" still shows on white and the dark red of "fail" on a dark
// palette.
QColor verdictOutline(core::Verdict verdict, const QColor& background);
// A small filled circle in the verdict's colour with verdictOutline() on the palette's base colour, cached per
// verdict and background.
QIcon verdictIcon(core::Verdict verdict, const QPalette& palette = QGuiApplication::palette());

}  // namespace tb::ui
