#include "ui/charts/Decimator.h"

#include <algorithm>

namespace tb::ui {

QVector<QPointF> decimateMinMax(const QVector<QPointF>& points, int columns) {
    if (columns <= 0 || points.size() <= qsizetype(columns) * 4) {
        return points;
    }
    const double x0 = points.front().x();
    const double x1 = points.back().x();
    const double width = x1 > x0 ? x1 - x0 : 1.0;
    QVector<QPointF> out;
    out.reserve(columns * 4);
    qsizetype i = 0;
    const qsizetype n = points.size();
    for (int c = 0; c < columns && i < n; ++c) {
        const double end = x0 + width * (c + 1) / columns;
        const qsizetype first = i;
        qsizetype lo = i;
        qsizetype hi = i;
        while (i < n && (points[i].x() <= end || c == columns - 1)) {
            if (points[i].y() < points[lo].y()) {
                lo = i;
            }
            if (points[i].y() > points[hi].y()) {
                hi = i;
            }
            ++i;
        }
        if (i == first) {
            continue;
        }
        qsizetype picks[] = {first, std::min(lo, hi), std::max(lo, hi), i - 1};
        qsizetype last = -1;
        for (qsizetype p : picks) {
            if (p != last) {
                out.push_back(points[p]);
                last = p;
            }
        }
    }
    return out;
}

}  // namespace tb::ui
