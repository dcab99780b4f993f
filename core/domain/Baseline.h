#pragma once

#include "core/Result.h"
#include "core/domain/Tier.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace tb::core {

enum class BetterDirection { Higher, Lower };

// Where the tier bands start. Fraction: edges are fractions of the expected value (0.95 = 95 %); Absolute: edges in
// the baseline's unit (seconds for recipes). For higher-is-better metrics the edges fall platinum > gold > silver >
// bronze; for lower-is-better ones they rise. A value exactly on an edge belongs to the better band.
struct TierEdges {
    enum class Mode { Fraction, Absolute };
    Mode mode = Mode::Fraction;
    double platinum = 0.95;
    double gold = 0.90;
    double silver = 0.80;
    double bronze = 0.70;
};

// One expected figure: a metric on one hardware key (and algorithm), with its tier edges and where it comes from.
struct Baseline {
    qint64 id = 0;                       // database id; 0 for a baseline that only lives in a JSON file
    QString metric;                      // "all_reduce.busbw", "h2d.bw", "recipe.container_pull.seconds"
    QString hardwareKey;                 // see HardwareKey
    QString algorithm;                   // NCCL/RCCL algorithm context: "nvls", "ring" or "" (any)
    std::optional<qint64> minSizeBytes;  // the headline only counts samples at or above this size
    QString unit;
    BetterDirection direction = BetterDirection::Higher;
    double expected = 0;
    TierEdges tiers;
    QString per;     // "" or "nic": the figure is per NIC and scales with the run's NICs per node
    QString source;  // required: who published the figure, where
    QString note;

    // Edge values in the unit, for a given scale (NICs per node for per-NIC figures).
    double edge(Tier tier, double scale = 1.0) const;
    double expectedFor(double scale = 1.0) const { return expected * scale; }
    // The band a value falls in: Platinum..Bronze, else Underperforming.
    Tier bandFor(double value, double scale = 1.0) const;

    QJsonObject toJson() const;
    static Result<Baseline> fromJson(const QJsonObject& object);
    // thresholds_json column: the tier edges plus `per`.
    QJsonObject thresholdsJson() const;
    Status setThresholdsJson(const QJsonObject& object);

    // Every rule a stored baseline must satisfy; the message names the first field that is wrong.
    Status validate() const;

    Q_DECLARE_TR_FUNCTIONS(Baseline)
};

QString directionKey(BetterDirection direction);
std::optional<BetterDirection> directionFromKey(const QString& key);
// Units the charts and verdicts know how to show.
const QStringList& knownUnits();

}  // namespace tb::core
