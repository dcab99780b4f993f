#include "ui/ScreenLayout.h"

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
