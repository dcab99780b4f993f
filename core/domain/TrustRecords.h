#pragma once

#include "core/domain/RunSeal.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace tb::core {

// Rows the trust checks read back from the store (TrustRepository): what was stored, to be checked again.

// One stream of a run's raw log with the run's columns the verification needs.
struct StoredLogRow {
    qint64 runId = 0;
    QString stream;
    QByteArray content;
    bool truncated = false;
    QString sha256;     // the log's hash, taken when it was sealed ("" when none)
    QString runKind;    // probe_run.kind
    QString rawSha256;  // probe_run.raw_sha256: an import's file hash
    QString runStatus;  // probe_run.status, as stored
};

// One stored artifact of a run and the hash taken when it was stored.
struct StoredArtifactRow {
    qint64 runId = 0;
    QString name;
    QByteArray content;
    QString sha256;
};

// A finished probe or import run whose samples can be derived again from its stored output.
struct StoredRunRow {
    qint64 id = 0;
    QString kind;
    QString operation;
    QJsonObject args;
};

// The JSON columns of a run (probe_run.args_json, env_json), parsed.
struct StoredRunJson {
    QJsonObject args;
    QJsonObject env;
};

// One stream of a run's raw log as folded into raw_log.
struct StoredStream {
    QByteArray content;
    bool truncated = false;
    QString sha256;
};

// A run's stored seal beside the seal its stored columns and logs give now (RunSeal).
struct StoredSealRow {
    qint64 runId = 0;
    QString status;      // probe_run.status, as stored
    QString storedSeal;  // probe_run.seal_sha256 ("" when stored before seals)
    RunSeal now;
};

// One finding of a run with its words as stored (finding.kind, key, status, value, detail).
struct StoredFindingRow {
    QString kind, key, status, value, detail;
};

}  // namespace tb::core
