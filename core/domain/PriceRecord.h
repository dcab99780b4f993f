#pragma once

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tb::core {

// Commitment term of a quoted price.
enum class PriceTerm { OnDemand, OneMonth, ThreeMonths, SixMonths, OneYear, TwoYears, ThreeYears };

// Stable keys ("on_demand", "1_month", "3_months", "6_months", "1_year", "2_years", "3_years") and names.
QString priceTermKey(PriceTerm term);
std::optional<PriceTerm> priceTermFromKey(const QString& key);
QString priceTermName(PriceTerm term);
QList<PriceTerm> priceTerms();

// Months a term commits to; on demand counts as one month for spreading set-up cost.
int priceTermMonths(PriceTerm term);

// One quoted price: a GPU model under a term, valid from `effectiveOn` until a later record of the same provider,
// model and term. Optional prices are nullopt when not known; `bundled` names what the GPU price includes
// (storage, frontend_network, backend_network, support, control_plane).
struct PriceRecord {
    qint64 id = 0;
    qint64 providerId = 0;
    QString gpuModel;
    double usdPerGpuHour = 0;
    PriceTerm term = PriceTerm::OnDemand;
    QStringList bundled;
    std::optional<double> storageUsdPerTbMonth, networkUsdPerHour, controlPlaneUsdPerHour, supportPct, egressUsdPerTb;
    QString expansionTerms, source, notes;
    QDate effectiveOn;
    // The row's version when it was read and who wrote it (RowVersion): an update names it, so a price changed
    // meanwhile by another analyst is refused instead of overwritten. 0: no check.
    qint64 rowVersion = 0;
    QString changedBy, changedAt;

    bool includes(const QString& component) const { return bundled.contains(component); }
    static const QStringList& bundleComponents();
};

}  // namespace tb::core
