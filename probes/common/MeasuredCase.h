// A measured case: one named thing a probe measures (a copy direction, a collective, a GEMM data type), with a
// capability filter that waives it where it cannot apply, in the manner of nvbandwidth's test-case classes. Each
// probe keeps its cases in its own folder; this harness selects them by --ops, applies the filters and merges
// their outcomes.
#pragma once

#include "Output.h"

#include <memory>
#include <string>
#include <vector>

namespace tbp {

// `Env` is the probe's own context: its options, backend, buffers and emitter.
template <class Env>
class MeasuredCase {
public:
    virtual ~MeasuredCase() = default;
    // The --ops word; the waived check is `<probe>.<key>`.
    virtual std::string key() const = 0;
    // Capability filter: empty when the case applies here, otherwise why it does not.
    virtual std::string waiver(const Env&) const { return {}; }
    virtual ExitCode run(Env& env) = 0;
};

template <class Env>
using CaseList = std::vector<std::unique_ptr<MeasuredCase<Env>>>;

// Runs the cases named in `ops`, in that order. A waived case gives a `waived` check and does not change the exit
// code; a runtime error stops the run (GPU errors are often sticky, so later cases would only repeat it).
template <class Env>
ExitCode runCases(const std::string& checkPrefix, const CaseList<Env>& cases, const std::vector<std::string>& ops,
                  Env& env, Emitter& em) {
    ExitCode rc = ExitCode::Ok;
    for (const auto& op : ops) {
        for (const auto& c : cases) {
            if (c->key() != op)
                continue;
            const std::string why = c->waiver(env);
            if (!why.empty()) {
                em.check(checkPrefix + "." + op, CheckStatus::Waived, why);
                continue;
            }
            rc = worse(rc, c->run(env));
            if (rc == ExitCode::Runtime)
                return rc;
        }
    }
    return rc;
}

}  // namespace tbp
