#pragma once

#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace tb::ui {

class ReportLayout;

// The body of the review PDF, section by section, flowed into a ReportLayout. Every top-level heading lands in the
// layout's table of contents. Section titles are stable, tests look for them.
class ReviewSections {
    Q_DECLARE_TR_FUNCTIONS(ReviewSections)

public:
    // asOf: the review's date; a planned feature promised before it is flagged as past its date.
    static void build(ReportLayout& layout, const core::ReviewContent& content, const QDate& asOf);

    static QString tierLabel(const QString& tierKey);
    static QString verdictLabel(core::Verdict verdict);
    static QString orgTypeLabel(const QString& key);
    static QString criterionName(const core::ReviewContent& content, const QString& key);
};

}  // namespace tb::ui
