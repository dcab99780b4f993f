#pragma once

#include <QPointF>
#include <QVector>

namespace tb::ui {

// Min/max decimation to a pixel width: for each of `columns` x-buckets, keeps the first, lowest, highest and last
// point in x order, so peaks and dips survive and the line looks the same at that width. Input sorted by x.
QVector<QPointF> decimateMinMax(const QVector<QPointF>& points, int columns);

}  // namespace tb::ui
