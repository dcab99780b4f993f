#pragma once

#include "core/Result.h"
#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

// What follows from a collective's name in nccl-tests' definitions: busbw = algbw x factor, the factor being
// 2(n-1)/n for all_reduce, (n-1)/n for all_gather, reduce_scatter, alltoall, gather and scatter, and 1 for broadcast,
// reduce and sendrecv. Used when a table does not name its collective (a pasted excerpt): the ratio busbw/algbw of
// the rows says which collectives (and rank counts) fit, and once the analyst names the operation the rank count
// follows from it and a mismatch is reported.
class CollectiveOperation {
    Q_DECLARE_TR_FUNCTIONS(CollectiveOperation)

public:
    struct Fit {
        QString operation;
        int ranks = 0;  // 0 when the ratio does not depend on the rank count (factor 1)
    };

    static const QStringList& known();
    static bool isKnown(const QString& operation) { return known().contains(operation); }
    static std::optional<double> busbwFactor(const QString& operation, int ranks);
    // The median busbw/algbw over the run's rows (both halves, algbw > 0); nullopt without such rows.
    static std::optional<double> medianRatio(const ParsedRun& run);
    // Operations (with rank counts) whose factor matches the ratio within 0.5 %, filtered by the rows' redop
    // ("none" for data-movement collectives) and root (>= 0 for rooted ones).
    static QVector<Fit> fits(const ParsedRun& run);

    // The analyst names the collective of a run whose text did not: sets run.operation, drops the "not named"
    // warning, notes who set it, checks the ratio against the factor and fills a missing rank count from it.
    // Refuses an unknown name (InvalidArgument) and a run whose text named a different collective.
    static Status apply(ParsedRun& run, const QString& operation);
};

}  // namespace tb::core
