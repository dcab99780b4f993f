#pragma once

#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QString>

namespace tb::ui {

class ReportLayout;

// The review PDF's cost section (content.cost, filled by core/report/ReviewCost): the price in force, the
// Pricing suggestion and why, the result per scenario, the eight components, every input with its unit and origin
// (measured ones marked, with their runs and window) and the sensitivity as a tornado with its ranked table.
class ReviewCostSection {
    Q_DECLARE_TR_FUNCTIONS(ReviewCostSection)

public:
    static void build(ReportLayout& layout, const core::ReviewContent& content);
    // "15 min", "1.5 h", "25,000 GPU-h", "10%": an input's canonical value with its unit.
    static QString valueWithUnit(const QString& key, double value);
};

}  // namespace tb::ui
