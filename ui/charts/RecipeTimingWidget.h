#pragma once

#include "core/baseline/BaselineMatcher.h"
#include "ui/charts/Renderable.h"

#include <QVector>
#include <QWidget>

namespace tb::ui {

// Recipe timings (container pull, import torch, ...) as horizontal bars on a log time axis, each row drawn over its
// own tier bands (a 10 s Platinum edge for a pull, 2 s for an import), so one chart holds recipes whose scales differ
// by orders of magnitude. Rows without a baseline draw the bar on a plain track and say so.
//
// Thread contract: GUI thread only; renderTo() works on a widget that was never shown.
class RecipeTimingWidget : public QWidget, public Renderable {
    Q_OBJECT

public:
    struct Row {
        QString name;  // "container_pull"
        double seconds = 0;
        core::BaselineMatch match;
    };

    explicit RecipeTimingWidget(QWidget* parent = nullptr);
    void setRows(const QVector<Row>& rows);
    const QVector<Row>& rows() const { return m_rows; }
    void setTitle(const QString& title);
    void setDark(bool dark);
    // The palette's base and text colours (and dark or light by it) instead of the paper's white and ink.
    void followPalette(const QPalette& palette) override;

    using Renderable::renderTo;
    void renderTo(QPainter* painter, const QRectF& target, const QSizeF& logicalSize) override;
    QSize sizeHint() const override { return {720, 80 + 48 * int(std::max<qsizetype>(m_rows.size(), 2))}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paint(QPainter& p, const QRectF& rect) const;

    QVector<Row> m_rows;
    QString m_title;
    bool m_dark = false;
    QColor m_background{Qt::white};
    QColor m_foreground{0x20, 0x20, 0x20};
};

}  // namespace tb::ui
