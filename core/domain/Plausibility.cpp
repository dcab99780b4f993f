#include "core/domain/Plausibility.h"

#include <cmath>

namespace tb::core {

namespace {

QString num(double v) {
    return QString::number(v, 'g', 6);
}

struct Scale {
    Plausibility::Quantity quantity;
    double toCanonical = 1;  // multiply a value in the unit by this to get the canonical unit
};

bool endsWithAny(QStringView metric, std::initializer_list<const char16_t*> suffixes) {
    for (const char16_t* s : suffixes) {
        if (metric.endsWith(QStringView(s)))
            return true;
    }
    return false;
}

// No allocation: this runs for every figure of every import (millions of rows).
Scale scaleOf(QStringView metric, QStringView unit) {
    using Q = Plausibility::Quantity;
    double bw = 0;
    if (unit == u"GB/s")
        bw = 1;
    else if (unit == u"TB/s")
        bw = 1000;
    else if (unit == u"MB/s")
        bw = 0.001;
    else if (unit == u"GiB/s")
        bw = 1.073741824;
    if (bw > 0) {
        QStringView m = metric;
        if (m.endsWith(u".ip"))
            m.chop(3);
        if (endsWithAny(m, {u".busbw", u".algbw"}))
            return {Q::CollectiveBandwidth, bw};
        if (m.endsWith(u".sum"))
            return {Q::AggregateBandwidth, bw};
        return {Q::CopyBandwidth, bw};
    }
    if (unit == u"Gb/s")
        return {Q::LinkRate, 1};
    if (unit == u"us")
        return {Q::Duration, 1};
    if (unit == u"ns")
        return {Q::Duration, 0.001};
    if (unit == u"ms")
        return {Q::Duration, 1000};
    if (unit == u"s")
        return {Q::Duration, 1e6};
    if (unit == u"TFLOP/s")
        return {Q::Compute, 1};
    if (unit == u"bytes" || unit == u"B")
        return {Q::Bytes, 1};
    if (unit == u"count")
        return {Q::Count, 1};
    return {Q::Unknown, 1};
}

double maxFor(Plausibility::Quantity q) {
    return Plausibility::maxOf(q);
}

// The smallest figure that can still be an expectation: below it every measurement beats the baseline.
double minExpectedFor(Plausibility::Quantity q) {
    using Q = Plausibility::Quantity;
    switch (q) {
        case Q::CollectiveBandwidth:
        case Q::CopyBandwidth:
        case Q::AggregateBandwidth:
            return 0.001;  // 1 MB/s
        case Q::LinkRate:
            return 0.001;  // 1 Mb/s
        case Q::Duration:
            return 0.001;  // 1 ns
        case Q::Compute:
            return 0.001;
        case Q::Bytes:
        case Q::Count:
            return 1;
        case Q::Unknown:
            break;
    }
    return 1e-9;
}

// Why the upper limit is what it is, in words an analyst can check.
QString whyMax(Plausibility::Quantity q) {
    using Q = Plausibility::Quantity;
    switch (q) {
        case Q::CollectiveBandwidth:
            return Plausibility::tr("more than the fastest GPU fabric carries per GPU (NVLink 6: 1.8 TB/s each way)");
        case Q::CopyBandwidth:
            return Plausibility::tr("faster than any GPU memory (the fastest HBM4 parts reach about 22 TB/s)");
        case Q::AggregateBandwidth:
            return Plausibility::tr("more than 128 GPUs' memories together");
        case Q::LinkRate:
            return Plausibility::tr("faster than four 1.6 Tb/s network ports");
        case Q::Duration:
            return Plausibility::tr("longer than a week");
        case Q::Compute:
            return Plausibility::tr("more than any GPU computes");
        case Q::Bytes:
            return Plausibility::tr("larger than 1 PiB");
        case Q::Count:
            return Plausibility::tr("larger than 2^53, where a number stops being exact");
        case Q::Unknown:
            break;
    }
    return Plausibility::tr("not a measured figure");
}

PlausibilityCheck refuse(PlausibilityCheck::Problem p, QString reason) {
    PlausibilityCheck c;
    c.problem = p;
    c.reason = std::move(reason);
    return c;
}

PlausibilityCheck check(const QString& metric, double value, const QString& unit, bool expected) {
    using P = PlausibilityCheck::Problem;
    const Scale s = scaleOf(metric, unit);
    const double canonical = value * s.toCanonical;
    const double max = maxFor(s.quantity);
    const double min = expected ? minExpectedFor(s.quantity) : 0.0;
    // The common case first, without building any text.
    if (std::isfinite(value) && value >= 0 && canonical <= max && canonical >= min)
        return {};
    const QString what = metric.isEmpty() ? Plausibility::tr("value") : metric;
    const QString shown = unit.isEmpty() ? num(value) : num(value) + u' ' + unit;
    if (!std::isfinite(value)) {
        return refuse(
            P::NotFinite,
            Plausibility::tr("%1 %2 is not a finite number; a measurement is never NaN or infinite.").arg(what, shown));
    }
    if (value < 0)
        return refuse(P::Negative,
                      Plausibility::tr("%1 %2 is negative, which this quantity cannot be.").arg(what, shown));
    if (canonical > max) {
        return refuse(P::TooLarge, Plausibility::tr("%1 %2 is above %3 %4: %5.")
                                       .arg(what, shown, num(max / s.toCanonical), unit, whyMax(s.quantity)));
    }
    return refuse(P::TooSmall,
                  Plausibility::tr("%1 %2 is below %3 %4: too small to be a measured figure, it would put every result "
                                   "in the top band.")
                      .arg(what, shown, num(min / s.toCanonical), unit));
}

}  // namespace

Plausibility::Quantity Plausibility::quantityOf(const QString& metric, const QString& unit) {
    return scaleOf(metric, unit).quantity;
}

PlausibilityCheck Plausibility::sample(const QString& metric, double value, const QString& unit) {
    return check(metric, value, unit, false);
}

PlausibilityCheck Plausibility::expected(const QString& metric, double value, const QString& unit) {
    return check(metric, value, unit, true);
}

PlausibilityCheck Plausibility::sizeBytes(double bytes) {
    return check(tr("size"), bytes, QStringLiteral("bytes"), false);
}

PlausibilityCheck Plausibility::rank(qint64 rank) {
    if (rank < 0 || rank >= kMaxRanks) {  // negative ranks only come from corrupted text
        return refuse(PlausibilityCheck::Problem::TooLarge,
                      tr("rank %1 is outside 0..%2: no job has that many ranks.").arg(rank).arg(kMaxRanks - 1));
    }
    return {};
}

PlausibilityCheck Plausibility::rankCount(qint64 count) {
    if (count < 0 || count > kMaxRanks) {
        return refuse(PlausibilityCheck::Problem::TooLarge,
                      tr("a rank count of %1 is outside 0..%2: no job has that many ranks.").arg(count).arg(kMaxRanks));
    }
    return {};
}

}  // namespace tb::core
