#include "core/import/CollectiveOperation.h"

#include <algorithm>
#include <cmath>

namespace tb::core {

namespace {

enum class Family { AllReduce, Fraction, One };

std::optional<Family> familyOf(const QString& op) {
    if (op == QLatin1String("all_reduce"))
        return Family::AllReduce;
    if (op == QLatin1String("all_gather") || op == QLatin1String("reduce_scatter") || op == QLatin1String("alltoall") ||
        op == QLatin1String("gather") || op == QLatin1String("scatter"))
        return Family::Fraction;
    if (op == QLatin1String("broadcast") || op == QLatin1String("reduce") || op == QLatin1String("sendrecv"))
        return Family::One;
    return std::nullopt;
}

bool reduces(const QString& op) {
    return op == QLatin1String("all_reduce") || op == QLatin1String("reduce_scatter") || op == QLatin1String("reduce");
}

bool rooted(const QString& op) {
    return op == QLatin1String("broadcast") || op == QLatin1String("reduce") || op == QLatin1String("gather") ||
           op == QLatin1String("scatter");
}

constexpr double kTolerance = 0.005;

}  // namespace

const QStringList& CollectiveOperation::known() {
    static const QStringList ops{
        QStringLiteral("all_reduce"), QStringLiteral("all_gather"), QStringLiteral("reduce_scatter"),
        QStringLiteral("alltoall"),   QStringLiteral("broadcast"),  QStringLiteral("reduce"),
        QStringLiteral("sendrecv"),   QStringLiteral("gather"),     QStringLiteral("scatter")};
    return ops;
}

std::optional<double> CollectiveOperation::busbwFactor(const QString& op, int n) {
    const auto f = familyOf(op);
    if (!f)
        return std::nullopt;
    if (*f == Family::One)
        return 1.0;
    if (n < 1)
        return std::nullopt;
    return *f == Family::AllReduce ? 2.0 * (n - 1) / n : double(n - 1) / n;
}

std::optional<double> CollectiveOperation::medianRatio(const ParsedRun& run) {
    QVector<double> ratios;
    for (const CollectiveRow& r : run.rows) {
        for (const CollectiveHalf* h : {&r.outOfPlace, &r.inPlace}) {
            // Tiny messages print 0.00 or rounded figures: only rows with two significant digits say anything.
            if (h->present && h->algbw >= 1.0 && h->busbw > 0 && ratios.size() < 100000)
                ratios << h->busbw / h->algbw;
        }
    }
    if (ratios.isEmpty())
        return std::nullopt;
    std::nth_element(ratios.begin(), ratios.begin() + ratios.size() / 2, ratios.end());
    return ratios[ratios.size() / 2];
}

QVector<CollectiveOperation::Fit> CollectiveOperation::fits(const ParsedRun& run) {
    QVector<Fit> out;
    const auto ratio = medianRatio(run);
    if (!ratio)
        return out;
    QString redop;
    bool anyRoot = false;
    for (const CollectiveRow& r : run.rows) {
        if (redop.isEmpty())
            redop = r.redop;
        if (r.root && *r.root >= 0)
            anyRoot = true;
    }
    for (const QString& op : known()) {
        if (!redop.isEmpty() && (redop == QLatin1String("none")) == reduces(op))
            continue;
        if (anyRoot != rooted(op))
            continue;
        const auto f = familyOf(op);
        if (*f == Family::One) {
            if (std::abs(*ratio - 1.0) < kTolerance)
                out.push_back({op, 0});
            continue;
        }
        // Solve factor(n) = ratio for n and accept it when it is (nearly) an integer.
        const double n = *f == Family::AllReduce ? 2.0 / (2.0 - *ratio) : 1.0 / (1.0 - *ratio);
        if (!std::isfinite(n) || n < 2 || n > 1e7)
            continue;
        const int rn = int(std::lround(n));
        if (std::abs(*busbwFactor(op, rn) - *ratio) < kTolerance)
            out.push_back({op, rn});
    }
    return out;
}

Status CollectiveOperation::apply(ParsedRun& run, const QString& operation) {
    if (!isKnown(operation)) {
        return makeError(ErrorCode::InvalidArgument, tr("Unknown collective \"%1\".").arg(operation),
                         known().join(QStringLiteral(", ")));
    }
    if (!run.operation.isEmpty() && run.operation != QLatin1String("unknown") &&
        run.operation != operation) {  // status-lint: foreign word (an operation)
        return makeError(
            ErrorCode::InvalidArgument,
            tr("The input names the collective %1; it cannot be set to %2.").arg(run.operation, operation));
    }
    run.operation = operation;
    run.warnings.erase(std::remove_if(run.warnings.begin(), run.warnings.end(),
                                      [](const QString& w) { return w.contains(QLatin1String("operation set to")); }),
                       run.warnings.end());
    run.args.insert(QStringLiteral("operationSetBy"), QStringLiteral("analyst"));
    const auto ratio = medianRatio(run);
    if (!ratio)
        return {};
    const auto f = familyOf(operation);
    if (run.rankCount > 0) {
        const double expected = *busbwFactor(operation, run.rankCount);
        if (std::abs(expected - *ratio) > kTolerance * 4) {
            run.warnings << tr("busbw/algbw in the rows is %1, but %2 over %3 ranks gives %4: the rows may come from "
                               "another collective.")
                                .arg(*ratio, 0, 'f', 3)
                                .arg(operation)
                                .arg(run.rankCount)
                                .arg(expected, 0, 'f', 3);
        }
        return {};
    }
    if (*f == Family::One) {
        if (std::abs(*ratio - 1.0) > kTolerance * 4) {
            run.warnings << tr("busbw/algbw in the rows is %1, but %2 has busbw = algbw: the rows may come from "
                               "another collective.")
                                .arg(*ratio, 0, 'f', 3)
                                .arg(operation);
        }
        return {};
    }
    const double n = *f == Family::AllReduce ? 2.0 / (2.0 - *ratio) : 1.0 / (1.0 - *ratio);
    const int rn = std::isfinite(n) ? int(std::lround(n)) : 0;
    if (rn >= 2 && rn < (1 << 24) && std::abs(*busbwFactor(operation, rn) - *ratio) < kTolerance) {
        run.rankCount = rn;
        run.warnings << tr("The rank count (%1) follows from busbw/algbw = %2 for %3.")
                            .arg(rn)
                            .arg(*ratio, 0, 'f', 3)
                            .arg(operation);
    } else {
        run.warnings << tr("busbw/algbw in the rows (%1) fits no rank count of %2: the rows may come from another "
                           "collective.")
                            .arg(*ratio, 0, 'f', 3)
                            .arg(operation);
    }
    return {};
}

}  // namespace tb::core
