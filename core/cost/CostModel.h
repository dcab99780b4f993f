#pragma once

#include "core/Result.h"
#include "core/cost/CostInputs.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace tb::core {

// One of the eight monthly components.
struct CostLine {
    QString key;   // gpu, storage, network, control_plane, support, goodput, setup, debugging
    QString name;  // translated
    double usdPerMonth = 0;
};

struct CostBreakdown {
    QList<CostLine> lines;  // the eight components, in the article's order
    double tcoPerMonth = 0;
    double tcoContract = 0;  // tcoPerMonth × contract_months
    double clusterGpuHoursPerMonth = 0;
    double failuresPerMonth = 0;      // cluster-wide: gpu_count × 720 / mtbf
    double hoursBetweenFailures = 0;  // cluster-wide
    double lostGpuHoursPerFailure = 0;
    // Share of the cluster's GPU-hours (and so of the GPU line) that does no useful work: failures, idle spares and
    // the fault-tolerance overhead. The goodput line is this share of the GPU line.
    double goodputLoss = 0;
    double usefulGpuHoursPerMonth = 0;
    // Everything but the goodput line, divided by the GPU-hours that did useful work.
    double effectivePricePerUsefulGpuHour = 0;
    double youngIntervalHours = 0;  // optimal checkpoint interval for the job's MTBF and the save time
    double dalyIntervalHours = 0;
    QStringList caveats;  // components priced at zero while used, and similar
    double line(const QString& key) const;
};

// The calculator. Formulas (written out in docs/cost-model.md, with the choices the article leaves open):
//   H = 720 h/month; p = gpu_price × (1 + orchestration_premium)
//   GPU = p · N · H;  Storage = hot_TB · $hot + cold_TB · $cold;  Network = $net/h · H + egress_TB · $egress
//   ControlPlane = $cp/h · H;  Support = support_pct · (GPU + Storage + Network + ControlPlane)
//   failures/month = N · H / MTBF  (cluster-wide, GPU-level MTBF)
//   lost GPU-h per failure: cold = (t_id + t_chkpt/2 + t_init + t_repair) · j
//                           hot  = (t_id + t_chkpt/2 + t_init) · j + t_repair · b
//                           tolerant = (t_id + t_failover) · j + t_repair · b
//   loss = (failures · lost + spare_gpus · H) / (N · H) + ft_overhead;  Goodput = loss · GPU
//   Setup = (setup_engineer_h · $eng/h + setup_cluster_h · p · N) / contract_months;  $eng/h = engineer_cost / 2080
//   Debugging = debug_engineer_h · $eng/h
//   effective $/useful GPU-h = (TCO − Goodput) / (N · H · (1 − loss))
class CostModel {
    Q_DECLARE_TR_FUNCTIONS(CostModel)

public:
    static constexpr double kHoursPerMonth = 720.0;
    static constexpr double kEngineerHoursPerYear = 2080.0;

    // Fails with a sentence naming the input for a missing required input, zero MTBF, a job larger than the
    // cluster, a term of zero months, or failures that leave no useful time; never returns NaN or infinity.
    static Result<CostBreakdown> compute(const CostInputs& inputs);

    // Lost GPU-hours of one failure under the inputs' recovery mode.
    static double lostGpuHoursPerFailure(const CostInputs& inputs);

    static QString lineName(const QString& key);
};

// Classic optimal checkpoint intervals. save = blocking save time, mtbf = the job's mean time between failures
// (same unit). Young (1974): √(2·save·mtbf). Daly (2006, first order): √(2·save·mtbf) − save, and mtbf when
// save ≥ 2·mtbf. Both 0 when an argument is not positive.
struct CheckpointInterval {
    static double young(double save, double mtbf);
    static double daly(double save, double mtbf);
};

}  // namespace tb::core
