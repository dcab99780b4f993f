#include "core/domain/Baseline.h"

#include "core/domain/HardwareKey.h"
#include "core/domain/KeyTable.h"
#include "core/domain/Plausibility.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>

namespace tb::core {

namespace {
// Edges are compared with a relative tolerance so 0.95 x 480 (455.99999...) still puts 456.0 in the upper band.
constexpr double kRelTolerance = 1e-9;

bool atLeast(double value, double edge) {
    return value >= edge - std::abs(edge) * kRelTolerance;
}

bool atMost(double value, double edge) {
    return value <= edge + std::abs(edge) * kRelTolerance;
}

constexpr auto kDirections = keyTable<BetterDirection>("Baseline", {
                                                                       {BetterDirection::Higher, "higher"},
                                                                       {BetterDirection::Lower, "lower"},
                                                                   });

}  // namespace

QString directionKey(BetterDirection direction) {
    return kDirections.key(direction);
}

std::optional<BetterDirection> directionFromKey(const QString& key) {
    return kDirections.fromKey(key);
}

const QStringList& knownUnits() {
    static const QStringList units{QStringLiteral("GB/s"),    QStringLiteral("Gb/s"),     QStringLiteral("TB/s"),
                                   QStringLiteral("us"),      QStringLiteral("ms"),       QStringLiteral("s"),
                                   QStringLiteral("TFLOP/s"), QStringLiteral("tokens/s"), QStringLiteral("%")};
    return units;
}

double Baseline::edge(Tier tier, double scale) const {
    double e = 0;
    switch (tier) {
        case Tier::Platinum:
            e = tiers.platinum;
            break;
        case Tier::Gold:
            e = tiers.gold;
            break;
        case Tier::Silver:
            e = tiers.silver;
            break;
        case Tier::Bronze:
            e = tiers.bronze;
            break;
        // Baselines have edges for the medallions only (ClusterMAX publishes none for Participation Ribbon): below
        // Bronze's edge is one open band.
        case Tier::ParticipationRibbon:
        case Tier::Underperforming:
        case Tier::Unavailable:
            return direction == BetterDirection::Higher ? 0.0 : qInf();
    }
    return tiers.mode == TierEdges::Mode::Fraction ? e * expected * scale : e * scale;
}

Tier Baseline::bandFor(double value, double scale) const {
    for (Tier t : {Tier::Platinum, Tier::Gold, Tier::Silver, Tier::Bronze}) {
        const double e = edge(t, scale);
        if (direction == BetterDirection::Higher ? atLeast(value, e) : atMost(value, e)) {
            return t;
        }
    }
    return Tier::Underperforming;
}

QJsonObject Baseline::thresholdsJson() const {
    QJsonObject o{{QStringLiteral("mode"),
                   tiers.mode == TierEdges::Mode::Fraction ? QStringLiteral("fraction") : QStringLiteral("absolute")},
                  {QStringLiteral("platinum"), tiers.platinum},
                  {QStringLiteral("gold"), tiers.gold},
                  {QStringLiteral("silver"), tiers.silver},
                  {QStringLiteral("bronze"), tiers.bronze}};
    if (!per.isEmpty()) {
        o.insert(QStringLiteral("per"), per);
    }
    return o;
}

Status Baseline::setThresholdsJson(const QJsonObject& o) {
    const QString mode = o.value(QStringLiteral("mode")).toString(QStringLiteral("fraction"));
    if (mode == QLatin1String("fraction")) {
        tiers.mode = TierEdges::Mode::Fraction;
    } else if (mode == QLatin1String("absolute")) {
        tiers.mode = TierEdges::Mode::Absolute;
    } else {
        return makeError(ErrorCode::InvalidArgument, tr("Tier mode must be \"fraction\" or \"absolute\""), mode);
    }
    const char* names[] = {"platinum", "gold", "silver", "bronze"};
    double* targets[] = {&tiers.platinum, &tiers.gold, &tiers.silver, &tiers.bronze};
    for (int i = 0; i < 4; ++i) {
        const QJsonValue v = o.value(QLatin1String(names[i]));
        if (!v.isDouble()) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("Every tier edge (platinum, gold, silver, bronze) needs a number"),
                             QLatin1String(names[i]));
        }
        *targets[i] = v.toDouble();
    }
    per = o.value(QStringLiteral("per")).toString();
    return {};
}

QJsonObject Baseline::toJson() const {
    QJsonObject o{{QStringLiteral("metric"), metric},     {QStringLiteral("hardware"), hardwareKey},
                  {QStringLiteral("unit"), unit},         {QStringLiteral("direction"), directionKey(direction)},
                  {QStringLiteral("expected"), expected}, {QStringLiteral("tiers"), thresholdsJson()},
                  {QStringLiteral("source"), source}};
    if (!algorithm.isEmpty()) {
        o.insert(QStringLiteral("algorithm"), algorithm);
    }
    if (minSizeBytes) {
        o.insert(QStringLiteral("minSizeBytes"), double(*minSizeBytes));
    }
    if (!note.isEmpty()) {
        o.insert(QStringLiteral("note"), note);
    }
    return o;
}

Result<Baseline> Baseline::fromJson(const QJsonObject& o) {
    Baseline b;
    b.metric = o.value(QStringLiteral("metric")).toString().trimmed();
    b.hardwareKey = o.value(QStringLiteral("hardware")).toString().trimmed();
    b.algorithm = o.value(QStringLiteral("algorithm")).toString().trimmed().toLower();
    b.unit = o.value(QStringLiteral("unit")).toString().trimmed();
    b.source = o.value(QStringLiteral("source")).toString().trimmed();
    b.note = o.value(QStringLiteral("note")).toString();
    const QString dir = o.value(QStringLiteral("direction")).toString(QStringLiteral("higher"));
    const auto d = directionFromKey(dir);
    if (!d) {
        return makeError(ErrorCode::InvalidArgument, tr("Direction must be \"higher\" or \"lower\""), dir);
    }
    b.direction = *d;
    const QJsonValue expected = o.value(QStringLiteral("expected"));
    if (!expected.isDouble()) {
        return makeError(ErrorCode::InvalidArgument, tr("The expected value must be a number"));
    }
    b.expected = expected.toDouble();
    const QJsonValue minSize = o.value(QStringLiteral("minSizeBytes"));
    if (minSize.isDouble()) {
        b.minSizeBytes = qint64(minSize.toDouble());
    } else if (!minSize.isUndefined() && !minSize.isNull()) {
        return makeError(ErrorCode::InvalidArgument, tr("minSizeBytes must be a number of bytes"));
    }
    if (o.contains(QStringLiteral("tiers"))) {
        if (auto st = b.setThresholdsJson(o.value(QStringLiteral("tiers")).toObject()); !st) {
            return st.error();
        }
    }
    if (auto st = b.validate(); !st) {
        return st.error();
    }
    return b;
}

Status Baseline::validate() const {
    if (metric.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("A baseline needs a metric"));
    }
    if (source.trimmed().isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("A baseline needs a source (who published the figure, where)"),
                         metric);
    }
    if (!knownUnits().contains(unit)) {
        return makeError(ErrorCode::InvalidArgument, tr("Unknown unit"), unit);
    }
    if (auto key = HardwareKey::parse(hardwareKey); !key) {
        return makeError(ErrorCode::InvalidArgument, tr("The hardware key is not valid"), key.error().toString());
    }
    if (!std::isfinite(expected) || expected <= 0) {
        return makeError(ErrorCode::InvalidArgument, tr("The expected value must be a positive number"),
                         QString::number(expected));
    }
    // A positive number is not enough: 1e-308 GB/s would put every result in the top band, 1e308 none.
    if (const PlausibilityCheck c = Plausibility::expected(metric, expected, unit); !c.ok()) {
        return makeError(ErrorCode::InvalidArgument, tr("The expected value is not a plausible figure"), c.reason);
    }
    if (minSizeBytes && *minSizeBytes < 0) {
        return makeError(ErrorCode::InvalidArgument, tr("The minimum message size cannot be negative"));
    }
    if (!per.isEmpty() && per != QLatin1String("nic")) {
        return makeError(ErrorCode::InvalidArgument, tr("\"per\" must be empty or \"nic\""), per);
    }
    const double e[] = {tiers.platinum, tiers.gold, tiers.silver, tiers.bronze};
    for (double v : e) {
        if (!std::isfinite(v) || v <= 0) {
            return makeError(ErrorCode::InvalidArgument, tr("Tier edges must be positive numbers"));
        }
    }
    if (tiers.mode == TierEdges::Mode::Fraction) {
        // Fractions of the expected value: 1e-300 would make every result platinum just as a tiny expectation would.
        for (double v : e) {
            if (v < 0.01 || v > 100) {
                return makeError(ErrorCode::InvalidArgument,
                                 tr("Tier edges given as fractions of the expected value must lie between 0.01 and "
                                    "100"),
                                 QString::number(v));
            }
        }
    } else {
        for (double v : e) {
            if (const PlausibilityCheck c = Plausibility::expected(metric, v, unit); !c.ok()) {
                return makeError(ErrorCode::InvalidArgument, tr("A tier edge is not a plausible figure"), c.reason);
            }
        }
    }
    for (int i = 0; i < 3; ++i) {
        const bool ordered = direction == BetterDirection::Higher ? e[i] > e[i + 1] : e[i] < e[i + 1];
        if (!ordered) {
            return makeError(ErrorCode::InvalidArgument,
                             direction == BetterDirection::Higher
                                 ? tr("Tier edges must fall from platinum to bronze for a higher-is-better metric")
                                 : tr("Tier edges must rise from platinum to bronze for a lower-is-better metric"));
        }
    }
    return {};
}

}  // namespace tb::core
