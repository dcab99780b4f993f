#include "core/domain/PriceRecord.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {

constexpr auto kTerms = keyTable<PriceTerm>(
    "PriceTerm", {
                     {PriceTerm::OnDemand, "on_demand", QT_TRANSLATE_NOOP("PriceTerm", "on demand")},
                     {PriceTerm::OneMonth, "1_month", QT_TRANSLATE_NOOP("PriceTerm", "1 month")},
                     {PriceTerm::ThreeMonths, "3_months", QT_TRANSLATE_NOOP("PriceTerm", "3 months")},
                     {PriceTerm::SixMonths, "6_months", QT_TRANSLATE_NOOP("PriceTerm", "6 months")},
                     {PriceTerm::OneYear, "1_year", QT_TRANSLATE_NOOP("PriceTerm", "1 year")},
                     {PriceTerm::TwoYears, "2_years", QT_TRANSLATE_NOOP("PriceTerm", "2 years")},
                     {PriceTerm::ThreeYears, "3_years", QT_TRANSLATE_NOOP("PriceTerm", "3 years")},
                 });

}  // namespace

QString priceTermKey(PriceTerm term) {
    return kTerms.key(term);
}

std::optional<PriceTerm> priceTermFromKey(const QString& key) {
    return kTerms.fromKey(key);
}

QString priceTermName(PriceTerm term) {
    return kTerms.name(term);
}

QList<PriceTerm> priceTerms() {
    QList<PriceTerm> out;
    for (const auto& e : kTerms.entries) {
        out << e.value;
    }
    return out;
}

int priceTermMonths(PriceTerm term) {
    switch (term) {
        case PriceTerm::OnDemand:
        case PriceTerm::OneMonth:
            return 1;
        case PriceTerm::ThreeMonths:
            return 3;
        case PriceTerm::SixMonths:
            return 6;
        case PriceTerm::OneYear:
            return 12;
        case PriceTerm::TwoYears:
            return 24;
        case PriceTerm::ThreeYears:
            return 36;
    }
    return 1;
}

const QStringList& PriceRecord::bundleComponents() {
    static const QStringList components = {QStringLiteral("storage"), QStringLiteral("frontend_network"),
                                           QStringLiteral("backend_network"), QStringLiteral("support"),
                                           QStringLiteral("control_plane")};
    return components;
}

}  // namespace tb::core
