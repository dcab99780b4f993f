#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace tb::core {

// A named raw output of a run (run_artifact): one command of the scheduler audit with what it printed.
struct RunArtifact {
    qint64 runId = 0;
    QString name;     // "scontrol show config"
    QString command;  // the command line as run
    std::optional<int> exitCode;
    QByteArray content;
    bool truncated = false;
    QString sha256;
};

}  // namespace tb::core
