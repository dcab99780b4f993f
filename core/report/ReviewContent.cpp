#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>

namespace tb::core {

namespace {
QDateTime parseTime(const QString& text) {
    QDateTime t = QDateTime::fromString(text, Qt::ISODate);
    if (!t.isValid()) {
        t = QDateTime(QDate::fromString(text.left(10), Qt::ISODate), QTime(0, 0), Qt::UTC);
    }
    return t;
}
}  // namespace

QString ReviewContent::redactedName() {
    return QCoreApplication::translate("ReviewContent", "[another provider]");
}

int ReviewContent::itemCount() const {
    int n = 0;
    for (const auto& c : criteria) {
        n += int(c.items.size());
    }
    return n;
}

int ReviewContent::countVerdict(Verdict verdict) const {
    int n = 0;
    for (const auto& c : criteria) {
        n += int(
            std::count_if(c.items.cbegin(), c.items.cend(), [&](const ReviewItem& i) { return i.verdict == verdict; }));
    }
    return n;
}

int ReviewContent::plannedCount() const {
    return int(promises().size());
}

std::optional<double> ReviewContent::weightedScore() const {
    double sum = 0.0;
    double weights = 0.0;
    for (const auto& c : criteria) {
        if (const auto s = c.score()) {
            sum += c.weight * *s;
            weights += c.weight;
        }
    }
    if (weights <= 0.0) {
        return std::nullopt;
    }
    return sum / weights;
}

std::optional<int> ReviewContent::handoverDelayDays() const {
    const QDateTime requested = parseTime(handoverRequested);
    const QDateTime received = parseTime(handoverReceived);
    if (!requested.isValid() || !received.isValid()) {
        return std::nullopt;
    }
    return int(requested.date().daysTo(received.date()));
}

std::optional<double> ReviewContent::testingWindowDays() const {
    QDateTime first;
    QDateTime last;
    for (const auto& r : runs) {
        if (r.kind == RunKind::Import) {
            continue;  // imported results carry the import time, not the time on the node
        }
        const QDateTime s = parseTime(r.startedAt);
        const QDateTime e = r.endedAt.isEmpty() ? s : parseTime(r.endedAt);
        if (s.isValid() && (!first.isValid() || s < first)) {
            first = s;
        }
        if (e.isValid() && (!last.isValid() || e > last)) {
            last = e;
        }
    }
    if (!first.isValid() || !last.isValid()) {
        return std::nullopt;
    }
    return double(first.secsTo(last)) / 86400.0;
}

QVector<const ReviewItem*> ReviewContent::openItems() const {
    QVector<const ReviewItem*> out;
    for (const auto& c : criteria) {
        for (const auto& i : c.items) {
            if (i.isOpen()) {
                out.append(&i);
            }
        }
    }
    return out;
}

QVector<const ReviewItem*> ReviewContent::promises() const {
    QVector<const ReviewItem*> out;
    for (const auto& c : criteria) {
        for (const auto& i : c.items) {
            if (i.isPlanned()) {
                out.append(&i);
            }
        }
    }
    return out;
}

}  // namespace tb::core
