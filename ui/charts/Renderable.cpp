#include "ui/charts/Renderable.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>

namespace tb::ui {

void paintScaled(QPainter* painter, const QRectF& target, const QSizeF& logicalSize,
                 const std::function<void(QPainter&, const QRectF&)>& paint) {
    painter->save();
    const double s = std::min(target.width() / logicalSize.width(), target.height() / logicalSize.height());
    painter->translate(target.topLeft());
    painter->scale(s, s);
    paint(*painter, QRectF(QPointF(0, 0), logicalSize));
    painter->restore();
}

core::Status exportRenderable(Renderable& item, const QString& path, const QSize& logicalSize, qreal scale,
                              const QString& title) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QRectF rect(QPointF(0, 0), QSizeF(logicalSize));
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(logicalSize);
        svg.setViewBox(rect);
        svg.setTitle(title);
        svg.setDescription(QStringLiteral("Tierbench chart"));
        QPainter p;
        if (!p.begin(&svg)) {
            return core::makeError(core::ErrorCode::Io,
                                   QCoreApplication::translate("Renderable", "Cannot write the SVG file"), path);
        }
        item.renderTo(&p, rect, rect.size());
        p.end();
        return {};
    }
    if (suffix != QLatin1String("png")) {
        return core::makeError(core::ErrorCode::InvalidArgument,
                               QCoreApplication::translate("Renderable", "Charts export as .png or .svg"), path);
    }
    QImage image(logicalSize * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        item.renderTo(&p, rect, rect.size());
    }
    if (!image.save(path, "PNG")) {
        return core::makeError(core::ErrorCode::Io,
                               QCoreApplication::translate("Renderable", "Cannot write the PNG file"), path);
    }
    return {};
}

}  // namespace tb::ui
