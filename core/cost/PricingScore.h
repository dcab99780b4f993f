#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace tb::core {

// The Pricing criterion's suggested score (0..5) from the effective price of a useful GPU-hour against the peers'
// median under the same scenario: 2.5 at the median, +2.5 at half of it, 0 at one and a half times it, linear and
// clamped between. Price alone, not list price: a cheap GPU-hour that fails often scores as what it costs.
struct PricingScore {
    Q_DECLARE_TR_FUNCTIONS(PricingScore)

public:
    double score = 0;
    double ratioToMedian = 1;
    double peerMedian = 0;
    int peers = 0;
    QString explanation;

    // nullopt when the provider has no result or there is no other priced provider to compare with.
    static std::optional<PricingScore> suggest(double effective, const QList<double>& peerEffective,
                                               const QString& scenarioName);
};

}  // namespace tb::core
