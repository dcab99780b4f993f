#include "ui/runs/RenderableView.h"

#include <QEvent>
#include <QPainter>

namespace tb::ui {

RenderableView::RenderableView(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(180);
}

RenderableView::~RenderableView() = default;

void RenderableView::setRenderable(std::unique_ptr<Renderable> item) {
    m_item = std::move(item);
    if (m_item) {
        m_item->followPalette(palette());
    }
    m_placeholder.clear();
    update();
}

void RenderableView::setPlaceholder(const QString& text) {
    m_item.reset();
    m_placeholder = text;
    update();
}

void RenderableView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange && m_item) {
        m_item->followPalette(palette());
        update();
    }
    QWidget::changeEvent(event);
}

void RenderableView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (m_item) {
        m_item->renderTo(&painter, QRectF(rect()));
        return;
    }
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
}

}  // namespace tb::ui
