#pragma once

#include "core/baseline/BaselineMatcher.h"
#include "core/store/RunRepository.h"
#include "ui/charts/Renderable.h"

#include <QVector>
#include <QWidget>

namespace tb::ui {

// GPU-to-GPU bandwidth as a heat map: row = source GPU, column = destination. With a baseline each cell takes the
// colour of its tier band and shows its value; without one, cells shade from the slowest to the fastest pair and the
// "No baseline" note is drawn under the title. Hovering a cell shows its exact value and verdict as a tooltip.
//
// Thread contract: GUI thread only. Paints the same picture on screen and through renderTo() (never shown is fine).
class P2pMatrixWidget : public QWidget, public Renderable {
    Q_OBJECT

public:
    explicit P2pMatrixWidget(QWidget* parent = nullptr);

    // values[src][dst]; NaN for pairs not measured (the diagonal).
    void setMatrix(const QVector<QVector<double>>& values, const QString& unit);
    // From p2p.bw samples (extra {src, dst}): each pair's peak at or above minSize.
    void setSamples(const QVector<core::SampleRecord>& samples, qint64 minSizeBytes = 64LL * 1024 * 1024);
    void setBaseline(const core::BaselineMatch& match);
    void setTitle(const QString& title);
    void setDark(bool dark);
    // The palette's base and text colours (and dark or light by it) instead of the paper's white and ink.
    void followPalette(const QPalette& palette) override;

    const QVector<QVector<double>>& matrix() const { return m_values; }
    QString cellText(int src, int dst) const;
    QString note() const { return m_note; }

    using Renderable::renderTo;
    void renderTo(QPainter* painter, const QRectF& target, const QSizeF& logicalSize) override;
    QSize sizeHint() const override { return {640, 560}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    void paint(QPainter& p, const QRectF& rect) const;
    QRectF gridRect(const QRectF& rect) const;

    QVector<QVector<double>> m_values;
    QString m_unit = QStringLiteral("GB/s");
    QString m_title;
    QString m_note;
    std::optional<core::BaselineMatch> m_match;
    bool m_dark = false;
    QColor m_background{Qt::white};
    QColor m_foreground{0x20, 0x20, 0x20};
};

}  // namespace tb::ui
