#pragma once

#include "core/Result.h"

#include <QString>

namespace tb::test {

// A large database in the real schema for the startup benchmark: `providers` providers, `runs` probe runs spread
// over them, and `samples` samples spread over the runs (collective sweeps: metric, power-of-two sizes, GB/s).
// Written in one transaction with prepared statements; the samples with one INSERT ... SELECT over a counter.
struct BenchDatabaseSpec {
    int providers = 209;
    int runs = 2000;
    qint64 samples = 1000000;
};

core::Status createBenchDatabase(const QString& path, const BenchDatabaseSpec& spec = {});

}  // namespace tb::test
