#pragma once

#include "core/Result.h"
#include "core/import/DocumentParser.h"
#include "core/import/LineParser.h"
#include "core/import/ParsedImport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>

class QIODevice;

namespace tb::core {

// What the importer kept of the input besides the parse: the first rawCap bytes (for raw_log) and the SHA-256 of
// the whole input (probe_run.raw_sha256).
struct ImportCapture {
    qint64 rawCap = 64 * 1024 * 1024;
    QByteArray raw;
    bool rawTruncated = false;
    QString sha256;  // hex
    qint64 bytes = 0;
};

// What the analyst says about the input that its text does not.
struct ImportOptions {
    // The collective of runs whose text does not name it (a pasted table without its header); see
    // CollectiveOperation::apply. Empty: leave such runs "unknown".
    QString operation;
};

// Reads a tool's output from a device in chunks (never all at once), detects or takes its format, and parses it.
// Memory stays bounded whatever the size: lines are cut at 1 MiB, JSON documents are streamed (one element of at most
// 16 MiB at a time) and refused above kMaxDocument, parsers cap what they keep.
class Importer {
    Q_DECLARE_TR_FUNCTIONS(Importer)

public:
    static constexpr qint64 kChunk = 1024 * 1024;
    static constexpr qint64 kHead = 64 * 1024;
    static constexpr qint64 kMaxDocument = 256 * 1024 * 1024;

    // format: "auto" (or empty) or one of FormatDetector::formatNames().
    // Every figure is screened (ImportScreen, Plausibility) before it is returned: impossible ones are dropped with a
    // finding that keeps their text; a NaN or infinite one refuses the whole input.
    // Errors: InvalidArgument (unknown format name or operation, a NaN/infinite figure), Parse (not recognised /
    // nothing found), TooLarge, Io.
    static Result<ParsedImport> parse(QIODevice& in, const QString& format = QStringLiteral("auto"),
                                      ImportCapture* capture = nullptr, const ImportOptions& options = {});
    static Result<ParsedImport> parseBytes(const QByteArray& data, const QString& format = QStringLiteral("auto"),
                                           const ImportOptions& options = {});

    static std::unique_ptr<LineParser> makeLineParser(const QString& format);
    // The streaming parser of a JSON document format; nullptr for the line formats.
    static std::unique_ptr<DocumentParser> makeDocumentParser(const QString& format);
};

}  // namespace tb::core
