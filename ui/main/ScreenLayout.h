#pragma once

#include <QList>
#include <QRect>
#include <QString>

namespace tb::ui {

// One screen as the window layout cares about it.
struct ScreenShape {
    QString name;
    QRect geometry;
    qreal devicePixelRatio = 1.0;
};

// The screens now attached, in any order.
QList<ScreenShape> currentScreens();

// The main window's size the first time it opens on a screen whose available area (without panels and docks) is
// `available`: most of it, so the provider list, the page and its tabs show without scrolling, but never more than
// 1600x1000 (a window filling a large monitor wastes it) and never more than the area itself (issue 12, loop 5: it
// opened at 968x555, its size hint, on a 1600x1000 screen).
QRect firstWindowGeometry(const QRect& available);

// The settings group a window keeps its layout under for this set of screens ("mainWindow/screens-<12 hex>"): a
// laptop alone and the laptop on its desk with a monitor each get the geometry, splitter and columns they had the
// last time that setup was used. The same screens in another order give the same group.
QString screenLayoutGroup(const QString& window, const QList<ScreenShape>& screens);

}  // namespace tb::ui
