#pragma once

#include "core/baseline/BaselineMatcher.h"
#include "core/domain/TrainingSteps.h"
#include "ui/charts/Renderable.h"

#include <QColor>
#include <QCoreApplication>
#include <QVector>

namespace tb::ui {

// A training run step by step (tb-train, or an imported torchtitan / Megatron-LM / NeMo log): tokens/s per GPU (or,
// where the log gives no rate, the step time) as the main line over the tokens/s baseline's tier bands, MFU in % on a
// second axis, and the steps where one rank fell behind marked with that rank. The caption names the straggler, the
// median and the MFU, or says that no peak is known.
//
// Not a widget: the run view shows it in a RenderableView, the review PDF paints it into its page. GUI thread only
// (fonts).
class TrainingStepsChart : public Renderable {
    Q_DECLARE_TR_FUNCTIONS(TrainingStepsChart)

public:
    TrainingStepsChart();
    void setSteps(const QVector<core::TrainingStep>& steps);
    const QVector<core::TrainingStep>& steps() const { return m_steps; }
    void setBaseline(const core::BaselineMatch& match) { m_baseline = match; }
    void setTitle(const QString& title);
    // The sentence under the title (core::TrainingSteps::caption).
    QString caption() const { return core::TrainingSteps::caption(m_steps); }
    void setDark(bool dark);
    void followPalette(const QPalette& palette) override;

    using Renderable::renderTo;
    void renderTo(QPainter* painter, const QRectF& target, const QSizeF& logicalSize) override;
    void paint(QPainter& p, const QRectF& rect) const;

private:
    QVector<core::TrainingStep> m_steps;
    core::BaselineMatch m_baseline;
    QString m_title;
    bool m_dark = false;
    QColor m_background{Qt::white};
    QColor m_foreground{0x20, 0x20, 0x20};
};

}  // namespace tb::ui
