#pragma once

#include "core/domain/LauncherKind.h"

#include <QString>

namespace tb::core {

// One row of `node`: where an evaluation's probes run and how to log in there (never a secret: no passwords, no
// passphrases; only the path of a key file).
struct NodeRecord {
    qint64 id = 0;
    qint64 evaluationId = 0;
    QString name, host;
    int port = 22;
    QString userName, jump, identityFile;
    LauncherKind launcher = LauncherKind::Direct;
    QString remoteDir = QStringLiteral("~/.cache/tierbench");
    QString hostKeyType, hostKeyFingerprint;
    QString gpuModel;
    int gpuCount = 0;
    QString fabric, notes;
    // As read (RowVersion): an update names it, so a node changed meanwhile by another analyst is refused instead
    // of overwritten. 0: no check.
    qint64 rowVersion = 0;
    QString changedBy, changedAt;
};

}  // namespace tb::core
