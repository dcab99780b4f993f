#include "core/cost/CostInput.h"

namespace tb::core {

namespace {

constexpr double kMin = 1.0 / 60.0;

// Sources are short on purpose: the full citations are in docs/cost-model.md.
const QList<CostInputSpec> kSpecs = {
    {"gpu_price", QT_TRANSLATE_NOOP("CostInput", "GPU price"), CostUnit::UsdPerGpuHour, true, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the provider's price record")},
    {"orchestration_premium", QT_TRANSLATE_NOOP("CostInput", "Orchestration premium"), CostUnit::Fraction, false, 0, 0,
     0, DefaultKind::Published,
     QT_TRANSLATE_NOOP("CostInput",
                       "SemiAnalysis TCO article: +10% for a managed hyperscaler stack in the RL scenario")},
    {"gpu_count", QT_TRANSLATE_NOOP("CostInput", "GPUs in the cluster"), CostUnit::Gpus, true, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the scenario")},
    {"gpus_per_node", QT_TRANSLATE_NOOP("CostInput", "GPUs per node"), CostUnit::Gpus, false, 8, 8, 8,
     DefaultKind::Assumed, QT_TRANSLATE_NOOP("CostInput", "an HGX node")},
    {"job_size", QT_TRANSLATE_NOOP("CostInput", "Average job size"), CostUnit::Gpus, true, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the scenario")},
    {"blast_radius", QT_TRANSLATE_NOOP("CostInput", "Blast radius"), CostUnit::Gpus, false, 8, 8, 8,
     DefaultKind::Published, QT_TRANSLATE_NOOP("CostInput", "SemiAnalysis TCO article: 8-way HGX, 64-way in NVL72")},
    {"storage_hot_tb", QT_TRANSLATE_NOOP("CostInput", "Hot storage"), CostUnit::Tb, false, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the scenario (survey range 2-25 TB per GPU)")},
    {"storage_hot_price", QT_TRANSLATE_NOOP("CostInput", "Hot storage price"), CostUnit::UsdPerTbMonth, false, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the provider's price record; 0 when bundled")},
    {"storage_cold_tb", QT_TRANSLATE_NOOP("CostInput", "Cold storage"), CostUnit::Tb, false, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the scenario")},
    {"storage_cold_price", QT_TRANSLATE_NOOP("CostInput", "Cold storage price"), CostUnit::UsdPerTbMonth, false, 0, 0,
     0, DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the provider's price record; 0 when bundled")},
    {"network_price", QT_TRANSLATE_NOOP("CostInput", "Front-end network"), CostUnit::UsdPerHour, false, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the provider's price record; 0 when bundled")},
    {"egress_tb", QT_TRANSLATE_NOOP("CostInput", "Egress volume"), CostUnit::TbPerMonth, false, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the scenario")},
    {"egress_price", QT_TRANSLATE_NOOP("CostInput", "Egress price"), CostUnit::UsdPerTb, false, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the provider's price record")},
    {"control_plane_price", QT_TRANSLATE_NOOP("CostInput", "Control plane"), CostUnit::UsdPerHour, false, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the provider's price record; 0 when bundled")},
    {"support_pct", QT_TRANSLATE_NOOP("CostInput", "Support uplift"), CostUnit::Fraction, false, 0, 0.10, 0,
     DefaultKind::Published,
     QT_TRANSLATE_NOOP("CostInput", "SemiAnalysis TCO article: AWS 10% of the bill, stepping down to 3%")},
    {"mtbf", QT_TRANSLATE_NOOP("CostInput", "GPU-level MTBF"), CostUnit::GpuHours, false, 25000, 25000, 15000,
     DefaultKind::Published,
     QT_TRANSLATE_NOOP("CostInput", "SemiAnalysis TCO article calculator defaults (interviews and testing)")},
    {"t_id", QT_TRANSLATE_NOOP("CostInput", "Time to identify a failure"), CostUnit::Hours, false, 15 * kMin, 15 * kMin,
     1, DefaultKind::Published, QT_TRANSLATE_NOOP("CostInput", "SemiAnalysis TCO article calculator defaults")},
    {"t_repair", QT_TRANSLATE_NOOP("CostInput", "Time to repair or replace a node"), CostUnit::Hours, false, 15 * kMin,
     15 * kMin, 1, DefaultKind::Published,
     QT_TRANSLATE_NOOP("CostInput", "SemiAnalysis TCO article calculator defaults")},
    {"t_init", QT_TRANSLATE_NOOP("CostInput", "Job start-up time"), CostUnit::Hours, false, 10 * kMin, 10 * kMin,
     15 * kMin, DefaultKind::Published, QT_TRANSLATE_NOOP("CostInput", "SemiAnalysis TCO article calculator defaults")},
    {"t_chkpt", QT_TRANSLATE_NOOP("CostInput", "Checkpoint interval"), CostUnit::Hours, false, 1, 1, 1,
     DefaultKind::Published,
     QT_TRANSLATE_NOOP("CostInput",
                       "SemiAnalysis TCO article: 1 h async checkpoints (RL scenario); Young/Daly offered")},
    {"checkpoint_save", QT_TRANSLATE_NOOP("CostInput", "Checkpoint save time (blocking)"), CostUnit::Hours, false,
     1 * kMin, 1 * kMin, 1 * kMin, DefaultKind::Assumed,
     QT_TRANSLATE_NOOP("CostInput", "assumed; feeds the Young/Daly interval only")},
    {"t_failover", QT_TRANSLATE_NOOP("CostInput", "Failover time to a hot spare"), CostUnit::Hours, false, 5 * kMin,
     5 * kMin, 5 * kMin, DefaultKind::Derived,
     QT_TRANSLATE_NOOP("CostInput", "derived: the value that reproduces the article's 6.14% (Gold pretrain)")},
    {"ft_overhead", QT_TRANSLATE_NOOP("CostInput", "Fault-tolerance overhead"), CostUnit::Fraction, false, 0, 0, 0,
     DefaultKind::Published,
     QT_TRANSLATE_NOOP("CostInput",
                       "SemiAnalysis TCO article: HyperPod Checkpointless 5% performance/memory overhead")},
    {"spare_gpus", QT_TRANSLATE_NOOP("CostInput", "Idle spare GPUs"), CostUnit::Gpus, false, 0, 0, 0,
     DefaultKind::Published,
     QT_TRANSLATE_NOOP("CostInput",
                       "SemiAnalysis TCO article: 32 idle GPUs (4 nodes) for TorchPass in the pretrain case")},
    {"engineer_cost", QT_TRANSLATE_NOOP("CostInput", "Engineer cost"), CostUnit::UsdPerYear, false, 200000, 200000,
     200000, DefaultKind::Published, QT_TRANSLATE_NOOP("CostInput", "SemiAnalysis TCO article: $200k a year")},
    {"setup_engineer_hours", QT_TRANSLATE_NOOP("CostInput", "Set-up engineering"), CostUnit::Hours, false, 0, 0, 0,
     DefaultKind::UserSupplied, QT_TRANSLATE_NOOP("CostInput", "the scenario")},
    {"setup_cluster_hours", QT_TRANSLATE_NOOP("CostInput", "Set-up cluster time (paid)"), CostUnit::Hours, false, 0, 0,
     0, DefaultKind::Published,
     QT_TRANSLATE_NOOP("CostInput",
                       "SemiAnalysis TCO article: hyperscaler paid POC of 1 month (pretrain), 2 weeks (RL)")},
    {"debug_engineer_hours", QT_TRANSLATE_NOOP("CostInput", "Debugging engineering per month"), CostUnit::Hours, false,
     0, 0, 0, DefaultKind::Published,
     QT_TRANSLATE_NOOP("CostInput", "SemiAnalysis TCO article: 1 week a month of 2 engineers (hyperscaler pretrain)")},
    {"contract_months", QT_TRANSLATE_NOOP("CostInput", "Contract term"), CostUnit::Months, false, 36, 36, 36,
     DefaultKind::Published,
     QT_TRANSLATE_NOOP("CostInput", "SemiAnalysis TCO article: 3-year TCO; set-up amortised over the term")},
};

struct UnitRow {
    CostUnit unit;
    const char* symbol;
};
const UnitRow kUnits[] = {
    {CostUnit::UsdPerGpuHour, QT_TRANSLATE_NOOP("CostUnit", "USD/GPU-h")},
    {CostUnit::UsdPerNodeHour, QT_TRANSLATE_NOOP("CostUnit", "USD/node-h")},
    {CostUnit::UsdPerHour, QT_TRANSLATE_NOOP("CostUnit", "USD/h")},
    {CostUnit::UsdPerTbMonth, QT_TRANSLATE_NOOP("CostUnit", "USD/TB-month")},
    {CostUnit::UsdPerGbMonth, QT_TRANSLATE_NOOP("CostUnit", "USD/GB-month")},
    {CostUnit::UsdPerTb, QT_TRANSLATE_NOOP("CostUnit", "USD/TB")},
    {CostUnit::UsdPerYear, QT_TRANSLATE_NOOP("CostUnit", "USD/year")},
    {CostUnit::Hours, QT_TRANSLATE_NOOP("CostUnit", "h")},
    {CostUnit::Minutes, QT_TRANSLATE_NOOP("CostUnit", "min")},
    {CostUnit::Seconds, QT_TRANSLATE_NOOP("CostUnit", "s")},
    {CostUnit::Days, QT_TRANSLATE_NOOP("CostUnit", "d")},
    {CostUnit::GpuHours, QT_TRANSLATE_NOOP("CostUnit", "GPU-h")},
    {CostUnit::Gpus, QT_TRANSLATE_NOOP("CostUnit", "GPU")},
    {CostUnit::Nodes, QT_TRANSLATE_NOOP("CostUnit", "node")},
    {CostUnit::Tb, QT_TRANSLATE_NOOP("CostUnit", "TB")},
    {CostUnit::TbPerMonth, QT_TRANSLATE_NOOP("CostUnit", "TB/month")},
    {CostUnit::Fraction, QT_TRANSLATE_NOOP("CostUnit", "fraction")},
    {CostUnit::Percent, QT_TRANSLATE_NOOP("CostUnit", "%")},
    {CostUnit::Months, QT_TRANSLATE_NOOP("CostUnit", "month")},
};

}  // namespace

const QList<CostInputSpec>& CostInputTable::specs() {
    return kSpecs;
}

const CostInputSpec* CostInputTable::find(const QString& key) {
    for (const CostInputSpec& s : kSpecs) {
        if (key == QLatin1String(s.key)) {
            return &s;
        }
    }
    return nullptr;
}

QString CostInputTable::name(const CostInputSpec& spec) {
    return QCoreApplication::translate("CostInput", spec.name);
}

QString CostInputTable::source(const CostInputSpec& spec) {
    return QCoreApplication::translate("CostInput", spec.source);
}

QString CostInputTable::unitLabel(CostUnit unit) {
    for (const UnitRow& u : kUnits) {
        if (u.unit == unit) {
            return QCoreApplication::translate("CostUnit", u.symbol);
        }
    }
    return {};
}

QString CostInputTable::unitSymbol(CostUnit unit) {
    for (const UnitRow& u : kUnits) {
        if (u.unit == unit) {
            return QString::fromLatin1(u.symbol);
        }
    }
    return {};
}

std::optional<CostUnit> CostInputTable::unitFromSymbol(const QString& symbol) {
    for (const UnitRow& u : kUnits) {
        if (symbol.trimmed().compare(QLatin1String(u.symbol), Qt::CaseInsensitive) == 0) {
            return u.unit;
        }
    }
    return std::nullopt;
}

QString CostInputTable::kindName(DefaultKind kind) {
    switch (kind) {
        case DefaultKind::Published:
            return tr("published");
        case DefaultKind::Derived:
            return tr("derived");
        case DefaultKind::Assumed:
            return tr("assumed");
        case DefaultKind::UserSupplied:
            return tr("user-supplied");
    }
    return {};
}

}  // namespace tb::core
