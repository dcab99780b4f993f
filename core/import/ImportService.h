#pragma once

#include "core/Result.h"
#include "core/import/Importer.h"
#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QVector>

#include <optional>

namespace tb::core {

// Where stored runs go beyond their provider: an evaluation, a node, and arguments that say where they came from (an
// engagement's step, the recipe run whose log they are). Written with the run, so it is sealed once.
struct ImportPlacement {
    std::optional<qint64> evaluationId, nodeId;
    QJsonObject args;
};

// Stores a parsed import under a provider: one probe_run (kind "import") per parsed run, with its samples and
// findings, the raw input in raw_log (capped at the capture's cap, kept with the first run; the others point to it
// through args.raw_log_run_id) and raw_sha256 of the whole input. All or nothing (one transaction).
//
// Storage thread only (inside a Store job).
class ImportService {
    Q_DECLARE_TR_FUNCTIONS(ImportService)

public:
    static Result<qint64> providerIdByName(QSqlDatabase& db, const QString& name);
    static Result<QVector<qint64>> store(QSqlDatabase& db, qint64 providerId, const ParsedImport& parsed,
                                         const QString& sourceName, const ImportCapture& capture,
                                         const ImportPlacement& placement = {});
    // The run's args_json: the tool's parameters plus what the parse said about the run.
    static QJsonObject storedArgs(const ParsedRun& run, const QString& format);
    // "8x NVIDIA H100 80GB HBM3" from the devices, or empty.
    static QString hardwareKey(const ParsedRun& run);
    // The analyst names the collective of a stored import run whose text did not (operation "unknown"): the run's
    // operation and its `unknown.*` samples are renamed, the args note it, all in one transaction, so the run is
    // compared with that collective's baselines from then on. NotFound for no such import run; InvalidArgument for
    // an unknown collective or a run whose operation is already known.
    static Status setRunOperation(QSqlDatabase& db, qint64 runId, const QString& operation);
};

}  // namespace tb::core
