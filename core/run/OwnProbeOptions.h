#pragma once

#include <QString>
#include <QStringList>

namespace tb::core {

// The probes whose options are their own rather than the measuring probes' shared ones (probes/common/Options.cpp):
// tb-storage (probes/storage/StorageOptions.cpp) and tb-train (probes/train/tbtrain_options.py). Their argv is
// checked here as each probe reads it, so a plan step or `run -- ARGS` with a typo is refused before anything
// reaches the node. Plain functions; no state.
struct OwnProbeOptions {
    static bool has(const QString& probe);
    // Empty: the probe takes argv. Otherwise the first problem, translated, naming the word at fault and the
    // options the probe has.
    static QStringList problems(const QString& probe, const QStringList& argv);
};

}  // namespace tb::core
