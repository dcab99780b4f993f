#include "ui/report/ReviewTrainingSection.h"

#include "ui/charts/TrainingStepsChart.h"
#include "ui/report/ReportLayout.h"

#include <QPainter>

#include <memory>

namespace tb::ui {

void ReviewTrainingSection::build(ReportLayout& l, const core::ReviewContent& content) {
    if (content.training.isEmpty())
        return;
    l.heading(tr("Training runs"), 0);
    l.paragraph(tr("Each training run step by step: tokens per second per GPU (or the step time where the log gives "
                   "no rate) and the model FLOPs utilisation against the GPU's dense bf16 peak. The first step holds "
                   "warm-up and compilation and is left out of the medians. A marked step is one where a rank ran at "
                   "least 10 % behind the fastest; the rank is named."),
                9.0);
    for (const core::ReviewTraining& t : content.training) {
        auto chart = std::make_shared<TrainingStepsChart>();
        chart->setSteps(t.steps);
        chart->setBaseline(t.tokensBaseline);
        chart->setTitle(tr("Run #%1 — %2 — %3")
                            .arg(t.runId)
                            .arg(t.probe, t.hardwareKey.isEmpty() ? tr("unknown hardware") : t.hardwareKey));
        const double height = l.mm(95);
        l.keepTogether(height + l.mm(4));
        // Laid out at the workbench's size and scaled into the column, so type and lines keep their proportions.
        l.drawing(height, [chart](QPainter& p, const QRectF& r) {
            chart->renderTo(&p, r, QSizeF(760, 760 * r.height() / r.width()));
        });
        l.space(4);
    }
}

}  // namespace tb::ui
