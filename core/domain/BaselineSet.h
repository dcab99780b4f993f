#pragma once

#include "core/Result.h"
#include "core/domain/Baseline.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace tb::core {

// A versioned collection of baselines: the built-in library (resources/baselines/clustermax-baselines.json), a JSON
// file an analyst imports, or one row of baseline_set with its baseline rows.
struct BaselineSet {
    qint64 id = 0;    // baseline_set.id; 0 when not stored
    QString version;  // baseline_set.version, or the file's "version"
    QString note;
    QString createdAt;
    QVector<Baseline> entries;

    // Parses and validates every entry. The error names the entry ("entry 3 (all_reduce.busbw on 8xH100-SXM/nvlink)")
    // and the rule it breaks; nothing is returned half-loaded.
    static Result<BaselineSet> fromJson(const QByteArray& json);
    QByteArray toJson() const;
    // Same rules as fromJson, plus no two entries for one metric, hardware key and algorithm.
    Status validate() const;

    static Result<BaselineSet> loadFile(const QString& path);
    // The library compiled into the program (":/baselines/clustermax-baselines.json").
    static Result<BaselineSet> builtin();

    Q_DECLARE_TR_FUNCTIONS(BaselineSet)
};

}  // namespace tb::core
