#include "core/cost/CostInputs.h"

#include <cmath>

namespace tb::core {

namespace {

enum class Family { Money, MoneyPerHour, MoneyPerTbMonth, MoneyPerTb, MoneyPerYear, Time, Count, Gpu, Tb, Ratio };

Family familyOf(CostUnit u) {
    switch (u) {
        case CostUnit::UsdPerGpuHour:
        case CostUnit::UsdPerNodeHour:
            return Family::Money;
        case CostUnit::UsdPerHour:
            return Family::MoneyPerHour;
        case CostUnit::UsdPerTbMonth:
        case CostUnit::UsdPerGbMonth:
            return Family::MoneyPerTbMonth;
        case CostUnit::UsdPerTb:
            return Family::MoneyPerTb;
        case CostUnit::UsdPerYear:
            return Family::MoneyPerYear;
        case CostUnit::Hours:
        case CostUnit::Minutes:
        case CostUnit::Seconds:
        case CostUnit::Days:
        case CostUnit::Months:
            return Family::Time;
        case CostUnit::GpuHours:
            return Family::Count;
        case CostUnit::Gpus:
        case CostUnit::Nodes:
            return Family::Gpu;
        case CostUnit::Tb:
        case CostUnit::TbPerMonth:
            return Family::Tb;
        case CostUnit::Fraction:
        case CostUnit::Percent:
            return Family::Ratio;
    }
    return Family::Count;
}

}  // namespace

CostInputs::CostInputs(CostPreset preset) : m_preset(preset) {
    for (const CostInputSpec& s : CostInputTable::specs()) {
        if (s.required) {
            continue;
        }
        const double v = preset == CostPreset::Gold          ? s.goldDefault
                         : preset == CostPreset::Hyperscaler ? s.hyperDefault
                                                             : s.silverDefault;
        m_values.insert(QString::fromLatin1(s.key), InputValue{v, InputOrigin::Default, {}, {}, {}});
    }
}

Status CostInputs::set(const QString& key, double value, CostUnit unit, InputOrigin origin, const QString& evidence,
                       const QString& evidenceLink) {
    const CostInputSpec* spec = CostInputTable::find(key);
    if (!spec) {
        return makeError(ErrorCode::InvalidArgument, tr("%1 is not a cost input.").arg(key), key);
    }
    if (!std::isfinite(value)) {
        return makeError(ErrorCode::InvalidArgument, tr("%1 is not a number.").arg(CostInputTable::name(*spec)), key);
    }
    if (value < 0) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("%1 cannot be negative (%2 %3).")
                             .arg(CostInputTable::name(*spec))
                             .arg(value)
                             .arg(CostInputTable::unitSymbol(unit)),
                         key);
    }
    // Months are time only for the contract term; hours are not months and the other way round.
    const bool monthsKey = spec->unit == CostUnit::Months;
    if (familyOf(unit) != familyOf(spec->unit) || (monthsKey != (unit == CostUnit::Months))) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("%1 is measured in %2, not %3.")
                             .arg(CostInputTable::name(*spec), CostInputTable::unitSymbol(spec->unit),
                                  CostInputTable::unitSymbol(unit)),
                         key);
    }
    const double perNode = m_values.value(QStringLiteral("gpus_per_node")).value;
    double canonical = value;
    switch (unit) {
        case CostUnit::Minutes:
            canonical = value / 60.0;
            break;
        case CostUnit::Seconds:
            canonical = value / 3600.0;
            break;
        case CostUnit::Days:
            canonical = value * 24.0;
            break;
        case CostUnit::Percent:
            canonical = value / 100.0;
            break;
        case CostUnit::UsdPerGbMonth:
            canonical = value * 1000.0;
            break;
        case CostUnit::UsdPerNodeHour:
        case CostUnit::Nodes:
            if (!(perNode > 0)) {
                return makeError(ErrorCode::InvalidArgument,
                                 tr("A per-node figure needs the GPUs per node, which is not set."), key);
            }
            canonical = unit == CostUnit::Nodes ? value * perNode : value / perNode;
            break;
        default:
            break;
    }
    m_values.insert(key, InputValue{canonical, origin, evidence, evidenceLink, {}});
    return {};
}

Status CostInputs::set(const QString& key, double value, InputOrigin origin) {
    const CostInputSpec* spec = CostInputTable::find(key);
    return set(key, value, spec ? spec->unit : CostUnit::Fraction, origin);
}

void CostInputs::setMeasured(const QString& key, double value, const QString& evidence, const QString& link,
                             const QString& note) {
    if (set(key, value, InputOrigin::Measured)) {
        m_values[key].evidence = evidence;
        m_values[key].evidenceLink = link;
        m_values[key].note = note;
    }
}

const InputValue& CostInputs::input(const QString& key) const {
    static const InputValue none;
    const auto it = m_values.constFind(key);
    return it == m_values.cend() ? none : *it;
}

QString CostInputs::presetKey(CostPreset preset) {
    switch (preset) {
        case CostPreset::Gold:
            return QStringLiteral("gold");
        case CostPreset::Hyperscaler:
            return QStringLiteral("hyperscaler");
        case CostPreset::Silver:
            return QStringLiteral("silver");
    }
    return {};
}

std::optional<CostPreset> CostInputs::presetFromKey(const QString& key) {
    for (CostPreset p : {CostPreset::Gold, CostPreset::Hyperscaler, CostPreset::Silver}) {
        if (key.trimmed().compare(presetKey(p), Qt::CaseInsensitive) == 0) {
            return p;
        }
    }
    return std::nullopt;
}

QString CostInputs::recoveryKey(RecoveryMode mode) {
    switch (mode) {
        case RecoveryMode::CheckpointCold:
            return QStringLiteral("checkpoint_cold");
        case RecoveryMode::CheckpointHot:
            return QStringLiteral("checkpoint_hot");
        case RecoveryMode::FaultTolerant:
            return QStringLiteral("fault_tolerant");
    }
    return {};
}

QString CostInputs::recoveryName(RecoveryMode mode) {
    switch (mode) {
        case RecoveryMode::CheckpointCold:
            return tr("checkpoint-restart, waiting for the repair (cold)");
        case RecoveryMode::CheckpointHot:
            return tr("checkpoint-restart on a spare (hot)");
        case RecoveryMode::FaultTolerant:
            return tr("fault tolerant (the job keeps running)");
    }
    return {};
}

std::optional<RecoveryMode> CostInputs::recoveryFromKey(const QString& key) {
    for (RecoveryMode m : {RecoveryMode::CheckpointCold, RecoveryMode::CheckpointHot, RecoveryMode::FaultTolerant}) {
        if (key.trimmed().compare(recoveryKey(m), Qt::CaseInsensitive) == 0) {
            return m;
        }
    }
    return std::nullopt;
}

QString CostInputs::originName(InputOrigin origin) {
    switch (origin) {
        case InputOrigin::Default:
            return tr("default");
        case InputOrigin::Scenario:
            return tr("scenario");
        case InputOrigin::PriceRecord:
            return tr("price record");
        case InputOrigin::Measured:
            return tr("measured");
        case InputOrigin::User:
            return tr("entered");
    }
    return {};
}

}  // namespace tb::core
