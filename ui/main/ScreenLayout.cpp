#include "ui/main/ScreenLayout.h"

#include <QCryptographicHash>
#include <QGuiApplication>
#include <QScreen>
#include <QStringList>

#include <algorithm>

namespace tb::ui {

QList<ScreenShape> currentScreens() {
    QList<ScreenShape> out;
    for (const QScreen* s : QGuiApplication::screens()) {
        out.push_back({s->name(), s->geometry(), s->devicePixelRatio()});
    }
    return out;
}

QRect firstWindowGeometry(const QRect& available) {
    const int width = std::min({available.width(), 1600, std::max(available.width() * 9 / 10, 1024)});
    const int height = std::min({available.height(), 1000, std::max(available.height() * 9 / 10, 700)});
    QRect r(0, 0, width, height);
    r.moveCenter(available.center());
    return r;
}

QString screenLayoutGroup(const QString& window, const QList<ScreenShape>& screens) {
    QStringList parts;
    for (const ScreenShape& s : screens) {
        parts << QStringLiteral("%1@%2,%3,%4x%5*%6")
                     .arg(s.name)
                     .arg(s.geometry.x())
                     .arg(s.geometry.y())
                     .arg(s.geometry.width())
                     .arg(s.geometry.height())
                     .arg(s.devicePixelRatio);
    }
    std::sort(parts.begin(), parts.end());
    const QByteArray digest =
        QCryptographicHash::hash(parts.join(u'|').toUtf8(), QCryptographicHash::Sha256).toHex().left(12);
    return window + QStringLiteral("/screens-") + QString::fromLatin1(digest);
}

}  // namespace tb::ui
