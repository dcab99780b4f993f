#include "ui/report/ReviewDeliveryDisputes.h"

#include "core/rating/DeliveryExplanation.h"
#include "ui/report/ReportLayout.h"

namespace tb::ui {
namespace {

QString stateName(const QString& key) {
    if (key == QLatin1String("accepted")) {
        return ReviewDeliveryDisputes::tr("Accepted");
    }
    if (key == QLatin1String("rejected")) {
        return ReviewDeliveryDisputes::tr("Rejected");
    }
    return ReviewDeliveryDisputes::tr("Open");
}

QColor stateColour(const QString& key) {
    if (key == QLatin1String("accepted")) {
        return QColor(0xd8, 0xf0, 0xd8);
    }
    if (key == QLatin1String("rejected")) {
        return QColor(0xf8, 0xd7, 0xd3);
    }
    return QColor(0xfd, 0xf1, 0xd6);
}

void delivery(ReportLayout& l, const core::ReviewContent& c, const QDate& asOf) {
    l.heading(ReviewDeliveryDisputes::tr("Delivery: handover and planned features"), 0);
    // Worded as the rating words them, but on the review's date: a review dated before a promise fell due does not
    // call it overdue.
    QList<core::DeliveryExplanation::PlannedFeature> planned;
    for (const core::ReviewCriterion& cr : c.criteria) {
        for (const core::ReviewItem& i : cr.items) {
            if (i.isPlanned()) {
                planned.append({i.title, i.promisedDate, i.verdict});
            }
        }
    }
    const QStringList lines = core::DeliveryExplanation::lines(c.handoverRequested, c.handoverReceived, planned, asOf);
    if (lines.isEmpty()) {
        l.paragraph(ReviewDeliveryDisputes::tr("No handover dates and no planned features were recorded."));
        return;
    }
    l.paragraph(ReviewDeliveryDisputes::tr(
        "As the rating explains it: when the test cluster was asked for and handed over, and what the provider only "
        "plans. These lines explain the rating; the scores follow the verdicts."));
    for (const QString& line : lines) {
        const bool warn = line.contains(ReviewDeliveryDisputes::tr("late"), Qt::CaseInsensitive) ||
                          line.contains(ReviewDeliveryDisputes::tr("date passed"));
        l.paragraph(QStringLiteral("\u2022 ") + line, 9.5, false, warn ? QColor(0xb0, 0x20, 0x20) : QColor());
    }
}

void disputes(ReportLayout& l, const core::ReviewContent& c) {
    l.heading(ReviewDeliveryDisputes::tr("Disputes"), 0);
    if (c.disputes.isEmpty()) {
        l.paragraph(ReviewDeliveryDisputes::tr(
            "The provider has disputed nothing in this evaluation. It received its fact-check bundle (its review, "
            "every piece of evidence with its raw data and hashes) and can answer with a dispute file "
            "(docs/disputes.md)."));
        return;
    }
    int open = 0;
    int accepted = 0;
    for (const core::ReviewDispute& d : c.disputes) {
        open += d.state == QLatin1String("open") ? 1 : 0;
        accepted += d.state == QLatin1String("accepted") ? 1 : 0;
    }
    l.paragraph(ReviewDeliveryDisputes::tr("%n dispute(s) from the provider", nullptr, int(c.disputes.size())) +
                ReviewDeliveryDisputes::tr(": %1 accepted, %2 rejected, %3 open. An accepted dispute that asked for "
                                           "another verdict changed it on the checklist (audited).")
                    .arg(accepted)
                    .arg(int(c.disputes.size()) - accepted - open)
                    .arg(open));
    QVector<ReportLayout::Row> rows;
    for (const core::ReviewDispute& d : c.disputes) {
        QString claim = d.claim;
        if (!d.evidence.isEmpty()) {
            claim += QStringLiteral("\n") + ReviewDeliveryDisputes::tr("Evidence: %1").arg(d.evidence);
        }
        if (!d.attachmentName.isEmpty()) {
            claim +=
                QStringLiteral("\n") + ReviewDeliveryDisputes::tr("Attached: %1 (SHA-256 %2)")
                                           .arg(d.attachmentName, d.attachmentSha256.left(16) + QStringLiteral("…"));
        }
        rows.append(
            ReportLayout::Row{{QStringLiteral("#%1").arg(d.id)},
                              {d.itemTitle.isEmpty() ? d.itemKey : d.itemTitle},
                              {claim},
                              {d.requestedVerdict.isEmpty() ? QStringLiteral("\u2013") : d.requestedVerdict},
                              {stateName(d.state), stateColour(d.state), {}, true},
                              {d.reasoning.isEmpty() ? ReviewDeliveryDisputes::tr("not decided yet") : d.reasoning}});
    }
    l.table({ReviewDeliveryDisputes::tr("#"), ReviewDeliveryDisputes::tr("Item"), ReviewDeliveryDisputes::tr("Claim"),
             ReviewDeliveryDisputes::tr("Asked"), ReviewDeliveryDisputes::tr("Outcome"),
             ReviewDeliveryDisputes::tr("Reasoning")},
            {0.6, 1.9, 3.5, 0.8, 1.5, 3.1}, rows);
}

}  // namespace

void ReviewDeliveryDisputes::build(ReportLayout& layout, const core::ReviewContent& content, const QDate& asOf) {
    delivery(layout, content, asOf);
    disputes(layout, content);
}

}  // namespace tb::ui
