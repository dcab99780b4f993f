#pragma once

#include "core/Result.h"
#include "core/import/ImportService.h"
#include "core/import/Importer.h"
#include "core/import/ParsedImport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// A tool's log that a run hands over besides its own output: a recipe that runs torchtitan (Recipe::importLog), an
// engagement's import step. Read as that format's output, never trusted (the importer's screens apply); stored as
// import runs of the same provider, evaluation and node, whose args say where they came from (the engagement and
// step, or the recipe run). A log that yields nothing keeps why, for the run or the step to say.
struct ToolLog {
    QString format;
    std::optional<ParsedImport> parsed;
    ImportCapture capture;
    QString refusal;  // why nothing was read; empty when parsed

    static ToolLog read(const QByteArray& bytes, const QString& format);
    // "50 steps of torchtitan-log read into run 12": what the read gave, for a fact or a note.
    QString summary(const QVector<qint64>& runIds) const;

    // Storage thread, inside the caller's transaction (ImportService::store, the runs placed as they are
    // written). The ids of the stored runs, in parse order; none when nothing was read.
    Result<QVector<qint64>> store(QSqlDatabase& db, qint64 providerId, const QString& sourceName,
                                  const ImportPlacement& placement) const;

    Q_DECLARE_TR_FUNCTIONS(ToolLog)
};

}  // namespace tb::core
