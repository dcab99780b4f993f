#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace tb::core {

// One measurement: `<op>.busbw` at 8589934592 bytes = 479.26 GB/s, extra {count,type,wrong,...}.
struct SampleRecord {
    QString metric;
    std::optional<qint64> sizeBytes;
    double value = 0;
    QString unit;
    QJsonObject extra;
};

}  // namespace tb::core
