#include "ui/tierboard/TierBoardWidget.h"

#include <QPainter>

namespace tb::ui {

TierBoardWidget::TierBoardWidget(QWidget* parent) : QWidget(parent) {
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void TierBoardWidget::setBoard(core::TierBoard board) {
    m_board = std::move(board);
    updateGeometry();
    update();
}

void TierBoardWidget::setOptions(TierBoardRenderer::Options options) {
    m_options = options;
    updateGeometry();
    update();
}

core::Status TierBoardWidget::exportTo(const QString& path) const {
    return TierBoardRenderer(m_board, m_options).exportTo(path, std::max(width(), 1000));
}

QSize TierBoardWidget::sizeHint() const {
    return QSize(1000, heightForWidth(1000));
}

int TierBoardWidget::heightForWidth(int w) const {
    return int(TierBoardRenderer(m_board, m_options).heightFor(w)) + 1;
}

void TierBoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    TierBoardRenderer renderer(m_board, m_options);
    renderer.setInk(TierBoardRenderer::Ink::fromPalette(palette()));  // the export keeps the light paper
    renderer.paint(p, QRectF(rect()));
}

}  // namespace tb::ui
