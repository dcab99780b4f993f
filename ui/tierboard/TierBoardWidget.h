#pragma once

#include "ui/tierboard/TierBoardRenderer.h"

#include <QWidget>

namespace tb::ui {

// The tier board on screen: paints with TierBoardRenderer, so what you see is what exports.
class TierBoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit TierBoardWidget(QWidget* parent = nullptr);

    void setBoard(core::TierBoard board);
    const core::TierBoard& board() const { return m_board; }
    void setOptions(TierBoardRenderer::Options options);
    TierBoardRenderer::Options options() const { return m_options; }

    core::Status exportTo(const QString& path) const;

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    core::TierBoard m_board;
    TierBoardRenderer::Options m_options;
};

}  // namespace tb::ui
