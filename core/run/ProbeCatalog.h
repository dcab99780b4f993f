#pragma once

#include <QString>

#include <vector>

namespace tb::core {

// The probes a node can run, each with one line saying what it measures: the run panel's list and
// `tierbench-cli probes` show the same. The descriptions are translated in the context "RunPanel", where the
// workbench's catalogue has kept them.
struct ProbeCatalog {
    struct Entry {
        const char* name;
        const char* description;  // untranslated source text
        // Listed in the run panel, whose argument editor knows its options. tb-storage and tb-train are not: their
        // options are their own (core/run/OwnProbeOptions), which a plan step or `tierbench-cli run --probe ... --
        // ARGS` gives; tb-storage cannot run without a directory of the node (--dir).
        bool inRunPanel = true;
    };
    static const std::vector<Entry>& entries();
    static bool contains(const QString& probe);
    static QString description(const QString& probe);  // translated; empty for an unknown probe
};

}  // namespace tb::core
