#pragma once

#include "core/domain/Baseline.h"
#include "core/domain/BaselineSet.h"
#include "core/domain/HardwareKey.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace tb::core {

// The baseline a measured value is compared with, and how well it fits the run's hardware.
struct BaselineMatch {
    enum class Kind {
        Exact,    // same GPU model, count and fabric (or the same NIC/host link)
        Fuzzy,    // same family, count and fabric but a detail differs or is unknown (memory size, form factor not
                  // stated, NIC generation, host link inferred from the GPU); `reason` says which
        Generic,  // a baseline for any hardware (recipes)
        None,     // nothing fits: show the value without bands
    };
    Kind kind = Kind::None;
    std::optional<Baseline> baseline;
    double scale = 1.0;  // NICs per node for per-NIC baselines
    QString reason;      // why fuzzy, which algorithm was assumed, or why none matched

    bool found() const { return baseline.has_value(); }
    double expected() const { return baseline ? baseline->expectedFor(scale) : 0.0; }
};

// Picks, for a metric measured on a hardware key (and NCCL algorithm), the best baseline of a set.
//
// Rules: a collective on one node compares with the GPU part's baseline; on several nodes with the scale-out fabric's
// per-NIC baseline times NICs per node. Copies between host and GPU compare with the host link's baseline (PCIe
// generation stated, or inferred from the GPU). Exact beats fuzzy beats generic. When the run's algorithm is known
// (NCCL_ALGO, or a sample's "algo"), only baselines for that algorithm or for any algorithm apply; when it is not
// known, a baseline for any algorithm wins, else the best figure (NVLS where NCCL would pick it by default), and the
// reason says so.
class BaselineMatcher {
    Q_DECLARE_TR_FUNCTIONS(BaselineMatcher)

public:
    explicit BaselineMatcher(BaselineSet set);

    // `backend` is the probe's backend from the run's environment ("gpu", "host", "" for imports): a host-backend run
    // measured threads or the front-end network, not the hardware its key names, so only baselines for any hardware
    // (recipes) compare with it; every GPU, fabric and host-link baseline is refused with the reason.
    BaselineMatch match(const QString& metric, const QString& runHardwareKey, const QString& algorithm = {},
                        const QString& backend = {}) const;
    const BaselineSet& set() const { return m_set; }

    // "all_reduce.busbw.ip" -> "all_reduce.busbw": in-place and out-of-place share one baseline.
    static QString baseMetric(const QString& metric);
    static bool isCollectiveMetric(const QString& metric);
    // The algorithm context of a run from its environment: "nvls", "ring", "tree" or "" (not recorded).
    static QString algorithmFromEnv(const QJsonObject& env);
    // "No baseline for 4xL40S/pcie: shown without tier bands"
    static QString noBaselineText(const QString& hardwareKey);
    // The backend a run's environment records ("host" for the probes' host backend), "" when none.
    static QString backendFromEnv(const QJsonObject& env);
    static bool isHostBackend(const QString& backend) { return backend == QLatin1String("host"); }

private:
    BaselineSet m_set;
};

}  // namespace tb::core
