#pragma once

#include <QCoreApplication>
#include <QString>

#include <cmath>

namespace tb::core {

// Whether a figure can be a measurement at all: finite, and inside the range the hardware it describes can reach.
// One place for these rules, so every door a number comes in by (imported tool output, baselines files, live probe
// samples) refuses the same impossible values with the same words.
//
// The ranges are deliberately generous — a margin above the fastest hardware announced when they were set, never a
// judgement of a figure's quality — so a real result is never refused; what they stop is arithmetic nonsense
// (1e308 GB/s, a negative time, "inf") that would otherwise land in a band and move a score.
//
// Usage (all functions are pure and thread-safe):
//
//   const PlausibilityCheck c = Plausibility::sample(QStringLiteral("all_reduce.busbw"), 1e308,
//   QStringLiteral("GB/s")); if (c.problem == PlausibilityCheck::Problem::NotFinite) ... invalid input (CLI exit 5);
//   else if (!c.ok()) ... keep the value's raw text in a finding with c.reason, do not store it as a sample.
//
// Callers decide what a refusal means for them: an import keeps the raw text with a finding and a warning, a
// baselines file is refused whole, a live probe sample is dropped with a log line. NotFinite is always invalid
// input (never a database error): SQLite turns NaN into NULL, so it must not get that far.
struct PlausibilityCheck {
    enum class Problem {
        None,
        NotFinite,  // nan, inf, -inf
        Negative,   // below zero where the quantity cannot be
        TooLarge,   // above what any hardware of that kind reaches
        TooSmall,   // (expected figures only) too small to be a measurement: would make every result look perfect
    };
    Problem problem = Problem::None;
    QString reason;  // translated sentence naming the value, the unit and the limit; empty when ok()

    bool ok() const { return problem == Problem::None; }
    bool notFinite() const { return problem == Problem::NotFinite; }
};

class Plausibility {
    Q_DECLARE_TR_FUNCTIONS(Plausibility)

public:
    // What a figure measures, from its metric name and unit. The range follows from it.
    enum class Quantity {
        CollectiveBandwidth,  // <op>.busbw / <op>.algbw: at most what the fastest GPU fabric carries per GPU
        CopyBandwidth,        // h2d/d2h/d2d/p2p copies, memory bandwidth: at most the fastest GPU memory
        AggregateBandwidth,   // nvbandwidth's `.sum` over all pairs of a node
        LinkRate,             // Gb/s: a network port's signalling rate
        Duration,             // ns/us/ms/s
        Compute,              // TFLOP/s
        Bytes,
        Count,
        Unknown,  // any other unit: only finiteness and a sanity bound are checked
    };

    // Limits, in the quantity's canonical unit (GB/s, Gb/s, us, TFLOP/s, bytes). Exposed for tests and the docs.
    static constexpr double kMaxCollectiveGBps = 3600;          // 2x NVLink 6's 1.8 TB/s per direction per GPU
    static constexpr double kMaxCopyGBps = 50000;               // ~2x the fastest announced HBM4 (about 22 TB/s)
    static constexpr double kMaxAggregateGBps = 50000.0 * 128;  // a node's sum over up to 128 GPU pairs
    static constexpr double kMaxLinkGbps = 6400;                // 4x a 1.6 Tb/s port
    static constexpr double kMaxDurationUs = 7 * 24 * 3600e6;   // one week
    static constexpr double kMaxTflops = 200000;                // ~4x the densest announced FP4 figure per GPU
    static constexpr double kMaxBytes = 1125899906842624.0;     // 1 PiB: far above any message or buffer size
    static constexpr double kMaxCount = 9007199254740992.0;     // 2^53: beyond that a double is not an integer
    static constexpr double kMaxUnknown = 1e15;
    static constexpr qint64 kMaxRanks = 1 << 24;  // 16.7 million ranks; also keeps every rank inside an int

    static Quantity quantityOf(const QString& metric, const QString& unit);
    // The upper limit of a quantity, in its canonical unit.
    static constexpr double maxOf(Quantity q) {
        switch (q) {
            case Quantity::CollectiveBandwidth:
                return kMaxCollectiveGBps;
            case Quantity::CopyBandwidth:
                return kMaxCopyGBps;
            case Quantity::AggregateBandwidth:
                return kMaxAggregateGBps;
            case Quantity::LinkRate:
                return kMaxLinkGbps;
            case Quantity::Duration:
                return kMaxDurationUs;
            case Quantity::Compute:
                return kMaxTflops;
            case Quantity::Bytes:
                return kMaxBytes;
            case Quantity::Count:
                return kMaxCount;
            case Quantity::Unknown:
                break;
        }
        return kMaxUnknown;
    }
    // The fast test for callers that know what they hold (parsers: a row's busbw is a CollectiveBandwidth in GB/s),
    // for every figure of a large import: no text, no allocation. Call sample() for the reason when it is false.
    static bool plausible(Quantity q, double canonicalValue) {
        return canonicalValue >= 0 && canonicalValue <= maxOf(q);  // false for NaN too
    }

    // A measured figure (sample value, table cell). Zero is allowed (a failed or single-rank run prints 0.00).
    static PlausibilityCheck sample(const QString& metric, double value, const QString& unit);
    // An expected figure (a baseline's `expected`, an absolute tier edge): also refused when so small that it could
    // never be a measurement (below 1 MB/s, 1 ns, 0.001 TFLOP/s): such a figure puts every result in the top band.
    static PlausibilityCheck expected(const QString& metric, double value, const QString& unit);
    // A message or buffer size in bytes (negative sizes are refused).
    static PlausibilityCheck sizeBytes(double bytes);
    // A rank number (0-based) or a rank count: non-negative and below kMaxRanks, so it always fits an int.
    static PlausibilityCheck rank(qint64 rank);
    static PlausibilityCheck rankCount(qint64 count);
};

}  // namespace tb::core
