#include "ui/VerdictPalette.h"

#include <QHash>
#include <QPainter>
#include <QPixmap>

namespace tb::ui {

QColor verdictColor(core::Verdict verdict) {
    switch (verdict) {
        case core::Verdict::Pass:
            return QColor(0x2e, 0x8b, 0x57);
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

QIcon verdictIcon(core::Verdict verdict) {
    static QHash<int, QIcon> cache;
    const int key = static_cast<int>(verdict);
    auto it = cache.constFind(key);
    if (it != cache.constEnd()) {
        return *it;
    }
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(verdictColor(verdict).darker(130));
        painter.setBrush(verdictColor(verdict));
        painter.drawEllipse(QRectF(1.5, 1.5, 9, 9));
    }
    QIcon icon(pixmap);
    cache.insert(key, icon);
    return icon;
}

}  // namespace tb::ui
