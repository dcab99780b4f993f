#pragma once

#include "core/Result.h"
#include "core/import/Importer.h"
#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// Storing a parsed tool output, as `tierbench-cli import --provider` and the workbench's File › Import tool output…
// both do (issue 12.10): ImportService's runs under the provider and, where one is named, tied to one of its
// evaluations, in one transaction. Storage thread only (inside a Store job).
// One parsed file of a multi-file import.
struct ImportFile {
    ParsedImport parsed;
    QString sourceName;  // the file's name, as the run records it
    ImportCapture capture;
};

class ImportWorkflow {
    Q_DECLARE_TR_FUNCTIONS(ImportWorkflow)

public:
    explicit ImportWorkflow(QSqlDatabase& db);

    // InvalidArgument when the evaluation is not the provider's. The ids of the stored runs, in parse order.
    Result<QVector<qint64>> store(qint64 providerId, std::optional<qint64> evaluationId, const ParsedImport& parsed,
                                  const QString& sourceName, const ImportCapture& capture);
    // Every file or none (File › Import tool output… with several files): one transaction around store() for each,
    // so a file the store refuses leaves none of the others behind. The ids of all stored runs, in file order.
    Result<QVector<qint64>> storeAll(qint64 providerId, std::optional<qint64> evaluationId,
                                     const QVector<ImportFile>& files);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
