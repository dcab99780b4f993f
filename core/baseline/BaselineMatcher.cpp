#include "core/baseline/BaselineMatcher.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tb::core {

namespace {
struct Fit {
    BaselineMatch::Kind kind = BaselineMatch::Kind::None;
    QString reason;
    double scale = 1.0;
};

QString nicSpeed(const QString& fabric) {
    static const QRegularExpression re(QStringLiteral("(\\d+)g\\b"));
    const auto m = re.match(fabric);
    return m.hasMatch() ? m.captured(1) : QString();
}

Fit fitGpu(const HardwareComponent& want, const HardwareKey& run, bool collective) {
    const auto g = run.gpu();
    if (!g) {
        return {};
    }
    if (collective && run.isMultiNode()) {
        return {};  // limited by the scale-out fabric, not NVLink
    }
    if (g->family != want.family || (want.count > 0 && g->count != want.count) ||
        (want.fabric != QLatin1String("any") && g->fabric != want.fabric)) {
        return {};
    }
    if (!want.formFactor.isEmpty() && !g->formFactor.isEmpty() && want.formFactor != g->formFactor) {
        return {};
    }
    QStringList diffs;
    if (want.formFactor != g->formFactor) {
        diffs << BaselineMatcher::tr("form factor not stated");
    }
    if (want.memory != g->memory) {
        diffs << (want.memory.isEmpty() || g->memory.isEmpty()
                      ? BaselineMatcher::tr("memory size not stated")
                      : BaselineMatcher::tr("memory size differs (%1 vs %2)").arg(g->memory, want.memory));
    }
    if (diffs.isEmpty()) {
        return {BaselineMatch::Kind::Exact, {}, 1.0};
    }
    return {BaselineMatch::Kind::Fuzzy, diffs.join(QStringLiteral("; ")), 1.0};
}

Fit fitNode(const HardwareComponent& want, const HardwareKey& run, bool collective, const Baseline& b) {
    const auto n = run.node();
    if (!n || !collective || !run.isMultiNode()) {
        return {};
    }
    const double scale = b.per == QLatin1String("nic") ? run.nicsPerNode() : 1.0;
    if (n->fabric == want.fabric) {
        return {BaselineMatch::Kind::Exact, {}, scale};
    }
    const QString speed = nicSpeed(want.fabric);
    if (!speed.isEmpty() && speed == nicSpeed(n->fabric)) {
        return {BaselineMatch::Kind::Fuzzy,
                BaselineMatcher::tr("same NIC speed, different fabric (%1 vs %2)").arg(n->fabric, want.fabric), scale};
    }
    return {};
}

Fit fitHost(const HardwareComponent& want, const HardwareKey& run) {
    bool inferred = false;
    const QString fabric = run.hostFabric(&inferred);
    if (fabric.isEmpty() || fabric != want.fabric) {
        return {};
    }
    if (inferred) {
        return {BaselineMatch::Kind::Fuzzy, BaselineMatcher::tr("host link %1 inferred from the GPU model").arg(fabric),
                1.0};
    }
    return {BaselineMatch::Kind::Exact, {}, 1.0};
}

int rank(BaselineMatch::Kind kind) {
    switch (kind) {
        case BaselineMatch::Kind::Exact:
            return 3;
        case BaselineMatch::Kind::Fuzzy:
            return 2;
        case BaselineMatch::Kind::Generic:
            return 1;
        case BaselineMatch::Kind::None:
            return 0;
    }
    return 0;
}

}  // namespace

BaselineMatcher::BaselineMatcher(BaselineSet set) : m_set(std::move(set)) {}

QString BaselineMatcher::baseMetric(const QString& metric) {
    return metric.endsWith(QLatin1String(".ip")) ? metric.chopped(3) : metric;
}

bool BaselineMatcher::isCollectiveMetric(const QString& metric) {
    static const char* const ops[] = {"all_reduce.", "all_gather.", "reduce_scatter.", "alltoall.", "sendrecv.",
                                      "broadcast.",  "reduce.",     "gather.",         "scatter."};
    for (const char* op : ops) {
        if (metric.startsWith(QLatin1String(op))) {
            return true;
        }
    }
    return false;
}

QString BaselineMatcher::algorithmFromEnv(const QJsonObject& env) {
    const QString algo = env.value(QStringLiteral("NCCL_ALGO")).toString().trimmed().toLower();
    if (!algo.isEmpty() && !algo.startsWith(u'^')) {
        if (algo.contains(QLatin1String("nvls"))) {
            return QStringLiteral("nvls");
        }
        if (algo == QLatin1String("ring")) {
            return QStringLiteral("ring");
        }
        if (algo == QLatin1String("tree")) {
            return QStringLiteral("tree");
        }
    }
    // NVLS switched off leaves ring (or tree) on one node.
    if (env.value(QStringLiteral("NCCL_NVLS_ENABLE")).toVariant().toString() == QLatin1String("0")) {
        return QStringLiteral("ring");
    }
    return {};
}

QString BaselineMatcher::noBaselineText(const QString& hardwareKey) {
    return tr("No baseline for %1: shown without tier bands")
        .arg(hardwareKey.isEmpty() ? tr("unknown hardware") : hardwareKey);
}

QString BaselineMatcher::backendFromEnv(const QJsonObject& env) {
    return env.value(QStringLiteral("backend")).toString();
}

BaselineMatch BaselineMatcher::match(const QString& metric, const QString& runHardwareKey, const QString& algorithm,
                                     const QString& backend) const {
    BaselineMatch best;
    const bool host = isHostBackend(backend);
    best.reason = host ? tr("Host-backend run (no GPU measured): no comparable baseline, GPU and fabric baselines "
                            "judge GPU runs only")
                       : noBaselineText(runHardwareKey);
    const QString base = baseMetric(metric);
    const bool collective = isCollectiveMetric(base);
    const auto run = HardwareKey::parse(runHardwareKey);
    const QString algo = algorithm.trimmed().toLower();
    bool assumedAlgorithm = false;

    for (const Baseline& b : m_set.entries) {
        if (b.metric != base) {
            continue;
        }
        if (!algo.isEmpty() && !b.algorithm.isEmpty() && b.algorithm != algo) {
            continue;
        }
        const auto want = HardwareKey::parse(b.hardwareKey);
        if (!want || want->parts().isEmpty()) {
            continue;
        }
        const HardwareComponent& w = want->parts().front();
        Fit fit;
        if (w.scope == HardwareComponent::Scope::Any) {
            fit = {BaselineMatch::Kind::Generic, {}, 1.0};
        } else if (host || !run) {
            continue;
        } else if (w.scope == HardwareComponent::Scope::Gpu) {
            fit = fitGpu(w, *run, collective);
        } else if (w.scope == HardwareComponent::Scope::Node) {
            fit = fitNode(w, *run, collective, b);
        } else {
            fit = fitHost(w, *run);
        }
        if (fit.kind == BaselineMatch::Kind::None) {
            continue;
        }
        bool better = rank(fit.kind) > rank(best.kind);
        if (!better && rank(fit.kind) == rank(best.kind) && best.baseline) {
            // Same fit: a baseline for the run's own algorithm, then one for any algorithm, then the best figure.
            const bool sameAlgo = !algo.isEmpty() && b.algorithm == algo;
            const bool bestSameAlgo = !algo.isEmpty() && best.baseline->algorithm == algo;
            if (sameAlgo != bestSameAlgo) {
                better = sameAlgo;
            } else if (b.algorithm.isEmpty() != best.baseline->algorithm.isEmpty()) {
                better = b.algorithm.isEmpty();
            } else {
                better = b.direction == BetterDirection::Higher ? b.expected > best.baseline->expected
                                                                : b.expected < best.baseline->expected;
            }
        }
        if (better) {
            best.kind = fit.kind;
            best.baseline = b;
            best.scale = fit.scale;
            best.reason = fit.reason;
        }
    }
    if (best.baseline && algo.isEmpty() && !best.baseline->algorithm.isEmpty()) {
        assumedAlgorithm = true;
    }
    if (assumedAlgorithm) {
        const QString note =
            tr("algorithm not recorded; compared with the %1 figure").arg(best.baseline->algorithm.toUpper());
        best.reason = best.reason.isEmpty() ? note : best.reason + QStringLiteral("; ") + note;
    }
    return best;
}

}  // namespace tb::core
