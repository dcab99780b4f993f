#include "core/cost/ProviderCosts.h"

#include "core/cost/CostInput.h"
#include "core/store/PriceRepository.h"
#include "core/store/ProviderRepository.h"

#include <QJsonArray>

namespace tb::core {

namespace {

// The column of published defaults a provider's cost starts from. Only Gold, hyperscaler and Silver have
// published defaults; Platinum uses Gold's, the lower tiers Silver's.
std::pair<CostPreset, QString> presetFor(const Provider& p) {
    if (p.kind == ProviderKind::Hyperscaler) {
        return {CostPreset::Hyperscaler, ProviderCosts::tr("hyperscaler defaults (a hyperscaler)")};
    }
    if (p.referenceTier && (*p.referenceTier == Tier::Platinum || *p.referenceTier == Tier::Gold)) {
        return {CostPreset::Gold,
                ProviderCosts::tr("Gold-tier defaults (reference tier %1)").arg(tierName(*p.referenceTier))};
    }
    if (p.referenceTier && *p.referenceTier == Tier::Silver) {
        return {CostPreset::Silver, ProviderCosts::tr("Silver-tier defaults (reference tier Silver)")};
    }
    return {CostPreset::Silver,
            p.referenceTier ? ProviderCosts::tr("Silver-tier defaults (reference tier %1; none published for it)")
                                  .arg(tierName(*p.referenceTier))
                            : ProviderCosts::tr("Silver-tier defaults (no reference tier)")};
}

void applyPrice(const PriceRecord& r, CostInputs& in) {
    const QString evidence =
        QStringLiteral("%1, %2, %3").arg(r.source, r.effectiveOn.toString(Qt::ISODate), priceTermName(r.term));
    auto put = [&](const char* key, double v) {
        if (in.set(QString::fromLatin1(key), v, CostInputTable::find(QString::fromLatin1(key))->unit,
                   InputOrigin::PriceRecord, evidence, QStringLiteral("tierbench://price/%1").arg(r.id))) {
        }
    };
    put("gpu_price", r.usdPerGpuHour);
    if (r.includes(QStringLiteral("storage"))) {
        put("storage_hot_price", 0);
        put("storage_cold_price", 0);
    } else if (r.storageUsdPerTbMonth) {
        put("storage_hot_price", *r.storageUsdPerTbMonth);
        put("storage_cold_price", *r.storageUsdPerTbMonth);
    }
    if (r.includes(QStringLiteral("frontend_network"))) {
        put("network_price", 0);
    } else if (r.networkUsdPerHour) {
        put("network_price", *r.networkUsdPerHour);
    }
    if (r.includes(QStringLiteral("control_plane"))) {
        put("control_plane_price", 0);
    } else if (r.controlPlaneUsdPerHour) {
        put("control_plane_price", *r.controlPlaneUsdPerHour);
    }
    if (r.includes(QStringLiteral("support"))) {
        put("support_pct", 0);
    } else if (r.supportPct) {
        put("support_pct", *r.supportPct / 100.0);
    }
    if (r.egressUsdPerTb) {
        put("egress_price", *r.egressUsdPerTb);
    }
}

std::optional<PriceRecord> pickPrice(const QList<PriceRecord>& current, const QString& gpuModel, double months) {
    std::optional<PriceRecord> best;
    const QString model = gpuModel.isEmpty() && !current.isEmpty() ? current.first().gpuModel : gpuModel;
    for (const PriceRecord& r : current) {
        if (r.gpuModel.compare(model, Qt::CaseInsensitive) != 0 || priceTermMonths(r.term) > months) {
            continue;
        }
        if (!best || priceTermMonths(r.term) > priceTermMonths(best->term)) {
            best = r;
        }
    }
    return best;
}

}  // namespace

QJsonObject ProviderCost::toJson() const {
    QJsonObject o{{QStringLiteral("provider"), providerName},
                  {QStringLiteral("scenario"), scenario.key},
                  {QStringLiteral("defaults"), CostInputs::presetKey(preset)},
                  {QStringLiteral("defaults_reason"), presetReason},
                  {QStringLiteral("recovery"), CostInputs::recoveryKey(inputs.recovery())}};
    if (price) {
        o.insert(QStringLiteral("price_record"), price->id);
        o.insert(QStringLiteral("gpu_model"), price->gpuModel);
        o.insert(QStringLiteral("term"), priceTermKey(price->term));
    }
    QJsonObject ins;
    for (auto it = inputs.all().cbegin(); it != inputs.all().cend(); ++it) {
        const CostInputSpec* spec = CostInputTable::find(it.key());
        QJsonObject v{{QStringLiteral("value"), it->value},
                      {QStringLiteral("unit"), spec ? CostInputTable::unitSymbol(spec->unit) : QString()},
                      {QStringLiteral("origin"), CostInputs::originName(it->origin)},
                      {QStringLiteral("measured"), it->origin == InputOrigin::Measured}};
        if (!it->evidence.isEmpty())
            v.insert(QStringLiteral("evidence"), it->evidence);
        if (!it->evidenceLink.isEmpty())
            v.insert(QStringLiteral("evidence_link"), it->evidenceLink);
        if (!it->note.isEmpty())
            v.insert(QStringLiteral("note"), it->note);
        ins.insert(it.key(), v);
    }
    o.insert(QStringLiteral("inputs"), ins);
    if (error) {
        o.insert(QStringLiteral("error"), error->message);
        o.insert(QStringLiteral("error_input"), error->detail);
    }
    if (result) {
        QJsonObject lines;
        for (const CostLine& l : result->lines) {
            lines.insert(l.key, l.usdPerMonth);
        }
        o.insert(QStringLiteral("usd_per_month"), lines);
        o.insert(QStringLiteral("tco_usd_per_month"), result->tcoPerMonth);
        o.insert(QStringLiteral("tco_usd_contract"), result->tcoContract);
        o.insert(QStringLiteral("goodput_loss_pct"), result->goodputLoss * 100.0);
        o.insert(QStringLiteral("failures_per_month"), result->failuresPerMonth);
        o.insert(QStringLiteral("effective_usd_per_useful_gpu_hour"), result->effectivePricePerUsefulGpuHour);
        o.insert(QStringLiteral("young_interval_h"), result->youngIntervalHours);
        o.insert(QStringLiteral("daly_interval_h"), result->dalyIntervalHours);
        o.insert(QStringLiteral("caveats"), QJsonArray::fromStringList(result->caveats));
    }
    QJsonArray bars;
    for (const SensitivityBar& b : tornado) {
        bars.append(QJsonObject{{QStringLiteral("input"), b.key},
                                {QStringLiteral("low_usd"), b.lowPrice},
                                {QStringLiteral("high_usd"), b.highPrice}});
    }
    o.insert(QStringLiteral("sensitivity_20pct"), bars);
    o.insert(QStringLiteral("measurement_notes"), QJsonArray::fromStringList(measured.notes));
    return o;
}

ProviderCosts::ProviderCosts(QSqlDatabase& db) : m_db(db) {}

Result<ProviderCost> ProviderCosts::cost(qint64 providerId, const CostScenario& scenario, const QString& gpuModel,
                                         const QDate& day) const {
    auto provider = ProviderRepository(m_db).get(providerId);
    if (!provider) {
        return provider.error();
    }
    auto current = PriceRepository(m_db).current(providerId, day);
    if (!current) {
        return current.error();
    }
    auto measured = MeasuredInputs(m_db).read(providerId);
    if (!measured) {
        return measured.error();
    }
    const auto [preset, reason] = presetFor(*provider);
    ProviderCost c;
    c.providerId = providerId;
    c.providerName = provider->name;
    c.preset = preset;
    c.presetReason = reason;
    c.scenario = scenario;
    c.inputs = CostInputs(preset);
    c.measured = *measured;
    if (auto st = scenario.applyTo(c.inputs); !st) {
        c.error = st.error();
        return c;
    }
    c.price = pickPrice(*current, gpuModel, c.inputs.value(QStringLiteral("contract_months")));
    if (c.price) {
        applyPrice(*c.price, c.inputs);
    }
    c.measured.applyTo(c.inputs);
    auto r = CostModel::compute(c.inputs);
    if (!r) {
        c.error = r.error();
        if (!c.price && r.error().detail == QLatin1String("gpu_price")) {
            c.error->message = gpuModel.isEmpty()
                                   ? tr("%1 has no price in force: record one on its Pricing tab.").arg(provider->name)
                                   : tr("%1 has no price for %2 in force: record one on its Pricing tab.")
                                         .arg(provider->name, gpuModel);
        }
        return c;
    }
    c.result = *r;
    c.tornado = CostSensitivity::tornado(c.inputs);
    return c;
}

Result<QList<ProviderCost>> ProviderCosts::compare(const CostScenario& scenario, const QDate& day) const {
    auto providers = ProviderRepository(m_db).list();
    if (!providers) {
        return providers.error();
    }
    QList<ProviderCost> out;
    for (const Provider& p : *providers) {
        auto current = PriceRepository(m_db).current(p.id, day);
        if (!current) {
            return current.error();
        }
        if (current->isEmpty()) {
            continue;
        }
        auto c = cost(p.id, scenario, {}, day);
        if (!c) {
            return c.error();
        }
        out << *c;
    }
    return out;
}

}  // namespace tb::core
