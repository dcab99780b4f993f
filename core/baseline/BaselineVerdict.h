#pragma once

#include "core/baseline/BaselineMatcher.h"
#include "core/domain/Tier.h"

#include <QString>

namespace tb::core {

// One value against its baseline: percentage of expected and tier band. Without a baseline, `hasBaseline` is false
// and the caller shows BaselineMatch::reason instead of a band.
struct BaselineVerdict {
    bool hasBaseline = false;
    double value = 0;
    double expected = 0;
    // value / expected x 100 for higher-is-better metrics, expected / value x 100 for lower-is-better ones (a
    // container pull twice as slow as expected is 50 %), so "higher percent is better" holds for ranking.
    double percent = 0;
    Tier band = Tier::Unavailable;

    static BaselineVerdict of(double value, const BaselineMatch& match);
    // "96.2 % of 480 GB/s · Platinum" or the no-baseline sentence.
    QString describe(const BaselineMatch& match) const;
};

// Byte sizes the binary way, as nccl-tests' sizes are: 1 KiB, 256 MiB, 16 GiB; exact powers print without decimals.
QString formatBytes(qint64 bytes);
QString formatValue(double value, const QString& unit);

}  // namespace tb::core
