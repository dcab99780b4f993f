#pragma once

#include "core/report/ReviewContent.h"

#include <QCoreApplication>

namespace tb::ui {

class ReportLayout;

// The review PDF's training section (content.training): each training run's steps as the workbench charts them
// (tokens/s per GPU and MFU per step, the rank that fell behind named), with the sentence that sums it up. A review
// without a training run has no such section.
class ReviewTrainingSection {
    Q_DECLARE_TR_FUNCTIONS(ReviewTrainingSection)

public:
    static void build(ReportLayout& layout, const core::ReviewContent& content);
};

}  // namespace tb::ui
