#include "core/cost/CostModel.h"

#include <cmath>

namespace tb::core {

double CostBreakdown::line(const QString& key) const {
    for (const CostLine& l : lines) {
        if (l.key == key) {
            return l.usdPerMonth;
        }
    }
    return 0;
}

double CheckpointInterval::young(double save, double mtbf) {
    if (!(save > 0) || !(mtbf > 0)) {
        return 0;
    }
    return std::sqrt(2.0 * save * mtbf);
}

double CheckpointInterval::daly(double save, double mtbf) {
    if (!(save > 0) || !(mtbf > 0)) {
        return 0;
    }
    if (save >= 2.0 * mtbf) {
        return mtbf;
    }
    return std::sqrt(2.0 * save * mtbf) - save;
}

QString CostModel::lineName(const QString& key) {
    if (key == QLatin1String("gpu"))
        return tr("GPUs");
    if (key == QLatin1String("storage"))
        return tr("Storage");
    if (key == QLatin1String("network"))
        return tr("Networking");
    if (key == QLatin1String("control_plane"))
        return tr("Control plane");
    if (key == QLatin1String("support"))
        return tr("Support");
    if (key == QLatin1String("goodput"))
        return tr("Goodput expense");
    if (key == QLatin1String("setup"))
        return tr("Set-up");
    if (key == QLatin1String("debugging"))
        return tr("Debugging");
    return key;
}

double CostModel::lostGpuHoursPerFailure(const CostInputs& in) {
    const double tId = in.value(QStringLiteral("t_id"));
    const double tChk = in.value(QStringLiteral("t_chkpt"));
    const double tInit = in.value(QStringLiteral("t_init"));
    const double tRepair = in.value(QStringLiteral("t_repair"));
    const double tFail = in.value(QStringLiteral("t_failover"));
    const double j = in.value(QStringLiteral("job_size"));
    const double b = in.value(QStringLiteral("blast_radius"));
    switch (in.recovery()) {
        case RecoveryMode::CheckpointCold:
            return (tId + tChk / 2.0 + tInit + tRepair) * j;
        case RecoveryMode::CheckpointHot:
            return (tId + tChk / 2.0 + tInit) * j + tRepair * b;
        case RecoveryMode::FaultTolerant:
            return (tId + tFail) * j + tRepair * b;
    }
    return 0;
}

Result<CostBreakdown> CostModel::compute(const CostInputs& in) {
    auto missing = [](const char* key) {
        const CostInputSpec* s = CostInputTable::find(QString::fromLatin1(key));
        return makeError(ErrorCode::InvalidArgument,
                         tr("%1 is missing: enter it (%2) before the cost can be computed.")
                             .arg(CostInputTable::name(*s), CostInputTable::unitSymbol(s->unit)),
                         QString::fromLatin1(key));
    };
    for (const CostInputSpec& s : CostInputTable::specs()) {
        if (s.required && !in.has(QString::fromLatin1(s.key))) {
            return missing(s.key);
        }
        const double v = in.value(QString::fromLatin1(s.key));
        if (!std::isfinite(v) || v < 0) {  // set() refuses these; a guard for inputs built another way
            return makeError(ErrorCode::InvalidArgument,
                             tr("%1 must be a number of zero or more.").arg(CostInputTable::name(s)),
                             QString::fromLatin1(s.key));
        }
    }
    const double n = in.value(QStringLiteral("gpu_count"));
    const double j = in.value(QStringLiteral("job_size"));
    const double b = in.value(QStringLiteral("blast_radius"));
    const double mtbf = in.value(QStringLiteral("mtbf"));
    const double months = in.value(QStringLiteral("contract_months"));
    auto refuse = [](const QString& message, const char* key) {
        return makeError(ErrorCode::InvalidArgument, message, QString::fromLatin1(key));
    };
    if (!(n >= 1)) {
        return refuse(tr("The cluster needs at least one GPU."), "gpu_count");
    }
    if (!(j >= 1)) {
        return refuse(tr("The average job needs at least one GPU."), "job_size");
    }
    if (j > n) {
        return refuse(tr("The average job (%1 GPUs) is larger than the cluster (%2 GPUs).").arg(j).arg(n), "job_size");
    }
    if (b > n) {
        return refuse(tr("The blast radius (%1 GPUs) is larger than the cluster (%2 GPUs).").arg(b).arg(n),
                      "blast_radius");
    }
    if (!(mtbf > 0)) {
        return refuse(tr("The MTBF must be more than zero GPU-hours: with zero, every hour is a failure."), "mtbf");
    }
    if (!(months > 0)) {
        return refuse(tr("The contract term must be more than zero months: set-up is spread over it."),
                      "contract_months");
    }
    const double h = kHoursPerMonth;
    const double price =
        in.value(QStringLiteral("gpu_price")) * (1.0 + in.value(QStringLiteral("orchestration_premium")));
    CostBreakdown r;
    r.clusterGpuHoursPerMonth = n * h;
    const double gpu = price * n * h;
    const double storage = in.value(QStringLiteral("storage_hot_tb")) * in.value(QStringLiteral("storage_hot_price")) +
                           in.value(QStringLiteral("storage_cold_tb")) * in.value(QStringLiteral("storage_cold_price"));
    const double network = in.value(QStringLiteral("network_price")) * h +
                           in.value(QStringLiteral("egress_tb")) * in.value(QStringLiteral("egress_price"));
    const double control = in.value(QStringLiteral("control_plane_price")) * h;
    const double support = in.value(QStringLiteral("support_pct")) * (gpu + storage + network + control);

    r.failuresPerMonth = n * h / mtbf;
    r.hoursBetweenFailures = mtbf / n;
    r.lostGpuHoursPerFailure = lostGpuHoursPerFailure(in);
    r.goodputLoss = (r.failuresPerMonth * r.lostGpuHoursPerFailure + in.value(QStringLiteral("spare_gpus")) * h) /
                        r.clusterGpuHoursPerMonth +
                    in.value(QStringLiteral("ft_overhead"));
    if (!(r.goodputLoss < 1.0)) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("Failures, spares and overheads take %1% of the cluster's time: no useful GPU-hours "
                            "are left. Check the MTBF and the recovery times.")
                             .arg(r.goodputLoss * 100.0, 0, 'f', 1),
                         QStringLiteral("mtbf"));
    }
    const double goodput = r.goodputLoss * gpu;
    const double engHour = in.value(QStringLiteral("engineer_cost")) / kEngineerHoursPerYear;
    const double setup = (in.value(QStringLiteral("setup_engineer_hours")) * engHour +
                          in.value(QStringLiteral("setup_cluster_hours")) * price * n) /
                         months;
    const double debugging = in.value(QStringLiteral("debug_engineer_hours")) * engHour;

    const std::pair<const char*, double> parts[] = {
        {"gpu", gpu},         {"storage", storage}, {"network", network}, {"control_plane", control},
        {"support", support}, {"goodput", goodput}, {"setup", setup},     {"debugging", debugging}};
    for (const auto& [key, usd] : parts) {
        r.lines.append({QString::fromLatin1(key), lineName(QString::fromLatin1(key)), usd});
        r.tcoPerMonth += usd;
    }
    r.tcoContract = r.tcoPerMonth * months;
    r.usefulGpuHoursPerMonth = r.clusterGpuHoursPerMonth * (1.0 - r.goodputLoss);
    r.effectivePricePerUsefulGpuHour = (r.tcoPerMonth - goodput) / r.usefulGpuHoursPerMonth;
    // Finite inputs can still multiply past what a double holds; an infinite total is no cost to print or score.
    for (const double total : {r.tcoPerMonth, r.tcoContract, r.effectivePricePerUsefulGpuHour}) {
        if (!std::isfinite(total)) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("The inputs give a cost too large to be real: check the prices and quantities."),
                             QStringLiteral("tco"));
        }
    }

    const double jobMtbf = mtbf / j;
    const double save = in.value(QStringLiteral("checkpoint_save"));
    r.youngIntervalHours = CheckpointInterval::young(save, jobMtbf);
    r.dalyIntervalHours = CheckpointInterval::daly(save, jobMtbf);

    auto unpriced = [&](const char* qty, const char* priceKey, const QString& what) {
        // A zero from a price record means bundled; only a price nobody entered is worth a caveat.
        const InputValue& p = in.input(QString::fromLatin1(priceKey));
        if (in.value(QString::fromLatin1(qty)) > 0 && !(p.value > 0) && p.origin == InputOrigin::Default) {
            r.caveats << tr("%1 is used but has no price: enter it, or record it as bundled.").arg(what);
        }
    };
    unpriced("storage_hot_tb", "storage_hot_price", tr("Hot storage"));
    unpriced("storage_cold_tb", "storage_cold_price", tr("Cold storage"));
    unpriced("egress_tb", "egress_price", tr("Egress"));
    if (!(price > 0)) {
        r.caveats << tr("The GPU price is zero.");
    }
    return r;
}

}  // namespace tb::core
