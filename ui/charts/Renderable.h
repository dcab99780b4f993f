#pragma once

#include "core/Result.h"

#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;
class QPalette;

namespace tb::ui {

// Something that draws itself into any painter at a fixed logical size, whether or not it was ever shown: the
// report engineer paints it into a PDF page, the CLI into a PNG or SVG, the GUI into a widget.
class Renderable {
public:
    virtual ~Renderable() = default;
    // Draws into `target`, laid out as if it were `logicalSize` (font sizes and margins follow the logical size,
    // then the whole picture is scaled into target keeping its aspect ratio). Deterministic: the same data gives the
    // same picture, shown or not.
    virtual void renderTo(QPainter* painter, const QRectF& target, const QSizeF& logicalSize) = 0;
    void renderTo(QPainter* painter, const QRectF& target) { renderTo(painter, target, target.size()); }
    // On screen the picture takes the window's colours (background, text, grid lines from the palette, light or
    // dark); never called, it keeps the light paper that PDFs and exports want.
    virtual void followPalette(const QPalette& palette) { (void)palette; }
};

// The common renderTo() of a custom-painted chart: lays the picture out at `logicalSize` with `paint`, scaled into
// `target` keeping the aspect ratio. Restores the painter's state.
void paintScaled(QPainter* painter, const QRectF& target, const QSizeF& logicalSize,
                 const std::function<void(QPainter&, const QRectF&)>& paint);

// PNG (by suffix .png) or SVG (.svg) of `logicalSize` pixels; PNGs are rendered at `scale` x for sharpness.
core::Status exportRenderable(Renderable& item, const QString& path, const QSize& logicalSize, qreal scale = 1.0,
                              const QString& title = {});

}  // namespace tb::ui
