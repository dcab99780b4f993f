#include "ui/common/VerdictPalette.h"

#include "ui/common/Contrast.h"

#include <QHash>
#include <QPainter>
#include <QPixmap>

namespace tb::ui {

QColor verdictColor(core::Verdict verdict) {
    switch (verdict) {
        case core::Verdict::Pass:
            return QColor(0x2a, 0x7f, 0x50);  // one step darker than sea green: white text reads 4.5:1 on it
        case core::Verdict::Partial:
            return QColor(0xd9, 0x8c, 0x1a);
        case core::Verdict::Fail:
            return QColor(0xc0, 0x39, 0x2b);
        case core::Verdict::NotApplicable:
            return QColor(0x7f, 0x8c, 0x8d);
        case core::Verdict::Unknown:
            return QColor(0xc8, 0xcc, 0xd0);
    }
    return {};
}

QColor verdictTextColor(core::Verdict verdict) {
    return readableTextOn(verdictColor(verdict));
}

QColor verdictOutline(core::Verdict verdict, const QColor& background) {
    return standingOut(verdictColor(verdict), background);
}

QIcon verdictIcon(core::Verdict verdict, const QPalette& palette) {
    static QHash<QString, QIcon> cache;
    const QColor background = palette.color(QPalette::Base);
    const QString key = QStringLiteral("%1/%2").arg(static_cast<int>(verdict)).arg(background.rgb());
    auto it = cache.constFind(key);
    if (it != cache.constEnd()) {
        return *it;
    }
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(verdictOutline(verdict, background), 1.5));
        painter.setBrush(verdictColor(verdict));
        painter.drawEllipse(QRectF(1.5, 1.5, 9, 9));
    }
    QIcon icon(pixmap);
    cache.insert(key, icon);
    return icon;
}

}  // namespace tb::ui
